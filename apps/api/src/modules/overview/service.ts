import {
  addCalendarDays,
  bookingStatuses,
  OVERVIEW_DAYS,
  startOfIndiaDay,
  todayInIndia,
  type Overview,
} from '@care/shared';
import type { Executor } from '../../db/client.ts';
import * as repo from './repository.ts';

/** The instants an India calendar day, or a run of them, begins and ends. */
const daysSpan = (first: string, last: string): repo.Span => ({
  from: startOfIndiaDay(first),
  to: startOfIndiaDay(addCalendarDays(last, 1)),
});

/**
 * Today at a glance, and the last OVERVIEW_DAYS days. "Today" is the India calendar day at
 * `now`; money is read from the ledger (decision 013), so the figures add up with the trial
 * balance and the reconciliation.
 */
export async function readOverview(db: Executor, now: Date = new Date()): Promise<Overview> {
  const today = todayInIndia(now);
  const first = addCalendarDays(today, -(OVERVIEW_DAYS - 1));
  const todaySpan = daysSpan(today, today);
  const window = daysSpan(first, today);

  const [byStatus, careToday, awaitingCaregiver, sellers, moved, failed, perDay, money] =
    await Promise.all([
      repo.bookingsByStatus(db, todaySpan),
      repo.careOn(db, today),
      repo.pendingRequests(db),
      repo.awaitingVerification(db),
      repo.movedIn(db, todaySpan, [
        // A captured payment lands in the family's wallet.
        { kind: 'PAYMENT_CAPTURED', account: 'WALLET' },
        // A refund, by the policy or an operator, lands there too.
        { kind: 'BOOKING_REFUNDED', account: 'WALLET' },
        // A processed payout leaves for the caregiver's bank.
        { kind: 'PAYOUT_PROCESSED', account: 'PAYOUT_BANK' },
      ]),
      repo.failedNotRetried(db),
      repo.bookingsPerDay(db, window),
      repo.revenuePerDay(db, window),
    ]);
  const [moneyIn, refunds, payoutsPaid] = moved as [
    repo.MovedFigure,
    repo.MovedFigure,
    repo.MovedFigure,
  ];

  const counts = bookingStatuses.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
  return {
    today,
    bookings: {
      byStatus: counts,
      createdToday: counts.reduce((total, c) => total + c.count, 0),
      careToday,
    },
    awaitingCaregiver,
    awaitingVerification: sellers,
    money: { moneyIn, refunds, payoutsPaid, failedPayouts: failed },
    days: Array.from({ length: OVERVIEW_DAYS }, (_, i) => {
      const date = addCalendarDays(first, i);
      const paid = money.get(date);
      return {
        date,
        bookings: perDay.get(date) ?? 0,
        revenue: paid?.revenue ?? 0,
        commission: paid?.commission ?? 0,
      };
    }),
  };
}
