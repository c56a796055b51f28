import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isRupeesCodec, rupees } from './money-codec.ts';
import { formatPaise, MAX_RUPEES, rupeesToPaise } from './money.ts';

/** A response shape as the API declares one: money fields inside, nullable and nested. */
const priced = z.object({
  pricePerDay: rupees(),
  startingPricePerDay: rupees().nullable(),
  entries: z.array(z.object({ amount: rupees() })),
});

describe('the rupees codec: paise inside, rupees on the wire', () => {
  it('reads the wire in rupees as integer paise', () => {
    expect(
      priced.parse({ pricePerDay: 1250.5, startingPricePerDay: null, entries: [{ amount: -45 }] }),
    ).toEqual({ pricePerDay: 125_050, startingPricePerDay: null, entries: [{ amount: -4500 }] });
  });

  it('writes paise to the wire as rupees', () => {
    expect(
      z.encode(priced, { pricePerDay: 7, startingPricePerDay: 110_000, entries: [{ amount: -1 }] }),
    ).toEqual({ pricePerDay: 0.07, startingPricePerDay: 1100, entries: [{ amount: -0.01 }] });
  });

  it('gives back exactly the paise it sent, for any amount a payment can hold', () => {
    const paise = fc.integer({ min: -MAX_RUPEES * 100, max: MAX_RUPEES * 100 });
    fc.assert(
      fc.property(paise, (amount) => {
        const wire = z.encode(rupees(), amount);
        expect(JSON.parse(JSON.stringify(wire))).toBe(wire);
        expect(rupees().parse(wire)).toBe(amount);
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses fractions of a paisa and amounts past exact arithmetic, with a message', () => {
    const field = z.object({ amount: rupees() });
    expect(field.safeParse({ amount: 10.005 }).error?.issues[0]?.message).toBe(
      'Enter an amount in rupees with at most two decimals',
    );
    // Found by the contract fuzzer: float multipleOf lets these through, the decoder threw.
    for (const amount of [957763974954.5701, 999999999999.8201, 1e-7]) {
      expect(field.safeParse({ amount }).error?.issues[0]?.message, String(amount)).toBe(
        'Enter an amount in rupees with at most two decimals',
      );
    }
    expect(field.safeParse({ amount: MAX_RUPEES + 1 }).error?.issues[0]?.message).toBe(
      'This amount is too large',
    );
    expect(field.safeParse({ amount: -MAX_RUPEES - 1 }).success).toBe(false);
    expect(field.safeParse({ amount: MAX_RUPEES }).success).toBe(true);
    expect(field.safeParse({ amount: Number.NaN }).success).toBe(false);
    expect(field.safeParse({ amount: '12' }).success).toBe(false);
  });

  it("keeps the field's own rules", () => {
    const positive = rupees(z.number().positive('amount must be positive'));
    expect(positive.safeParse(0).error?.issues[0]?.message).toBe('amount must be positive');
    expect(positive.parse(0.01)).toBe(1);
  });

  it('is recognisable, so the API can document it as rupees', () => {
    expect(isRupeesCodec(rupees())).toBe(true);
    expect(isRupeesCodec(z.number())).toBe(false);
    expect(isRupeesCodec(null)).toBe(false);
  });
});

describe('formatPaise', () => {
  it('shows rupees with Indian grouping, paise only when there are some, as two digits', () => {
    expect(formatPaise(12_500_000)).toBe('₹1,25,000');
    expect(formatPaise(123_456_700)).toBe('₹12,34,567');
    expect(formatPaise(450_050)).toBe('₹4,500.50');
    expect(formatPaise(123_456_789)).toBe('₹12,34,567.89');
    expect(formatPaise(7)).toBe('₹0.07');
    expect(formatPaise(0)).toBe('₹0');
    expect(formatPaise(-150_000)).toBe('-₹1,500');
    expect(formatPaise(-25)).toBe('-₹0.25');
  });
});

describe('rupeesToPaise', () => {
  it('refuses what is not a payable amount, saying why', () => {
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, MAX_RUPEES + 1, -MAX_RUPEES - 1]) {
      expect(() => rupeesToPaise(amount)).toThrow('is not a payable amount');
    }
    expect(rupeesToPaise(MAX_RUPEES)).toBe(MAX_RUPEES * 100);
    expect(() => rupeesToPaise(10.005)).toThrow('has more than two decimal places');
    expect(() => rupeesToPaise(1e-7)).toThrow('has more than two decimal places');
  });
});
