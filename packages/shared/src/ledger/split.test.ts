import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitEarning } from './split.ts';

describe('splitEarning', () => {
  it('keeps 10% commission and 18% GST on it from a ₹10,000 booking', () => {
    expect(splitEarning(1_000_000, 1000)).toEqual({
      grossPaise: 1_000_000,
      commissionPaise: 100_000,
      gstPaise: 18_000,
      netPaise: 882_000,
    });
  });

  it('rounds each part half up to whole paise', () => {
    // 10% of 1005 paise is 100.5 -> 101; 18% of 101 is 18.18 -> 18.
    expect(splitEarning(1005, 1000)).toMatchObject({ commissionPaise: 101, gstPaise: 18 });
    expect(splitEarning(1004, 1000)).toMatchObject({ commissionPaise: 100, gstPaise: 18 });
  });

  it('gives everything to the caregiver at 0% commission, and nothing is taxed', () => {
    expect(splitEarning(12_345, 0)).toMatchObject({
      commissionPaise: 0,
      gstPaise: 0,
      netPaise: 12_345,
    });
  });

  it('refuses fractions of a paisa, negative money and impossible rates', () => {
    expect(() => splitEarning(10.5, 1000)).toThrow(RangeError);
    expect(() => splitEarning(-1, 1000)).toThrow(RangeError);
    expect(() => splitEarning(100, 10_001)).toThrow(RangeError);
    expect(() => splitEarning(100, 2.5)).toThrow(RangeError);
  });

  it('always adds up to the gross, with no part negative, at any amount and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (gross, bps) => {
          const split = splitEarning(gross, bps);
          expect(split.commissionPaise + split.gstPaise + split.netPaise).toBe(gross);
          expect(split.commissionPaise).toBeGreaterThanOrEqual(0);
          expect(split.gstPaise).toBeGreaterThanOrEqual(0);
          expect(split.netPaise).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
