import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, providers, services } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { familyWithMember, day, payAndBook } from '../../test/booking.ts';
import { createCatalog } from '../../test/fixtures.ts';

type Catalog = Awaited<ReturnType<typeof createCatalog>>;

/**
 * A caregiver's services and prices, both kinds: add from the catalog, edit, remove (retired when
 * booked), the online switch, and each role's reach (own rows, another seller's 404, wrong 403).
 */
describe('seller offerings', () => {
  let t: TestApp;
  let c: Catalog;
  let family: SignedIn;
  let memberId: string;

  const send = (who: SignedIn | null, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1/${url}`,
      headers: who?.auth ?? {},
      ...(payload ? { payload } : {}),
    });

  /** A seller signed in through OTP, then named and verified as the operator would. */
  async function verifiedSeller(kind: 'Provider' | 'Company', name: string) {
    const who = await signIn(t.app, kind);
    if (kind === 'Provider') {
      await t.db
        .update(providers)
        .set({ name, verificationStatus: 'VERIFIED' })
        .where(eq(providers.id, who.id));
    } else {
      await t.db
        .update(companies)
        .set({ companyName: name, verificationStatus: 'VERIFIED' })
        .where(eq(companies.id, who.id));
    }
    return who;
  }

  const provider = (path: string) => `provider/providerService/${path}`;
  const company = (path: string) => `company/companyService/${path}`;

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0', LISTING_CACHE_SECONDS: '0' });
    c = await createCatalog(t.db);
    ({ family, memberId } = await familyWithMember(t.app));
  });
  afterAll(() => t.close());

  /** A verified provider who already offers Nursing Attendant at ₹1,200 a day. */
  async function nurse(name = 'Meena Kumari') {
    const who = await verifiedSeller('Provider', name);
    const res = await send(who, 'POST', provider('createProviderService'), {
      serviceId: c.nursing.id,
      pricePerDay: 1200,
      description: '  Night shifts, post-surgery care  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    return { who, offering: res.json().data as { id: string } };
  }

  const bookingOf = async (id: string) =>
    (await send(family, 'GET', 'customer/booking/getCustomerBookings'))
      .json()
      .data.find((b: { id: string }) => b.id === id);

  describe('as an individual provider', () => {
    it('adds a catalog service at a whole-rupee price and lists it with its names', async () => {
      const { who, offering } = await nurse();
      expect(offering).toMatchObject({
        serviceId: c.nursing.id,
        pricePerDay: 1200,
        description: 'Night shifts, post-surgery care',
        status: 'ACTIVE',
        service: { id: c.nursing.id, name: 'Nursing Attendant', categoryName: 'Elder Care' },
      });
      expect(offering).not.toHaveProperty('dailyCapacity');

      const mine = await send(who, 'GET', provider('getMyProviderServices'));
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data).toEqual([offering]);
      // Another seller's list is their own.
      const other = await verifiedSeller('Provider', 'Ravi Shankar');
      expect((await send(other, 'GET', provider('getMyProviderServices'))).json().data).toEqual([]);
    });

    it('refuses the same service twice with 409', async () => {
      const { who } = await nurse();
      const res = await send(who, 'POST', provider('createProviderService'), {
        serviceId: c.nursing.id,
        pricePerDay: 900,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'You already offer Nursing Attendant; change its price instead',
      );
    });

    it.each([
      [99, 'The price per day must be at least ₹100'],
      [50_001, 'The price per day can be at most ₹50,000'],
      [750.5, 'Enter the price per day in whole rupees'],
      ['800', 'Enter the price per day in rupees'],
    ])('refuses a price of %s with 400 and writes nothing', async (pricePerDay, message) => {
      const { who, offering } = await nurse();
      const res = await send(who, 'POST', provider('createProviderService'), {
        serviceId: c.companion.id,
        pricePerDay,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path: 'pricePerDay', message });
      const edit = await send(who, 'PUT', provider(`updateProviderService/${offering.id}`), {
        serviceId: c.nursing.id,
        pricePerDay,
      });
      expect(edit.statusCode).toBe(400);
      const mine = await send(who, 'GET', provider('getMyProviderServices'));
      expect(mine.json().data).toEqual([offering]);
    });

    it('accepts the edges of the price range, ₹100 and ₹50,000', async () => {
      const who = await verifiedSeller('Provider', 'Edge Case');
      const low = await send(who, 'POST', provider('createProviderService'), {
        serviceId: c.companion.id,
        pricePerDay: 100,
      });
      expect(low.statusCode, low.body).toBe(200);
      const high = await send(who, 'PUT', provider(`updateProviderService/${low.json().data.id}`), {
        serviceId: c.companion.id,
        pricePerDay: 50_000,
      });
      expect(high.statusCode, high.body).toBe(200);
      expect(high.json().data.pricePerDay).toBe(50_000);
    });

    it('refuses an unknown or retired catalog service with 422', async () => {
      const who = await verifiedSeller('Provider', 'Picky Person');
      const unknown = await send(who, 'POST', provider('createProviderService'), {
        serviceId: '00000000-0000-4000-8000-000000000000',
        pricePerDay: 800,
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().message).toBe('Choose a service from the catalog');

      const [retired] = await t.db
        .insert(services)
        .values({ categoryId: c.elder.id, name: `Old service ${Date.now()}`, isActive: false })
        .returning();
      const res = await send(who, 'POST', provider('createProviderService'), {
        serviceId: retired!.id,
        pricePerDay: 800,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(
        `${retired!.name} is no longer offered on CareConnect; choose another service`,
      );
      expect((await send(who, 'GET', provider('getMyProviderServices'))).json().data).toEqual([]);
    });

    it('refuses a company-only field and a malformed id with 400', async () => {
      const who = await verifiedSeller('Provider', 'Form Filler');
      const extra = await send(who, 'POST', provider('createProviderService'), {
        serviceId: c.companion.id,
        pricePerDay: 800,
        dailyCapacity: 3,
      });
      expect(extra.statusCode).toBe(400);
      const badId = await send(who, 'PUT', provider('updateProviderService/not-an-id'), {
        serviceId: c.companion.id,
        pricePerDay: 800,
      });
      expect(badId.statusCode).toBe(400);
    });

    it('lets only providers in: no token 401, a family 403, another provider 404', async () => {
      const { who, offering } = await nurse();
      const other = await verifiedSeller('Provider', 'Ravi Shankar');
      expect((await send(null, 'GET', provider('getMyProviderServices'))).statusCode).toBe(401);
      expect((await send(family, 'GET', provider('getMyProviderServices'))).statusCode).toBe(403);
      const companyUser = await signIn(t.app, 'Company');
      expect((await send(companyUser, 'GET', provider('getMyProviderServices'))).statusCode).toBe(
        403,
      );
      const body = { serviceId: c.nursing.id, pricePerDay: 100 };
      const edit = await send(other, 'PUT', provider(`updateProviderService/${offering.id}`), body);
      expect(edit.statusCode).toBe(404);
      const del = await send(other, 'DELETE', provider(`deleteProviderService/${offering.id}`));
      expect(del.statusCode).toBe(404);
      const still = await send(who, 'GET', provider('getMyProviderServices'));
      expect(still.json().data).toEqual([offering]);
    });

    it('goes online only with a service, and is then listed for families', async () => {
      const fresh = await verifiedSeller('Provider', 'Nobody Yet');
      const refused = await send(fresh, 'PATCH', 'provider/auth/setOnline', { isOnline: true });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('Add a service with your price before going online');
      const state = await send(fresh, 'GET', 'provider/auth/getOnline');
      expect(state.json().data).toEqual({
        isOnline: false,
        listed: false,
        reason: 'Add a service with your price so families can book you.',
      });

      const { who } = await nurse('Meenakshi Online');
      const online = await send(who, 'PATCH', 'provider/auth/setOnline', { isOnline: true });
      expect(online.statusCode, online.body).toBe(200);
      expect(online.json().data).toEqual({ isOnline: true, listed: true, reason: null });
      const search = 'provider/auth/getOnlineProvidersForWeb?search=Meenakshi%20Online';
      const listed = await send(null, 'GET', search);
      expect(listed.json().data.providers.map((p: { name: string }) => p.name)).toEqual([
        'Meenakshi Online',
      ]);

      const offline = await send(who, 'PATCH', 'provider/auth/setOnline', { isOnline: false });
      expect(offline.json().data.reason).toBe('You are offline. Go online to be listed.');
      expect((await send(null, 'GET', search)).json().data.providers).toEqual([]);
    });

    it('says why an unverified seller is not listed although online', async () => {
      const pending = await signIn(t.app, 'Provider');
      await t.db
        .update(providers)
        .set({ name: 'Pending Person' })
        .where(eq(providers.id, pending.id));
      await send(pending, 'POST', provider('createProviderService'), {
        serviceId: c.nursing.id,
        pricePerDay: 700,
      });
      const res = await send(pending, 'PATCH', 'provider/auth/setOnline', { isOnline: true });
      expect(res.json().data).toEqual({
        isOnline: true,
        listed: false,
        reason: 'Your documents are being checked. Families will see you once you are verified.',
      });
      expect(
        (await send(pending, 'PATCH', 'provider/auth/setOnline', { isOnline: 'yes' })).statusCode,
      ).toBe(400);
    });

    it('changes a price without changing a booking already made', async () => {
      const { who, offering } = await nurse();
      await send(who, 'PATCH', 'provider/auth/setOnline', { isOnline: true });
      const { booking } = await payAndBook(t.app, family, {
        familyMemberId: memberId,
        providerSvcId: offering.id,
        startDate: day(3),
        endDate: day(4),
      });
      expect(booking.statusCode, booking.body).toBe(200);

      const edited = await send(who, 'PUT', provider(`updateProviderService/${offering.id}`), {
        serviceId: c.nursing.id,
        pricePerDay: 1500,
        description: 'Now with physiotherapy',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data).toMatchObject({
        pricePerDay: 1500,
        description: 'Now with physiotherapy',
      });
      expect(await bookingOf(booking.json().data.id)).toMatchObject({
        pricePerDay: 1200,
        totalAmount: 2400,
      });

      const switched = await send(who, 'PUT', provider(`updateProviderService/${offering.id}`), {
        serviceId: c.companion.id,
        pricePerDay: 1500,
      });
      expect(switched.statusCode).toBe(422);
      expect(switched.json().message).toBe('To offer a different service, add it as a new service');
    });

    it('retires a booked service instead of deleting it, and brings it back on a new add', async () => {
      const { who, offering } = await nurse();
      await send(who, 'PATCH', 'provider/auth/setOnline', { isOnline: true });
      const { booking } = await payAndBook(t.app, family, {
        familyMemberId: memberId,
        providerSvcId: offering.id,
        startDate: day(5),
        endDate: day(5),
      });
      expect(booking.statusCode, booking.body).toBe(200);

      const removed = await send(who, 'DELETE', provider(`deleteProviderService/${offering.id}`));
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({
        message: 'Service removed; your past bookings of it are kept',
        data: { id: offering.id, outcome: 'RETIRED' },
      });

      const mine = await send(who, 'GET', provider('getMyProviderServices'));
      expect(mine.json().data[0]).toMatchObject({ id: offering.id, status: 'RETIRED' });
      // The family's booking keeps the name and price it was made at.
      expect(await bookingOf(booking.json().data.id)).toMatchObject({
        providerSvc: { id: offering.id, service: { name: 'Nursing Attendant' } },
        pricePerDay: 1200,
      });
      // Nothing left to book: the caregiver is taken offline and no longer listed.
      const state = await send(who, 'GET', 'provider/auth/getOnline');
      expect(state.json().data.isOnline).toBe(false);
      const retiredEdit = await send(who, 'PUT', provider(`updateProviderService/${offering.id}`), {
        serviceId: c.nursing.id,
        pricePerDay: 900,
      });
      expect(retiredEdit.statusCode).toBe(409);
      expect(retiredEdit.json().message).toBe('This service was removed; add it again to offer it');

      const again = await send(who, 'POST', provider('createProviderService'), {
        serviceId: c.nursing.id,
        pricePerDay: 1300,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({
        id: offering.id,
        status: 'ACTIVE',
        pricePerDay: 1300,
      });
    });

    it('deletes a service nobody booked', async () => {
      const { who, offering } = await nurse();
      const removed = await send(who, 'DELETE', provider(`deleteProviderService/${offering.id}`));
      expect(removed.json()).toMatchObject({
        message: 'Service removed',
        data: { outcome: 'DELETED' },
      });
      expect((await send(who, 'GET', provider('getMyProviderServices'))).json().data).toEqual([]);
      expect(
        (await send(who, 'DELETE', provider(`deleteProviderService/${offering.id}`))).statusCode,
      ).toBe(404);
    });
  });

  describe('as a partner company', () => {
    it('adds a service with the families it can take per day', async () => {
      const creche = await verifiedSeller('Company', 'Sunbeam Creche');
      const res = await send(creche, 'POST', company('createCompanyService'), {
        serviceId: c.creche.id,
        pricePerDay: 700,
        dailyCapacity: 12,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        pricePerDay: 700,
        dailyCapacity: 12,
        status: 'ACTIVE',
      });

      const edited = await send(
        creche,
        'PUT',
        company(`updateCompanyService/${res.json().data.id}`),
        {
          serviceId: c.creche.id,
          pricePerDay: 750,
          dailyCapacity: 15,
        },
      );
      expect(edited.json().data).toMatchObject({ pricePerDay: 750, dailyCapacity: 15 });

      const online = await send(creche, 'PATCH', 'company/auth/setOnline', { isOnline: true });
      expect(online.json().data.listed).toBe(true);
      const listed = await send(
        null,
        'GET',
        'company/auth/getOnlineCompaniesForWeb?search=Sunbeam',
      );
      expect(listed.json().data.companies).toHaveLength(1);
    });

    it.each([
      [{ serviceId: 'nanny', pricePerDay: 500, dailyCapacity: 2 }, 'serviceId'],
      [{ serviceId: undefined, pricePerDay: 500, dailyCapacity: 2 }, 'serviceId'],
      [{ pricePerDay: 500 }, 'dailyCapacity'],
      [{ pricePerDay: 500, dailyCapacity: 0 }, 'dailyCapacity'],
      [{ pricePerDay: 500, dailyCapacity: 2.5 }, 'dailyCapacity'],
    ])('refuses %j with 400 naming %s', async (body, path) => {
      const creche = await verifiedSeller('Company', 'Careful Creche');
      const res = await send(creche, 'POST', company('createCompanyService'), {
        serviceId: c.nanny.id,
        ...body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    });

    it('keeps providers and companies apart', async () => {
      const caregiver = await verifiedSeller('Provider', 'Someone Else');
      const creche = await verifiedSeller('Company', 'Another Creche');
      expect((await send(caregiver, 'GET', company('getMyCompanyServices'))).statusCode).toBe(403);
      expect(
        (await send(creche, 'PATCH', 'provider/auth/setOnline', { isOnline: true })).statusCode,
      ).toBe(403);
    });
  });
});
