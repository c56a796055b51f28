import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * SPEC: the page scrolls to the top on every path change. Keyed on the pathname only, so
 * changing a list's filters in the query string keeps the visitor where they are.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
