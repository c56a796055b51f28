import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_BOOKINGS_EXPORT_CAP } from '@care/shared';
import { signInAdminOperator, type SignedIn } from '../../test/auth.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCatalog, createCompany, createCustomerWithMember } from '../../test/fixtures.ts';

/** The CSV export refuses more rows than it holds rather than cutting the file short. */
describe('the bookings export’s cap', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdminOperator(t.app);
    const { nursing } = await createCatalog(t.db);
    const { company, offers } = await createCompany(t.db, {
      offerings: [{ serviceId: nursing.id, pricePerDayPaise: 100_000, dailyCapacity: 5 }],
    });
    const { customer, member } = await createCustomerWithMember(t.db);
    // One more booking than an export holds, written in one statement (a company has no
    // one-booking-a-day rule in the database), half of them cancelled.
    await t.db.execute(sql`
      insert into bookings (customer_id, family_member_id, company_service_id, company_id,
        service_name, start_date, end_date, days, price_per_day_paise, total_paise,
        start_code, end_code, status)
      select ${customer.id}, ${member.id}, ${offers[0]!.id}, ${company.id}, 'Nursing Attendant',
        current_date + (n % 300), current_date + (n % 300), 1, 100000, 100000, '111111', '222222',
        case when n % 2 = 0 then 'CANCELLED' else 'PENDING' end
      from generate_series(0, ${ADMIN_BOOKINGS_EXPORT_CAP}) as n`);
  });
  afterAll(() => t?.close());

  const exported = (query: string) =>
    t.app.inject({ url: `/api/v1/admin/booking/exportBookings${query}`, headers: admin.auth });

  it('asks to narrow the filters past the cap, and exports once they are narrowed', async () => {
    const all = await exported('');
    expect(all.statusCode).toBe(422);
    expect(all.json().message).toBe(
      `${ADMIN_BOOKINGS_EXPORT_CAP + 1} bookings match; an export holds at most ${ADMIN_BOOKINGS_EXPORT_CAP}. Narrow the filters (dates or status) and export again.`,
    );
    const narrowed = await exported('?status=PENDING');
    expect(narrowed.statusCode).toBe(200);
    // The header and one line per pending booking.
    expect(narrowed.body.trimEnd().split('\r\n')).toHaveLength(ADMIN_BOOKINGS_EXPORT_CAP / 2 + 1);
  });
});
