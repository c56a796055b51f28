import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeBookingStatuses } from '@care/shared';
import { createTestDatabase } from '../../test/database.ts';
import { rowsOf, type DbHandle } from '../client.ts';

/*
 * The no-double-booking constraint is SQL in a migration, so it cannot import the shared list
 * of statuses that hold a caregiver's days; this keeps the two the same.
 */
describe('lists the database repeats from packages/shared', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("holds a caregiver's days for exactly the shared active statuses", async () => {
    const [row] = rowsOf<{ definition: string }>(
      await handle.db.execute(
        sql`select pg_get_constraintdef(oid) as definition from pg_constraint
             where conname = 'bookings_provider_no_overlap'`,
      ),
    );
    const statuses = [...(row?.definition ?? '').matchAll(/'([A-Z_]+)'::text/g)].map((m) => m[1]);
    expect(statuses.sort()).toEqual([...activeBookingStatuses].sort());
  });
});
