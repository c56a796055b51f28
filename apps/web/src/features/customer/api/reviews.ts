import { bookingContracts, type ContractData, type CreateReviewBody } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callForResponse } from '../../../lib/call';
import { customerKeys } from '../../../lib/queries/customerKeys';

export type CreatedReview = ContractData<typeof bookingContracts.createReview>;

/** POST createReview/{id}: one review per completed booking (409 for a second one). */
export function createReview({ bookingId, body }: { bookingId: string; body: CreateReviewBody }) {
  return callForResponse(bookingContracts.createReview, { params: { id: bookingId }, body });
}

/** The booking list carries the review, so it is read again either way (a 409 means one exists). */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.bookings() }),
  });
}
