import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client.ts';
import type { SellerRef } from '../modules/ledger/accounts.ts';

/** Journal reads for the payout tests. */

/** The kinds of the journal entries a seller's payouts wrote, oldest first. */
export async function payoutEntryKinds(db: Database, seller: SellerRef): Promise<string[]> {
  const column = seller.kind === 'Provider' ? sql`p.provider_id` : sql`p.company_id`;
  const result = await db.execute(sql`
    select e.kind from journal_entries e join payouts p on p.id = e.payout_id
     where ${column} = ${seller.id} order by e.created_at, e.kind`);
  return rowsOf<{ kind: string }>(result).map((r) => r.kind);
}

/** How many journal entries there are: a refused request must leave it unchanged. */
export async function journalSize(db: Database, seller?: SellerRef): Promise<number> {
  // Scoped to one caregiver when given: other tests' sandbox payouts and refunds settle in
  // the background and would change a count of the whole journal.
  const result = seller
    ? await db.execute(sql`
        select count(distinct entry_id)::int as n from journal_lines
         where ${seller.kind === 'Provider' ? sql`provider_id` : sql`company_id`} = ${seller.id}`)
    : await db.execute(sql`select count(*)::int as n from journal_entries`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}
