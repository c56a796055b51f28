import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, rowsOf, type PgliteHandle } from '../../db/client.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import { sellerBalances, trialBalance, walletBalance } from './repository.ts';

/** The last migration before the journal: the wallet was the `wallet_ledger` table then. */
const BEFORE_JOURNAL = '0015_booking_staff';

/** A copy of the migrations folder that stops at `lastTag`, so a database can be left there. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'care-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`No migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/**
 * The journal migration carries every wallet row over, nothing lost: a database with wallet
 * history from before the journal is migrated, and the family sees the same balance and entries
 * while the caregiver's completed and kept money is earned, split as the live code splits it.
 */
describe('carrying the wallet history into the journal (migration 0016)', () => {
  let handle: PgliteHandle;
  let oldFolder: string;
  const ids = {} as Record<string, string>;

  beforeAll(async () => {
    handle = await openPglite({});
    oldFolder = migrationsUpTo(BEFORE_JOURNAL);
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: oldFolder });

    // Every row is written in SQL: the schema in code has columns that later migrations add
    // (min_price_paise, is_active on categories, suspended_at), which this database lacks.
    const one = async (query: ReturnType<typeof sql>) =>
      rowsOf<{ id: string }>(await handle.db.execute(query))[0]!;
    const category = await one(sql`
      insert into service_categories (name, sort_order) values ('Elder Care', 1) returning id`);
    const nursing = await one(sql`
      insert into services (category_id, name, sort_order)
      values (${category.id}, 'Nursing Attendant', 1) returning id`);
    const provider = rowsOf<{ id: string }>(
      await handle.db.execute(sql`
        insert into providers (mobile, name, pincode, is_online, is_active, verification_status)
        values ('8100000901', 'Old Provider', '560001', true, true, 'VERIFIED') returning id`),
    )[0]!;
    const offers = rowsOf<{ id: string }>(
      await handle.db.execute(sql`
        insert into provider_services (provider_id, service_id, price_per_day_paise)
        values (${provider.id}, ${nursing.id}, 100000) returning id`),
    );
    const customer = await one(sql`
      insert into customers (mobile, name, email)
      values ('9100000901', 'Old Customer', 'old@example.in') returning id`);
    const member = await one(sql`
      insert into family_members (customer_id, name, gender, age, relation)
      values (${customer.id}, 'Asha', 'Female', 70, 'Mother') returning id`);
    ids.customer = customer.id;
    ids.provider = provider.id;
    const booking = async (name: string, start: string, days: number, status: string) => {
      const result = await handle.db.execute(sql`
        insert into bookings (customer_id, family_member_id, provider_service_id, provider_id,
          service_name, start_date, end_date, days, price_per_day_paise, total_paise,
          start_code, end_code, status, completed_at, cancelled_at)
        values (${customer.id}, ${member.id}, ${offers[0]!.id}, ${provider.id}, 'Nursing',
          ${start}::date, ${start}::date + ${days - 1}::int, ${days}, 100000, ${days * 100_000},
          '111111', '222222', ${status},
          case when ${status}::text = 'COMPLETED' then now() end,
          case when ${status}::text = 'CANCELLED' then now() end)
        returning id`);
      ids[name] = rowsOf<{ id: string }>(result)[0]!.id;
    };
    await booking('completed', '2026-01-10', 3, 'COMPLETED');
    await booking('cancelled', '2026-02-10', 2, 'CANCELLED');
    await booking('declined', '2026-03-10', 1, 'DECLINED');
    // Each row a minute after the last, as real history is: the migration keeps their order by
    // time, and rows written within one clock tick would have no order to keep.
    let minute = 0;
    const row = (kind: string, paise: number, bookingId: string | null, description: string) =>
      handle.db.execute(sql`
        insert into wallet_ledger (customer_id, kind, amount_paise, description, booking_id, created_at)
        values (${customer.id}, ${kind}, ${paise}, ${description}, ${bookingId},
                timestamptz '2026-01-01 10:00+05:30' + ${++minute} * interval '1 minute')`);
    await row('TOPUP', 300_000, null, 'Initial top-up');
    await row('BOOKING_DEBIT', -300_000, ids.completed!, 'Nursing, 3 days');
    await row('TOPUP', 200_000, null, 'Initial top-up');
    await row('BOOKING_DEBIT', -200_000, ids.cancelled!, 'Nursing, 2 days');
    await row('REFUND', 100_000, ids.cancelled!, 'Refund (50%): Nursing cancelled');
    await row('TOPUP', 150_000, null, 'Initial top-up');
    await row('BOOKING_DEBIT', -100_000, ids.declined!, 'Nursing, 1 day');
    await row('REFUND', 100_000, ids.declined!, 'Refund: Nursing was declined by the caregiver');

    // Now the rest of the migrations, the journal's among them.
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  });

  afterAll(async () => {
    await handle.close();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  it('keeps every wallet row as a wallet line with its id, amount and words, and the balance', async () => {
    const lines = rowsOf<{ amount: string; description: string }>(
      await handle.db.execute(sql`
        select l.amount_paise as amount, e.description from journal_lines l
          join journal_entries e on e.id = l.entry_id
         where l.account = 'WALLET' order by l.seq`),
    );
    expect(lines.map((l) => [Number(l.amount), l.description])).toEqual([
      [300_000, 'Initial top-up'],
      [-300_000, 'Nursing, 3 days'],
      [200_000, 'Initial top-up'],
      [-200_000, 'Nursing, 2 days'],
      [100_000, 'Refund (50%): Nursing cancelled'],
      [150_000, 'Initial top-up'],
      [-100_000, 'Nursing, 1 day'],
      [100_000, 'Refund: Nursing was declined by the caregiver'],
    ]);
    expect(await walletBalance(handle.db, ids.customer!)).toBe(250_000);
  });

  it('earns completed care and the fee a cancellation kept, less commission and GST', async () => {
    const seller = { kind: 'Provider' as const, id: ids.provider! };
    // ₹3,000 completed: 10% commission ₹300, GST ₹54, net ₹2,646. ₹1,000 kept on the
    // cancellation: ₹100, ₹18, net ₹882. Nothing is held any more; the decline earned nothing.
    expect(await sellerBalances(handle.db, seller)).toEqual({
      held: 0,
      available: 264_600 + 88_200,
      inTransit: 0,
    });
    const accounts = Object.fromEntries(
      (await trialBalance(handle.db)).map((a) => [a.account, a.balance]),
    );
    expect(accounts).toMatchObject({
      GATEWAY: -650_000,
      WALLET: 250_000,
      EARNINGS: 352_800,
      COMMISSION: 40_000,
      GST_PAYABLE: 7_200,
    });
    expect(Object.values(accounts).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('leaves every entry balanced and the old table gone', async () => {
    const unbalanced = rowsOf(
      await handle.db.execute(sql`
        select entry_id from journal_lines group by entry_id having sum(amount_paise) <> 0`),
    );
    expect(unbalanced).toEqual([]);
    const old = rowsOf<{ name: string | null }>(
      await handle.db.execute(sql`select to_regclass('wallet_ledger')::text as name`),
    );
    expect(old[0]!.name).toBeNull();
  });
});
