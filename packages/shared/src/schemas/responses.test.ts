import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminSellersResponseSchema,
  sellerDecisionResponseSchema,
  sellerDocumentKindSchema,
} from './admin.ts';
import {
  cancelBookingResponseSchema,
  customerBookingsResponseSchema,
  refundPreviewResponseSchema,
  reviewResponseSchema,
  sellerBookingsResponseSchema,
} from './booking.ts';
import { categoriesResponseSchema, servicesResponseSchema } from './catalog.ts';
import { bannersResponseSchema, blogResponseSchema, blogsResponseSchema } from './content.ts';
import { healthResponseSchema } from './health.ts';
import {
  companiesPageSchema,
  companyProfileSchema,
  offeringSchema,
  providerProfileSchema,
  providersPageSchema,
} from './listings.ts';
import {
  addMoneyResponseSchema,
  createOrderResponseSchema,
  walletResponseSchema,
} from './payments.ts';

/*
 * The answers the web app decodes (decision 011). Each example is a real answer as it travels;
 * each must decode to what the screens expect (money in paise), and each field the screens read
 * must be there: an answer that drops one is refused, not shown half-empty.
 */

const id = (n: number) => `9a1b2c3d-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = '2026-11-20T10:00:00.000Z';
const category = { id: id(1), name: 'Elder Care' };
const pagination = { page: 1, limit: 10, total: 1, totalPages: 1 };
const customerBooking = {
  id: id(2),
  providerSvc: {
    id: id(3),
    service: { name: 'Nursing Attendant' },
    provider: { id: id(4), name: 'Meera Nair' },
  },
  companySvc: null,
  familyMember: { id: id(5), name: 'Lakshmi Iyer' },
  startDate: '2026-12-01',
  endDate: '2026-12-03',
  days: 3,
  pricePerDay: 1250.5,
  startCode: '482915',
  endCode: '993011',
  totalAmount: 3751.5,
  status: 'ACCEPTED',
  review: { rating: 5, comment: 'Kind and on time' },
  staff: null,
  contactPhone: '9876543210',
  createdAt: at,
};
const sellerBooking = {
  id: id(6),
  serviceName: 'Creche',
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  days: 1,
  pricePerDay: 800,
  totalAmount: 800,
  status: 'PENDING',
  patient: { name: 'Aarav', gender: 'Male', age: 3, relation: 'Son', note: null },
  customer: { name: null, pincode: '560001', mobile: null, address: null },
  staff: { name: 'Revathi S', phone: '9876501234', photo: null },
  createdAt: at,
  startedAt: null,
  completedAt: null,
};
const document = {
  id: id(7),
  kind: 'govtID',
  mimeType: 'application/pdf',
  sizeBytes: 2048,
  uploadedAt: at,
};
const reviewFields = {
  id: id(8),
  mobile: '8512345678',
  email: null,
  address: null,
  pincode: '560001',
  verificationStatus: 'PENDING',
  rejectionReason: null,
  cancellationsByCaregiver: 0,
  createdAt: at,
  updatedAt: at,
  submittedAt: at,
  documents: [document],
};
const provider = {
  type: 'Provider',
  name: 'Lakshmi',
  gender: 'Female',
  dob: null,
  ...reviewFields,
};
const company = { type: 'Company', companyName: 'Little Steps', gst: null, ...reviewFields };
const offering = {
  id: id(9),
  serviceId: id(10),
  pricePerDay: 1100,
  description: null,
  service: { name: 'Nursing Attendant', description: null, category },
};
const blog = {
  _id: id(11),
  slugUrl: 'caring-at-home',
  blogTitle: 'Caring at home',
  image: null,
  description: '<p>Tips</p>',
  publishedAt: at,
};

const examples: [string, z.ZodType, unknown, (decoded: never) => unknown][] = [
  ['health', healthResponseSchema, { success: true, data: { db: 'ok' } }, (d) => d],
  ['categories', categoriesResponseSchema, { success: true, data: [category] }, (d) => d],
  [
    'services',
    servicesResponseSchema,
    { success: true, data: [{ id: id(12), name: 'Creche', description: null, categoryId: id(1) }] },
    (d) => d,
  ],
  ['blogs', blogsResponseSchema, { success: true, data: [blog] }, (d) => d],
  ['blog', blogResponseSchema, { success: true, message: 'Found', data: blog }, (d) => d],
  [
    'banners',
    bannersResponseSchema,
    {
      success: true,
      data: [{ _id: id(13), title: 'Care', subtitle: null, image: null, link: '/service' }],
    },
    (d) => d,
  ],
  [
    'providers page',
    providersPageSchema,
    {
      success: true,
      data: {
        providers: [
          {
            id: id(14),
            name: 'Meera',
            profileImage: null,
            pincode: '560001',
            avgRating: 4.5,
            reviewCount: 2,
            startingPricePerDay: 999.99,
            serviceCategories: [category],
            verified: true,
          },
        ],
        pagination,
      },
    },
    (d: { data: { providers: { startingPricePerDay: number }[] } }) =>
      d.data.providers[0]!.startingPricePerDay,
  ],
  [
    'companies page',
    companiesPageSchema,
    {
      success: true,
      data: {
        companies: [
          {
            id: id(15),
            companyName: 'Little Steps',
            companyLogo: null,
            pincode: null,
            avgRating: 0,
            reviewCount: 0,
            startingPricePerDay: null,
            serviceCategories: [],
            verified: true,
          },
        ],
        pagination,
      },
    },
    (d) => d,
  ],
  [
    'provider profile',
    providerProfileSchema,
    {
      id: id(16),
      name: 'Meera',
      profileImage: null,
      about: 'Ten years with elders',
      certification: 'GNM',
      pincode: '560001',
      avgRating: 4,
      reviewCount: 1,
      providerSkill: [{ id: id(17), name: 'Nursing' }],
      serviceCategories: [category],
      verified: true,
    },
    (d) => d,
  ],
  [
    'company profile',
    companyProfileSchema,
    {
      id: id(18),
      companyName: 'Little Steps',
      companyLogo: null,
      about: null,
      email: 'hi@littlesteps.in',
      address: '2 Park Street',
      pincode: '700016',
      avgRating: 0,
      reviewCount: 0,
      serviceCategories: [],
      verified: true,
    },
    (d) => d,
  ],
  ['offering', offeringSchema, offering, (d: { pricePerDay: number }) => d.pricePerDay],
  [
    'customer bookings',
    customerBookingsResponseSchema,
    { success: true, data: [customerBooking] },
    (d: { data: { pricePerDay: number; totalAmount: number }[] }) => [
      d.data[0]!.pricePerDay,
      d.data[0]!.totalAmount,
    ],
  ],
  [
    'seller bookings',
    sellerBookingsResponseSchema,
    { success: true, data: { bookings: [sellerBooking], pagination } },
    (d: { data: { bookings: { totalAmount: number }[] } }) => d.data.bookings[0]!.totalAmount,
  ],
  [
    'refund preview',
    refundPreviewResponseSchema,
    {
      success: true,
      data: {
        bookingId: id(2),
        status: 'ACCEPTED',
        canCancel: true,
        totalAmount: 3000,
        refundAmount: 1500.5,
        refundPercent: 50,
        daysBeforeStart: 20,
        reason: 'Refund by how long before the care starts you cancel.',
      },
    },
    (d: { data: { refundAmount: number } }) => d.data.refundAmount,
  ],
  [
    'cancel booking',
    cancelBookingResponseSchema,
    {
      success: true,
      data: { booking: { ...customerBooking, status: 'CANCELLED' }, refundAmount: 10, balance: 20 },
    },
    (d: { data: { refundAmount: number; balance: number } }) => [
      d.data.refundAmount,
      d.data.balance,
    ],
  ],
  [
    'review',
    reviewResponseSchema,
    { success: true, data: { id: id(19), bookingId: id(2), rating: 4, comment: null } },
    (d) => d,
  ],
  [
    'payment order',
    createOrderResponseSchema,
    {
      success: true,
      id: 'order_1',
      amount: 220_000,
      currency: 'INR',
      gateway: 'sandbox',
      keyId: 'rzp_test_sandbox',
    },
    (d: { amount: number }) => d.amount,
  ],
  [
    'wallet',
    walletResponseSchema,
    {
      success: true,
      data: {
        balance: 4500,
        entries: [
          {
            id: id(20),
            kind: 'BOOKING_DEBIT',
            amount: -4500,
            description: 'Booking',
            bookingId: id(2),
            createdAt: at,
          },
        ],
        withdrawals: [
          {
            id: id(21),
            amount: 1250.5,
            status: 'REFUNDED',
            refunds: 2,
            createdAt: at,
            completedAt: at,
          },
        ],
      },
    },
    (d: {
      data: { balance: number; entries: { amount: number }[]; withdrawals: { amount: number }[] };
    }) => [d.data.balance, d.data.entries[0]!.amount, d.data.withdrawals[0]!.amount],
  ],
  [
    'add money',
    addMoneyResponseSchema,
    {
      success: true,
      data: {
        balance: 2200,
        credited: true,
        booking: null,
        bookingProblem: 'This caregiver is already booked on some of these dates',
      },
    },
    (d: { data: { balance: number } }) => d.data.balance,
  ],
  [
    'sellers queue',
    adminSellersResponseSchema,
    { success: true, data: { sellers: [provider, company], pagination } },
    (d) => d,
  ],
  ['decision', sellerDecisionResponseSchema, { success: true, data: company }, (d) => d],
];

/** Every path to a leaf field of a plain JSON value. */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      [...path, key],
      ...leafPaths(item, [...path, key]),
    ]);
  }
  return [];
}

function without(value: unknown, path: (string | number)[]): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  delete parent[path.at(-1)!];
  return copy;
}

const paiseFigures: Record<string, unknown> = {
  'providers page': 99_999,
  offering: 110_000,
  'customer bookings': [125_050, 375_150],
  'seller bookings': 80_000,
  'refund preview': 150_050,
  'cancel booking': [1000, 2000],
  // Razorpay's order amount is already paise on the wire.
  'payment order': 220_000,
  wallet: [450_000, -450_000, 125_050],
  'add money': 220_000,
};

describe('answers as they travel', () => {
  it.each(examples)('decodes a real %s answer, money in paise', (name, schema, wire, pick) => {
    const decoded = schema.parse(wire);
    if (name in paiseFigures) expect(pick(decoded as never)).toEqual(paiseFigures[name]);
    else expect(decoded).toEqual(wire);
    // And the server's encoding of what it decoded is the same answer.
    expect(z.encode(schema, decoded)).toEqual(wire);
  });

  it.each(examples)('refuses a %s answer missing any field the screens read', (_, schema, wire) => {
    const optional = new Set(['message']);
    for (const path of leafPaths(wire)) {
      if (typeof path.at(-1) === 'number' || optional.has(String(path.at(-1)))) continue;
      expect(schema.safeParse(without(wire, path)).success, path.join('.')).toBe(false);
    }
  });

  it("knows the document kinds both registration forms upload: a provider's and a company's", () => {
    expect(sellerDocumentKindSchema.options).toEqual([
      'govtID',
      'certification',
      'registrationCertificate',
      'gstCertificate',
    ]);
  });
});
