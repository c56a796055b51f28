import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPaise, paiseToRupees, rupeesToPaise } from './money.ts';

describe('money', () => {
  it('round-trips whole paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (paise) => {
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
      }),
    );
  });

  it('refuses fractions of a paisa', () => {
    expect(() => rupeesToPaise(10.005)).toThrow(RangeError);
  });

  it('formats with Indian grouping', () => {
    expect(formatPaise(12_500_000)).toBe('₹1,25,000');
  });
});
