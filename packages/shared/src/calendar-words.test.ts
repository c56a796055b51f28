import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todayInIndia } from './booking/dates.ts';
import { calendarDayOf, indiaDayOf, writeDay, writeMonth } from './calendar-words.ts';
import { INDIA_TIME_ZONE } from './india-time-zone.ts';
import { intlLocales, languages } from './language.ts';

/** Instants from 1970 to 2100, to the millisecond: every date the site shows. */
const instants = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});

const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, options);

describe('dates written without Intl', () => {
  it('are what Intl writes, in India, in both languages, for any instant', () => {
    const formats = languages.map((language) => ({
      language,
      short: intl(intlLocales[language], {
        day: 'numeric',
        month: language === 'hi' ? 'long' : 'short',
        year: 'numeric',
        timeZone: INDIA_TIME_ZONE,
      }),
      long: intl(intlLocales[language], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: INDIA_TIME_ZONE,
      }),
      month: intl(intlLocales[language], {
        month: 'long',
        year: 'numeric',
        timeZone: INDIA_TIME_ZONE,
      }),
    }));
    fc.assert(
      fc.property(instants, (instant) => {
        const day = indiaDayOf(instant);
        for (const f of formats) {
          expect(writeDay(day, f.language, 'short')).toBe(f.short.format(instant));
          expect(writeDay(day, f.language, 'long')).toBe(f.long.format(instant));
          expect(writeMonth(day, f.language)).toBe(f.month.format(instant));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('know what day it is in India, as Intl does in its time zone', () => {
    // en-CA writes YYYY-MM-DD.
    const inIndia = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE });
    fc.assert(
      fc.property(instants, (instant) => {
        expect(todayInIndia(instant)).toBe(inIndia.format(instant));
      }),
      { numRuns: 3000 },
    );
  });

  it('take the day in India, not on the phone: 19:00 UTC is already the next day', () => {
    expect(indiaDayOf(new Date('2026-11-28T18:29:59.999Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 28,
    });
    expect(indiaDayOf(new Date('2026-11-28T18:30:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 29,
    });
  });

  it('read a stored calendar date as written', () => {
    expect(writeDay(calendarDayOf('2026-09-05'), 'en', 'short')).toBe('5 Sept 2026');
    expect(writeDay(calendarDayOf('2026-11-21T00:00:00.000Z'), 'hi')).toBe('21 नवंबर 2026');
  });
});
