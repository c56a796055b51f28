import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  bookingDays,
  bookingTotal,
  calendarDateAsLocalNoon,
  checkDateRange,
  isCalendarDate,
  localDateAsCalendarDate,
  todayInIndia,
} from './dates.ts';

/** Calendar dates (YYYY-MM-DD) from the first day to the last, both given that way. */
const calendarDates = (first: string, last: string) =>
  fc
    .date({
      min: new Date(`${first}T00:00:00Z`),
      max: new Date(`${last}T00:00:00Z`),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));

const dateArb = calendarDates('2020-01-01', '2035-12-31');

describe('India calendar dates', () => {
  it('knows it is already tomorrow in India late in the UTC evening', () => {
    expect(todayInIndia(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(todayInIndia(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it("round-trips a calendar date through a date picker's Date, at noon on the phone's clock", () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        const local = calendarDateAsLocalNoon(date);
        expect(local.getHours()).toBe(12);
        expect(localDateAsCalendarDate(local)).toBe(date);
      }),
    );
  });

  it('recognises real calendar dates only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('21-11-2026')).toBe(false);
  });
});

describe('adding days to a calendar date', () => {
  it('carries months, years and leap days', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCalendarDays('2026-11-29', 0)).toBe('2026-11-29');
  });

  it('refuses a date that does not exist, as date-fns did', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-5', '29-11-2026', '']) {
      expect(() => addCalendarDays(bad, 1)).toThrow(RangeError);
    }
  });

  it('counts the days a clock zone skipped: Kiribati went from 30 December 1994 to 1 January 1995', () => {
    // India kept every day; the machine's zone must not matter (the CI runs in Kiribati's too).
    expect(addCalendarDays('1997-11-13', -1048)).toBe('1994-12-31');
    expect(addCalendarDays('1994-12-30', 1)).toBe('1994-12-31');
  });

  it('property: counts as the UTC calendar counts, for every date from 1900 to 2199', () => {
    // The oracle counts in UTC, which skips no day. date-fns, which this code replaced, counts in
    // the machine's zone: in Pacific/Kiritimati it has no 31 December 1994.
    const utcCount = (date: string, days: number) => {
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
    };
    const anyDay = calendarDates('1900-01-01', '2199-12-31');
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -3650, max: 3650 }), (date, days) => {
        expect(addCalendarDays(date, days)).toBe(utcCount(date, days));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('days and total', () => {
  it('counts both end days', () => {
    expect(bookingDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(bookingDays('2026-12-01', '2026-12-07')).toBe(7);
    expect(bookingDays('2026-12-30', '2027-01-02')).toBe(4);
    expect(bookingDays('2028-02-28', '2028-03-01')).toBe(3);
  });

  it('is 0 for an empty range or a missing date', () => {
    expect(bookingDays('2026-12-07', '2026-12-01')).toBe(0);
    expect(bookingDays('', '2026-12-01')).toBe(0);
    expect(bookingDays('2026-12-01', null)).toBe(0);
  });

  it('property: days = end - start + 1 for every ordered pair, else 0', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -400, max: 400 }), (start, offset) => {
        const end = addCalendarDays(start, offset);
        expect(bookingDays(start, end)).toBe(offset >= 0 ? offset + 1 : 0);
      }),
    );
  });

  it('property: the total is days x price, and never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 400 }),
        fc.integer({ min: 1, max: 300_000 }),
        (days, price) => {
          const total = bookingTotal(days, price);
          expect(total).toBe(days > 0 ? days * price : 0);
          expect(Number.isSafeInteger(total)).toBe(true);
        },
      ),
    );
  });
});

describe('date range rules', () => {
  const today = '2026-11-22';
  it('accepts today to a later day', () => {
    expect(checkDateRange('2026-11-22', '2026-11-25', today)).toBeNull();
  });

  it.each([
    [null, '2026-12-01', 'START_REQUIRED'],
    ['2026-12-01', '', 'END_REQUIRED'],
    ['2026-11-21', '2026-11-25', 'START_IN_PAST'],
    ['2026-12-05', '2026-12-01', 'END_BEFORE_START'],
    ['2026-12-01', '2027-12-05', 'TOO_LONG'],
    ['2027-12-01', '2027-12-02', 'TOO_FAR_AHEAD'],
  ])('%s to %s is %s', (start, end, problem) => {
    expect(checkDateRange(start, end, today)).toBe(problem);
  });

  it('property: any start before today is refused', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 0, max: 30 }),
        (back, len) => {
          const start = addCalendarDays(today, -back);
          expect(checkDateRange(start, addCalendarDays(start, len), today)).toBe('START_IN_PAST');
        },
      ),
    );
  });
});
