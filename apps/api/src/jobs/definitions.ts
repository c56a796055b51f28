import type { Database } from '../db/client.ts';
import { expireStaleBookings } from '../modules/bookings/expiry.service.ts';
import { pruneEndedWindows } from '../modules/rate-limits/service.ts';

export interface JobDefinition {
  name: string;
  /** When pg-boss runs it: a cron expression, in India time. */
  cron: string;
  /** How often the in-process scheduler runs it on the embedded database. */
  everyMs: number;
  run: (db: Database) => Promise<unknown>;
}

/** Every background job of the product. */
export const jobDefinitions: readonly JobDefinition[] = [
  {
    name: 'expire-stale-bookings',
    // Bookings expire by India calendar date; a quarter-hourly sweep catches midnight promptly.
    cron: '*/15 * * * *',
    everyMs: 15 * 60_000,
    run: (db) => expireStaleBookings(db),
  },
  {
    name: 'prune-rate-limit-windows',
    // Ended write-limit windows are never read again; pruning often keeps the table small.
    cron: '*/10 * * * *',
    everyMs: 10 * 60_000,
    run: (db) => pruneEndedWindows(db),
  },
];
