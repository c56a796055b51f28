import type { RouteObject } from 'react-router';
import { loadSignedInTexts } from '../lib/i18n';
import { serverRenderedPatterns } from './serverRenderedRoutes';

/**
 * Pages that need only the public site's texts: the server-rendered public pages and the few
 * public pages rendered in the browser. Every other page (and any page added later) fetches
 * the signed-in areas' English with its code.
 */
const publicPaths: ReadonlySet<string> = new Set([
  ...serverRenderedPatterns.map((pattern) => pattern.slice(1)),
  'login',
  'product',
  'Categories',
  '*',
]);

function isPublic(route: RouteObject): boolean {
  return route.index === true || publicPaths.has(route.path ?? '');
}

function withTexts(route: RouteObject): RouteObject {
  const load = route.lazy;
  const wrapped = { ...route } as RouteObject & { children?: RouteObject[] };
  if (route.children) wrapped.children = route.children.map(withTexts);
  if (typeof load === 'function') {
    wrapped.lazy = () => Promise.all([load(), loadSignedInTexts()]).then(([module]) => module);
  }
  return wrapped;
}

/** The routes, with each non-public page's code fetched together with the texts it shows. */
export function loadingSignedInTexts(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => (isPublic(route) ? route : withTexts(route)));
}
