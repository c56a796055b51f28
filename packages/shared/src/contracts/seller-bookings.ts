import type { SellerKind } from '../schemas/registration.ts';
import { idParamsSchema } from '../schemas/common.ts';
import {
  assignStaffFieldsSchema,
  bookingCodeBodySchema,
  sellerCancelBodySchema,
  sellerBookingResponseSchema,
  sellerBookingsQuerySchema,
  sellerBookingsResponseSchema,
} from '../schemas/booking.ts';
import { defineContract } from './define.ts';

/**
 * The caregiver's booking calls (DESIGN "Contracts"): the same five calls under
 * /provider/booking/ for individual providers and /company/booking/ for companies. One builder
 * declares each call once; the seller kind picks the prefix and the role.
 */
export function sellerBookingContracts<const K extends SellerKind>(kind: K) {
  const prefix = kind === 'Company' ? 'company' : 'provider';
  const base = `/${prefix}/booking` as const;
  const common = { access: [kind] as const, tag: `${prefix} bookings` };
  return {
    getProviderBookings: defineContract({
      ...common,
      method: 'GET',
      path: `${base}/getProviderBookings`,
      summary: 'My bookings, newest first (the family contact shows once accepted)',
      query: sellerBookingsQuerySchema,
      response: sellerBookingsResponseSchema,
    }),
    acceptBooking: defineContract({
      ...common,
      method: 'PATCH',
      path: `${base}/acceptBooking/:id`,
      params: idParamsSchema,
      response: sellerBookingResponseSchema,
    }),
    declineBooking: defineContract({
      ...common,
      method: 'PATCH',
      path: `${base}/declineBooking/:id`,
      summary: 'Decline a request; the family is refunded in full to their wallet',
      params: idParamsSchema,
      response: sellerBookingResponseSchema,
    }),
    cancelBooking: defineContract({
      ...common,
      method: 'PATCH',
      path: `${base}/cancelBooking/:id`,
      summary:
        'Cancel accepted care before it starts, with a reason; the family is refunded in full',
      params: idParamsSchema,
      body: sellerCancelBodySchema,
      response: sellerBookingResponseSchema,
    }),
    startBooking: defineContract({
      ...common,
      method: 'PATCH',
      path: `${base}/startBooking/:id`,
      summary: "Start the care with the family's 6-digit start code",
      params: idParamsSchema,
      body: bookingCodeBodySchema,
      response: sellerBookingResponseSchema,
    }),
    completeBooking: defineContract({
      ...common,
      method: 'PATCH',
      path: `${base}/completeBooking/:id`,
      summary: "Complete the care with the family's 6-digit end code",
      params: idParamsSchema,
      body: bookingCodeBodySchema,
      response: sellerBookingResponseSchema,
    }),
  };
}

export const providerBookingContracts = sellerBookingContracts('Provider');
export const companyBookingContracts = sellerBookingContracts('Company');

/** A company names who it sends to accepted care; the family sees them on My Bookings. */
export const assignStaffContract = defineContract({
  method: 'PUT',
  path: '/company/booking/assignStaff/:id',
  access: ['Company'],
  tag: 'company bookings',
  summary:
    'Assign a staff member to accepted care: multipart fields name and phone, optional file ' +
    '`photo` (JPEG, PNG or WebP, at most 5 MB); the family is told who is coming',
  params: idParamsSchema,
  body: assignStaffFieldsSchema,
  bodyType: 'multipart',
  response: sellerBookingResponseSchema,
});
