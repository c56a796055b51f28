import { messages } from '@care/shared';
import { auth } from './auth';
import { blog } from './blog';
import { booking } from './booking';
import { care } from './care';
import { catalog } from './catalog';
import { common } from './common';
import { components } from './components';
import { customer } from './customer';
import { dashboard } from './dashboard';
import { home } from './home';
import { registration } from './registration';
import { sellers } from './sellers';
import { shell } from './shell';
import { staticPages } from './staticPages';

/**
 * The English texts, one file per area of the site. `spec` holds the spec's own messages
 * (SPEC section 8) exactly as the shared package words them, so English never drifts from them.
 */
export const en = {
  ...shell,
  ...common,
  home,
  catalog,
  booking,
  blog,
  auth,
  sellers,
  customer,
  care,
  dashboard,
  registration,
  components,
  staticPages,
  spec: messages,
} as const;

export type EnglishResources = typeof en;
