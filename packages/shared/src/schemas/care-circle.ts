import { z } from 'zod';
import { mobileSchema } from './auth.ts';
import { bookingStatusSchema } from './booking.ts';
import { envelope, idSchema, text } from './common.ts';
import { careProfileSchema } from './care-profile.ts';
import { journalSchema } from './care-journal.ts';

/*
 * The family circle and the family's data rights over a care recipient's care data. The
 * customer who booked invites relatives by mobile; they sign in by OTP and follow, read-only.
 */

export const CIRCLE_LIMIT = 10;

export const circleInviteBodySchema = z.strictObject({
  familyMemberId: idSchema,
  mobile: mobileSchema,
});
export type CircleInviteBody = z.output<typeof circleInviteBodySchema>;
export const circleInviteResponseSchema = envelope(z.object({ id: idSchema }));

/** A relative in a care recipient's circle, as the owner sees them. */
export const circleMemberSchema = z.object({
  id: idSchema,
  mobile: text(),
  /** Their name once they have signed in and filled their profile. */
  name: text().nullable(),
  /** Whether they have signed in since being invited. */
  joined: z.boolean(),
  invitedAt: text(),
});
export type CircleMember = z.output<typeof circleMemberSchema>;
export const circleMembersResponseSchema = envelope(z.array(circleMemberSchema));

/** A booking an invited relative follows. */
export const followedBookingSchema = z.object({
  id: idSchema,
  serviceName: text(),
  status: bookingStatusSchema,
  startDate: text(),
  endDate: text(),
  caregiverName: text(),
  member: z.object({ id: idSchema, name: text() }),
  /** Who invited them (the family who booked). */
  ownerName: text().nullable(),
});
export type FollowedBooking = z.output<typeof followedBookingSchema>;
export const followedBookingsResponseSchema = envelope(z.array(followedBookingSchema));

/** Everything kept about a care recipient's care, for the family's export (DPDP access right). */
export const careDataExportSchema = z.object({
  exportedAt: text(),
  member: z.object({ id: idSchema, name: text(), age: z.number().int(), gender: text() }),
  profile: careProfileSchema.nullable(),
  profileViews: z.array(
    z.object({
      viewedAt: text(),
      viewerKind: text(),
      viewerName: text(),
      bookingId: idSchema.nullable(),
      reason: text().nullable(),
    }),
  ),
  circle: z.array(z.object({ mobile: text(), invitedAt: text(), removedAt: text().nullable() })),
  journals: z.array(journalSchema),
});
export type CareDataExport = z.output<typeof careDataExportSchema>;
export const careDataExportResponseSchema = envelope(careDataExportSchema);

/** What erasing a care recipient's care data removed (bookings and money records stay). */
export const careDataDeletedSchema = z.object({
  profile: z.boolean(),
  entries: z.number().int(),
  photos: z.number().int(),
  circle: z.number().int(),
  views: z.number().int(),
});
export const careDataDeletedResponseSchema = envelope(careDataDeletedSchema);

/** The operator reads care data only with a reason, which is recorded and shown to the family. */
export const operatorCareReadBodySchema = z.strictObject({
  reason: text()
    .trim()
    .min(10, 'Give the reason for reading this care record (at least 10 characters)')
    .max(300, 'The reason is too long (at most 300 characters)'),
});
export const operatorCareRecordSchema = z.object({
  profile: careProfileSchema.nullable(),
  journal: journalSchema,
});
export type OperatorCareRecord = z.output<typeof operatorCareRecordSchema>;
export const operatorCareRecordResponseSchema = envelope(operatorCareRecordSchema);
