import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

/*
 * Row counts of every table, to prove a refused request wrote nothing. Counted table by table
 * from information_schema: the statistics views (pg_stat_user_tables) lag on PostgreSQL and
 * are not kept at all by PGlite.
 */

export type RowCounts = Map<string, number>;

/**
 * Tables a refusal may write to, by design:
 * - rate_limit_*: a refused call still counts against its caller's limit, or a flood of bad
 *   requests would cost nothing.
 */
const writtenByRefusals = [/^public\.rate_limit/];

/** Schemas that are not the app's: migrations bookkeeping, and pg-boss's own clock. */
const otherSchemas = ['pg_catalog', 'information_schema', 'drizzle', 'pgboss'];

export async function rowCounter(db: Database): Promise<() => Promise<RowCounts>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select table_schema || '.' || table_name as name
      from information_schema.tables
      where table_type = 'BASE TABLE'
        and table_schema not in (${sql.join(
          otherSchemas.map((s) => sql`${s}`),
          sql`, `,
        )})
      order by 1`),
  )
    .map((row) => row.name)
    .filter((name) => !writtenByRefusals.some((pattern) => pattern.test(name)));
  if (tables.length === 0) throw new Error('no tables found to count');
  const query = sql.join(
    tables.map((name) => {
      const [schema, table] = name.split('.') as [string, string];
      return sql`select ${name} as name, count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)}`;
    }),
    sql` union all `,
  );
  return async () =>
    new Map(rowsOf<{ name: string; n: number }>(await db.execute(query)).map((r) => [r.name, r.n]));
}

/** The tables whose row count differs, with before -> after. */
export function changedTables(before: RowCounts, after: RowCounts): string[] {
  return [...after]
    .filter(([name, n]) => before.get(name) !== n)
    .map(([name, n]) => `${name}: ${before.get(name)} -> ${n}`);
}
