import { operatorCareContracts } from '@care/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/**
 * Reads a booking's care profile and journal with the operator's reason. A mutation, not a
 * query, on purpose: every read is recorded (the family sees it with the reason, the audit log
 * keeps it), so it happens only when the operator asks, never on mount, refetch or focus, and
 * its answer is not kept in the query cache for another screen to show. The caller holds the
 * answer in its own component state.
 */
export function useReadCareRecord() {
  return useMutation({
    mutationFn: ({ bookingId, reason }: { bookingId: string; reason: string }) =>
      call(operatorCareContracts.readCareRecord, { params: { bookingId }, body: { reason } }),
    // Nothing of the health data lingers in the mutation cache once the page is left.
    gcTime: 0,
  });
}
