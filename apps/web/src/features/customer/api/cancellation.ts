import type { CustomerBooking, RefundPreview } from '@care/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestEnvelope } from '../../../lib/api';
import { walletKey } from '../../booking/api/wallet';
import { customerKeys } from './keys';

const base = '/customer/booking';

/** GET getRefundPreview/{id}: what cancelling today would return, by the shared policy. */
export function fetchRefundPreview(bookingId: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<RefundPreview>(`${base}/getRefundPreview/${encodeURIComponent(bookingId)}`, {
    auth: 'customer',
    signal,
  });
}

export const refundPreviewQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: customerKeys.refundPreview(bookingId),
    queryFn: ({ signal }) => fetchRefundPreview(bookingId, { signal }),
    // The refund depends on today's date and the booking's status: always ask afresh.
    staleTime: 0,
    gcTime: 0,
  });

export function useRefundPreview(bookingId: string) {
  return useQuery(refundPreviewQueryOptions(bookingId));
}

export interface CancelledBooking {
  booking: CustomerBooking;
  /** Rupees credited to the wallet. */
  refundAmount: number;
  /** The wallet balance after the refund, in rupees. */
  balance: number;
}

/** PATCH cancelBooking/{id}; the envelope, because the page shows the server's message. */
export function cancelBooking(bookingId: string) {
  return apiRequestEnvelope<CancelledBooking>(
    `${base}/cancelBooking/${encodeURIComponent(bookingId)}`,
    { method: 'PATCH', auth: 'customer' },
  );
}

/** A cancellation changes the booking and credits the wallet: both are read again. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.bookings() }),
        queryClient.invalidateQueries({ queryKey: walletKey() }),
      ]),
  });
}
