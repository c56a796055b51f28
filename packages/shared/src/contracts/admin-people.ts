import {
  familyRecordResponseSchema,
  peopleSearchQuerySchema,
  peopleSearchResponseSchema,
  personParamsSchema,
  sellerParamsSchema,
  sellerRecordResponseSchema,
  suspensionBodySchema,
  suspensionResponseSchema,
} from '../schemas/admin-people.ts';
import { idParamsSchema } from '../schemas/common.ts';
import { defineContract } from './define.ts';

/**
 * The operator's people: search, a seller's record, a family's page (every operator), and
 * suspending or reinstating someone (the admin role only: it changes who may book or be booked).
 */
export const adminPeopleContracts = {
  searchPeople: defineContract({
    method: 'GET',
    path: '/admin/people/searchPeople',
    access: ['Admin'],
    tag: 'admin people',
    summary: 'Families, caregivers and companies by part of a name or mobile, newest first',
    query: peopleSearchQuerySchema,
    response: peopleSearchResponseSchema,
  }),

  getSeller: defineContract({
    method: 'GET',
    path: '/admin/people/getSeller/:type/:id',
    access: ['Admin'],
    tag: 'admin people',
    summary:
      'A caregiver’s or company’s record: bookings, their cancellations, ratings, documents, ' +
      'earnings and payouts',
    params: sellerParamsSchema,
    response: sellerRecordResponseSchema,
  }),

  getFamily: defineContract({
    method: 'GET',
    path: '/admin/people/getFamily/:id',
    access: ['Admin'],
    tag: 'admin people',
    summary: 'A family: profile, members, bookings and wallet balance',
    params: idParamsSchema,
    response: familyRecordResponseSchema,
  }),

  suspend: defineContract({
    method: 'PATCH',
    path: '/admin/people/suspend/:type/:id',
    access: ['Admin'],
    operatorRole: 'admin',
    tag: 'admin people',
    summary:
      'Suspend a family (no new bookings) or a seller (unlisted, no new requests), with a ' +
      'reason; answers their bookings still open',
    params: personParamsSchema,
    body: suspensionBodySchema,
    response: suspensionResponseSchema,
  }),

  reinstate: defineContract({
    method: 'PATCH',
    path: '/admin/people/reinstate/:type/:id',
    access: ['Admin'],
    operatorRole: 'admin',
    tag: 'admin people',
    summary: 'Lift a suspension, with a reason',
    params: personParamsSchema,
    body: suspensionBodySchema,
    response: suspensionResponseSchema,
  }),
};
