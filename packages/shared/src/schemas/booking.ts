import { z } from 'zod';
import { bookingStatuses } from '../booking/status.ts';
import { rupees } from '../money-codec.ts';
import { mobileSchema } from './auth.ts';
import { publicBlackoutDateSchema } from './blackout.ts';
import { envelope, idSchema, isoDateSchema, paginationSchema, text } from './common.ts';

/**
 * The member of a company's staff who comes to the family's home: their name, phone and
 * photo (small size), once the company assigns them to accepted care.
 */
export const bookingStaffSchema = z.object({
  name: text(),
  phone: text(),
  photo: text().nullable(),
});
export type BookingStaff = z.infer<typeof bookingStaffSchema>;

/** assignStaff's text fields (multipart, with an optional `photo` file). */
export const assignStaffFieldsSchema = z.strictObject({
  name: text({ message: 'Enter the name of the person who will come' })
    .trim()
    .min(2, 'Enter the name of the person who will come')
    .max(80, 'The name is too long'),
  phone: mobileSchema,
});
export type AssignStaffFields = z.input<typeof assignStaffFieldsSchema>;

export const bookingStatusSchema = z.enum(bookingStatuses);

/**
 * A booking as the customer's "My Bookings" reads it: the spec nests the service and the
 * provider or company name under providerSvc / companySvc. Amounts are paise, rupees on the wire.
 */
export const customerBookingSchema = z.object({
  id: idSchema,
  providerSvc: z
    .object({
      id: idSchema,
      service: z.object({ name: text() }),
      provider: z.object({ id: idSchema, name: text().nullable() }),
    })
    .nullable(),
  companySvc: z
    .object({
      id: idSchema,
      service: z.object({ name: text() }),
      company: z.object({ id: idSchema, companyName: text().nullable() }),
    })
    .nullable(),
  familyMember: z.object({ id: idSchema, name: text() }),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  days: z.number().int(),
  pricePerDay: rupees(),
  startCode: text(),
  endCode: text(),
  totalAmount: rupees(),
  status: bookingStatusSchema,
  /** The family's own review, once the booking is completed and reviewed. */
  review: z.object({ rating: z.number().int(), comment: text().nullable() }).nullable(),
  /** Who the company sends, once it has said (null for individual caregivers). */
  staff: bookingStaffSchema.nullable(),
  /**
   * The caregiver's (or company's) mobile, to call: shown once they accept (as the family's
   * is to them); before acceptance neither side sees the other's number.
   */
  contactPhone: text().nullable(),
  createdAt: text(),
});
export type CustomerBooking = z.infer<typeof customerBookingSchema>;
export const customerBookingsResponseSchema = envelope(z.array(customerBookingSchema));

/** The 6-digit start or end code the family reads out to the caregiver. */
export const bookingCodeBodySchema = z.object({
  code: text({ message: 'Enter the 6-digit code from the family' })
    .trim()
    .regex(/^\d{6}$/, { message: 'Enter the 6-digit code from the family' }),
});
export type BookingCodeBody = z.infer<typeof bookingCodeBodySchema>;

export const sellerBookingsQuerySchema = z.object({
  status: bookingStatusSchema.optional(),
  page: z.coerce.number().int().min(1, { message: 'page must be 1 or more' }).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, { message: 'limit must be 1 or more' })
    .max(100, { message: 'limit must be at most 100' })
    .default(20),
});
export type SellerBookingsQuery = z.infer<typeof sellerBookingsQuerySchema>;

/**
 * A booking as the caregiver (provider or company) sees it. The family's name, contact details
 * and address appear only once the caregiver has accepted; the start and end codes never do: the
 * family reads them out on the day, which is what proves the caregiver came.
 */
export const sellerBookingSchema = z.object({
  id: idSchema,
  serviceName: text(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  days: z.number().int(),
  pricePerDay: rupees(),
  totalAmount: rupees(),
  status: bookingStatusSchema,
  patient: z.object({
    name: text(),
    gender: text().nullable(),
    age: z.number().int().nullable(),
    relation: text().nullable(),
    note: text().nullable(),
  }),
  customer: z.object({
    name: text().nullable(),
    pincode: text().nullable(),
    mobile: text().nullable(),
    address: text().nullable(),
  }),
  /** The company's staff member assigned to this booking (companies only). */
  staff: bookingStaffSchema.nullable(),
  createdAt: text(),
  startedAt: text().nullable(),
  completedAt: text().nullable(),
});
export type SellerBooking = z.infer<typeof sellerBookingSchema>;
export const sellerBookingsResponseSchema = envelope(
  z.object({ bookings: z.array(sellerBookingSchema), pagination: paginationSchema }),
);
export const sellerBookingResponseSchema = envelope(sellerBookingSchema);

export const refundPreviewSchema = z.object({
  bookingId: idSchema,
  status: bookingStatusSchema,
  canCancel: z.boolean(),
  totalAmount: rupees(),
  refundAmount: rupees(),
  refundPercent: z.number().int(),
  daysBeforeStart: z.number().int(),
  reason: text(),
  /** The listed blackout dates and long weekend days that make this booking non-refundable. */
  nonRefundableDates: z.array(publicBlackoutDateSchema).optional(),
});
export type RefundPreview = z.infer<typeof refundPreviewSchema>;
export const refundPreviewResponseSchema = envelope(refundPreviewSchema);

export const cancelBookingResponseSchema = envelope(
  z.object({ booking: customerBookingSchema, refundAmount: rupees(), balance: rupees() }),
);

export const createReviewBodySchema = z.object({
  rating: z
    .number({ message: 'Choose a rating from 1 to 5 stars' })
    .int({ message: 'Choose a rating from 1 to 5 stars' })
    .min(1, { message: 'Choose a rating from 1 to 5 stars' })
    .max(5, { message: 'Choose a rating from 1 to 5 stars' }),
  comment: text()
    .trim()
    .max(1000, { message: 'Keep the review under 1000 characters' })
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type CreateReviewBody = z.input<typeof createReviewBodySchema>;
export const reviewResponseSchema = envelope(
  z.object({
    id: idSchema,
    bookingId: idSchema,
    rating: z.number().int(),
    comment: text().nullable(),
  }),
);

/** A caregiver cancelling accepted care tells the family why; the reason goes in their message. */
export const sellerCancelBodySchema = z.strictObject({
  reason: text({ message: 'Tell the family why you are cancelling' })
    .trim()
    .min(5, 'Tell the family why you are cancelling (at least 5 characters)')
    .max(500, 'Keep the reason under 500 characters'),
});
export type SellerCancelBody = z.input<typeof sellerCancelBodySchema>;
