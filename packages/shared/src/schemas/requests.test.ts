import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addCalendarDays, todayInIndia } from '../booking/dates.ts';
import {
  adminSellersQuerySchema,
  rejectSellerBodySchema,
  sellerDecisionParamsSchema,
  verifySellerBodySchema,
} from './admin.ts';
import {
  bookingCodeBodySchema,
  createReviewBodySchema,
  sellerBookingsQuerySchema,
} from './booking.ts';
import { NUL_CHARACTER_MESSAGE } from './common.ts';
import { slugParamsSchema } from './content.ts';
import { listingQuerySchema, MAX_PAGE_SIZE } from './listings.ts';
import {
  addMoneyBodySchema,
  bookingDraftSchema,
  createOrderBodySchema,
  paymentProofSchema,
} from './payments.ts';

/** The first message a schema gives for a value, or null when it accepts it. */
function refusal(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

const id = '9a1b2c3d-0000-4000-8000-000000000001';
const other = '9a1b2c3d-0000-4000-8000-000000000002';

describe("the operator's queue query", () => {
  it('defaults to the first page of 20 pending sellers, an empty value counting as none', () => {
    expect(adminSellersQuerySchema.parse({ type: 'Company' })).toEqual({
      type: 'Company',
      status: 'PENDING',
      page: 1,
      limit: 20,
    });
    expect(
      adminSellersQuerySchema.parse({ type: 'Provider', status: '', page: '', limit: '' }),
    ).toEqual({ type: 'Provider', status: 'PENDING', page: 1, limit: 20 });
    expect(
      adminSellersQuerySchema.parse({
        type: 'Provider',
        status: 'REJECTED',
        page: '3',
        limit: '100',
      }),
    ).toEqual({ type: 'Provider', status: 'REJECTED', page: 3, limit: 100 });
  });

  it.each([
    [{ type: 'provider' }, 'type must be Provider or Company'],
    [{ type: 'Provider', page: '0' }, 'page must be 1 or more'],
    [{ type: 'Provider', page: '1.5' }, 'page must be a whole number'],
    [{ type: 'Provider', page: 'two' }, 'page must be a whole number'],
    [{ type: 'Provider', page: '100001' }, 'page is too large'],
    [{ type: 'Provider', limit: '0' }, 'limit must be 1 or more'],
    [{ type: 'Provider', limit: '101' }, 'limit must be at most 100'],
    [{ type: 'Provider', limit: '2.5' }, 'limit must be a whole number'],
    [{ type: 'Provider', limit: 'ten' }, 'limit must be a whole number'],
  ])('refuses %o: %s', (query, message) => {
    expect(refusal(adminSellersQuerySchema, query)).toBe(message);
  });

  it('refuses unknown query keys rather than ignoring a typo', () => {
    expect(
      refusal(adminSellersQuerySchema, { type: 'Provider', stauts: 'PENDING' }),
    ).not.toBeNull();
  });

  it('takes a decision on one kind of seller by id', () => {
    expect(sellerDecisionParamsSchema.parse({ type: 'Company', id })).toEqual({
      type: 'Company',
      id,
    });
    expect(refusal(sellerDecisionParamsSchema, { type: 'Company', id: '42' })).toBe('Invalid id');
  });
});

describe("the operator's decisions", () => {
  const SUBMITTED = '2026-11-23T05:00:00.000Z';

  it('needs a rejection reason of 10 to 500 characters, trimmed, that the seller can act on', () => {
    const seen = { submittedAt: SUBMITTED };
    expect(rejectSellerBodySchema.parse({ reason: '  ID photo is blurred  ', ...seen })).toEqual({
      reason: 'ID photo is blurred',
      submittedAt: SUBMITTED,
    });
    expect(refusal(rejectSellerBodySchema, null)).toBe('Give the reason for rejecting');
    expect(refusal(rejectSellerBodySchema, { reason: '   too short ', ...seen })).toBe(
      'The reason must be at least 10 characters',
    );
    expect(refusal(rejectSellerBodySchema, { reason: 'x'.repeat(10), ...seen })).toBeNull();
    expect(refusal(rejectSellerBodySchema, { reason: 'x'.repeat(500), ...seen })).toBeNull();
    expect(refusal(rejectSellerBodySchema, { reason: 'x'.repeat(501), ...seen })).toBe(
      'The reason must be at most 500 characters',
    );
    expect(
      refusal(rejectSellerBodySchema, { reason: 'Blurred ID card', extra: 1, ...seen }),
    ).not.toBeNull();
  });

  it('names the submission decided on (null for a seller who never submitted)', () => {
    expect(refusal(verifySellerBodySchema, {})).toBe('Say which submission you reviewed');
    expect(refusal(rejectSellerBodySchema, { reason: 'Blurred ID card' })).toBe(
      'Say which submission you reviewed',
    );
    expect(verifySellerBodySchema.parse({ submittedAt: null })).toEqual({ submittedAt: null });
  });

  it('takes an optional note with a verification, a blank one counting as none', () => {
    const seen = { submittedAt: SUBMITTED };
    expect(verifySellerBodySchema.parse(seen)).toEqual(seen);
    expect(verifySellerBodySchema.parse({ reason: '   ', ...seen })).toEqual({
      reason: undefined,
      ...seen,
    });
    expect(verifySellerBodySchema.parse({ reason: ' Checked in person ', ...seen })).toEqual({
      reason: 'Checked in person',
      ...seen,
    });
    expect(refusal(verifySellerBodySchema, { reason: 'x'.repeat(501), ...seen })).toBe(
      'The note must be at most 500 characters',
    );
    expect(refusal(verifySellerBodySchema, { note: 'hi', ...seen })).not.toBeNull();
  });
});

describe("a caregiver's booking list and codes", () => {
  it('pages 20 at a time by default, at most 100, optionally one status', () => {
    expect(sellerBookingsQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(
      sellerBookingsQuerySchema.parse({ status: 'DECLINED', page: '2', limit: '100' }),
    ).toEqual({ status: 'DECLINED', page: 2, limit: 100 });
    expect(refusal(sellerBookingsQuerySchema, { page: '0' })).toBe('page must be 1 or more');
    expect(refusal(sellerBookingsQuerySchema, { limit: '0' })).toBe('limit must be 1 or more');
    expect(refusal(sellerBookingsQuerySchema, { limit: '101' })).toBe('limit must be at most 100');
    expect(refusal(sellerBookingsQuerySchema, { status: 'LOST' })).not.toBeNull();
  });

  it('takes exactly six digits as a code, spaces around them forgiven', () => {
    expect(bookingCodeBodySchema.parse({ code: ' 482915 ' })).toEqual({ code: '482915' });
    for (const code of ['48291', '4829150', '48291a', '']) {
      expect(refusal(bookingCodeBodySchema, { code })).toBe(
        'Enter the 6-digit code from the family',
      );
    }
    expect(refusal(bookingCodeBodySchema, {})).toBe('Enter the 6-digit code from the family');
  });
});

describe("a family's review", () => {
  it('takes 1 to 5 whole stars and an optional comment under 1000 characters', () => {
    expect(createReviewBodySchema.parse({ rating: 5, comment: '  Wonderful  ' })).toEqual({
      rating: 5,
      comment: 'Wonderful',
    });
    expect(createReviewBodySchema.parse({ rating: 1, comment: '   ' })).toEqual({
      rating: 1,
      comment: undefined,
    });
    for (const rating of [0, 6, 4.5, '5', undefined]) {
      expect(refusal(createReviewBodySchema, { rating })).toBe('Choose a rating from 1 to 5 stars');
    }
    expect(refusal(createReviewBodySchema, { rating: 3, comment: 'x'.repeat(1000) })).toBeNull();
    expect(refusal(createReviewBodySchema, { rating: 3, comment: 'x'.repeat(1001) })).toBe(
      'Keep the review under 1000 characters',
    );
  });
});

describe('the listing query', () => {
  it('reads empty filters as none and pages 10 at a time from page 1', () => {
    expect(
      listingQuerySchema.parse({ search: '', serviceCategoryId: '', serviceId: '', pincode: '' }),
    ).toEqual({ page: 1, limit: 10 });
    expect(
      listingQuerySchema.parse({
        search: '  nurse ',
        page: '2',
        limit: '5',
        serviceId: id,
        pincode: '560001',
      }),
    ).toEqual({ search: 'nurse', page: 2, limit: 5, serviceId: id, pincode: '560001' });
  });

  it('serves a larger page at the cap instead of refusing an old client', () => {
    expect(listingQuerySchema.parse({ limit: '500' }).limit).toBe(MAX_PAGE_SIZE);
    expect(listingQuerySchema.parse({ limit: String(MAX_PAGE_SIZE) }).limit).toBe(MAX_PAGE_SIZE);
  });

  it.each([
    [{ search: 'x'.repeat(101) }, 'search is too long'],
    [{ page: '0' }, 'page must be 1 or more'],
    [{ page: '1.5' }, 'page must be a whole number'],
    [{ limit: '0' }, 'limit must be 1 or more'],
    [{ limit: '2.5' }, 'limit must be a whole number'],
    [{ serviceId: 'nursing' }, 'Invalid id'],
    [{ serviceCategoryId: '7' }, 'Invalid id'],
  ])('refuses %o: %s', (query, message) => {
    expect(refusal(listingQuerySchema, query)).toBe(message);
  });

  it('accepts a search of exactly 100 characters and page 100000, not 100001', () => {
    expect(refusal(listingQuerySchema, { search: 'x'.repeat(100) })).toBeNull();
    expect(refusal(listingQuerySchema, { page: '100000' })).toBeNull();
    expect(refusal(listingQuerySchema, { page: '100001' })).not.toBeNull();
  });
});

describe('a booking draft and its payment', () => {
  const today = todayInIndia();
  const draft = {
    familyMemberId: id,
    startDate: addCalendarDays(today, 2),
    endDate: addCalendarDays(today, 3),
    providerSvcId: other,
  };

  it('names exactly one service, a provider or a company one', () => {
    expect(bookingDraftSchema.parse(draft)).toEqual(draft);
    const { providerSvcId: _, ...none } = draft;
    expect(bookingDraftSchema.safeParse(none).error?.issues[0]).toMatchObject({
      code: 'custom',
      path: ['companySvcId'],
      message: 'Choose one service: send companySvcId or providerSvcId',
    });
    expect(refusal(bookingDraftSchema, { ...draft, companySvcId: other })).toBe(
      'Choose one service: send companySvcId or providerSvcId',
    );
    expect(bookingDraftSchema.parse({ ...none, companySvcId: other })).toMatchObject({
      companySvcId: other,
    });
  });

  it('puts a date problem on the field to change', () => {
    const past = bookingDraftSchema.safeParse({ ...draft, startDate: addCalendarDays(today, -1) });
    expect(past.error?.issues[0]).toMatchObject({ code: 'custom', path: ['startDate'] });
    const far = bookingDraftSchema.safeParse({
      ...draft,
      startDate: addCalendarDays(today, 400),
      endDate: addCalendarDays(today, 401),
    });
    expect(far.error?.issues[0]?.path).toEqual(['startDate']);
    const backwards = bookingDraftSchema.safeParse({
      ...draft,
      endDate: addCalendarDays(today, 1),
    });
    expect(backwards.error?.issues[0]?.path).toEqual(['endDate']);
  });

  it("refuses unknown fields, and a client's amount that is not whole paise", () => {
    expect(refusal(bookingDraftSchema, { ...draft, amount: 100 })).not.toBeNull();
    expect(createOrderBodySchema.parse({ ...draft, amount: 220_000 })).toMatchObject({
      amount: 220_000,
    });
    expect(createOrderBodySchema.parse(draft)).toEqual(draft);
    expect(refusal(createOrderBodySchema, { ...draft, amount: 2200.5 })).toBe(
      'amount must be whole paise',
    );
    expect(refusal(createOrderBodySchema, { ...draft, amount: 0 })).not.toBeNull();
    const { providerSvcId: _, ...none } = draft;
    expect(refusal(createOrderBodySchema, none)).toBe(
      'Choose one service: send companySvcId or providerSvcId',
    );
  });
});

describe('a payment proof and the wallet credit', () => {
  const proof = {
    razorpay_payment_id: 'pay_1',
    razorpay_order_id: 'order_1',
    razorpay_signature: 'a'.repeat(64),
  };

  it('takes a hex HMAC-SHA256 signature and ids of 1 to 100 characters', () => {
    expect(paymentProofSchema.parse(proof)).toEqual(proof);
    expect(refusal(paymentProofSchema, { ...proof, razorpay_signature: 'A'.repeat(64) })).toBe(
      'Invalid payment signature',
    );
    expect(refusal(paymentProofSchema, { ...proof, razorpay_signature: 'a'.repeat(63) })).toBe(
      'Invalid payment signature',
    );
    expect(refusal(paymentProofSchema, { ...proof, razorpay_payment_id: '' })).not.toBeNull();
    expect(
      refusal(paymentProofSchema, { ...proof, razorpay_order_id: 'o'.repeat(101) }),
    ).not.toBeNull();
    expect(
      refusal(paymentProofSchema, { ...proof, razorpay_order_id: 'o'.repeat(100) }),
    ).toBeNull();
  });

  it('reads the rupees of a credit as paise, with a description of 1 to 200 characters', () => {
    expect(
      addMoneyBodySchema.parse({ amount: 2200.5, description: ' Initial top-up ', ...proof }),
    ).toEqual({ amount: 220_050, description: 'Initial top-up', ...proof });
    expect(refusal(addMoneyBodySchema, { amount: 0, description: 'x', ...proof })).toBe(
      'amount must be positive',
    );
    expect(refusal(addMoneyBodySchema, { amount: 1, description: '  ', ...proof })).not.toBeNull();
    expect(
      refusal(addMoneyBodySchema, { amount: 1, description: 'x'.repeat(201), ...proof }),
    ).not.toBeNull();
    expect(
      refusal(addMoneyBodySchema, { amount: 1, description: 'x'.repeat(200), ...proof }),
    ).toBeNull();
    expect(
      refusal(addMoneyBodySchema, { amount: 1, description: 'x', ...proof, bonus: 1 }),
    ).not.toBeNull();
  });
});

describe('a blog address', () => {
  it('is lower-case words joined by single hyphens', () => {
    expect(refusal(slugParamsSchema, { slugUrl: 'caring-at-home-2' })).toBeNull();
    for (const slugUrl of ['Caring', 'caring--home', '-caring', 'caring-', 'caring home']) {
      expect(refusal(slugParamsSchema, { slugUrl })).toBe('Invalid blog address');
    }
    expect(refusal(slugParamsSchema, { slugUrl: '' })).not.toBeNull();
    expect(refusal(slugParamsSchema, { slugUrl: 'a'.repeat(201) })).not.toBeNull();
  });
});

describe('every text input', () => {
  it('refuses a NUL character, naming what is wrong, before any other rule', () => {
    const result = slugParamsSchema.safeParse({ slugUrl: 'caring\u0000home' });
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe(NUL_CHARACTER_MESSAGE);
    expect(NUL_CHARACTER_MESSAGE).toBe('Contains a character that is not allowed (NUL)');
  });
});
