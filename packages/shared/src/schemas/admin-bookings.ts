import { z } from 'zod';
import { bookingStatuses } from '../booking/status.ts';
import { rupees } from '../money-codec.ts';
import { operatorReasonSchema } from './audit.ts';
import {
  emptyAsUndefined,
  envelope,
  idSchema,
  isoDateSchema,
  pageNumberSchema,
  pageSizeSchema,
  paginationSchema,
  text,
} from './common.ts';
import { sellerKinds } from './registration.ts';

/*
 * The operator's bookings: one table of every family's and caregiver's bookings, filtered,
 * sorted and paged on the server (and exported as CSV with the same filters), and one booking's
 * page with its history, its messages and its money.
 */

export const adminBookingSorts = ['createdAt', 'startDate', 'total'] as const;
export type AdminBookingSort = (typeof adminBookingSorts)[number];
export const sortOrders = ['asc', 'desc'] as const;

/**
 * What `from` and `to` are dates of: the care (bookings with any day of care in the range, the
 * default) or the booking itself (made on a day in the range).
 */
export const adminBookingDateFields = ['care', 'created'] as const;

export const ADMIN_BOOKINGS_PAGE_SIZE = 20;
export const ADMIN_BOOKINGS_MAX_PAGE_SIZE = 100;
/** The most rows one CSV export holds; more must be narrowed by the filters first. */
export const ADMIN_BOOKINGS_EXPORT_CAP = 10_000;

const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional());

/** The filters the table and the CSV export share. */
const filterFields = {
  status: optionalText(
    z.enum(bookingStatuses, {
      message: `status must be one of: ${bookingStatuses.join(', ')}`,
    }),
  ),
  from: optionalText(isoDateSchema),
  to: optionalText(isoDateSchema),
  dateOf: z.preprocess(
    emptyAsUndefined,
    z.enum(adminBookingDateFields, { message: 'dateOf must be care or created' }).default('care'),
  ),
  /** Part of the family's or the caregiver's mobile: 3 to 10 digits. */
  mobile: optionalText(
    text()
      .trim()
      .regex(/^\d{3,10}$/, 'Type 3 to 10 digits of a mobile number'),
  ),
  /** The caregiver's (provider's or company's) id, or part of their name. */
  caregiver: optionalText(
    text().trim().min(2, 'Type at least 2 characters').max(100, 'Keep a name under 100 characters'),
  ),
  /** Part of the family's name. */
  family: optionalText(
    text().trim().min(2, 'Type at least 2 characters').max(100, 'Keep a name under 100 characters'),
  ),
  sort: z.preprocess(
    emptyAsUndefined,
    z
      .enum(adminBookingSorts, { message: `sort must be one of: ${adminBookingSorts.join(', ')}` })
      .default('createdAt'),
  ),
  order: z.preprocess(
    emptyAsUndefined,
    z.enum(sortOrders, { message: 'order must be asc or desc' }).default('desc'),
  ),
};

/** A range that ends before it starts is a mistake to point out, not an empty table. */
const datesInOrder = <T extends { from?: string | undefined; to?: string | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.from && value.to && value.from > value.to) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'The to date must not be before the from date',
    });
  }
};

export const adminBookingsFilterSchema = z.strictObject(filterFields).superRefine(datesInOrder);
export type AdminBookingsFilter = z.output<typeof adminBookingsFilterSchema>;
export type AdminBookingsFilterInput = z.input<typeof adminBookingsFilterSchema>;

export const adminBookingsQuerySchema = z
  .strictObject({
    ...filterFields,
    page: pageNumberSchema,
    limit: pageSizeSchema(ADMIN_BOOKINGS_PAGE_SIZE, ADMIN_BOOKINGS_MAX_PAGE_SIZE),
  })
  .superRefine(datesInOrder);
export type AdminBookingsQuery = z.output<typeof adminBookingsQuerySchema>;
export type AdminBookingsQueryInput = z.input<typeof adminBookingsQuerySchema>;

/** One row of the table: enough to find the booking again and to judge it at a glance. */
export const adminBookingRowSchema = z.object({
  id: idSchema,
  status: z.enum(bookingStatuses),
  serviceName: text(),
  startDate: text(),
  endDate: text(),
  days: z.number().int(),
  total: rupees(),
  createdAt: text(),
  family: z.object({ id: idSchema, name: text().nullable(), mobile: text() }),
  patientName: text(),
  caregiver: z.object({
    kind: z.enum(sellerKinds),
    id: idSchema,
    name: text().nullable(),
    mobile: text(),
  }),
});
export type AdminBookingRow = z.infer<typeof adminBookingRowSchema>;

export const adminBookingsResponseSchema = envelope(
  z.object({ bookings: z.array(adminBookingRowSchema), pagination: paginationSchema }),
);

export const bookingActors = ['Customer', 'Provider', 'Company', 'Admin', 'System'] as const;

/** A status the booking took: from what, to what, who made it and when. */
export const bookingHistoryEventSchema = z.object({
  id: idSchema,
  fromStatus: z.enum(bookingStatuses).nullable(),
  toStatus: z.enum(bookingStatuses),
  actorType: z.enum(bookingActors),
  actorId: idSchema.nullable(),
  /** The actor's name or mobile, as the operator knows them (null for the system). */
  actorLabel: text().nullable(),
  note: text().nullable(),
  createdAt: text(),
});
export type BookingHistoryEvent = z.infer<typeof bookingHistoryEventSchema>;

/** A message the booking sent, to whom, and whether its SMS went. */
export const bookingNotificationSchema = z.object({
  id: idSchema,
  recipientKind: z.enum(['Customer', 'Provider', 'Company', 'Operator', 'Relative']),
  mobile: text(),
  type: text(),
  text: text(),
  smsStatus: text(),
  readAt: text().nullable(),
  createdAt: text(),
});
export type BookingNotification = z.infer<typeof bookingNotificationSchema>;

/** One line of the ledger naming the booking: an amount into (+) or out of (-) an account. */
export const bookingLedgerLineSchema = z.object({
  id: idSchema,
  entryKind: text(),
  description: text(),
  account: text(),
  amount: rupees(),
  createdAt: text(),
});
export type BookingLedgerLine = z.infer<typeof bookingLedgerLineSchema>;

export const adminBookingDetailSchema = adminBookingRowSchema.extend({
  pricePerDay: rupees(),
  /** The platform's commission on this booking, in basis points (1000 = 10%). */
  commissionBps: z.number().int(),
  family: z.object({
    id: idSchema,
    name: text().nullable(),
    mobile: text(),
    suspendedAt: text().nullable(),
  }),
  patient: z.object({
    name: text(),
    age: z.number().int(),
    gender: text(),
    relation: text(),
  }),
  caregiver: z.object({
    kind: z.enum(sellerKinds),
    id: idSchema,
    name: text().nullable(),
    mobile: text(),
    suspendedAt: text().nullable(),
  }),
  staff: z.object({ name: text(), phone: text().nullable() }).nullable(),
  acceptedAt: text().nullable(),
  startedAt: text().nullable(),
  completedAt: text().nullable(),
  cancelledAt: text().nullable(),
  cancelledBy: z.enum(bookingActors).nullable(),
  cancelReason: text().nullable(),
  money: z.object({
    /** The booking's total, paid when it was made. */
    paid: rupees(),
    /** Back to the family's wallet so far, by every path. */
    refunded: rupees(),
    /** Still held for the booking (not yet earned nor refunded). */
    held: rupees(),
    /** What an operator may still refund: held money and what the caregiver earned from it. */
    refundable: rupees(),
  }),
  /** Whether the status graph lets an operator cancel it now. */
  canCancel: z.boolean(),
  history: z.array(bookingHistoryEventSchema),
  notifications: z.array(bookingNotificationSchema),
  ledger: z.array(bookingLedgerLineSchema),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;
export const adminBookingDetailResponseSchema = envelope(adminBookingDetailSchema);

/** An operator's cancel: the family gets back everything refundable, and is told why. */
export const operatorCancelBodySchema = z.strictObject({ reason: operatorReasonSchema });
export type OperatorCancelBody = z.output<typeof operatorCancelBodySchema>;

export const operatorCancelResponseSchema = envelope(
  z.object({
    bookingId: idSchema,
    status: z.enum(bookingStatuses),
    /** Refunded to the family's wallet by this cancel. */
    refunded: rupees(),
  }),
);

/** The export is a CSV file, not JSON: this only describes it. */
export const bookingsCsvSchema = text().describe(
  'Bookings as CSV (text/csv; UTF-8; money in rupees; times in India)',
);
