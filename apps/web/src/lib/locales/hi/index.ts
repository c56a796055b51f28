import { specMessagesHi } from '@care/shared';
import type { EnglishResources } from '../en';
import type { Translation } from '../types';
import { auth } from './auth';
import { blog } from './blog';
import { booking } from './booking';
import { care } from './care';
import { caregiverJournal } from './caregiverJournal';
import { catalog } from './catalog';
import { common } from './common';
import { components } from './components';
import { customer } from './customer';
import { dashboard } from './dashboard';
import { familyJournal } from './familyJournal';
import { home } from './home';
import { registration } from './registration';
import { sellers } from './sellers';
import { shell } from './shell';
import { staticPages } from './staticPages';

/** The Hindi texts: the same keys as English, which the type checks at compile time. */
export const hi: Translation<EnglishResources> = {
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
  familyJournal,
  caregiverJournal,
  dashboard,
  registration,
  components,
  staticPages,
  spec: specMessagesHi,
};
