import { findTransition, todayInIndia } from '@care/shared';
import type { Database } from '../../db/client.ts';
import { notifyBooking } from '../notifications/service.ts';
import { settleBooking } from '../ledger/booking-money.ts';
import * as repo from './lifecycle.repository.ts';

const BATCH_SIZE = 100;

/**
 * Expires bookings nobody acted on in time (the status graph's `expire`), refunding each in full
 * to the family's wallet in the same transaction. Works in batches until none are left; returns
 * how many it expired.
 */
export async function expireStaleBookings(db: Database, now: Date = new Date()): Promise<number> {
  const today = todayInIndia(now);
  let expired = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const stale = await repo.lockStaleBookings(tx, today, BATCH_SIZE);
      for (const booking of stale) {
        const transition = findTransition(booking.status, 'expire', 'System');
        if (!transition) continue;
        const why =
          booking.status === 'PENDING'
            ? 'the caregiver did not answer before the first day'
            : 'care did not start by the last day';
        await repo.updateBooking(tx, booking.id, {
          status: transition.to,
          cancelledAt: now,
          cancelledBy: 'System',
        });
        const { refundPaise } = await settleBooking(tx, booking, {
          refundPaise: booking.totalPaise,
          refundDescription: `Refund: ${booking.serviceName} expired, ${why}`,
          earnedDescription: `Expired: ${booking.serviceName}`,
        });
        await notifyBooking(tx, booking.id, 'BOOKING_EXPIRED', {
          refundPaise,
          reason: why,
        });
      }
      return stale.length;
    });
    expired += batch;
    if (batch < BATCH_SIZE) return expired;
  }
}
