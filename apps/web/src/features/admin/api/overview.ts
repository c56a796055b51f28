import { adminOverviewContracts } from '@care/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { adminKeys } from './keys';

export const overviewKey = [...adminKeys.all, 'overview'] as const;

/** Today at a glance and the last 30 days; refreshed each minute while the page is open. */
export function useOverview() {
  return useQuery({
    queryKey: overviewKey,
    queryFn: ({ signal }) => call(adminOverviewContracts.getOverview, {}, { signal }),
    refetchInterval: 60_000,
  });
}
