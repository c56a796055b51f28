import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reverseEarning, splitEarning, type EarnedParts } from './split.ts';

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

describe('reverseEarning', () => {
  const earned = splitEarning(1_000_000, 1000);

  it('takes back a half refund half from each part', () => {
    expect(reverseEarning(500_000, earned)).toEqual({
      netPaise: 441_000,
      commissionPaise: 50_000,
      gstPaise: 9_000,
    });
  });

  it('takes back exactly what is left when everything left is refunded', () => {
    const first = reverseEarning(333_333, earned);
    const left = {
      netPaise: earned.netPaise - first.netPaise,
      commissionPaise: earned.commissionPaise - first.commissionPaise,
      gstPaise: earned.gstPaise - first.gstPaise,
    };
    expect(reverseEarning(666_667, left)).toEqual(left);
  });

  it('refuses more than is left, negative and fractional amounts', () => {
    expect(() => reverseEarning(1_000_001, earned)).toThrow(RangeError);
    expect(() => reverseEarning(-1, earned)).toThrow(RangeError);
    expect(() => reverseEarning(0.5, earned)).toThrow(RangeError);
  });

  it('sums to the refund and never takes a part below zero, over any sequence of refunds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 6 }),
        (gross, bps, fractions) => {
          const split = splitEarning(gross, bps);
          let left: EarnedParts = {
            netPaise: split.netPaise,
            commissionPaise: split.commissionPaise,
            gstPaise: split.gstPaise,
          };
          for (const fraction of fractions) {
            const total = left.netPaise + left.commissionPaise + left.gstPaise;
            const amount = Math.floor(total * fraction);
            const back = reverseEarning(amount, left);
            expect(back.netPaise + back.commissionPaise + back.gstPaise).toBe(amount);
            left = {
              netPaise: left.netPaise - back.netPaise,
              commissionPaise: left.commissionPaise - back.commissionPaise,
              gstPaise: left.gstPaise - back.gstPaise,
            };
            for (const part of Object.values(left)) expect(part).toBeGreaterThanOrEqual(0);
          }
          expect(
            reverseEarning(left.netPaise + left.commissionPaise + left.gstPaise, left),
          ).toEqual(left);
        },
      ),
    );
  });
});
