import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { DRIZZLE_CASING, type Database } from './client.ts';

const dialect = new PgDialect({ casing: DRIZZLE_CASING });

/**
 * Statements compiled once and run many times: the SQL text of a statement whose shape and
 * values depend only on `key` is built on its first use, and later runs only fill its
 * placeholders (`sql.placeholder(name)`) and send it. Building a large statement through drizzle
 * costs more of the API's time than anything else it does for a list page; the text it builds
 * for the same filters is the same every time.
 *
 * The statement is still sent unnamed with its values bound, as `db.execute` sends it, so the
 * server plans it for these values each time (a named prepared statement could settle on a
 * generic plan that is wrong for a rare filter). What `build` returns must depend on nothing but
 * the key; values that vary within a key go in placeholders.
 *
 * Rows come from the driver as arrays, in the order of the statement's columns, and `read` turns
 * each into the caller's object in one step. The driver's own object rows are built field by
 * field and then copied again by the caller; for a page of cards that was a measurable part of
 * the list's CPU (issue 13 item 4).
 */
export function createCompiledStatements(db: Database, maxEntries = 500) {
  const prepared = new LRUCache<string, ReturnType<Database['_']['session']['prepareQuery']>>({
    max: maxEntries,
  });
  return {
    async rows<T>(
      key: string,
      build: () => SQL,
      values: Record<string, unknown>,
      read: (columns: unknown[]) => T,
    ): Promise<T[]> {
      let statement = prepared.get(key);
      if (!statement) {
        // A result mapper makes both drivers' drizzle sessions ask for array rows; it hands
        // them over as they are, so each run reads them with its own `read`.
        statement = db._.session.prepareQuery(
          dialect.sqlToQuery(build()),
          undefined,
          undefined,
          true,
          (rows) => rows,
        );
        prepared.set(key, statement);
      }
      return ((await statement.execute(values)) as unknown[][]).map(read);
    },
  };
}

export type CompiledStatements = ReturnType<typeof createCompiledStatements>;
