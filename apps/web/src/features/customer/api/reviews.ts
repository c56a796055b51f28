import type { CreateReviewBody } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../lib/api';
import { customerKeys } from './keys';

export interface CreatedReview {
  id: string;
  bookingId: string;
  rating: number;
  comment: string | null;
}

/** POST createReview/{id}: one review per completed booking (409 for a second one). */
export function createReview({ bookingId, body }: { bookingId: string; body: CreateReviewBody }) {
  return apiRequestEnvelope<CreatedReview>(
    `/customer/booking/createReview/${encodeURIComponent(bookingId)}`,
    { method: 'POST', body, auth: 'customer' },
  );
}

/** The booking list carries the review, so it is read again either way (a 409 means one exists). */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.bookings() }),
  });
}
