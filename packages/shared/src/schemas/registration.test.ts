import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../booking/dates.ts';
import {
  companyProfileBodySchema,
  isValidGstin,
  providerDobSchema,
  providerProfileBodySchema,
  yearsAgo as anniversary,
} from './registration.ts';

/** The date `years` years before today in India, moved by `dayShift` days. */
function yearsAgo(years: number, dayShift = 0): string {
  return addCalendarDays(anniversary(years), dayShift);
}

const provider = {
  name: 'Meera Nair',
  email: 'meera@example.in',
  gender: 'Female',
  dob: '1990-06-15',
  address: '4 Lake View Road, Kochi',
  pincode: '682001',
};

describe('provider profile body', () => {
  it('accepts a complete profile and normalises the optional mobile', () => {
    const parsed = providerProfileBodySchema.parse({ ...provider, mobile: '+91 98765-43210' });
    expect(parsed.mobile).toBe('9876543210');
    expect(providerProfileBodySchema.parse(provider).mobile).toBeUndefined();
  });

  it('counts years from 29 February as from 28 February in a year without it', () => {
    expect(anniversary(18, '2028-02-29')).toBe('2010-02-28');
    expect(anniversary(4, '2028-02-29')).toBe('2024-02-29');
    expect(anniversary(18, '2026-11-22')).toBe('2008-11-22');
  });

  it('lets an adult register on their 18th birthday, not the day before', () => {
    expect(providerDobSchema.safeParse(yearsAgo(18)).success).toBe(true);
    const minor = providerDobSchema.safeParse(yearsAgo(18, 1));
    expect(minor.error?.issues[0]?.message).toBe('You must be at least 18 years old to register');
  });

  it.each([
    ['', 'Date of birth is required'],
    ['15/06/1990', 'Use a date as YYYY-MM-DD'],
    ['1990-02-30', 'Use a date as YYYY-MM-DD'],
    ['1900-01-01', 'Enter a valid date of birth'],
  ])('refuses the date of birth %j', (dob, message) => {
    expect(providerDobSchema.safeParse(dob).error?.issues[0]?.message).toBe(message);
  });

  it.each([
    ['pincode starting with 0', { pincode: '012345' }, 'pincode'],
    ['5-digit pincode', { pincode: '56001' }, 'pincode'],
    ['missing pincode', { pincode: undefined }, 'pincode'],
    ['bad email', { email: 'meera@' }, 'email'],
    ['unknown gender', { gender: 'F' }, 'gender'],
    ['unknown field', { isVerified: 'true' }, ''],
  ])('refuses a %s', (_label, patch, path) => {
    const result = providerProfileBodySchema.safeParse({ ...provider, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(path);
  });
});

describe('company profile body', () => {
  const company = {
    companyName: 'Little Steps Creche',
    email: 'hello@littlesteps.in',
    address: '21 MG Road, Pune',
    pincode: '411001',
  };

  it('keeps gst optional: missing, blank or null all store null', () => {
    for (const gst of [undefined, '', '  ', null]) {
      expect(companyProfileBodySchema.parse({ ...company, gst }).gst).toBeNull();
    }
  });

  it('accepts a real GSTIN, forgiving case and spaces', () => {
    expect(companyProfileBodySchema.parse({ ...company, gst: '27aapfu0939f1zv ' }).gst).toBe(
      '27AAPFU0939F1ZV',
    );
  });

  it.each(['27AAPFU0939F1Z', '27AAPFU0939F1ZA', 'ABCDEFGHIJKLMNO', '27AAPFU0939F1YV'])(
    'refuses the GSTIN %s',
    (gst) => {
      const result = companyProfileBodySchema.safeParse({ ...company, gst });
      expect(result.error?.issues[0]).toMatchObject({
        path: ['gst'],
        message: 'Enter a valid 15-character GSTIN',
      });
    },
  );

  it('checks the GSTIN check character', () => {
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z5')).toBe(false);
  });
});
