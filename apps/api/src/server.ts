import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, openPostgres } from './db/client.ts';
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
  // Migrations may wait for another process's migration lock or build an index, and the demo
  // data is loaded in bulk: on PostgreSQL they get connections of their own, without the
  // statement limit that keeps requests from hanging.
  const setup =
    handle.kind === 'postgres' && config.databaseUrl
      ? await openPostgres(config.databaseUrl, 2, config.databaseTimeouts.connectMs)
      : handle;
  const app = await (async () => {
    try {
      await migrate(setup);
      const built = await buildApp({ config, db: handle.db });
      if (config.seedDemoData) {
        await seedDemoData(setup.db, built.storage, (msg) => built.log.info(msg));
      }
      return built;
    } finally {
      if (setup !== handle) await setup.close();
    }
  })();

  const scheduler = createScheduler(
    config,
    handle.db,
    { sms: app.sms, payments: app.payments, payouts: app.payouts, storage: app.storage },
    app.log,
  );
  await scheduler.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting without waiting');
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000);
    force.unref();
    try {
      // Decision 010's order. At once: stop listening, refuse requests on open connections
      // with 503 (plugins/shutdown.ts), let those running finish; start no new job and let a
      // running one finish its transaction. Both bounded by the statement timeout.
      await Promise.all([app.close(), scheduler.stop()]);
      // Only then the database, which both were using. PGlite must be closed cleanly or its
      // serial counters jump on the next start.
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
