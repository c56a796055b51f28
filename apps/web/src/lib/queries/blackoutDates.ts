import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, contractsWhenCalled } from '../call';
import { retryTransientErrors } from './retry';

const calls = contractsWhenCalled(() =>
  import('@care/shared/contracts/blackout').then((module) => module.blackoutContracts),
);

/** The coming blackout dates and long weekends the refund policy page lists. */
export function upcomingBlackoutDatesQueryOptions() {
  return queryOptions({
    queryKey: ['blackoutDates', 'upcoming'] as const,
    queryFn: async ({ signal }) => call((await calls()).getUpcomingBlackoutDates, {}, { signal }),
    // The operator changes them rarely; a reader's copy may be a few minutes old.
    staleTime: 5 * 60_000,
    retry: retryTransientErrors,
  });
}

export function useUpcomingBlackoutDates() {
  return useQuery(upcomingBlackoutDatesQueryOptions());
}
