import type { PersonKind, SuspensionResult } from '@care/shared';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { cacheTags, type CacheInvalidator } from '../../lib/public-cache.ts';
import { recordAudit } from '../audit/record.ts';
import { notifyAccount } from '../notifications/account-texts.ts';
import { openBookingsOf } from './records.service.ts';
import * as repo from './suspension.repository.ts';

/** The operator acting, as the audit log records them. */
type Operator = Parameters<typeof recordAudit>[1];

/** How the operator's messages name the person. */
const nounOf = { Customer: 'family', Provider: 'provider', Company: 'company' } as const;

/**
 * An operator (admin role) suspends or reinstates a family, a provider or a company, with a
 * reason the person is told. What a suspension means:
 * - a seller is unlisted (`is_active` false, which the listings and the booking checks already
 *   read), new requests to them are refused, and they cannot accept the ones already waiting;
 *   their open bookings (requests and accepted care) are answered for the operator to resolve,
 *   since a family may be counting on them;
 * - a family cannot order or book. They can still sign in, see their bookings and wallet,
 *   cancel and withdraw their money: locking them out of what is theirs would help nobody.
 * Each change is audited in its own transaction, with the person's message.
 */
export function createSuspensions(db: Database, cache: CacheInvalidator) {
  async function change(
    operator: Operator,
    kind: PersonKind,
    id: string,
    reason: string,
    suspend: boolean,
  ): Promise<SuspensionResult> {
    const noun = nounOf[kind];
    const state = await db.transaction(async (tx) => {
      const before = await repo.lockPerson(tx, kind, id);
      if (!before) throw notFound(kind === 'Customer' ? 'Family' : kind);
      if (suspend && before.suspendedAt) throw conflict(`This ${noun} is already suspended.`);
      if (!suspend && !before.suspendedAt) throw conflict(`This ${noun} is not suspended.`);

      const after = suspend
        ? { suspendedAt: new Date(), suspensionReason: reason }
        : { suspendedAt: null, suspensionReason: null };
      await repo.setSuspension(tx, kind, id, after);
      const isSeller = kind !== 'Customer';
      await recordAudit(tx, operator, {
        action: `${isSeller ? 'seller' : 'family'}.${suspend ? 'suspend' : 'reinstate'}`,
        entityType: kind.toLowerCase(),
        entityId: id,
        before: {
          suspendedAt: before.suspendedAt?.toISOString() ?? null,
          suspensionReason: before.suspensionReason,
          ...(isSeller ? { isActive: before.isActive } : {}),
        },
        after: {
          suspendedAt: after.suspendedAt?.toISOString() ?? null,
          suspensionReason: after.suspensionReason,
          ...(isSeller ? { isActive: !suspend } : {}),
        },
        reason,
      });
      await notifyAccount(
        tx,
        { kind, id },
        isSeller
          ? suspend
            ? 'SELLER_SUSPENDED'
            : 'SELLER_REINSTATED'
          : suspend
            ? 'FAMILY_SUSPENDED'
            : 'FAMILY_REINSTATED',
        { reason },
      );
      return after;
    });
    // The seller's public profile, offerings and reviews kept in this process go with it.
    if (kind !== 'Customer') cache.invalidate(cacheTags.seller(kind, id));
    return {
      kind,
      id,
      suspendedAt: state.suspendedAt?.toISOString() ?? null,
      suspensionReason: state.suspensionReason,
      openBookings: await openBookingsOf(db, { kind, id }),
    };
  }

  return {
    suspend: (operator: Operator, kind: PersonKind, id: string, reason: string) =>
      change(operator, kind, id, reason, true),
    reinstate: (operator: Operator, kind: PersonKind, id: string, reason: string) =>
      change(operator, kind, id, reason, false),
  };
}
