import { addCalendarDays, bookingContracts, todayInIndia, type SellerKind } from '@care/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { customerKeys } from '../../../lib/queries/customerKeys';

/** How far ahead the calendar shows taken days: a year, as far as families book. */
export const AVAILABILITY_HORIZON_DAYS = 365;

/**
 * The days this offering cannot be booked, and why (the caregiver's days off, other bookings,
 * a company's full days), from today for a year. Read fresh each time the dates step opens:
 * another family may have just booked.
 */
export function useUnavailableDates(kind: SellerKind, offeringId: string | null) {
  const from = todayInIndia();
  const to = addCalendarDays(from, AVAILABILITY_HORIZON_DAYS - 1);
  return useQuery({
    queryKey: [...customerKeys.all, 'unavailableDates', kind, offeringId, from] as const,
    queryFn: ({ signal }) => {
      const id = offeringId ?? '';
      const offering = kind === 'Provider' ? { providerSvcId: id } : { companySvcId: id };
      return call(
        bookingContracts.getUnavailableDates,
        { query: { ...offering, from, to } },
        {
          signal,
        },
      );
    },
    enabled: offeringId !== null,
    staleTime: 0,
  });
}
