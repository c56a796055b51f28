import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, customers, familyMembers } from '../../db/schema/index.ts';
import { fundWallet, walletBalance } from '../../test/money.ts';
import { createAccessTokens } from '../auth/access-token.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { book, day } from '../../test/booking.ts';
import { createCatalog, createProvider } from '../../test/fixtures.ts';

const FAMILIES = 50;

/**
 * Fifty families, each with enough in the wallet, ask for overlapping days of one caregiver at
 * the same moment. On the real PostgreSQL (TEST_DATABASE_URL, as in CI) these run truly in
 * parallel on a pool of connections; the exclusion constraint must let exactly one through.
 * On PGlite they queue on its single connection, which checks the same outcome.
 */
describe('no double booking under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`gives one booking to ${FAMILIES} simultaneous overlapping requests`, async () => {
    const c = await createCatalog(t.db);
    const { offers } = await createProvider(t.db, {
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 100_000 }],
    });
    const tokens = createAccessTokens(t.config.jwtSecret);

    const families = await Promise.all(
      Array.from({ length: FAMILIES }, async (_, i) => {
        const [customer] = await t.db
          .insert(customers)
          .values({ mobile: String(6_000_000_000 + i), name: `Family ${i}` })
          .returning();
        const [member] = await t.db
          .insert(familyMembers)
          .values({
            customerId: customer!.id,
            name: 'Elder',
            gender: 'Male',
            age: 80,
            relation: 'Father',
          })
          .returning();
        await fundWallet(t.db, customer!.id, 1_000_000);
        const accessToken = await tokens.sign({ userId: customer!.id, userType: 'Customer' });
        return {
          customerId: customer!.id,
          memberId: member!.id,
          auth: { authorization: `Bearer ${accessToken}` },
        };
      }),
    );

    const results = await Promise.all(
      families.map((f, i) =>
        book(t.app, f, {
          familyMemberId: f.memberId,
          providerSvcId: offers[0]!.id,
          // Every range shares day 5 with every other.
          startDate: day(5 - (i % 3)),
          endDate: day(5 + (i % 4)),
        }),
      ),
    );

    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(FAMILIES - 1);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe('This caregiver is already booked on some of these dates');
    }

    const rows = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.providerServiceId, offers[0]!.id));
    expect(rows).toHaveLength(1);
    // Everyone but the winner keeps every rupee.
    const winner = rows[0]!.customerId;
    for (const family of families) {
      expect(await walletBalance(t.db, family.customerId)).toBe(
        family.customerId === winner ? 1_000_000 - rows[0]!.totalPaise : 1_000_000,
      );
    }
  });
});
