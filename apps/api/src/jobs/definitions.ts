import type { PaymentGateway } from '../adapters/payments/index.ts';
import type { PayoutGateway } from '../adapters/payouts/index.ts';
import type { FileStorage } from '../adapters/storage/index.ts';
import type { SmsSender } from '../adapters/sms/index.ts';
import type { Database } from '../db/client.ts';
import { sendDueNotifications } from '../modules/notifications/sender.ts';
import { expireStaleBookings } from '../modules/bookings/expiry.service.ts';
import { pruneEndedWindows } from '../modules/rate-limits/service.ts';
import { reconcile } from '../modules/reconciliation/service.ts';
import { settleWithdrawalRefunds } from '../modules/wallet/withdraw.service.ts';
import { settlePayouts } from '../modules/earnings/sender.ts';
import { sweepUnattachedPhotos } from '../modules/care-journal/photos.store.ts';
import {
  alertMissedCheckIns,
  type CareJobSettings,
} from '../modules/care-journal/alerts.service.ts';
import { sendCareDigests } from '../modules/care-journal/digest.service.ts';

/** What a job may use: the database and the adapters it talks to. */
export interface JobContext {
  db: Database;
  sms: SmsSender;
  smsTemplateIds: Readonly<Record<string, string>>;
  payments: PaymentGateway;
  /** Caregivers' payouts; without it the job only finishes sandbox payouts. */
  payouts?: PayoutGateway;
  log: { warn(details: object, message: string): void };
  /**
   * The care journal's hours (missed check-in alert, evening digest) and the operators'
   * mobiles; without it, neither job runs.
   */
  care?: CareJobSettings;
  /** Where uploaded files live (the journal photo sweep deletes files); without it, no sweep. */
  storage?: FileStorage;
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
  {
    name: 'reconcile-money',
    // Yesterday's books, each morning in India: every entry balances, no account below zero,
    // and the gateway's captured total equals the ledger's.
    cron: '30 6 * * *',
    everyMs: 24 * 60 * 60_000,
    run: async ({ db, payments, log }) => {
      const run = await reconcile(db, payments);
      if (!run.ok) log.warn({ day: run.day, problems: run.problems }, 'money does not reconcile');
      return run.ok;
    },
  },
  {
    name: 'settle-withdrawal-refunds',
    // A family's refund cut short by a restart is sent again within a minute or two; a sandbox
    // refund whose webhook never came is finished.
    cron: '* * * * *',
    everyMs: 30_000,
    run: ({ db, payments, log }) => settleWithdrawalRefunds(db, payments, log),
  },
  {
    name: 'settle-payouts',
    // A caregiver's payout cut short by a restart or an outage is sent again within a minute
    // or two; a sandbox payout whose webhook never came is finished; a payout RazorpayX has
    // been quiet about for a quarter of an hour is asked after.
    cron: '* * * * *',
    everyMs: 15_000,
    run: ({ db, payouts, log }) => settlePayouts(db, payouts, log),
  },
  {
    name: 'sweep-unattached-journal-photos',
    // Journal photos uploaded but never put in an entry (or taken out by a correction) are
    // health data nobody reads: file and row go a day after upload. Hourly is prompt enough.
    cron: '17 * * * *',
    everyMs: 60 * 60_000,
    run: async ({ db, storage }) => (storage ? sweepUnattachedPhotos(db, storage) : 0),
  },
  {
    name: 'alert-missed-check-ins',
    // Past CHECK_IN_ALERT_TIME, a care day nobody checked in to is told to the family circle
    // and the operators within a quarter of an hour; each day is alerted once.
    cron: '*/15 * * * *',
    everyMs: 15 * 60_000,
    run: async ({ db, care }) => (care ? alertMissedCheckIns(db, care) : 0),
  },
  {
    name: 'send-care-digests',
    // Past CARE_DIGEST_TIME, each day of running care sends its summary to the family circle
    // once (the SMS go out through the outbox like every other text).
    cron: '*/15 * * * *',
    everyMs: 15 * 60_000,
    run: async ({ db, care }) => (care ? sendCareDigests(db, care) : 0),
  },
];
