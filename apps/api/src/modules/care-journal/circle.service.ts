import {
  CIRCLE_LIMIT,
  type CircleInviteBody,
  type CircleMember,
  type FollowedBooking,
} from '@care/shared';
import type { Database } from '../../db/client.ts';
import { pgErrorCode } from '../../db/errors.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { now } from '../../lib/clock.ts';
import { findMember } from '../family/repository.ts';
import { insertNotification } from '../notifications/repository.ts';
import * as repo from './circle.repository.ts';
import { circleNotificationTexts } from './circle.texts.ts';

const ALREADY_INVITED = 'This number is already invited to follow them';

/**
 * The family circle: the customer who keeps a care recipient invites relatives by mobile to
 * follow that person's bookings, check-ins and journal, read-only, and removes them at will.
 * Access itself is decided in access.ts from the live rows this service writes.
 */
export function createCircleService(db: Database) {
  return {
    async invite(ownerId: string, body: CircleInviteBody): Promise<{ id: string }> {
      try {
        return await db.transaction(async (tx) => {
          const member = await repo.lockOwnedMember(tx, ownerId, body.familyMemberId);
          if (!member) throw notFound('Family member');
          if ((await repo.customerMobile(tx, ownerId)) === body.mobile) {
            throw unprocessable('That is your own number');
          }
          if (await repo.findLiveByMobile(tx, member.id, body.mobile)) {
            throw conflict(ALREADY_INVITED);
          }
          if ((await repo.countLive(tx, member.id)) >= CIRCLE_LIMIT) {
            throw unprocessable(
              `At most ${CIRCLE_LIMIT} relatives can follow one person; remove someone first`,
            );
          }
          const row = await repo.insertCircleMember(tx, {
            familyMemberId: member.id,
            ownerCustomerId: ownerId,
            mobile: body.mobile,
            invitedAt: now(),
          });
          // The invitation and its SMS are one fact: both are written, or neither.
          await insertNotification(tx, {
            recipientKind: 'Relative',
            recipientId: null,
            mobile: body.mobile,
            type: 'CIRCLE_INVITED',
            text: circleNotificationTexts.CIRCLE_INVITED.render({
              ownerName: member.ownerName,
              memberName: member.name,
            }),
          });
          return row;
        });
      } catch (error) {
        // The member's row lock orders invitations, but the live-number index is the last word.
        if (pgErrorCode(error) === '23505') throw conflict(ALREADY_INVITED);
        throw error;
      }
    },

    async list(ownerId: string, familyMemberId: string): Promise<CircleMember[]> {
      if (!(await findMember(db, ownerId, familyMemberId))) throw notFound('Family member');
      const rows = await repo.listLive(db, familyMemberId);
      return rows.map((row) => ({
        id: row.id,
        mobile: row.mobile,
        name: row.name ?? null,
        joined: row.accountId !== null,
        invitedAt: row.invitedAt.toISOString(),
      }));
    },

    /** Access ends with this update: access.ts reads live rows only. */
    async remove(ownerId: string, id: string): Promise<{ id: string }> {
      const row = await repo.removeLive(db, ownerId, id, now());
      if (!row) throw notFound('Circle member');
      return row;
    },

    async followed(customerId: string): Promise<FollowedBooking[]> {
      const rows = await repo.listFollowedBookings(db, customerId);
      return rows.map((row) => ({
        id: row.id,
        serviceName: row.serviceName,
        status: row.status,
        startDate: row.startDate,
        endDate: row.endDate,
        caregiverName: row.caregiverName,
        member: { id: row.memberId, name: row.memberName },
        ownerName: row.ownerName,
      }));
    },
  };
}
