import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './dates.ts';
import { quoteCancellationRefund, refundTiers, tierFor } from './refund.ts';
import { bookingStatuses } from './status.ts';

const today = '2026-11-22';
const accepted = (startOffset: number, totalPaise = 1_000_000) => ({
  status: 'ACCEPTED' as const,
  startDate: addCalendarDays(today, startOffset),
  totalPaise,
});

describe('cancellation refund policy', () => {
  it.each([
    [31, 100],
    [30, 50],
    [15, 50],
    [14, 25],
    [7, 25],
    [6, 0],
    [0, 0],
  ])('refunds an accepted booking starting in %i days at %i%%', (days, percent) => {
    const quote = quoteCancellationRefund(accepted(days), today);
    expect(quote).toMatchObject({ percent, daysBeforeStart: days, reason: 'TIER' });
    expect(quote.refundPaise).toBe((1_000_000 * percent) / 100);
  });

  it('refunds in full while the caregiver has not accepted, however close the start', () => {
    const quote = quoteCancellationRefund({ ...accepted(0), status: 'PENDING' }, today);
    expect(quote).toMatchObject({ percent: 100, refundPaise: 1_000_000, reason: 'NOT_ACCEPTED' });
  });

  it('refunds in full when an accepted booking did not start on its first day', () => {
    const quote = quoteCancellationRefund(accepted(-1), today);
    expect(quote).toMatchObject({ percent: 100, reason: 'NOT_STARTED_ON_TIME' });
  });

  it('quotes nothing for bookings that cannot be cancelled', () => {
    for (const status of ['IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'DECLINED'] as const) {
      expect(quoteCancellationRefund({ ...accepted(40), status }, today).refundPaise).toBe(0);
    }
  });

  it('rounds down to whole paise, never refunding more than was paid', () => {
    expect(quoteCancellationRefund(accepted(20, 333), today).refundPaise).toBe(166);
  });

  it('has tiers from most to least generous, the last catching every day', () => {
    const percents = refundTiers.map((t) => t.percent);
    expect([...percents].sort((a, b) => b - a)).toEqual(percents);
    expect(tierFor(-1000).percent).toBe(0);
  });

  it('never refunds below 0 or above the total, and never less for cancelling earlier', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...bookingStatuses),
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (status, offset, totalPaise) => {
          const booking = { status, startDate: addCalendarDays(today, offset), totalPaise };
          const quote = quoteCancellationRefund(booking, today);
          expect(quote.refundPaise).toBeGreaterThanOrEqual(0);
          expect(quote.refundPaise).toBeLessThanOrEqual(totalPaise);
          expect(Number.isInteger(quote.refundPaise)).toBe(true);
          if (status === 'ACCEPTED' && offset >= 0) {
            const earlier = quoteCancellationRefund(
              { ...booking, startDate: addCalendarDays(today, offset + 1) },
              today,
            );
            expect(earlier.refundPaise).toBeGreaterThanOrEqual(quote.refundPaise);
          }
        },
      ),
    );
  });
});
