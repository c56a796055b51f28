import { idParamsSchema } from '../schemas/common.ts';
import {
  companiesPageSchema,
  companyIdParamsSchema,
  companyProfileResponseSchema,
  listingQuerySchema,
  offeringsResponseSchema,
  providerIdParamsSchema,
  providerProfileResponseSchema,
  providersPageSchema,
} from '../schemas/listings.ts';
import { defineContract } from './define.ts';

/**
 * Discovery (SPEC 7): lists, profiles and offerings of providers and companies. All public; the
 * spec's client sends a token, which is accepted and never required.
 */
export const listingContracts = {
  getOnlineProvidersForWeb: defineContract({
    method: 'GET',
    path: '/provider/auth/getOnlineProvidersForWeb',
    access: 'public',
    tag: 'discovery',
    query: listingQuerySchema,
    response: providersPageSchema,
  }),
  getOnlineCompaniesForWeb: defineContract({
    method: 'GET',
    path: '/company/auth/getOnlineCompaniesForWeb',
    access: 'public',
    tag: 'discovery',
    query: listingQuerySchema,
    response: companiesPageSchema,
  }),
  getProviderProfileById: defineContract({
    method: 'GET',
    path: '/provider/auth/getProviderProfileById/:id',
    access: 'public',
    tag: 'discovery',
    params: idParamsSchema,
    response: providerProfileResponseSchema,
  }),
  // The spec spells this one with a capital D.
  getCompanyProfileByID: defineContract({
    method: 'GET',
    path: '/company/auth/getCompanyProfileByID/:id',
    access: 'public',
    tag: 'discovery',
    params: idParamsSchema,
    response: companyProfileResponseSchema,
  }),
  getAllProviderServicesForCustomer: defineContract({
    method: 'GET',
    path: '/provider/providerService/getAllProviderServicesForCustomer/:providerId',
    access: 'public',
    tag: 'discovery',
    params: providerIdParamsSchema,
    response: offeringsResponseSchema,
  }),
  getAllCompanyServicesForCustomer: defineContract({
    method: 'GET',
    path: '/company/companyService/getAllCompanyServicesForCustomer/:companyId',
    access: 'public',
    tag: 'discovery',
    params: companyIdParamsSchema,
    response: offeringsResponseSchema,
  }),
};
