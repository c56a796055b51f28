import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMembers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearerFor } from '../../test/bearer.ts';
import { createCustomerWithMember } from '../../test/fixtures.ts';

const REQUESTS = 60;
const LIMIT = 7;

/**
 * Simultaneous writes against one limit. On the real PostgreSQL (TEST_DATABASE_URL, as in CI)
 * they run in parallel on a pool of connections, and the counter's upsert must still let exactly
 * the limit through; on PGlite they queue on its single connection, checking the same outcome.
 */
describe('write limits under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      WRITE_LIMIT_PER_USER: String(LIMIT),
      WRITE_LIMIT_PER_IP: String(LIMIT),
    });
  });
  afterAll(() => t.close());

  const addMember = (auth: { authorization: string }, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/familyMember/createFamilyMember',
      headers: auth,
      remoteAddress,
      payload: { name: 'Gopal', gender: 'Male', age: 79, relation: 'Father' },
    });

  function expectExactlyLimitAccepted(codes: number[]) {
    expect(codes.filter((c) => c === 200)).toHaveLength(LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(REQUESTS - LIMIT);
  }

  it(`lets ${LIMIT} of ${REQUESTS} simultaneous writes by one user through`, async () => {
    const { customer } = await createCustomerWithMember(t.db);
    const auth = await bearerFor(t.config.jwtSecret, customer.id, 'Customer');

    const results = await Promise.all(
      Array.from({ length: REQUESTS }, () => addMember(auth, '198.51.100.10')),
    );

    expectExactlyLimitAccepted(results.map((r) => r.statusCode));
    const [added] = await t.db
      .select({ n: count() })
      .from(familyMembers)
      .where(eq(familyMembers.customerId, customer.id));
    // The member made with the customer, and the seven let through.
    expect(added!.n).toBe(1 + LIMIT);
  });

  it(`lets ${LIMIT} of ${REQUESTS} simultaneous writes from one address through`, async () => {
    const families = [];
    for (let i = 0; i < REQUESTS; i++) {
      const { customer } = await createCustomerWithMember(t.db);
      families.push({
        id: customer.id,
        auth: await bearerFor(t.config.jwtSecret, customer.id, 'Customer'),
      });
    }

    const results = await Promise.all(families.map((f) => addMember(f.auth, '198.51.100.11')));

    expectExactlyLimitAccepted(results.map((r) => r.statusCode));
    const [added] = await t.db
      .select({ n: count() })
      .from(familyMembers)
      .where(
        inArray(
          familyMembers.customerId,
          families.map((f) => f.id),
        ),
      );
    expect(added!.n).toBe(REQUESTS + LIMIT);
  });
});
