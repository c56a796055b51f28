import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import * as account from '../modules/ledger/accounts.ts';
import { postEntry } from '../modules/ledger/journal.ts';
import { walletBalance } from '../modules/ledger/repository.ts';
import { rowsOf } from '../db/client.ts';

/**
 * Puts money in a family's wallet as a captured gateway payment would, for tests that start
 * from a funded wallet rather than paying through the sandbox.
 */
export async function fundWallet(
  db: Executor,
  customerId: string,
  amountPaise: number,
  description = 'Test top-up',
): Promise<void> {
  await postEntry(db, {
    key: `test-funding:${randomUUID()}`,
    kind: 'PAYMENT_CAPTURED',
    description,
    lines: account.move(account.gateway(customerId), account.wallet(customerId), amountPaise),
  });
}

export { walletBalance };

/** How many entries of a kind the journal holds (for a booking, when given). */
export async function countEntries(
  db: Executor,
  kind: string,
  bookingId?: string,
): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from journal_entries
        where kind = ${kind} and (${bookingId ?? null}::uuid is null or booking_id = ${bookingId ?? null}::uuid)`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Every account's balance and whether the whole journal sums to zero entry by entry. */
export async function ledgerIsSound(db: Executor): Promise<boolean> {
  const result = await db.execute(sql`
    select count(*)::int as bad from (
      select entry_id from journal_lines group by entry_id having sum(amount_paise) <> 0
    ) unbalanced`);
  return rowsOf<{ bad: number }>(result)[0]?.bad === 0;
}

/** The sum of wallet lines written by entries of one kind (all families, or one booking). */
export async function walletSumByKind(
  db: Executor,
  kind: string,
  filter: { bookingId?: string; customerId?: string } = {},
): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(l.amount_paise), 0)::bigint as total
      from journal_lines l join journal_entries e on e.id = l.entry_id
     where l.account = 'WALLET' and e.kind = ${kind}
       and (${filter.bookingId ?? null}::uuid is null or e.booking_id = ${filter.bookingId ?? null}::uuid)
       and (${filter.customerId ?? null}::uuid is null or l.customer_id = ${filter.customerId ?? null}::uuid)`);
  return Number(rowsOf<{ total: string }>(result)[0]?.total ?? 0);
}

/** The descriptions of a booking's journal entries of one kind. */
export async function entryDescriptions(
  db: Executor,
  bookingId: string,
  kind: string,
): Promise<string[]> {
  const result = await db.execute(
    sql`select description from journal_entries where booking_id = ${bookingId} and kind = ${kind}`,
  );
  return rowsOf<{ description: string }>(result).map((r) => r.description);
}
