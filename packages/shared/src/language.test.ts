import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatCareDate } from './booking/dates.ts';
import { isLanguage } from './language.ts';
import { formatPaise } from './money.ts';
import { aboutKm } from './places/distance.ts';

describe('isLanguage', () => {
  it('accepts only the languages the site speaks', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('hi')).toBe(true);
    for (const other of ['HI', 'hi-IN', 'ta', '', null, undefined, 1]) {
      expect(isLanguage(other)).toBe(false);
    }
  });
});

describe('formatters in Hindi', () => {
  it('show prices with Indian grouping and Latin digits, as in English', () => {
    expect(formatPaise(10_000_000, 'hi')).toBe('₹1,00,000');
    expect(formatPaise(123_456_789, 'hi')).toBe('₹12,34,567.89');
    expect(formatPaise(450_050, 'hi')).toBe('₹4,500.50');
    expect(formatPaise(-150_000, 'hi')).toBe('-₹1,500');
    // English stays exactly as it was, with or without the language named.
    expect(formatPaise(10_000_000, 'en')).toBe('₹1,00,000');
    expect(formatPaise(10_000_000)).toBe('₹1,00,000');
  });

  it('spell the month out in Devanagari, on the same calendar day', () => {
    expect(formatCareDate('2026-11-25', 'hi')).toBe('25 नवंबर 2026');
    expect(formatCareDate('2026-02-05', 'hi')).toBe('5 फ़रवरी 2026');
    expect(formatCalendarDate('1988-04-12T23:30:00.000Z', 'hi')).toBe('12 अप्रैल 1988');
    expect(formatCalendarDate('not a date', 'hi')).toBeNull();
    expect(formatCareDate('2026-09-01', 'en')).toBe('1 Sep 2026');
    expect(formatCareDate('2026-09-01')).toBe('1 Sep 2026');
  });

  it('say how far a caregiver is', () => {
    expect(aboutKm(0.4, 'hi')).toBe('1 किमी से कम');
    expect(aboutKm(1153.2, 'hi')).toBe('लगभग 1,153 किमी');
    expect(aboutKm(1153.2)).toBe('about 1,153 km');
  });
});
