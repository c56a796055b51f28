import { messages } from '@care/shared';
import { auth } from './auth';
import { blog } from './blog';
import { catalog } from './catalog';
import { common } from './common';
import { components } from './components';
import { home } from './home';
import { sellers } from './sellers';
import { shell } from './shell';
import { staticPages } from './staticPages';

/**
 * The English texts of the public site, bundled with the app: what a first visit needs. The
 * signed-in areas (booking, My Bookings, the dashboard, registration, the care journal) are
 * fetched with their pages (`signedInAreas.ts`), so a family opening the home page on a slow
 * phone never downloads them. `spec` holds the spec's own messages (SPEC section 8) exactly as
 * the shared package words them, so English never drifts from them.
 */
export const publicEn = {
  ...shell,
  ...common,
  home,
  catalog,
  blog,
  auth,
  sellers,
  components,
  staticPages,
  spec: messages,
} as const;
