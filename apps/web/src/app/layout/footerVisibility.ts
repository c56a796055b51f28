import { matchPath } from 'react-router';

// SPEC section 2: these screens are full-height app views without the marketing footer.
const PATHS_WITHOUT_FOOTER = ['/product', '/Categories', '/order-Details/:id'];

export function isFooterHidden(pathname: string): boolean {
  // matchPath is case-insensitive by default, matching how the router resolves these paths.
  return PATHS_WITHOUT_FOOTER.some((pattern) => matchPath(pattern, pathname) !== null);
}
