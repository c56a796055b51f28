import type { BookingStatus } from '@care/shared';
import type { BadgeTone } from '../ui/StatusBadge';

/**
 * Each booking status its own colour, the same for families and caregivers: waiting (yellow, as
 * SPEC 2 has PENDING), confirmed (green), under way (blue), done (grey), declined (orange) and
 * cancelled (red). The badge's words say it too; colour is never the only signal.
 */
export const bookingStatusTones = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  IN_PROGRESS: 'info',
  COMPLETED: 'neutral',
  DECLINED: 'caution',
  CANCELLED: 'danger',
} as const satisfies Record<BookingStatus, BadgeTone>;
