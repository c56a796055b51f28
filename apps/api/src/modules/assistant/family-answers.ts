import type { AssistantLanguage, AssistantSlots, CustomerBooking } from '@care/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { CacheInvalidator } from '../../lib/public-cache.ts';
import { createCustomerBookingActions } from '../bookings/customer-actions.service.ts';
import { createBookingService } from '../bookings/service.ts';
import { replies, statusWords } from './replies.ts';

/** Bookings worth talking about first: those still ahead, soonest first. */
const OPEN = ['PENDING', 'ACCEPTED', 'IN_PROGRESS'];

const sellerOf = (b: CustomerBooking) =>
  b.providerSvc?.provider.name ?? b.companySvc?.company.companyName ?? '';
const serviceOf = (b: CustomerBooking) =>
  b.providerSvc?.service.name ?? b.companySvc?.service.name ?? '';

function openFirst(bookings: CustomerBooking[]): CustomerBooking[] {
  const open = bookings
    .filter((b) => OPEN.includes(b.status))
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  return [...open, ...bookings.filter((b) => !OPEN.includes(b.status))];
}

/**
 * What the assistant may tell a signed-in family about its own bookings: only through the
 * family's own id from its token, through the same services My Bookings and the cancel dialog
 * use. No booking id ever comes from the conversation, so no message can reach another
 * family's booking.
 */
export function createFamilyAnswers(db: Database, config: Config, cache: CacheInvalidator) {
  const bookings = createBookingService(db, config);
  const actions = createCustomerBookingActions(db, cache);

  return {
    async myBookings(customerId: string, language: AssistantLanguage): Promise<string> {
      const mine = openFirst(await bookings.listForCustomer(customerId)).slice(0, 5);
      if (mine.length === 0) return replies.noBookings(language);
      const lines = mine.map((b) =>
        replies.bookingLine(language, {
          service: serviceOf(b),
          who: sellerOf(b),
          start: b.startDate,
          end: b.endDate,
          status: statusWords[b.status]?.[language] ?? b.status,
        }),
      );
      return [replies.bookingsHeader(language), ...lines].join('\n');
    },

    /** The codes the family may give now: the start code before care starts, the end code during. */
    async codes(
      customerId: string,
      language: AssistantLanguage,
      which?: AssistantSlots['code'],
    ): Promise<string> {
      const next = openFirst(await bookings.listForCustomer(customerId)).find((b) =>
        OPEN.includes(b.status),
      );
      if (!next) return replies.noCodes(language);
      const started = next.status === 'IN_PROGRESS';
      return replies.codes(language, {
        service: serviceOf(next),
        start: next.startDate,
        ...(!started && which !== 'end' ? { startCode: next.startCode } : {}),
        ...(which !== 'start' || started ? { endCode: next.endCode } : {}),
      });
    },

    /** What cancelling the next open booking returns today, by the cancel dialog's own preview. */
    async refundQuote(customerId: string, language: AssistantLanguage): Promise<string> {
      const candidates = openFirst(await bookings.listForCustomer(customerId)).filter((b) =>
        OPEN.includes(b.status),
      );
      for (const b of candidates) {
        const preview = await actions.refundPreview(customerId, b.id);
        if (!preview.canCancel) continue;
        return replies.refundQuote(language, {
          service: serviceOf(b),
          start: b.startDate,
          refund: preview.refundAmount,
          total: preview.totalAmount,
          percent: preview.refundPercent,
          nonRefundable: Boolean(preview.nonRefundableDates?.length),
        });
      }
      return replies.nothingToCancel(language);
    },
  };
}

export type FamilyAnswers = ReturnType<typeof createFamilyAnswers>;
