import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { pgErrorCode } from '../../db/errors.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCustomerWithMember } from '../../test/fixtures.ts';
import * as account from './accounts.ts';
import { postEntry, UnbalancedEntryError } from './journal.ts';
import { walletBalance } from './repository.ts';

/** The journal's own guarantees, in the code and again in the database. */
describe('the journal', () => {
  let t: TestApp;
  let customerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    customerId = (await createCustomerWithMember(t.db)).customer.id;
  });
  afterAll(() => t.close());

  const topUp = (key: string, paise: number) =>
    postEntry(t.db, {
      key,
      kind: 'PAYMENT_CAPTURED',
      description: 'Test',
      lines: account.move(account.gateway(customerId), account.wallet(customerId), paise),
    });

  it('writes an entry once per key: a repeat writes nothing and says so', async () => {
    const key = `test:${randomUUID()}`;
    const before = await walletBalance(t.db, customerId);
    expect(await topUp(key, 12_345)).toBe(true);
    expect(await topUp(key, 12_345)).toBe(false);
    expect(await walletBalance(t.db, customerId)).toBe(before + 12_345);
  });

  it('refuses an entry that would make or lose money, writing nothing', async () => {
    const before = await walletBalance(t.db, customerId);
    await expect(
      postEntry(t.db, {
        key: `test:${randomUUID()}`,
        kind: 'PAYMENT_CAPTURED',
        description: 'Money from nowhere',
        lines: [{ to: account.wallet(customerId), amountPaise: 500 }],
      }),
    ).rejects.toThrow(UnbalancedEntryError);
    await expect(
      postEntry(t.db, {
        key: `test:${randomUUID()}`,
        kind: 'PAYMENT_CAPTURED',
        description: 'Half a paisa',
        lines: account.move(account.gateway(customerId), account.wallet(customerId), 0.5),
      }),
    ).rejects.toThrow(RangeError);
    expect(await walletBalance(t.db, customerId)).toBe(before);
  });

  it('has the database refuse, at commit, lines that do not balance even when written by hand', async () => {
    const before = await walletBalance(t.db, customerId);
    const attempt = t.db.transaction(async (tx) => {
      const [entry] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          insert into journal_entries (key, kind, description)
          values (${`test:${randomUUID()}`}, 'PAYMENT_CAPTURED', 'By hand') returning id`),
      );
      await tx.execute(sql`
        insert into journal_lines (entry_id, account, customer_id, amount_paise)
        values (${entry!.id}, 'WALLET', ${customerId}, 1000)`);
    });
    const error = await attempt.catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe('23514');
    expect(await walletBalance(t.db, customerId)).toBe(before);
  });

  it('is append-only: a written line can be neither changed nor deleted', async () => {
    await topUp(`test:${randomUUID()}`, 700);
    for (const statement of [
      sql`update journal_lines set amount_paise = amount_paise * 2 where customer_id = ${customerId}`,
      sql`delete from journal_lines where customer_id = ${customerId}`,
      sql`update journal_entries set description = 'changed'`,
    ]) {
      const error = await t.db.execute(statement).catch((e: unknown) => e);
      expect(pgErrorCode(error)).toBe('55000');
    }
  });

  it('refuses an owned account without its owner', async () => {
    const error = await postEntry(t.db, {
      key: `test:${randomUUID()}`,
      kind: 'PAYMENT_CAPTURED',
      description: 'No owner',
      lines: [
        { to: account.gateway(customerId), amountPaise: -100 },
        { to: { account: 'WALLET', customerId: null as unknown as string }, amountPaise: 100 },
      ],
    }).catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe('23514');
  });
});
