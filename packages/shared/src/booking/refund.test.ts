import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './dates.ts';
import {
  nonRefundableDatesWithin,
  quoteCancellationRefund,
  refundTiers,
  tierFor,
  type NonRefundableDate,
} from './refund.ts';
import { bookingStatuses } from './status.ts';

const today = '2026-11-22';
const accepted = (startOffset: number, totalPaise = 1_000_000, days = 1) => ({
  status: 'ACCEPTED' as const,
  startDate: addCalendarDays(today, startOffset),
  endDate: addCalendarDays(today, startOffset + days - 1),
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
          const startDate = addCalendarDays(today, offset);
          const booking = { status, startDate, endDate: startDate, totalPaise };
          const quote = quoteCancellationRefund(booking, today);
          expect(quote.refundPaise).toBeGreaterThanOrEqual(0);
          expect(quote.refundPaise).toBeLessThanOrEqual(totalPaise);
          expect(Number.isInteger(quote.refundPaise)).toBe(true);
          if (status === 'ACCEPTED' && offset >= 0) {
            const earlier = quoteCancellationRefund(
              {
                ...booking,
                startDate: addCalendarDays(today, offset + 1),
                endDate: addCalendarDays(today, offset + 1),
              },
              today,
            );
            expect(earlier.refundPaise).toBeGreaterThanOrEqual(quote.refundPaise);
          }
        },
      ),
    );
  });
});

describe('blackout dates and long weekends', () => {
  const listed = (offset: number, kind: NonRefundableDate['kind'] = 'BLACKOUT') => ({
    date: addCalendarDays(today, offset),
    kind,
    label: `Day ${offset}`,
  });

  it('refunds nothing for an accepted booking touching a listed day, however early cancelled', () => {
    // 40 days ahead would be a full refund; day 42 is the third of its four days.
    const quote = quoteCancellationRefund(accepted(40, 1_000_000, 4), today, [
      listed(42, 'LONG_WEEKEND'),
      listed(90),
    ]);
    expect(quote).toEqual({
      percent: 0,
      refundPaise: 0,
      daysBeforeStart: 40,
      reason: 'NON_REFUNDABLE_DATES',
      nonRefundableDates: [listed(42, 'LONG_WEEKEND')],
    });
  });

  it('counts both ends of the booking and nothing outside them', () => {
    const booking = accepted(40, 1_000_000, 3);
    expect(quoteCancellationRefund(booking, today, [listed(40)]).percent).toBe(0);
    expect(quoteCancellationRefund(booking, today, [listed(42)]).percent).toBe(0);
    expect(quoteCancellationRefund(booking, today, [listed(39), listed(43)])).toMatchObject({
      percent: 100,
      reason: 'TIER',
    });
    expect(quoteCancellationRefund(booking, today, [listed(39)])).not.toHaveProperty(
      'nonRefundableDates',
    );
  });

  it('still refunds in full when nobody accepted or care did not start on time', () => {
    const pending = { ...accepted(3), status: 'PENDING' as const };
    expect(quoteCancellationRefund(pending, today, [listed(3)])).toMatchObject({
      percent: 100,
      reason: 'NOT_ACCEPTED',
    });
    expect(quoteCancellationRefund(accepted(-2, 1000, 5), today, [listed(0)])).toMatchObject({
      percent: 100,
      reason: 'NOT_STARTED_ON_TIME',
    });
  });

  it('lists the touched days in date order', () => {
    const booking = { startDate: '2027-01-24', endDate: '2027-01-28' };
    const days = ['2027-01-28', '2027-01-20', '2027-01-26', '2027-01-24'].map((date) => ({
      date,
      kind: 'LONG_WEEKEND' as const,
      label: 'Republic Day',
    }));
    expect(nonRefundableDatesWithin(booking, days).map((d) => d.date)).toEqual([
      '2027-01-24',
      '2027-01-26',
      '2027-01-28',
    ]);
  });

  it('never refunds more with listed days than without, and nothing once an accepted booking touches one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...bookingStatuses),
        fc.integer({ min: -30, max: 400 }),
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.integer({ min: -30, max: 470 }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (status, offset, days, listedOffsets, totalPaise) => {
          const booking = { ...accepted(offset, totalPaise, days), status };
          const dates = listedOffsets.map((o) => listed(o));
          const withDates = quoteCancellationRefund(booking, today, dates);
          const without = quoteCancellationRefund(booking, today);
          expect(withDates.refundPaise).toBeLessThanOrEqual(without.refundPaise);
          expect(withDates.daysBeforeStart).toBe(without.daysBeforeStart);
          const touches = listedOffsets.some((o) => o >= offset && o < offset + days);
          if (!touches) expect(withDates).toEqual(without);
          if (touches && status === 'ACCEPTED' && offset >= 0) {
            expect(withDates.refundPaise).toBe(0);
            expect(withDates.reason).toBe('NON_REFUNDABLE_DATES');
            expect(withDates.nonRefundableDates?.length).toBeGreaterThan(0);
          }
          if (status === 'PENDING') expect(withDates.refundPaise).toBe(totalPaise);
        },
      ),
    );
  });
});
