import type { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { openPostgres, rowsOf, type DbHandle, type PostgresHandle } from './client.ts';
import { isConnectionLost } from './errors.ts';

/** Drops the network under a connection, as a failover or a dead NAT entry would. */
function dropConnection(client: pg.PoolClient) {
  (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy();
}

const selectOne = (db: PostgresHandle['db']) =>
  db.transaction(async (tx) => rowsOf<{ one: number }>(await tx.execute(sql`select 1 as one`)));

describe.runIf(inject('pgTemplate'))(
  'a pool connection that ends while checked out (real PostgreSQL)',
  () => {
    let template: DbHandle & { url?: string };
    let handle: PostgresHandle;

    beforeAll(async () => {
      template = await createTestDatabase();
      // One connection, and a short wait for it: a slot lost for good shows as a timeout.
      handle = await openPostgres(template.url!, 1, 2_000);
    });

    afterAll(async () => {
      await handle?.close();
      await template?.close();
    });

    it('is taken back when it dies before BEGIN, so the next transaction gets a fresh one', async () => {
      // drizzle sends BEGIN before the try/finally that would release the client (drizzle-orm#6241).
      handle.pool.once('acquire', dropConnection);
      const failed = await selectOne(handle.db).catch((error: unknown) => error);
      expect(isConnectionLost(failed)).toBe(true);

      expect(await selectOne(handle.db)).toEqual([{ one: 1 }]);
      expect(handle.pool.totalCount).toBe(1);
      expect(handle.pool.waitingCount).toBe(0);
    });

    it('is taken back when it dies inside a transaction, and the holder may still release it', async () => {
      const failed = await handle.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          const client = (tx as unknown as { session: { client: pg.PoolClient } }).session.client;
          dropConnection(client);
          await tx.execute(sql`select 2`);
        })
        .catch((error: unknown) => error);
      expect(isConnectionLost(failed)).toBe(true);
      expect(await selectOne(handle.db)).toEqual([{ one: 1 }]);
    });

    it('goes back to the pool for reuse when it is healthy', async () => {
      const pid = async () =>
        handle.db.transaction(
          async (tx) =>
            rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!.pid,
        );
      const first = await pid();
      expect(await pid()).toBe(first);
      expect(handle.pool.idleCount).toBe(1);
    });
  },
);
