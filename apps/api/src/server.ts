import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { describeError } from './lib/logging/safe-error.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoData } from './db/seed/index.ts';
import { createScheduler } from './jobs/index.ts';

/** Start-up order: config, database, migrations, demo data, jobs, HTTP. Shutdown in reverse. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const handle = await openDatabase(config);
  await migrate(handle);
  const app = await buildApp({ config, db: handle.db });

  if (config.seedDemoData) {
    await seedDemoData(handle.db, app.storage, (msg) => app.log.info(msg));
  }

  const scheduler = createScheduler(
    config,
    handle.db,
    { sms: app.sms, payments: app.payments, payouts: app.payouts },
    app.log,
  );
  await scheduler.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      // Let a running job finish its transaction before the database goes away.
      await scheduler.stop();
      await app.close();
      // PGlite must be closed cleanly or its serial counters jump on the next start.
      await handle.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PostgreSQL in ${config.dataDir}`;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  process.stdout.write(
    `\n  CareConnect is running at http://${shownHost}:${config.port} (${where})\n\n`,
  );
}

main().catch((error: unknown) => {
  // Printed whole, a failed migration or seed would show its SQL parameters (DrizzleQueryError).
  console.error(describeError(error));
  process.exit(1);
});
