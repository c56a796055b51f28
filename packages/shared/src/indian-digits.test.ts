import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupIndianDigits } from './indian-digits.ts';
import { intlLocales, languages } from './language.ts';
import { formatPaise } from './money.ts';

/** What the platform writes, for comparison: the formatters the app no longer makes. */
const intlAmount = (paise: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: paise % 100 === 0 ? 0 : 2,
  }).format(paise / 100);

/** Every paisa up to ₹1 lakh crore (MAX_RUPEES), either way round. */
const paise = fc.integer({ min: -100_000_000_000_000, max: 100_000_000_000_000 });

describe('numbers written the Indian way', () => {
  it('group the last three digits, then pairs', () => {
    expect(groupIndianDigits(0)).toBe('0');
    expect(groupIndianDigits(999)).toBe('999');
    expect(groupIndianDigits(1000)).toBe('1,000');
    expect(groupIndianDigits(100000)).toBe('1,00,000');
    expect(groupIndianDigits(1234567)).toBe('12,34,567');
    expect(groupIndianDigits(-1234567)).toBe('-12,34,567');
  });

  it('are what Intl writes for en-IN and hi-IN, for any whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }), (n) => {
        for (const language of languages) {
          expect(groupIndianDigits(n)).toBe(n.toLocaleString(intlLocales[language]));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('write any amount as Intl writes it in rupees, in both languages', () => {
    fc.assert(
      fc.property(paise, (amount) => {
        for (const language of languages) {
          expect(formatPaise(amount, language)).toBe(intlAmount(amount, intlLocales[language]));
        }
      }),
      { numRuns: 3000 },
    );
  });
});
