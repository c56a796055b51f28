import { z } from 'zod';
import type { SellerKind } from '../schemas/registration.ts';
import { bookingCodeBodySchema } from '../schemas/booking.ts';
import { idParamsSchema } from '../schemas/common.ts';
import { bookingIdParamsSchema, memberIdParamsSchema } from '../schemas/care-profile.ts';
import {
  checkInResponseSchema,
  entryIdParamsSchema,
  journalEntryBodySchema,
  journalEntryResponseSchema,
  journalEntryUpdateBodySchema,
  journalPhotoUploadBodySchema,
  journalPhotoLinkQuerySchema,
  journalResponseSchema,
  photoIdParamsSchema,
  sellerJournalResponseSchema,
  uploadedJournalPhotoResponseSchema,
} from '../schemas/care-journal.ts';
import {
  careDataDeletedResponseSchema,
  careDataExportResponseSchema,
  circleInviteBodySchema,
  circleInviteResponseSchema,
  circleMembersResponseSchema,
  followedBookingsResponseSchema,
  operatorCareReadBodySchema,
  operatorCareRecordResponseSchema,
} from '../schemas/care-circle.ts';
import { defineContract } from './define.ts';

/**
 * The caregiver's side of the care journal (DESIGN "Contracts"): the day's check-in and
 * check-out with the family's code, and the day's entries. The same calls under /provider/ for
 * individual caregivers and /company/ for companies.
 */
export function sellerJournalContracts<const K extends SellerKind>(kind: K) {
  const prefix = kind === 'Company' ? 'company' : 'provider';
  const common = { access: [kind] as const, tag: `${prefix} care journal` };
  return {
    checkIn: defineContract({
      ...common,
      method: 'PATCH',
      path: `/${prefix}/booking/checkIn/:bookingId`,
      summary:
        "Check in for today with the family's code for the day (the first day's is the start code)",
      params: bookingIdParamsSchema,
      body: bookingCodeBodySchema,
      response: checkInResponseSchema,
    }),
    checkOut: defineContract({
      ...common,
      method: 'PATCH',
      path: `/${prefix}/booking/checkOut/:bookingId`,
      summary:
        "Check out for today with the family's code for the day (the last day's is the end code)",
      params: bookingIdParamsSchema,
      body: bookingCodeBodySchema,
      response: checkInResponseSchema,
    }),
    getJournal: defineContract({
      ...common,
      method: 'GET',
      path: `/${prefix}/journal/getJournal/:bookingId`,
      summary: "The booking's days, check-ins and my entries, with the profile's medicines",
      params: bookingIdParamsSchema,
      response: sellerJournalResponseSchema,
    }),
    addEntry: defineContract({
      ...common,
      method: 'POST',
      path: `/${prefix}/journal/addEntry/:bookingId`,
      summary: 'Write a journal entry for a day of running care',
      params: bookingIdParamsSchema,
      body: journalEntryBodySchema,
      response: journalEntryResponseSchema,
    }),
    updateEntry: defineContract({
      ...common,
      method: 'PUT',
      path: `/${prefix}/journal/updateEntry/:entryId`,
      summary: 'Correct my entry within 24 hours of writing it; the earlier version is kept',
      params: entryIdParamsSchema,
      body: journalEntryUpdateBodySchema,
      response: journalEntryResponseSchema,
    }),
    uploadPhoto: defineContract({
      ...common,
      method: 'POST',
      path: `/${prefix}/journal/uploadPhoto/:bookingId`,
      summary:
        'Upload a photo (multipart field "photo", JPEG/PNG/WebP) to attach to an entry; resized and kept private',
      params: bookingIdParamsSchema,
      body: journalPhotoUploadBodySchema,
      bodyType: 'multipart',
      response: uploadedJournalPhotoResponseSchema,
    }),
  };
}

export const providerJournalContracts = sellerJournalContracts('Provider');
export const companyJournalContracts = sellerJournalContracts('Company');

/**
 * A journal photo through a short-lived signed link (local storage; S3 storage hands out the
 * bucket's own presigned links). The link is the permission: whoever was given it was checked
 * when the journal was read, and it stops working after JOURNAL_PHOTO_LINK_SECONDS.
 */
export const journalPhotoContracts = {
  getPhoto: defineContract({
    method: 'GET',
    path: '/care-journal/photo/:photoId',
    access: 'public',
    tag: 'care journal',
    summary: 'A journal photo (WebP) through a signed link that works for a few minutes',
    params: photoIdParamsSchema,
    query: journalPhotoLinkQuerySchema,
    responseType: 'file',
    response: z.string().describe('The photo, as image/webp'),
  }),
};

/** The family's side: the journal, the circle, and their rights over the data. */
export const familyJournalContracts = {
  getJournal: defineContract({
    method: 'GET',
    path: '/customer/journal/getJournal/:bookingId',
    access: ['Customer'],
    tag: 'care journal',
    summary:
      "A booking's days with check-in times and journal entries (the family who booked, or an invited relative)",
    params: bookingIdParamsSchema,
    response: journalResponseSchema,
  }),
  invite: defineContract({
    method: 'POST',
    path: '/customer/circle/invite',
    access: ['Customer'],
    tag: 'care journal',
    summary: 'Invite a relative by mobile to follow a care recipient, read-only',
    body: circleInviteBodySchema,
    response: circleInviteResponseSchema,
  }),
  getCircle: defineContract({
    method: 'GET',
    path: '/customer/circle/getCircle/:memberId',
    access: ['Customer'],
    tag: 'care journal',
    summary: 'The relatives following a care recipient (the family who booked)',
    params: memberIdParamsSchema,
    response: circleMembersResponseSchema,
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/customer/circle/remove/:id',
    access: ['Customer'],
    tag: 'care journal',
    summary: 'Remove a relative from the circle; their access ends at once',
    params: idParamsSchema,
    response: circleInviteResponseSchema,
  }),
  getFollowedBookings: defineContract({
    method: 'GET',
    path: '/customer/circle/getFollowedBookings',
    access: ['Customer'],
    tag: 'care journal',
    summary: 'Bookings of the care recipients I was invited to follow',
    response: followedBookingsResponseSchema,
  }),
  exportCareData: defineContract({
    method: 'GET',
    path: '/customer/familyMember/careData/:memberId',
    access: ['Customer'],
    tag: 'care journal',
    summary: "Everything kept about a care recipient's care, as JSON (DPDP right of access)",
    params: memberIdParamsSchema,
    response: careDataExportResponseSchema,
  }),
  deleteCareData: defineContract({
    method: 'DELETE',
    path: '/customer/familyMember/careData/:memberId',
    access: ['Customer'],
    tag: 'care journal',
    summary:
      "Erase a care recipient's care profile, journal, photos and circle (bookings and money records are kept, as the law requires)",
    params: memberIdParamsSchema,
    response: careDataDeletedResponseSchema,
  }),
};

/** The operator reads a booking's care record only with a reason, recorded and shown to the family. */
export const operatorCareContracts = {
  readCareRecord: defineContract({
    method: 'POST',
    path: '/admin/booking/readCareRecord/:bookingId',
    access: ['Admin'],
    operatorRole: 'support',
    tag: 'admin bookings',
    summary: "Read a booking's care profile and journal, giving a reason that is recorded",
    params: bookingIdParamsSchema,
    body: operatorCareReadBodySchema,
    response: operatorCareRecordResponseSchema,
  }),
};
