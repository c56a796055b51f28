import type { Executor } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema/index.ts';
import { trialBalance } from './repository.ts';

export interface TrialBalance {
  /** Every account of the chart, in its order; an account nothing touched shows 0. */
  accounts: { account: string; balance: number }[];
  /** The sum of every balance: 0 in a sound ledger, since every entry sums to 0. */
  total: number;
}

export async function readTrialBalance(db: Executor): Promise<TrialBalance> {
  const rows = await trialBalance(db);
  const byAccount = new Map(rows.map((r) => [r.account, r.balance]));
  const accounts = ledgerAccounts.map((account) => ({
    account,
    balance: byAccount.get(account) ?? 0,
  }));
  return { accounts, total: accounts.reduce((sum, a) => sum + a.balance, 0) };
}

/** The trial balance as a printed table, amounts in rupees with Indian grouping. */
export function formatTrialBalance(balance: TrialBalance, format: (paise: number) => string) {
  const width = Math.max(...balance.accounts.map((a) => a.account.length), 'TOTAL'.length);
  const line = (name: string, paise: number) =>
    `${name.padEnd(width)}  ${format(paise).padStart(18)}`;
  return [
    ...balance.accounts.map((a) => line(a.account, a.balance)),
    '-'.repeat(width + 20),
    line('TOTAL', balance.total),
  ].join('\n');
}
