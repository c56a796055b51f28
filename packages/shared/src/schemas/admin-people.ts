import { z } from 'zod';
import { bookingStatuses } from '../booking/status.ts';
import { rupees } from '../money-codec.ts';
import { adminBookingRowSchema } from './admin-bookings.ts';
import { sellerDocumentSchema } from './admin.ts';
import { operatorReasonSchema } from './audit.ts';
import {
  emptyAsUndefined,
  envelope,
  idSchema,
  pageNumberSchema,
  pageSizeSchema,
  paginationSchema,
  text,
} from './common.ts';
import { payoutSchema } from './earnings.ts';
import { sellerKinds, verificationStatusSchema } from './registration.ts';

/*
 * The operator's people: families, caregivers and companies found by name or mobile, a seller's
 * record and a family's page, and suspending or reinstating any of them with a reason.
 */

export const personKinds = ['Customer', 'Provider', 'Company'] as const;
export type PersonKind = (typeof personKinds)[number];

const personKindSchema = z.enum(personKinds, {
  message: 'kind must be Customer, Provider or Company',
});

export const peopleSearchQuerySchema = z.strictObject({
  /** Part of a name, or of a mobile number (digits). Empty: everyone, newest first. */
  q: z.preprocess(
    emptyAsUndefined,
    text()
      .trim()
      .min(2, 'Type at least 2 characters')
      .max(100, 'Keep a name under 100 characters')
      .optional(),
  ),
  kind: z.preprocess(emptyAsUndefined, personKindSchema.optional()),
  page: pageNumberSchema,
  limit: pageSizeSchema(20, 100),
});
export type PeopleSearchQuery = z.output<typeof peopleSearchQuerySchema>;
export type PeopleSearchQueryInput = z.input<typeof peopleSearchQuerySchema>;

export const personRowSchema = z.object({
  kind: z.enum(personKinds),
  id: idSchema,
  name: text().nullable(),
  mobile: text(),
  pincode: text().nullable(),
  createdAt: text(),
  suspendedAt: text().nullable(),
  /** Sellers only: their verification (null for a family). */
  verificationStatus: verificationStatusSchema.nullable(),
});
export type PersonRow = z.infer<typeof personRowSchema>;

export const peopleSearchResponseSchema = envelope(
  z.object({ people: z.array(personRowSchema), pagination: paginationSchema }),
);

export const sellerParamsSchema = z.object({
  type: z.enum(sellerKinds, { message: 'type must be Provider or Company' }),
  id: idSchema,
});
export const personParamsSchema = z.object({
  type: z.enum(personKinds, { message: 'type must be Customer, Provider or Company' }),
  id: idSchema,
});
export type PersonParams = z.infer<typeof personParamsSchema>;

const suspensionFields = {
  suspendedAt: text().nullable(),
  suspensionReason: text().nullable(),
};

/** A seller's whole record, for the operator: who, how they work, what families say, money. */
export const sellerRecordSchema = z.object({
  kind: z.enum(sellerKinds),
  id: idSchema,
  name: text().nullable(),
  mobile: text(),
  email: text().nullable(),
  address: text().nullable(),
  pincode: text().nullable(),
  createdAt: text(),
  verificationStatus: verificationStatusSchema,
  /** False while paused or suspended: not listed, not taking requests. */
  isActive: z.boolean(),
  isOnline: z.boolean(),
  ...suspensionFields,
  rating: z.object({ average: z.number(), count: z.number().int() }),
  /** How many of their bookings are in each status. */
  bookingCounts: z.array(z.object({ status: z.enum(bookingStatuses), count: z.number().int() })),
  /** Their latest bookings, newest first. */
  recentBookings: z.array(adminBookingRowSchema),
  /** Requests and accepted care still open: for the operator to resolve on a suspension. */
  openBookings: z.array(adminBookingRowSchema),
  /** Accepted care the caregiver called off, newest first. */
  cancellations: z.array(
    z.object({
      bookingId: idSchema,
      serviceName: text(),
      startDate: text(),
      endDate: text(),
      cancelledAt: text().nullable(),
      reason: text().nullable(),
    }),
  ),
  cancellationCount: z.number().int(),
  reviews: z.array(
    z.object({
      bookingId: idSchema,
      rating: z.number().int(),
      comment: text().nullable(),
      familyName: text().nullable(),
      createdAt: text(),
    }),
  ),
  documents: z.array(sellerDocumentSchema),
  money: z.object({ held: rupees(), available: rupees(), inTransit: rupees() }),
  payouts: z.array(payoutSchema),
});
export type SellerRecord = z.infer<typeof sellerRecordSchema>;
export const sellerRecordResponseSchema = envelope(sellerRecordSchema);

/** A family's page: who they are, whom they book for, their bookings and their wallet. */
export const familyRecordSchema = z.object({
  id: idSchema,
  name: text().nullable(),
  mobile: text(),
  email: text().nullable(),
  address: text().nullable(),
  pincode: text().nullable(),
  createdAt: text(),
  ...suspensionFields,
  walletBalance: rupees(),
  members: z.array(
    z.object({
      id: idSchema,
      name: text(),
      age: z.number().int(),
      gender: text(),
      relation: text(),
      removed: z.boolean(),
    }),
  ),
  bookingCount: z.number().int(),
  recentBookings: z.array(adminBookingRowSchema),
  openBookings: z.array(adminBookingRowSchema),
});
export type FamilyRecord = z.infer<typeof familyRecordSchema>;
export const familyRecordResponseSchema = envelope(familyRecordSchema);

export const suspensionBodySchema = z.strictObject({ reason: operatorReasonSchema });
export type SuspensionBody = z.output<typeof suspensionBodySchema>;

/** After a suspension or reinstatement: the state now and the bookings still open. */
export const suspensionResultSchema = z.object({
  kind: z.enum(personKinds),
  id: idSchema,
  ...suspensionFields,
  openBookings: z.array(adminBookingRowSchema),
});
export type SuspensionResult = z.infer<typeof suspensionResultSchema>;
export const suspensionResponseSchema = envelope(suspensionResultSchema);
