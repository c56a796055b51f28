import type { CareProfile, Journal } from '@care/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { findProfile, recordView } from '../care-profile/repository.ts';
import { findCareBooking } from './access.repository.ts';
import { buildJournal } from './journal-read.service.ts';
import type { PhotoLinks } from './photo-links.ts';

type Operator = Parameters<typeof recordAudit>[1];

/**
 * How the family sees an operator among the profile's readers: enough to tell one operator
 * from another and to ask support about it, without handing out a staff member's own number
 * (the audit log keeps the full number and the operator's id).
 */
export function operatorViewerName(operator: Operator): string {
  return `CareConnect support (operator ••${operator.mobile.slice(-4)})`;
}

/**
 * The operator reads a booking's care record (profile and journal) only with a reason. The
 * read is recorded twice in the same transaction as the read itself: among the profile's
 * readers, which the family sees with the reason, and in the operators' audit log.
 */
export function createOperatorCareReadService(db: Database, links: PhotoLinks) {
  return {
    async read(
      operator: Operator,
      bookingId: string,
      reason: string,
    ): Promise<{ profile: CareProfile | null; journal: Journal }> {
      return db.transaction(async (tx) => {
        const booking = await findCareBooking(tx, bookingId);
        if (!booking) throw notFound('Booking');
        await recordView(tx, {
          familyMemberId: booking.familyMemberId,
          bookingId: booking.id,
          viewerType: 'Admin',
          viewerId: operator.id,
          viewerName: operatorViewerName(operator),
          reason,
        });
        await recordAudit(tx, operator, {
          action: 'booking.readCareRecord',
          entityType: 'booking',
          entityId: booking.id,
          reason,
        });
        const profile = await findProfile(tx, booking.familyMemberId);
        return {
          profile: profile?.profile ?? null,
          journal: await buildJournal(tx, links, booking, 'operator'),
        };
      });
    },
  };
}
