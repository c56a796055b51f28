import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { PaymentGateway } from '../adapters/payments/index.ts';
import type { PayoutGateway } from '../adapters/payouts/index.ts';
import type { SmsSender } from '../adapters/sms/index.ts';
import type { FileStorage } from '../adapters/storage/index.ts';
import type { Database } from '../db/client.ts';
import { jobDefinitions } from './definitions.ts';
import { createPgBossScheduler } from './pg-boss-scheduler.ts';
import { createInProcessScheduler, type Scheduler } from './scheduler.ts';

export type { Scheduler } from './scheduler.ts';

/** pg-boss on a real PostgreSQL; timers in the single process that owns the embedded one. */
export function createScheduler(
  config: Config,
  db: Database,
  adapters: {
    sms: SmsSender;
    payments: PaymentGateway;
    payouts?: PayoutGateway;
    /** The app's storage, for jobs that delete files (the journal photo sweep). */
    storage?: FileStorage;
  },
  log: FastifyBaseLogger,
): Scheduler {
  const deps = {
    context: {
      db,
      ...adapters,
      smsTemplateIds: config.smsTemplateIds,
      log,
      care: {
        checkInAlertTime: config.checkInAlertTime,
        careDigestTime: config.careDigestTime,
        operatorMobiles: config.adminMobiles,
      },
    },
    jobs: jobDefinitions,
    log,
  };
  return config.databaseUrl
    ? createPgBossScheduler({ ...deps, connectionString: config.databaseUrl })
    : createInProcessScheduler(deps);
}
