import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdminOperator, signInSupportOperator, type SignedIn } from '../../test/auth.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { day, familyWithMember } from '../../test/booking.ts';
import { createCatalog } from '../../test/fixtures.ts';
import { bookCare, caregiverDoes, newCaregiver, type Caregiver } from './operator-testing.ts';

/** The operator's table of bookings: filters, sorting and paging on the server, and the CSV. */
describe('the operator’s bookings table (GET /api/v1/admin/booking/getAllBookings)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let asha: { family: SignedIn; memberId: string };
  let meena: { family: SignedIn; memberId: string };
  let kavita: Caregiver;
  let ravi: Caregiver;
  let sunrise: Caregiver;
  /** b1 .. b4 in the order they were made. */
  const ids: Record<'b1' | 'b2' | 'b3' | 'b4', string> = { b1: '', b2: '', b3: '', b4: '' };

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    admin = await signInAdminOperator(t.app);
    const { nursing } = await createCatalog(t.db);
    const where = { pincode: '560001', address: '12 MG Road, Bengaluru' };
    asha = await familyWithMember(t.app, { name: 'Asha Rao', ...where });
    meena = await familyWithMember(t.app, { name: 'Meena Iyer', ...where });
    kavita = await newCaregiver(t.app, t.db, nursing.id, {
      name: 'Kavita Sharma',
      pricePerDayPaise: 150_000,
    });
    ravi = await newCaregiver(t.app, t.db, nursing.id, {
      name: 'Ravi Kumar',
      pricePerDayPaise: 200_000,
    });
    sunrise = await newCaregiver(t.app, t.db, nursing.id, {
      kind: 'Company',
      name: 'Sunrise Care',
      pricePerDayPaise: 120_000,
    });
    // Totals: b1 ₹3,000, b2 ₹2,000, b3 ₹3,600, b4 ₹3,000 (accepted).
    ids.b1 = (await bookCare(t.app, asha, kavita, { startIn: 3, days: 2 })).id;
    ids.b2 = (await bookCare(t.app, meena, ravi, { startIn: 10, days: 1 })).id;
    ids.b3 = (await bookCare(t.app, asha, sunrise, { startIn: 20, days: 3 })).id;
    const b4 = await bookCare(t.app, meena, kavita, { startIn: 30, days: 2 });
    ids.b4 = b4.id;
    await caregiverDoes(t.app, kavita, 'acceptBooking', b4);
  });
  afterAll(() => t?.close());

  const list = (query = '', who: SignedIn = admin) =>
    t.app.inject({ url: `/api/v1/admin/booking/getAllBookings${query}`, headers: who.auth });
  const found = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    return (res.json().data.bookings as { id: string }[]).map((b) => names[b.id]);
  };

  it('lists every booking newest first, with the family, the person cared for and the caregiver', async () => {
    const res = await list('', await signInSupportOperator(t.app));
    expect(res.statusCode, res.body).toBe(200);
    const { bookings, pagination } = res.json().data;
    expect(pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 });
    expect(await found('')).toEqual(['b4', 'b3', 'b2', 'b1']);
    expect(bookings[1]).toMatchObject({
      id: ids.b3,
      status: 'PENDING',
      serviceName: 'Nursing Attendant',
      startDate: day(20),
      endDate: day(22),
      days: 3,
      total: 3600,
      family: { id: asha.family.id, name: 'Asha Rao', mobile: asha.family.mobile },
      patientName: 'Shanta Rao',
      caregiver: { kind: 'Company', id: sunrise.id, name: 'Sunrise Care', mobile: sunrise.mobile },
    });
    expect(bookings[0]).toMatchObject({ status: 'ACCEPTED', caregiver: { kind: 'Provider' } });
  });

  it('filters by status, care dates, booking dates, mobile, caregiver and family', async () => {
    expect(await found('?status=ACCEPTED')).toEqual(['b4']);
    // Any day of care in the range: b1 ends on day 4, b3 starts on day 20.
    expect(await found(`?from=${day(4)}&to=${day(20)}`)).toEqual(['b3', 'b2', 'b1']);
    expect(await found(`?from=${day(5)}&to=${day(19)}`)).toEqual(['b2']);
    expect(await found(`?dateOf=created&from=${day(0)}&to=${day(0)}`)).toHaveLength(4);
    expect(await found(`?dateOf=created&from=${day(1)}`)).toEqual([]);
    // Part of a number: all but its first digit. Fewer digits can be found inside another party's
    // number, as the test numbers count up (a caregiver's 8100001234 holds 9700001234's last six).
    expect(await found(`?mobile=${meena.family.mobile.slice(1)}`)).toEqual(['b4', 'b2']);
    expect(await found(`?mobile=${sunrise.mobile}`)).toEqual(['b3']);
    expect(await found('?caregiver=kavita')).toEqual(['b4', 'b1']);
    expect(await found(`?caregiver=${sunrise.id}`)).toEqual(['b3']);
    expect(await found('?family=MEENA')).toEqual(['b4', 'b2']);
    expect(await found('?family=Asha&caregiver=Kavita&status=PENDING')).toEqual(['b1']);
    // A name with LIKE's own wildcards in it finds nothing rather than everything.
    expect(await found('?family=%25%25')).toEqual([]);
    // Empty values are the defaults, as a form sends them.
    expect(await found('?status=&from=&to=&mobile=&caregiver=&family=&sort=&order=')).toHaveLength(
      4,
    );
  });

  const sortedById = (...names: (keyof typeof ids)[]) =>
    [...names].sort((a, b) => (ids[a] < ids[b] ? -1 : 1));

  it('sorts by total, care start or booking time, either way, with the id breaking ties', async () => {
    expect(await found('?sort=total&order=asc')).toEqual(['b2', ...sortedById('b1', 'b4'), 'b3']);
    expect(await found('?sort=startDate')).toEqual(['b4', 'b3', 'b2', 'b1']);
    expect(await found('?sort=startDate&order=asc')).toEqual(['b1', 'b2', 'b3', 'b4']);
    expect(await found('?sort=createdAt&order=asc')).toEqual(['b1', 'b2', 'b3', 'b4']);
  });

  it('pages on the server', async () => {
    const res = await list('?limit=3&page=2&sort=startDate&order=asc');
    expect(res.json().data.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    expect(await found('?limit=3&page=2&sort=startDate&order=asc')).toEqual(['b4']);
    expect(await found('?page=9')).toEqual([]);
  });

  it('refuses bad filters with a 400 that says what is wrong', async () => {
    const cases: [string, string][] = [
      [`?from=${day(5)}&to=${day(1)}`, 'The to date must not be before the from date'],
      ['?status=LOST', 'status must be one of: PENDING, ACCEPTED'],
      ['?page=0', 'page must be 1 or more'],
      ['?limit=0', 'limit must be 1 or more'],
      ['?from=tomorrow', 'Use a date as YYYY-MM-DD'],
      ['?mobile=98x', 'Type 3 to 10 digits of a mobile number'],
      ['?caregiver=a', 'Type at least 2 characters'],
      ['?sort=price', 'sort must be one of: createdAt, startDate, total'],
      ['?order=up', 'order must be asc or desc'],
      ['?dateOf=paid', 'dateOf must be care or created'],
    ];
    for (const [query, message] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
    expect((await list('?colour=red')).statusCode).toBe(400);
  });

  describe('the CSV export (GET exportBookings)', () => {
    const exported = (query = '') =>
      t.app.inject({ url: `/api/v1/admin/booking/exportBookings${query}`, headers: admin.auth });

    it('is the filtered table as a CSV file, money in rupees, times in India', async () => {
      const res = await exported('?caregiver=Kavita&sort=startDate&order=asc');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      const lines = res.body.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Booking id,Status,Service,Start date,End date,Days,Total (INR),Booked at (IST),' +
          'Family,Family mobile,Cared for,Caregiver type,Caregiver,Caregiver mobile',
      );
      expect(lines).toHaveLength(3);
      const cells = lines[1]!.split(',');
      expect(cells.slice(0, 7)).toEqual([
        ids.b1,
        'PENDING',
        'Nursing Attendant',
        day(3),
        day(4),
        '2',
        '3000.00',
      ]);
      expect(cells[7]).toMatch(new RegExp(`^${day(0)} \\d{2}:\\d{2}$`));
      expect(cells.slice(8)).toEqual([
        'Asha Rao',
        asha.family.mobile,
        'Shanta Rao',
        'Provider',
        'Kavita Sharma',
        kavita.mobile,
      ]);
      expect(lines[2]!.split(',')[0]).toBe(ids.b4);
    });

    it('refuses the same bad filters, and is for operators only', async () => {
      expect((await exported(`?from=${day(5)}&to=${day(1)}`)).statusCode).toBe(400);
      expect((await exported('?page=1')).statusCode).toBe(400);
      const anonymous = await t.app.inject({ url: '/api/v1/admin/booking/exportBookings' });
      expect(anonymous.statusCode).toBe(401);
      const family = await t.app.inject({
        url: '/api/v1/admin/booking/exportBookings',
        headers: asha.family.auth,
      });
      expect(family.statusCode).toBe(403);
    });
  });
});
