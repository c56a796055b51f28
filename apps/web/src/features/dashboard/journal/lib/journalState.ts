import type { BookingStatus } from '@care/shared';

/**
 * Whether entries can be written and corrected: while the care runs, and for a day after it
 * completes, so the last day can still be written after the final check-out. The server keeps
 * the journal open to the caregiver exactly that long; past it, the journal is not answered at
 * all. Before the first check-in (ACCEPTED) there is nothing to write about yet.
 */
export function journalWritable(status: BookingStatus): boolean {
  return status === 'IN_PROGRESS' || status === 'COMPLETED';
}
