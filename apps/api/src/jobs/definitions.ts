import type { SmsSender } from '../adapters/sms/index.ts';
import type { Database } from '../db/client.ts';
import { sendDueNotifications } from '../modules/notifications/sender.ts';
import { expireStaleBookings } from '../modules/bookings/expiry.service.ts';
import { pruneEndedWindows } from '../modules/rate-limits/service.ts';

/** What a job may use: the database and the adapters it talks to. */
export interface JobContext {
  db: Database;
  sms: SmsSender;
  smsTemplateIds: Readonly<Record<string, string>>;
}

export interface JobDefinition {
  name: string;
  /** When pg-boss runs it: a cron expression, in India time. */
  cron: string;
  /** How often the in-process scheduler runs it on the embedded database. */
  everyMs: number;
  run: (context: JobContext) => Promise<unknown>;
}

/** Every background job of the product. */
export const jobDefinitions: readonly JobDefinition[] = [
  {
    name: 'expire-stale-bookings',
    // Bookings expire by India calendar date; a quarter-hourly sweep catches midnight promptly.
    cron: '*/15 * * * *',
    everyMs: 15 * 60_000,
    run: ({ db }) => expireStaleBookings(db),
  },
  {
    name: 'prune-rate-limit-windows',
    // Ended write-limit windows are never read again; pruning often keeps the table small.
    cron: '*/10 * * * *',
    everyMs: 10 * 60_000,
    run: ({ db }) => pruneEndedWindows(db),
  },
  {
    name: 'send-notifications',
    // Booking messages wait at most a minute on PostgreSQL (pg-boss's finest schedule) and
    // 15 seconds on the embedded database; failures retry with their own backoff.
    cron: '* * * * *',
    everyMs: 15_000,
    run: ({ db, sms, smsTemplateIds }) => sendDueNotifications(db, sms, smsTemplateIds),
  },
];
