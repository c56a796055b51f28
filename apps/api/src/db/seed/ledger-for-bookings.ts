import { randomUUID } from 'node:crypto';
import { splitEarning } from '@care/shared';
import type { journalEntries, journalLines, paymentOrders } from '../schema/index.ts';
import { paymentForBookingDescription } from '../../modules/wallet/paid-order.ts';
import type { BookingRow } from './booking-row.ts';

type EntryRow = typeof journalEntries.$inferInsert;
type LineRow = typeof journalLines.$inferInsert;
type OrderRow = typeof paymentOrders.$inferInsert;

/** The sandbox's ids for a seeded payment: fixed per booking, so every machine has the same. */
function seededGatewayIds(bookingId: string) {
  const token = bookingId.replaceAll('-', '').slice(0, 20);
  return { gatewayOrderId: `order_seed_${token}`, gatewayPaymentId: `pay_seed_${token}` };
}

/**
 * The money behind seeded bookings, as the live paths would have written it: each booking was
 * paid through the sandbox gateway (a paid payment order, captured into the wallet) and booked
 * (wallet to held money), and completed care was earned (held money to the caregiver, less
 * commission and GST). The paid orders are what a demo family's withdrawal refunds to, and what
 * the daily reconciliation matches the ledger's takings against. Built in memory so the seed
 * inserts it in a few statements.
 */
export function ledgerForBookings(
  rows: readonly BookingRow[],
  newId: () => string = randomUUID,
): { orders: OrderRow[]; entries: EntryRow[]; lines: LineRow[] } {
  const orders: OrderRow[] = [];
  const entries: EntryRow[] = [];
  const lines: LineRow[] = [];
  for (const b of rows) {
    if (!b.id) throw new Error('A seeded booking needs its id before its money is planned');
    const seller = b.providerId ? { providerId: b.providerId } : { companyId: b.companyId! };
    const at = b.createdAt ?? new Date();
    const orderId = newId();
    orders.push({
      id: orderId,
      gateway: 'sandbox',
      ...seededGatewayIds(b.id),
      customerId: b.customerId,
      amountPaise: b.totalPaise,
      draft: { seeded: true, bookingId: b.id },
      status: 'PAID',
      bookingId: b.id,
      paidAt: at,
      createdAt: at,
    });
    const paymentId = newId();
    entries.push({
      id: paymentId,
      key: `payment-captured:${orderId}`,
      kind: 'PAYMENT_CAPTURED',
      description: paymentForBookingDescription(b),
      paymentOrderId: orderId,
      createdAt: at,
    });
    lines.push(
      {
        entryId: paymentId,
        account: 'GATEWAY',
        customerId: b.customerId,
        amountPaise: -b.totalPaise,
        createdAt: at,
      },
      {
        entryId: paymentId,
        account: 'WALLET',
        customerId: b.customerId,
        amountPaise: b.totalPaise,
        createdAt: at,
      },
    );
    const paidId = newId();
    entries.push({
      id: paidId,
      key: `booking-paid:${b.id}`,
      kind: 'BOOKING_PAID',
      description: `${b.serviceName}, ${b.days} day${b.days === 1 ? '' : 's'}`,
      bookingId: b.id,
      createdAt: at,
    });
    lines.push(
      {
        entryId: paidId,
        account: 'WALLET',
        customerId: b.customerId,
        bookingId: b.id,
        amountPaise: -b.totalPaise,
        createdAt: at,
      },
      {
        entryId: paidId,
        account: 'HELD',
        ...seller,
        bookingId: b.id,
        amountPaise: b.totalPaise,
        createdAt: at,
      },
    );
    if (b.status !== 'COMPLETED') continue;
    const earnedAt = b.completedAt ?? at;
    const earnedId = newId();
    const split = splitEarning(b.totalPaise, b.commissionBps ?? 1000);
    entries.push({
      id: earnedId,
      key: `booking-earned:${b.id}`,
      kind: 'BOOKING_EARNED',
      description: `Earned: ${b.serviceName}`,
      bookingId: b.id,
      createdAt: earnedAt,
    });
    const earned: [LineRow['account'], number, object][] = [
      ['HELD', -b.totalPaise, seller],
      ['EARNINGS', split.netPaise, seller],
      ['COMMISSION', split.commissionPaise, {}],
      ['GST_PAYABLE', split.gstPaise, {}],
    ];
    for (const [account, amountPaise, owner] of earned) {
      if (amountPaise === 0) continue;
      lines.push({
        entryId: earnedId,
        account,
        ...owner,
        bookingId: b.id,
        amountPaise,
        createdAt: earnedAt,
      });
    }
  }
  return { orders, entries, lines };
}
