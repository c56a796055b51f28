import { bookingContracts } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { customerKeys } from '../../../lib/queries/customerKeys';

/** GET getCustomerBookings: the customer's bookings, newest first as the server sends them. */
export function fetchCustomerBookings({ signal }: { signal?: AbortSignal } = {}) {
  return call(bookingContracts.getCustomerBookings, {}, { signal });
}

export const customerBookingsQueryOptions = () =>
  queryOptions({ queryKey: customerKeys.bookings(), queryFn: fetchCustomerBookings });

export function useCustomerBookings() {
  return useQuery(customerBookingsQueryOptions());
}
