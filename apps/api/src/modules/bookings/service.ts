import { formatPaise, messages, type BookingDraft, type CustomerBooking } from '@care/shared';
import type { Database } from '../../db/client.ts';
import { pgErrorCode } from '../../db/errors.ts';
import { AppError, conflict, unprocessable } from '../../lib/errors.ts';
import { notifyBooking } from '../notifications/service.ts';
import * as walletRepo from '../wallet/repository.ts';
import { assertAvailable, providerBusyMessage } from './availability.ts';
import { bookingCodes } from './codes.ts';
import { priceDraft } from './pricing.ts';
import { lockCustomer } from '../customers/repository.ts';
import * as repo from './repository.ts';
import { staffOf } from './staff.ts';

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
    createdAt: row.createdAt.toISOString(),
  };
}

export function createBookingService(db: Database) {
  return {
    /**
     * Books from the wallet in one transaction: price on the server, check the dates are free,
     * insert the booking and debit the wallet together. Any failure leaves the money where it
     * was, visible as wallet balance.
     */
    async create(customerId: string, draft: BookingDraft): Promise<CustomerBooking> {
      const bookingId = await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const priced = await priceDraft(tx, customerId, draft, { lockCompanyOffering: true });
        if (priced.totalPaise <= 0) throw unprocessable(messages.invalidBookingAmount);
        await assertAvailable(tx, priced);

        const balance = await walletRepo.balancePaise(tx, customerId);
        if (balance < priced.totalPaise) {
          throw new AppError(
            'INSUFFICIENT_BALANCE',
            402,
            `Your wallet has ${formatPaise(balance)}; this booking needs ${formatPaise(priced.totalPaise)}. Please pay to continue.`,
          );
        }

        const { offering } = priced;
        let id: string;
        try {
          id = await repo.insertBooking(tx, {
            customerId,
            familyMemberId: priced.familyMemberId,
            ...(offering.kind === 'Provider'
              ? { providerServiceId: offering.offeringId, providerId: offering.sellerId }
              : { companyServiceId: offering.offeringId, companyId: offering.sellerId }),
            serviceName: offering.serviceName,
            startDate: priced.startDate,
            endDate: priced.endDate,
            days: priced.days,
            pricePerDayPaise: offering.pricePerDayPaise,
            totalPaise: priced.totalPaise,
            ...bookingCodes(),
          });
        } catch (error) {
          // Two families raced for the same caregiver: the database let exactly one through.
          if (pgErrorCode(error) === '23P01') throw conflict(providerBusyMessage);
          throw error;
        }
        await walletRepo.insertEntry(tx, {
          customerId,
          kind: 'BOOKING_DEBIT',
          amountPaise: -priced.totalPaise,
          description: `${offering.serviceName}, ${priced.days} day${priced.days === 1 ? '' : 's'}`,
          bookingId: id,
        });
        await notifyBooking(tx, id, 'BOOKING_REQUESTED');
        return id;
      });
      const [row] = await repo.listCustomerBookings(db, customerId, [bookingId]);
      return toCustomerBooking(row!);
    },

    async listForCustomer(customerId: string): Promise<CustomerBooking[]> {
      return (await repo.listCustomerBookings(db, customerId)).map(toCustomerBooking);
    },
  };
}
