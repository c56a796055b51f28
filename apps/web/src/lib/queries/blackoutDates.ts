import { blackoutContracts as calls } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';
import { retryTransientErrors } from './retry';

/** The coming blackout dates and long weekends the refund policy page lists. */
export function upcomingBlackoutDatesQueryOptions() {
  return queryOptions({
    queryKey: ['blackoutDates', 'upcoming'] as const,
    queryFn: ({ signal }) => call(calls.getUpcomingBlackoutDates, {}, { signal }),
    // The operator changes them rarely; a reader's copy may be a few minutes old.
    staleTime: 5 * 60_000,
    retry: retryTransientErrors,
  });
}

export function useUpcomingBlackoutDates() {
  return useQuery(upcomingBlackoutDatesQueryOptions());
}
