import { lt, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema/index.ts';

export interface Hit {
  name: string;
  subject: string;
  windowStart: Date;
  expiresAt: Date;
}

/**
 * Counts one hit and returns the window's count including it. One statement: concurrent hits on
 * the same row queue on its row lock inside PostgreSQL, so each sees a distinct count and a
 * limit of N lets exactly N through, across any number of API processes.
 */
export async function countHit(db: Executor, hit: Hit): Promise<number> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ ...hit, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.name, rateLimitHits.subject, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits });
  return row!.hits;
}

/** Forgets windows that ended before `now`; returns how many rows went. */
export async function deleteEndedWindows(db: Executor, now: Date): Promise<number> {
  // Counted inside the database: a prune after a flood may remove many rows.
  const result = await db.execute(sql`
    with gone as (
      delete from ${rateLimitHits} where ${lt(rateLimitHits.expiresAt, now)} returning 1
    )
    select count(*)::int as n from gone`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
