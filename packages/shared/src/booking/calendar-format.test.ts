import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './dates.ts';

describe('formatCalendarDate', () => {
  it('reads a stored date as day, short month and year', () => {
    expect(formatCalendarDate('1988-04-12')).toBe('12 Apr 1988');
    expect(formatCalendarDate('2026-09-01')).toBe('1 Sep 2026');
  });

  it('reads only the date part of a timestamp, never shifting it by a time zone', () => {
    expect(formatCalendarDate('1988-04-12T23:30:00.000Z')).toBe('12 Apr 1988');
    expect(formatCalendarDate('1988-04-12T00:00:00+05:30')).toBe('12 Apr 1988');
  });

  it('gives null for what is not a date', () => {
    for (const value of [null, undefined, '', 'soon', '1988-02-30', '1988-13-01', '88-04-12']) {
      expect(formatCalendarDate(value)).toBeNull();
    }
  });
});
