import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** A real round trip, so a load balancer stops sending traffic when the database is gone. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
