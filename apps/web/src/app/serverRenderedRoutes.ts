import { matchPath } from 'react-router';

/**
 * The public pages the server renders with their content before any script arrives (issue
 * 11/14, decision 017): the first thing a family on a slow phone sees. Signed-in pages (the
 * profile, the booking wizard, the dashboard, the console) stay rendered in the browser: they
 * need the person's token, which only the browser holds.
 */
export const serverRenderedPatterns = [
  '/',
  '/service',
  '/company-service',
  '/provider/:id',
  '/compnay-provider/:id',
  '/company-provider/:id',
  '/blog',
  '/blog/:slugUrl',
  '/contact',
  '/privacy-policy',
  '/terms-&-condition',
  '/cancellation-&-refunds',
] as const;

export function isServerRendered(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return serverRenderedPatterns.some((pattern) => matchPath({ path: pattern, end: true }, decoded));
}
