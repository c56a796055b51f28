import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isDashboardView, type DashboardView } from '../lib/views';

/** The list the caregiver is looking at lives in the address, so Back and reload keep it. */
export function useDashboardParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const viewParam = searchParams.get('view');
  const view: DashboardView = isDashboardView(viewParam) ? viewParam : 'all';
  const pageParam = Number(searchParams.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;

  const update = useCallback(
    (change: { view?: DashboardView; page?: number }) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (change.view !== undefined) {
            if (change.view === 'all') next.delete('view');
            else next.set('view', change.view);
          }
          // A new list starts at its first page.
          if (change.page && change.page > 1) next.set('page', String(change.page));
          else next.delete('page');
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const setView = useCallback((next: DashboardView) => update({ view: next }), [update]);
  const setPage = useCallback((next: number) => update({ page: next }), [update]);
  return { view, page, setView, setPage };
}
