import {
  bookingTotal,
  formatPaise,
  messages,
  type BookingDraft,
  type CustomerBooking,
} from '@care/shared';
import type { Database, Transaction } from '../../db/client.ts';
import { pgErrorCode } from '../../db/errors.ts';
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { notifyBooking } from '../notifications/service.ts';
import { payBooking } from '../ledger/booking-money.ts';
import * as ledger from '../ledger/repository.ts';
import { assertAvailable, providerBusyMessage } from './availability.ts';
import { bookingCodes } from './codes.ts';
import { priceDraft } from './pricing.ts';
import { lockCustomer } from '../customers/repository.ts';
import * as repo from './repository.ts';
import { detailsVisible, staffOf } from './staff.ts';
import { insertBookingDays } from '../care-journal/days.repository.ts';

type BookingRow = Awaited<ReturnType<typeof repo.listCustomerBookings>>[number];

export function toCustomerBooking(row: BookingRow): CustomerBooking {
  return {
    id: row.id,
    providerSvc:
      row.providerServiceId && row.providerId
        ? {
            id: row.providerServiceId,
            service: { name: row.serviceName },
            provider: { id: row.providerId, name: row.providerName },
          }
        : null,
    companySvc:
      row.companyServiceId && row.companyId
        ? {
            id: row.companyServiceId,
            service: { name: row.serviceName },
            company: { id: row.companyId, companyName: row.companyName },
          }
        : null,
    familyMember: { id: row.familyMemberId, name: row.familyMemberName },
    startDate: row.startDate,
    endDate: row.endDate,
    days: row.days,
    pricePerDay: row.pricePerDayPaise,
    startCode: row.startCode,
    endCode: row.endCode,
    totalAmount: row.totalPaise,
    status: row.status,
    review:
      row.reviewRating === null ? null : { rating: row.reviewRating, comment: row.reviewComment },
    staff: staffOf(row),
    // The same rule as the family's contact for the caregiver: once they have committed.
    contactPhone: detailsVisible.includes(row.status)
      ? (row.providerMobile ?? row.companyMobile)
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What booking from the wallet needs from the settings. */
export interface BookingSettings {
  /** The platform's commission in basis points, copied onto each booking (decision 013). */
  commissionBps: number;
}

/**
 * Books a draft and pays it from the wallet, inside the caller's transaction: price on the
 * server (or at the price the family already paid for, `quotedPricePerDayPaise`), check the
 * dates are free, insert the booking and move its total from the wallet to held money. Throws
 * an AppError saying what to change when it cannot; the caller's transaction then undoes all.
 */
export async function bookFromWallet(
  tx: Transaction,
  customerId: string,
  draft: BookingDraft,
  settings: BookingSettings,
  quotedPricePerDayPaise?: number,
): Promise<string> {
  await lockCustomer(tx, customerId);
  const priced = await priceDraft(tx, customerId, draft, { lockCompanyOffering: true });
  const pricePerDayPaise = quotedPricePerDayPaise ?? priced.offering.pricePerDayPaise;
  const totalPaise = bookingTotal(priced.days, pricePerDayPaise);
  if (totalPaise <= 0) throw unprocessable(messages.invalidBookingAmount);
  await assertAvailable(tx, priced);

  const balance = await ledger.walletBalance(tx, customerId);
  if (balance < totalPaise) {
    throw new AppError(
      'INSUFFICIENT_BALANCE',
      402,
      `Your wallet has ${formatPaise(balance)}; this booking needs ${formatPaise(totalPaise)}. Please pay to continue.`,
    );
  }

  const { offering } = priced;
  const seller =
    offering.kind === 'Provider'
      ? { providerServiceId: offering.offeringId, providerId: offering.sellerId }
      : { companyServiceId: offering.offeringId, companyId: offering.sellerId };
  let id: string;
  try {
    // No savepoint of its own: a clash aborts the caller's transaction, or the savepoint the
    // caller took (a verified payment is still credited when the dates it paid for went).
    const codes = bookingCodes();
    id = await repo.insertBooking(tx, {
      customerId,
      familyMemberId: priced.familyMemberId,
      ...seller,
      serviceName: offering.serviceName,
      startDate: priced.startDate,
      endDate: priced.endDate,
      days: priced.days,
      pricePerDayPaise,
      totalPaise,
      commissionBps: settings.commissionBps,
      ...codes,
    });
    // Each day's check-in and check-out codes, written with the booking (the care journal).
    await insertBookingDays(tx, {
      id,
      startDate: priced.startDate,
      endDate: priced.endDate,
      ...codes,
    });
  } catch (error) {
    // Two families raced for the same caregiver: the database let exactly one through.
    if (pgErrorCode(error) === '23P01') throw conflict(providerBusyMessage);
    throw error;
  }
  await payBooking(
    tx,
    {
      id,
      customerId,
      providerId: seller.providerId ?? null,
      companyId: seller.companyId ?? null,
      totalPaise,
      commissionBps: settings.commissionBps,
      serviceName: offering.serviceName,
    },
    `${offering.serviceName}, ${priced.days} day${priced.days === 1 ? '' : 's'}`,
  );
  await notifyBooking(tx, id, 'BOOKING_REQUESTED');
  return id;
}

export function createBookingService(db: Database, settings: BookingSettings) {
  async function view(customerId: string, bookingId: string): Promise<CustomerBooking> {
    const [row] = await repo.listCustomerBookings(db, customerId, [bookingId]);
    if (!row) throw notFound('Booking');
    return toCustomerBooking(row);
  }

  return {
    /**
     * Books from the wallet in one transaction. Any failure leaves the money where it was,
     * visible as wallet balance.
     */
    async create(customerId: string, draft: BookingDraft): Promise<CustomerBooking> {
      const bookingId = await db.transaction((tx) =>
        bookFromWallet(tx, customerId, draft, settings),
      );
      return view(customerId, bookingId);
    },

    view,

    async listForCustomer(customerId: string): Promise<CustomerBooking[]> {
      return (await repo.listCustomerBookings(db, customerId)).map(toCustomerBooking);
    },
  };
}
