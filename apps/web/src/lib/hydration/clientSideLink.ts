import type { MouseEvent } from 'react';

/**
 * Where a click inside `event.currentTarget` should take the app without reloading the page: a
 * plain left click on one of the site's own links, the way React Router's <Link> decides. Null
 * for anything the browser should handle itself: another site, a new tab or window (a modifier
 * key, a target), a download, or a click a handler has already dealt with.
 */
export function clientSideLinkTarget(event: MouseEvent<Element>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const target = event.target;
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search + url.hash;
}
