import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, services } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, signInAdminOperator, type SignedIn } from '../../test/auth.ts';
import { day, familyWithMember, payAndBook } from '../../test/booking.ts';
import { createProvider } from '../../test/fixtures.ts';

interface ServiceView {
  id: string;
  name: string;
  description: string | null;
  isActive: boolean;
  offerings: number;
  activeOfferings: number;
  bookings: number;
}
interface CategoryView {
  id: string;
  name: string;
  isActive: boolean;
  services: ServiceView[];
}

/**
 * The operator's services: add, edit, reorder, retire (what sellers offer goes on, nothing new
 * is offered), restore, and delete only what nothing uses.
 */
describe('admin catalog: services', () => {
  let t: TestApp;
  let admin: SignedIn;

  const send = (method: string, path: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1/admin/catalog/${path}`,
      headers: admin.auth,
      ...(payload ? { payload } : {}),
    });
  const publicServices = async (categoryId: string) =>
    (await t.app.inject({ url: `/api/v1/admin/service/getAllServicesByCategory/${categoryId}` }))
      .json()
      .data.map((x: { name: string }) => x.name);
  const categoryOf = async (id: string): Promise<CategoryView> =>
    (await send('GET', 'getCatalog')).json().data.categories.find((x: CategoryView) => x.id === id);
  const serviceRows = async () => (await t.db.select({ n: count() }).from(services))[0]!.n;
  const auditRows = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
  const lastAudit = async () =>
    (await t.db.select().from(auditLog)).sort((a, b) => +b.createdAt - +a.createdAt)[0];

  /** A category of the test's own with these services, through the API: tests run in any order. */
  let made = 0;
  async function category(...names: string[]) {
    const name = `Care Kind ${++made}`;
    const res = await send('POST', 'createCategory', { name });
    const id: string = res.json().data.categories.find((x: CategoryView) => x.name === name).id;
    for (const service of names) {
      const added = await send('POST', 'createService', { categoryId: id, name: service });
      expect(added.statusCode, added.body).toBe(200);
    }
    const view = await categoryOf(id);
    return { id, services: view.services };
  }

  /**
   * A service written straight to the database: the offerings' refusal names the service and
   * is logged, and the log check flags any word a test sent through the API.
   */
  async function storedService(categoryId: string, name: string, sortOrder: number) {
    const [row] = await t.db.insert(services).values({ categoryId, name, sortOrder }).returning();
    return row!;
  }

  /** A verified caregiver offering the service, signed in. */
  async function caregiverOffering(serviceId: string) {
    const made = await createProvider(t.db, {
      offerings: [{ serviceId, pricePerDayPaise: 100_000 }],
    });
    const who = await signIn(t.app, 'Provider', made.provider.mobile);
    return { who, providerId: made.provider.id, offeringId: made.offers[0]!.id };
  }

  const offer = (who: SignedIn, serviceId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/provider/providerService/createProviderService',
      headers: who.auth,
      payload: { serviceId, pricePerDay: 900, description: 'Weekdays' },
    });

  beforeAll(async () => {
    // Public answers cached as in production, so the tests see changes reach families at once.
    t = await createTestApp({
      OTP_RESEND_SECONDS: '0',
      CATALOG_CACHE_SECONDS: '60',
      PROFILE_CACHE_SECONDS: '60',
    });
    admin = await signInAdminOperator(t.app);
  });
  afterAll(() => t.close());

  it('adds a service last in its category, audited, and families see it at once', async () => {
    const mine = await category('Nanny');
    expect(await publicServices(mine.id)).toEqual(['Nanny']);
    const res = await send('POST', 'createService', {
      categoryId: mine.id,
      name: ' Full-day   Creche ',
      description: '  8 am to 6 pm ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Service added');
    const added = (await categoryOf(mine.id)).services.at(-1)!;
    expect(added).toMatchObject({
      name: 'Full-day Creche',
      description: '8 am to 6 pm',
      isActive: true,
      offerings: 0,
      bookings: 0,
    });
    expect(await publicServices(mine.id)).toEqual(['Nanny', 'Full-day Creche']);
    expect(await lastAudit()).toMatchObject({
      action: 'service.create',
      entityType: 'service',
      entityId: added.id,
      after: { categoryId: mine.id, name: 'Full-day Creche', description: '8 am to 6 pm' },
    });
  });

  it('refuses a duplicate name within the category, and allows it in another', async () => {
    const mine = await category('Home Nurse');
    const other = await category();
    const [rows, audits] = [await serviceRows(), await auditRows()];
    const clash = await send('POST', 'createService', { categoryId: mine.id, name: 'home  NURSE' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('This category already has a service with this name');
    expect([await serviceRows(), await auditRows()]).toEqual([rows, audits]);
    const elsewhere = await send('POST', 'createService', {
      categoryId: other.id,
      name: 'Home Nurse',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses an empty name, an unknown category and a malformed one, writing nothing', async () => {
    const mine = await category();
    const rows = await serviceRows();
    const empty = await send('POST', 'createService', { categoryId: mine.id, name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe('Enter a name');
    const long = await send('POST', 'createService', {
      categoryId: mine.id,
      name: 'Cook',
      description: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    const unknown = await send('POST', 'createService', { categoryId: randomUUID(), name: 'Cook' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Service category not found');
    expect(
      (await send('POST', 'createService', { categoryId: 'x', name: 'Cook' })).statusCode,
    ).toBe(400);
    expect(await serviceRows()).toBe(rows);
  });

  it('renames a service everywhere families read it, sellers’ offerings included', async () => {
    const mine = await category('Baby Sitter');
    const service = mine.services[0]!;
    const { providerId } = await caregiverOffering(service.id);
    const offeringsUrl = `/api/v1/provider/providerService/getAllProviderServicesForCustomer/${providerId}`;
    const offeringNames = async () =>
      JSON.stringify((await t.app.inject({ url: offeringsUrl })).json().data);
    expect(await offeringNames()).toContain('Baby Sitter');

    const res = await send('PATCH', `updateService/${service.id}`, {
      name: 'Babysitter',
      description: 'Evenings and weekends',
      reason: 'Spelling families use',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Service updated');
    expect(await publicServices(mine.id)).toEqual(['Babysitter']);
    expect(await offeringNames()).toContain('Babysitter');
    expect(await lastAudit()).toMatchObject({
      action: 'service.update',
      before: { name: 'Baby Sitter', description: null },
      after: { name: 'Babysitter', description: 'Evenings and weekends' },
      reason: 'Spelling families use',
    });

    // Left out, the description stays; sent empty, it is cleared.
    await send('PATCH', `updateService/${service.id}`, { name: 'Babysitter ' });
    expect((await categoryOf(mine.id)).services[0]!.description).toBe('Evenings and weekends');
    await send('PATCH', `updateService/${service.id}`, { name: 'Babysitter', description: '' });
    expect((await categoryOf(mine.id)).services[0]!.description).toBeNull();
  });

  it('refuses a rename to a sibling’s name and an unknown service', async () => {
    const mine = await category('Cook', 'Driver');
    const [cook] = mine.services;
    const clash = await send('PATCH', `updateService/${cook!.id}`, { name: 'DRIVER' });
    expect(clash.statusCode).toBe(409);
    const unknown = await send('PATCH', `updateService/${randomUUID()}`, { name: 'Chef' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Service not found');
    expect(await publicServices(mine.id)).toEqual(['Cook', 'Driver']);
  });

  it('reorders a category’s services, refusing a list that is not exactly them', async () => {
    const mine = await category('First', 'Second', 'Third');
    const other = await category('Elsewhere');
    const ids = mine.services.map((s) => s.id);
    const audits = await auditRows();
    for (const wrong of [
      ids.slice(1),
      [...ids.slice(1), other.services[0]!.id],
      [...ids, randomUUID()],
    ]) {
      const res = await send('PATCH', 'reorderServices', { categoryId: mine.id, ids: wrong });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^List every service of this category exactly once/);
    }
    const unknown = await send('PATCH', 'reorderServices', { categoryId: randomUUID(), ids });
    expect(unknown.statusCode).toBe(404);
    expect(await auditRows()).toBe(audits);

    const order = [ids[2]!, ids[0]!, ids[1]!];
    const res = await send('PATCH', 'reorderServices', { categoryId: mine.id, ids: order });
    expect(res.statusCode, res.body).toBe(200);
    expect(await publicServices(mine.id)).toEqual(['Third', 'First', 'Second']);
    expect(await lastAudit()).toMatchObject({
      action: 'service.reorder',
      entityType: 'category',
      entityId: mine.id,
      before: { order: ids },
      after: { order },
    });
  });

  it('retires a service: gone from the catalog, not offered anew, existing offerings and bookings go on', async () => {
    const mine = await category();
    const physio = await storedService(mine.id, 'Physiotherapy', 1);
    const massage = await storedService(mine.id, 'Massage', 2);
    const { offeringId } = await caregiverOffering(physio!.id);
    const { family, memberId } = await familyWithMember(t.app);
    const first = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      providerSvcId: offeringId,
      startDate: day(10),
      endDate: day(11),
    });
    expect(first.booking.statusCode, first.booking.body).toBe(200);

    const res = await send('PATCH', `retireService/${physio!.id}`, { reason: 'Needs a licence' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Service retired');
    expect(await publicServices(mine.id)).toEqual(['Massage']);
    expect(await lastAudit()).toMatchObject({
      action: 'service.retire',
      before: { isActive: true },
      after: { isActive: false },
      reason: 'Needs a licence',
    });

    // A new seller cannot take it up...
    const newcomer = await caregiverOffering(massage.id);
    const refused = await offer(newcomer.who, physio!.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Physiotherapy is no longer offered on CareConnect; choose another service',
    );
    // ...but the seller who offers it keeps the offering, and families can still book it.
    const again = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      providerSvcId: offeringId,
      startDate: day(20),
      endDate: day(20),
    });
    expect(again.booking.statusCode, again.booking.body).toBe(200);
    expect((await categoryOf(mine.id)).services[0]).toMatchObject({
      isActive: false,
      offerings: 1,
      activeOfferings: 1,
      bookings: 2,
    });

    expect((await send('PATCH', `retireService/${physio!.id}`, {})).json().message).toBe(
      'This service is already retired',
    );
    expect((await send('PATCH', `restoreService/${physio!.id}`, {})).statusCode).toBe(200);
    expect(await publicServices(mine.id)).toEqual(['Physiotherapy', 'Massage']);
    expect((await offer(newcomer.who, physio!.id)).statusCode).toBe(200);
  });

  it('offers no service of a retired category anew', async () => {
    const mine = await category();
    const yoga = await storedService(mine.id, 'Elder Yoga', 1);
    const seller = await caregiverOffering((await category('Warm-up')).services[0]!.id);
    await send('PATCH', `retireCategory/${mine.id}`, {});
    const refused = await offer(seller.who, yoga.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Elder Yoga is no longer offered/);
    await send('PATCH', `restoreCategory/${mine.id}`, {});
    expect((await offer(seller.who, yoga.id)).statusCode).toBe(200);
  });

  it('deletes a service nothing uses, and refuses one a seller offers, saying to retire it', async () => {
    const mine = await category('Unused', 'Offered');
    const [unused, offered] = mine.services;
    await caregiverOffering(offered!.id);

    const res = await send('DELETE', `deleteService/${unused!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Service deleted');
    expect(await t.db.select().from(services).where(eq(services.id, unused!.id))).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: 'service.delete',
      entityId: unused!.id,
      before: { name: 'Unused', categoryId: mine.id },
      after: null,
    });

    const audits = await auditRows();
    const used = await send('DELETE', `deleteService/${offered!.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/cannot be deleted\. Retire it instead/);
    expect(await publicServices(mine.id)).toEqual(['Offered']);
    expect(await auditRows()).toBe(audits);
    expect((await send('DELETE', `deleteService/${randomUUID()}`)).statusCode).toBe(404);
  });
});
