import type { SellerKind } from '../schemas/registration.ts';
import {
  bookingCareProfileResponseSchema,
  bookingIdParamsSchema,
  careProfileBodySchema,
  careProfileResponseSchema,
  careProfileViewsResponseSchema,
  memberIdParamsSchema,
} from '../schemas/care-profile.ts';
import { defineContract } from './define.ts';

/** The family keeps each care recipient's care profile and sees who read it (DESIGN "Contracts"). */
export const careProfileContracts = {
  getCareProfile: defineContract({
    method: 'GET',
    path: '/customer/familyMember/careProfile/:memberId',
    access: ['Customer'],
    tag: 'care journal',
    summary: "A care recipient's care profile (null until first saved)",
    params: memberIdParamsSchema,
    response: careProfileResponseSchema,
  }),
  saveCareProfile: defineContract({
    method: 'PUT',
    path: '/customer/familyMember/careProfile/:memberId',
    access: ['Customer'],
    tag: 'care journal',
    summary: "Save a care recipient's whole care profile",
    params: memberIdParamsSchema,
    body: careProfileBodySchema,
    response: careProfileResponseSchema,
  }),
  getCareProfileViews: defineContract({
    method: 'GET',
    path: '/customer/familyMember/careProfileViews/:memberId',
    access: ['Customer'],
    tag: 'care journal',
    summary: 'Who read the care profile and when, newest first',
    params: memberIdParamsSchema,
    response: careProfileViewsResponseSchema,
  }),
};

/** The caregiver of an accepted or running booking reads the care profile; each read is kept. */
export function sellerCareProfileContracts<const K extends SellerKind>(kind: K) {
  const prefix = kind === 'Company' ? 'company' : 'provider';
  return {
    getCareProfile: defineContract({
      method: 'GET',
      path: `/${prefix}/booking/getCareProfile/:bookingId`,
      access: [kind] as const,
      tag: `${prefix} bookings`,
      summary: 'The care profile of the person in my accepted or running booking',
      params: bookingIdParamsSchema,
      response: bookingCareProfileResponseSchema,
    }),
  };
}

export const providerCareProfileContracts = sellerCareProfileContracts('Provider');
export const companyCareProfileContracts = sellerCareProfileContracts('Company');
