import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client.ts';
import { readTrialBalance } from '../modules/ledger/trial-balance.ts';

/**
 * What a broken request or a killed process could leave half-written in the money, read
 * straight from the database after a test that broke things under traffic. Each list is
 * empty, and the trial balance 0, when everything is whole. Assumes no refunds or
 * withdrawals happened (those tests only pay and book).
 */
export async function findHalfWritten(db: Database) {
  // Every paid order credited to its family's wallet exactly once, for its amount; an order
  // not paid credited never.
  const uncreditedOrders = rowsOf<{ order_id: string; credits: string }>(
    await db.execute(sql`
      select o.id as order_id, count(l.id) as credits
        from payment_orders o
        left join journal_entries e on e.payment_order_id = o.id and e.kind = 'PAYMENT_CAPTURED'
        left join journal_lines l on l.entry_id = e.id and l.account = 'WALLET'
       group by o.id, o.status
      having (o.status = 'PAID' and count(l.id) <> 1)
          or (o.status <> 'PAID' and count(l.id) <> 0)
          or count(l.id) filter (where l.amount_paise <> o.amount_paise) > 0`),
  );
  // No booking without its payment: each paid from the wallet exactly once, for its total.
  const unpaidBookings = rowsOf<{ id: string }>(
    await db.execute(sql`
      select b.id from bookings b
        left join journal_entries e on e.booking_id = b.id and e.kind = 'BOOKING_PAID'
        left join journal_lines l on l.entry_id = e.id and l.account = 'WALLET'
       group by b.id, b.total_paise
      having count(l.id) <> 1 or coalesce(sum(l.amount_paise), 0) <> -b.total_paise`),
  );
  // Every paid order is either booked or still in the wallet: what each family holds is
  // exactly its top-ups less its bookings, and never below zero.
  const walletsOff = rowsOf<{ customer_id: string; topups: string; booked: string }>(
    await db.execute(sql`
      select c.id as customer_id, w.topups, w.booked, w.balance from customers c
        cross join lateral (select
          coalesce((select sum(l.amount_paise) from journal_lines l
                      join journal_entries e on e.id = l.entry_id
                     where l.customer_id = c.id and l.account = 'WALLET'
                       and e.kind = 'PAYMENT_CAPTURED'), 0) as topups,
          coalesce((select sum(total_paise) from bookings where customer_id = c.id), 0) as booked,
          coalesce((select sum(amount_paise) from journal_lines
                     where customer_id = c.id and account = 'WALLET'), 0) as balance) w
       where w.balance <> w.topups - w.booked or w.balance < 0`),
  );
  const { total: trialBalanceTotal } = await readTrialBalance(db);
  return { uncreditedOrders, unpaidBookings, walletsOff, trialBalanceTotal };
}

/** The counts a test reports beside the checks, to show traffic really happened. */
export async function countMoneyRows(db: Database) {
  const [row] = rowsOf<{ bookings: number; paid_orders: number; orders: number }>(
    await db.execute(sql`
      select (select count(*)::int from bookings) as bookings,
             (select count(*)::int from payment_orders where status = 'PAID') as paid_orders,
             (select count(*)::int from payment_orders) as orders`),
  );
  return row!;
}
