import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { countQueries, type QueryCounter } from '../test/query-count.ts';
import type { DbHandle } from './client.ts';
import { createCompiledStatements } from './compiled-statements.ts';

describe('statements compiled once per key', () => {
  let handle: DbHandle;
  let counter: QueryCounter;
  beforeAll(async () => {
    handle = await createTestDatabase();
    counter = countQueries(handle);
  });
  afterAll(() => handle.close());

  it('builds a key’s statement once and fills its placeholders on every run', async () => {
    const statements = createCompiledStatements(handle.db);
    let builds = 0;
    const build = () => {
      builds += 1;
      return sql`select g as n from generate_series(1, 100) g
                 order by g limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
    };
    const read = ([n]: unknown[]) => ({ n: Number(n) });
    const first = await statements.rows('numbers', build, { limit: 3, offset: 0 }, read);
    const later = await counter.record(() =>
      statements.rows('numbers', build, { limit: 2, offset: 10 }, read),
    );
    expect(first.map((row) => row.n)).toEqual([1, 2, 3]);
    expect(later.result.map((row) => row.n)).toEqual([11, 12]);
    expect(builds).toBe(1);
    // Sent as one unnamed statement with its values bound, as db.execute sends it.
    expect(later.statements).toHaveLength(1);
    expect(later.statements[0]).toMatch(/limit \$1 offset \$2/);
  });

  it('keeps each key’s own statement', async () => {
    const statements = createCompiledStatements(handle.db);
    const word = (w: string) => () =>
      sql`select ${w}::text as w, ${sql.placeholder('x')}::int as x`;
    const read = ([w, x]: unknown[]) => ({ w, x });
    const a = await statements.rows('a', word('asha'), { x: 1 }, read);
    const b = await statements.rows('b', word('meera'), { x: 2 }, read);
    const aAgain = await statements.rows('a', word('ignored'), { x: 3 }, read);
    expect([a[0], b[0], aAgain[0]]).toEqual([
      { w: 'asha', x: 1 },
      { w: 'meera', x: 2 },
      { w: 'asha', x: 3 },
    ]);
  });
});
