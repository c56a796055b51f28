import { describe, expect, it } from 'vitest';
import { normaliseIndianMobile, sendOtpBodySchema } from '../schemas/auth.ts';
import { dobSchema, familyMemberBodySchema } from '../schemas/customer.ts';
import {
  isValidGstin,
  MAX_PROVIDER_AGE,
  providerDobSchema,
  yearsAgo,
} from '../schemas/registration.ts';
import {
  addCalendarDays,
  bookingDays,
  bookingTotal,
  checkDateRange,
  isCalendarDate,
  MAX_BOOKING_DAYS,
  MAX_DAYS_AHEAD,
} from './dates.ts';
import { quoteCancellationRefund } from './refund.ts';
import { allowedActions, findTransition } from './status.ts';

/* The edges of the rules, where an off-by-one costs a family a day or a rupee. */

describe('calendar dates', () => {
  it('are exactly YYYY-MM-DD and real', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const value of [
      'x2026-01-01',
      '2026-01-01x',
      '2026-01-01T10:00',
      '2026-02-30',
      '2026-1-01',
      '26-01-01',
    ]) {
      expect(isCalendarDate(value), value).toBe(false);
    }
  });

  it('count days inclusive, and no days for a missing, unreal or backwards range', () => {
    expect(bookingDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(bookingDays('2026-12-31', '2027-01-01')).toBe(2);
    expect(bookingDays('2026-12-02', '2026-12-01')).toBe(0);
    expect(bookingDays(null, '2026-12-01')).toBe(0);
    expect(bookingDays('2026-12-01', undefined)).toBe(0);
    expect(bookingDays('2026-02-30', '2026-03-02')).toBe(0);
    expect(bookingDays('2026-03-01', '2026-02-30')).toBe(0);
  });

  it('price nothing for no days or no price', () => {
    expect(bookingTotal(3, 110_000)).toBe(330_000);
    expect(bookingTotal(0, 110_000)).toBe(0);
    expect(bookingTotal(3, 0)).toBe(0);
    expect(bookingTotal(-1, -5)).toBe(0);
    expect(bookingTotal(3, -5)).toBe(0);
    expect(bookingTotal(-2, 5)).toBe(0);
  });
});

describe('the date rules, at their edges', () => {
  const today = '2026-11-23';
  const on = (days: number) => addCalendarDays(today, days);

  it('take today and a one-day stay', () => {
    expect(checkDateRange(today, today, today)).toBeNull();
  });

  it('need both dates, real ones', () => {
    expect(checkDateRange(null, on(1), today)).toBe('START_REQUIRED');
    expect(checkDateRange('2026-02-30', on(1), today)).toBe('START_REQUIRED');
    expect(checkDateRange(on(1), '', today)).toBe('END_REQUIRED');
    expect(checkDateRange(on(1), '2026-13-01', today)).toBe('END_REQUIRED');
  });

  it('refuse yesterday and an end before the start, not an end on the start', () => {
    expect(checkDateRange(on(-1), on(1), today)).toBe('START_IN_PAST');
    expect(checkDateRange(on(2), on(1), today)).toBe('END_BEFORE_START');
    expect(checkDateRange(on(2), on(2), today)).toBeNull();
  });

  it(`take a stay of exactly ${MAX_BOOKING_DAYS} days, not one more`, () => {
    expect(checkDateRange(on(0), on(MAX_BOOKING_DAYS - 1), today)).toBeNull();
    expect(checkDateRange(on(0), on(MAX_BOOKING_DAYS), today)).toBe('TOO_LONG');
  });

  it(`take a start exactly ${MAX_DAYS_AHEAD} days ahead, not one more`, () => {
    expect(checkDateRange(on(MAX_DAYS_AHEAD), on(MAX_DAYS_AHEAD), today)).toBeNull();
    expect(checkDateRange(on(MAX_DAYS_AHEAD + 1), on(MAX_DAYS_AHEAD + 1), today)).toBe(
      'TOO_FAR_AHEAD',
    );
  });
});

describe('the status graph', () => {
  it('finds a transition only from its own status', () => {
    expect(findTransition('ACCEPTED', 'cancel', 'Customer')?.to).toBe('CANCELLED');
    expect(findTransition('COMPLETED', 'cancel', 'Customer')).toBeUndefined();
    expect(findTransition('ACCEPTED', 'accept', 'Provider')).toBeUndefined();
    expect(findTransition('PENDING', 'start', 'Company')).toBeUndefined();
    expect(findTransition('PENDING', 'accept', 'Customer')).toBeUndefined();
    expect(allowedActions('COMPLETED', 'Customer')).toEqual([]);
  });
});

describe('a refund quote for a booking that can no longer be cancelled', () => {
  it('is nothing, by the tier rule', () => {
    expect(
      quoteCancellationRefund(
        { status: 'COMPLETED', startDate: '2026-12-01', endDate: '2026-12-02', totalPaise: 5000 },
        '2026-11-01',
      ),
    ).toEqual({ percent: 0, refundPaise: 0, daysBeforeStart: 30, reason: 'TIER' });
  });
});

describe('Indian mobile numbers', () => {
  it.each([
    ['+91 98765-43210', '9876543210'],
    ['0091 9876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['9876543210', '9876543210'],
  ])('read %s as %s', (input, mobile) => {
    expect(normaliseIndianMobile(input)).toBe(mobile);
  });

  it.each(['5876543210', '98765432', '91987654321', '0987654321', '98765432109', '98765+9143210'])(
    'refuse %s',
    (input) => {
      expect(normaliseIndianMobile(input)).toBeNull();
    },
  );

  it('are required, and valid, to send a code', () => {
    const refusal = (mobile: string) =>
      sendOtpBodySchema.safeParse({ userType: 'Customer', mobile }).error?.issues[0]?.message;
    expect(refusal('12345')).toBe('Enter a valid 10-digit Indian mobile number');
    expect(sendOtpBodySchema.parse({ userType: 'Customer', mobile: '+91 98765 43210' })).toEqual({
      userType: 'Customer',
      mobile: '9876543210',
    });
    expect(
      sendOtpBodySchema.safeParse({ userType: 'Customer', mobile: '  ' }).error?.issues[0]?.message,
    ).toBe('Please enter mobile number');
  });
});

describe('a date of birth', () => {
  const ago = (years: number, days = 0) => {
    const now = new Date();
    const date = new Date(
      Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days),
    );
    return date.toISOString().slice(0, 10);
  };

  it('is in the past and at most 120 years ago', () => {
    expect(dobSchema.safeParse(ago(120)).success).toBe(true);
    expect(dobSchema.safeParse(ago(120, -1)).success).toBe(false);
    expect(dobSchema.safeParse(ago(0, -1)).success).toBe(true);
    expect(dobSchema.safeParse(ago(0, 1)).success).toBe(false);
    expect(dobSchema.safeParse(ago(0, 1)).error?.issues[0]?.message).toBe(
      'Enter a valid date of birth',
    );
  });

  it('is counted in years back from an India date, a leap day falling back to 28 February', () => {
    expect(yearsAgo(18, '2026-11-23')).toBe('2008-11-23');
    expect(yearsAgo(2025, '2026-11-23')).toBe('0001-11-23');
    expect(yearsAgo(1, '2028-02-29')).toBe('2027-02-28');
  });
});

describe('registration edges', () => {
  it('refuses a GSTIN with anything before or after its 15 characters', () => {
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(isValidGstin('X29AAGCB7383J1Z4')).toBe(false);
    expect(isValidGstin('29AAGCB7383J1Z4X')).toBe(false);
  });

  it(`takes a caregiver born just under ${MAX_PROVIDER_AGE} years ago, not exactly`, () => {
    const limit = yearsAgo(MAX_PROVIDER_AGE);
    expect(providerDobSchema.safeParse(limit).error?.issues[0]?.message).toBe(
      'Enter a valid date of birth',
    );
    expect(providerDobSchema.safeParse(addCalendarDays(limit, 1)).success).toBe(true);
  });
});

describe("a family member's age", () => {
  it('says whether it is missing or not a number', () => {
    const base = { name: 'Lakshmi Iyer', gender: 'Female', relation: 'Mother' };
    const message = (age: unknown) =>
      familyMemberBodySchema.safeParse({ ...base, age }).error?.issues[0]?.message;
    expect(message(undefined)).toBe('Age is required');
    expect(message('70')).toBe('Age must be a number');
    expect(message(70)).toBeUndefined();
  });
});
