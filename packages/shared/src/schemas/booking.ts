import { z } from 'zod';
import { bookingStatuses } from '../booking/status.ts';
import { envelope, idSchema, isoDateSchema } from './common.ts';

export const bookingStatusSchema = z.enum(bookingStatuses);

/**
 * A booking as the customer's "My Bookings" reads it: the spec nests the service and the
 * provider or company name under providerSvc / companySvc. Amounts in rupees.
 */
export const customerBookingSchema = z.object({
  id: idSchema,
  providerSvc: z
    .object({
      id: idSchema,
      service: z.object({ name: z.string() }),
      provider: z.object({ id: idSchema, name: z.string().nullable() }),
    })
    .nullable(),
  companySvc: z
    .object({
      id: idSchema,
      service: z.object({ name: z.string() }),
      company: z.object({ id: idSchema, companyName: z.string().nullable() }),
    })
    .nullable(),
  familyMember: z.object({ id: idSchema, name: z.string() }),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  days: z.number().int(),
  pricePerDay: z.number(),
  startCode: z.string(),
  endCode: z.string(),
  totalAmount: z.number(),
  status: bookingStatusSchema,
  createdAt: z.string(),
});
export type CustomerBooking = z.infer<typeof customerBookingSchema>;
export const customerBookingsResponseSchema = envelope(z.array(customerBookingSchema));
