import { bookingContracts as calls, type ContractData } from '@care/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callForResponse } from '../../../lib/call';
import { walletKey } from '../../../lib/queries/wallet';
import { customerKeys } from '../../../lib/queries/customerKeys';

/** GET getRefundPreview/{id}: what cancelling today would return, by the shared policy. */
export function fetchRefundPreview(bookingId: string, { signal }: { signal?: AbortSignal } = {}) {
  return call(calls.getRefundPreview, { params: { id: bookingId } }, { signal });
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

/** The booking as cancelled, the rupees credited to the wallet, and the balance after. */
export type CancelledBooking = ContractData<typeof calls.cancelBooking>;

/** PATCH cancelBooking/{id}; the envelope, because the page shows the server's message. */
export function cancelBooking(bookingId: string) {
  return callForResponse(calls.cancelBooking, { params: { id: bookingId } });
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
