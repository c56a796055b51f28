import { bookingDays, bookingTotal, type BookingDraft } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import * as familyRepo from '../family/repository.ts';
import { familySuspension } from '../people/suspension.repository.ts';
import * as repo from './repository.ts';

export interface PricedDraft {
  offering: repo.OfferingForBooking;
  familyMemberId: string;
  startDate: string;
  endDate: string;
  days: number;
  totalPaise: number;
}

/**
 * The server's price for a draft (DESIGN rule 7): its own price per day times the days. Also
 * the ownership and availability checks every booking path needs, including that a family the
 * operator suspended does not order or book (they may still sign in, look, cancel, withdraw).
 */
export async function priceDraft(
  db: Executor,
  customerId: string,
  draft: BookingDraft,
  options: { lockCompanyOffering?: boolean } = {},
): Promise<PricedDraft> {
  if (await familySuspension(db, customerId)) {
    throw forbidden(
      'Your account is suspended, so you cannot book right now. Please contact support.',
    );
  }
  const member = await familyRepo.findMember(db, customerId, draft.familyMemberId);
  if (!member) throw notFound('Family member');

  const offering = draft.providerSvcId
    ? await repo.findProviderOffering(db, draft.providerSvcId)
    : await repo.findCompanyOffering(db, draft.companySvcId!, options.lockCompanyOffering);
  if (!offering) throw notFound('Service');
  if (!offering.offeringActive || !offering.sellerListable) {
    throw unprocessable('This service is not taking bookings right now');
  }

  const days = bookingDays(draft.startDate, draft.endDate);
  return {
    offering,
    familyMemberId: member.id,
    startDate: draft.startDate,
    endDate: draft.endDate,
    days,
    totalPaise: bookingTotal(days, offering.pricePerDayPaise),
  };
}
