import { formatPaise } from '@care/shared';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { unbalancedEntries } from '../modules/ledger/repository.ts';
import { formatTrialBalance, readTrialBalance } from '../modules/ledger/trial-balance.ts';

/**
 * `npm run trial-balance`: prints every ledger account's balance and the total, which is ₹0 in
 * sound books, and exits non-zero when it is not. It opens the database the settings name; the
 * embedded database is held by a running server, so stop `npm start` first (or ask the running
 * server: GET /api/v1/admin/money/getTrialBalance).
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const handle = await openDatabase(config);
  try {
    await migrate(handle);
    const balance = await readTrialBalance(handle.db);
    const unbalanced = await unbalancedEntries(handle.db);
    // A report on standard output, for a person or a script to read.
    const print = (text: string) => process.stdout.write(`${text}\n`);
    print(formatTrialBalance(balance, formatPaise));
    if (unbalanced.length) print(`\nEntries that do not balance: ${unbalanced.join(', ')}`);
    const sound = balance.total === 0 && unbalanced.length === 0;
    print(sound ? '\nThe books balance.' : '\nTHE BOOKS DO NOT BALANCE.');
    return sound ? 0 : 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(2);
  },
);
