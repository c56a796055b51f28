import type { SellerKind } from '../schemas/registration.ts';
import { idParamsSchema } from '../schemas/common.ts';
import {
  companyOfferingBodySchema,
  offeringRemovedResponseSchema,
  sellerOfferingResponseSchema,
  sellerOfferingsResponseSchema,
  onlineStateResponseSchema,
  providerOfferingBodySchema,
  setOnlineBodySchema,
} from '../schemas/offerings.ts';
import {
  addDaysOffBodySchema,
  dayOffRemovedResponseSchema,
  dayOffResponseSchema,
  daysOffResponseSchema,
} from '../schemas/availability.ts';
import { defineContract } from './define.ts';

/**
 * What a caregiver offers and when (DESIGN "Contracts of the next capabilities"): the same calls
 * for individual providers under /provider/ and companies under /company/. The spec names each
 * call after its kind (getMyProviderServices, getMyCompanyServices), so the builder spells both.
 */
export function offeringContracts<const K extends SellerKind>(kind: K) {
  const isCompany = kind === 'Company';
  const prefix = isCompany ? 'company' : 'provider';
  const noun = isCompany ? 'CompanyService' : 'ProviderService';
  const base = `/${prefix}/${prefix}Service` as const;
  const common = { access: [kind] as const, tag: `${prefix} services` };
  const body = isCompany ? companyOfferingBodySchema : providerOfferingBodySchema;
  return {
    getMine: defineContract({
      ...common,
      method: 'GET',
      path: `${base}/getMy${noun}s`,
      summary: 'My services and prices, retired ones included',
      response: sellerOfferingsResponseSchema,
    }),
    create: defineContract({
      ...common,
      method: 'POST',
      path: `${base}/create${noun}`,
      summary: 'Offer a catalog service at my price per day (₹100 to ₹50,000)',
      body: body as K extends 'Company'
        ? typeof companyOfferingBodySchema
        : typeof providerOfferingBodySchema,
      response: sellerOfferingResponseSchema,
    }),
    update: defineContract({
      ...common,
      method: 'PUT',
      path: `${base}/update${noun}/:id`,
      summary: 'Change the price or description; bookings already made keep their price',
      params: idParamsSchema,
      body: body as K extends 'Company'
        ? typeof companyOfferingBodySchema
        : typeof providerOfferingBodySchema,
      response: sellerOfferingResponseSchema,
    }),
    remove: defineContract({
      ...common,
      method: 'DELETE',
      path: `${base}/delete${noun}/:id`,
      summary: 'Stop offering a service: deleted, or retired when bookings point to it',
      params: idParamsSchema,
      response: offeringRemovedResponseSchema,
    }),
    setOnline: defineContract({
      ...common,
      method: 'PATCH',
      path: `/${prefix}/auth/setOnline`,
      summary: 'Go online (listed for families) or offline',
      body: setOnlineBodySchema,
      response: onlineStateResponseSchema,
    }),
    getOnline: defineContract({
      ...common,
      method: 'GET',
      path: `/${prefix}/auth/getOnline`,
      summary: 'Whether I am online, and whether families can find me now (and if not, why)',
      response: onlineStateResponseSchema,
    }),
    getDaysOff: defineContract({
      ...common,
      method: 'GET',
      path: `/${prefix}/availability/getDaysOff`,
      summary: 'My days off from today on, each with the bookings that fall on it',
      response: daysOffResponseSchema,
    }),
    addDaysOff: defineContract({
      ...common,
      method: 'POST',
      path: `/${prefix}/availability/addDaysOff`,
      summary: 'Mark a day or a range off; families cannot book those days',
      body: addDaysOffBodySchema,
      response: dayOffResponseSchema,
    }),
    deleteDaysOff: defineContract({
      ...common,
      method: 'DELETE',
      path: `/${prefix}/availability/deleteDaysOff/:id`,
      params: idParamsSchema,
      response: dayOffRemovedResponseSchema,
    }),
  };
}

export const providerOfferingContracts = offeringContracts('Provider');
export const companyOfferingContracts = offeringContracts('Company');
