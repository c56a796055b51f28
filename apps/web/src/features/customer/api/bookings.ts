import type { CustomerBooking } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { customerKeys } from './keys';

/** GET getCustomerBookings: the customer's bookings, newest first as the server sends them. */
export function fetchCustomerBookings({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<CustomerBooking[]>('/customer/booking/getCustomerBookings', {
    auth: 'customer',
    signal,
  });
}

export const customerBookingsQueryOptions = () =>
  queryOptions({ queryKey: customerKeys.bookings(), queryFn: fetchCustomerBookings });

export function useCustomerBookings() {
  return useQuery(customerBookingsQueryOptions());
}
