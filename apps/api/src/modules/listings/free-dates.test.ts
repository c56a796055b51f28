import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysOff } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { day, familyWithMember, payAndBook } from '../../test/booking.ts';
import { createCatalog, createCompany, createProvider } from '../../test/fixtures.ts';

/**
 * 'Free on these dates': a caregiver with a request, a booking or a day off on any of the days
 * is left out; a company is left out when it is off or its service is full on one of them.
 */
describe('the free-on-these-dates filter', () => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof createCatalog>>;

  const names = async (kind: 'provider' | 'company', query: string) => {
    const path =
      kind === 'provider'
        ? 'provider/auth/getOnlineProvidersForWeb'
        : 'company/auth/getOnlineCompaniesForWeb';
    const res = await t.app.inject({ url: `/api/v1/${path}?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    return ((data.providers ?? data.companies) as { name?: string; companyName?: string }[])
      .map((row) => row.name ?? row.companyName)
      .sort();
  };
  const freeOn = (from: number, to: number) => `freeFrom=${day(from)}&freeTo=${day(to)}`;

  beforeAll(async () => {
    t = await createTestApp();
    c = await createCatalog(t.db);
    const nursing = (price = 100_000) => [{ serviceId: c.nursing.id, pricePerDayPaise: price }];

    await createProvider(t.db, { name: 'Free Fatima', offerings: nursing() });
    const booked = await createProvider(t.db, { name: 'Booked Bhavna', offerings: nursing() });
    const away = await createProvider(t.db, { name: 'Away Anjali', offerings: nursing() });
    await t.db
      .insert(daysOff)
      .values({ providerId: away.provider.id, startDate: day(12), endDate: day(14) });

    // One company with a single nursing place a day (and a companion place), one with room for
    // two nurses.
    const small = await createCompany(t.db, {
      companyName: 'One Cot Creche',
      offerings: [
        { serviceId: c.nursing.id, pricePerDayPaise: 100_000, dailyCapacity: 1 },
        { serviceId: c.companion.id, pricePerDayPaise: 100_000, dailyCapacity: 1 },
      ],
    });
    const roomy = await createCompany(t.db, {
      companyName: 'Roomy Homes',
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 100_000, dailyCapacity: 2 }],
    });

    // Real bookings through payment: days 10 to 11 for Bhavna, day 11 at each company.
    const { family, memberId } = await familyWithMember(t.app);
    const bookings = [
      { providerSvcId: booked.offers[0]!.id, startDate: day(10), endDate: day(11) },
      { companySvcId: small.offers[0]!.id, startDate: day(11), endDate: day(11) },
      { companySvcId: roomy.offers[0]!.id, startDate: day(11), endDate: day(11) },
    ];
    for (const draft of bookings) {
      const { booking } = await payAndBook(t.app, family, { familyMemberId: memberId, ...draft });
      expect(booking.statusCode, booking.body).toBe(200);
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  it('leaves out a caregiver booked or off on any of the days', async () => {
    expect(await names('provider', '')).toEqual(['Away Anjali', 'Booked Bhavna', 'Free Fatima']);
    expect(await names('provider', freeOn(11, 12))).toEqual(['Free Fatima']);
    expect(await names('provider', freeOn(11, 11))).toEqual(['Away Anjali', 'Free Fatima']);
    expect(await names('provider', freeOn(14, 20))).toEqual(['Booked Bhavna', 'Free Fatima']);
    expect(await names('provider', freeOn(15, 20))).toEqual([
      'Away Anjali',
      'Booked Bhavna',
      'Free Fatima',
    ]);
  });

  it('leaves out a company whose service is full on one of the days', async () => {
    const nursing = `serviceId=${c.nursing.id}`;
    expect(await names('company', `${freeOn(10, 12)}&${nursing}`)).toEqual(['Roomy Homes']);
    expect(await names('company', `${freeOn(12, 13)}&${nursing}`)).toEqual([
      'One Cot Creche',
      'Roomy Homes',
    ]);
    // Its companion place is still free that day, so it stays for a family after any care,
    // and for one after elder care as a category.
    expect(await names('company', freeOn(11, 11))).toEqual(['One Cot Creche', 'Roomy Homes']);
    expect(await names('company', `${freeOn(11, 11)}&serviceCategoryId=${c.elder.id}`)).toEqual([
      'One Cot Creche',
      'Roomy Homes',
    ]);
    expect(await names('company', `${freeOn(11, 11)}&serviceId=${c.companion.id}`)).toEqual([
      'One Cot Creche',
    ]);
  });

  it('combines with search and sort', async () => {
    expect(await names('provider', `${freeOn(11, 12)}&search=nurse&sort=price`)).toEqual([
      'Free Fatima',
    ]);
  });

  it.each([
    [`freeFrom=${day(3)}`, 'Choose both dates to see who is free'],
    [`freeTo=${day(3)}`, 'Choose both dates to see who is free'],
    [freeOn(5, 3), 'End date cannot be before the start date'],
    [freeOn(-1, 3), 'Start date cannot be before today'],
    [freeOn(1, 400), 'Choose at most 365 days'],
    ['freeFrom=tomorrow&freeTo=2026-13-01', 'Use a date as YYYY-MM-DD'],
  ])('refuses %s with a clear message', async (query, message) => {
    const res = await t.app.inject({
      url: `/api/v1/provider/auth/getOnlineProvidersForWeb?${query}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
