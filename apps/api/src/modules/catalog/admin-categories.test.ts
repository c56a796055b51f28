import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, serviceCategories } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signInAdminOperator, signInSupportOperator, type SignedIn } from '../../test/auth.ts';
import { createCatalog } from '../../test/fixtures.ts';

type Catalog = Awaited<ReturnType<typeof createCatalog>>;
interface CategoryView {
  id: string;
  name: string;
  isActive: boolean;
  services: { id: string; name: string }[];
}

/** The operator's care categories: add, rename, reorder, retire, restore, delete an empty one. */
describe('admin catalog: categories', () => {
  let t: TestApp;
  let admin: SignedIn;
  let support: SignedIn;
  let c: Catalog;

  const send = (method: string, path: string, payload?: object, who: SignedIn | null = admin) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1/admin/catalog/${path}`,
      headers: who?.auth ?? {},
      ...(payload ? { payload } : {}),
    });
  const publicCategories = async () =>
    (await t.app.inject({ url: '/api/v1/admin/service/getAllServiceCategories' }))
      .json()
      .data.map((x: { name: string }) => x.name);
  const categories = async (): Promise<CategoryView[]> =>
    (await send('GET', 'getCatalog')).json().data.categories;
  const categoryRows = async () =>
    (await t.db.select({ n: count() }).from(serviceCategories))[0]!.n;
  const auditRows = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
  const lastAudit = async () =>
    (await t.db.select().from(auditLog)).sort((a, b) => +b.createdAt - +a.createdAt)[0];

  beforeAll(async () => {
    // The public catalog is cached as in production, so the tests see it reach families at once.
    t = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
    c = await createCatalog(t.db);
    admin = await signInAdminOperator(t.app);
    support = await signInSupportOperator(t.app);
  });
  afterAll(() => t.close());

  it('is for admin operators only: support is refused, and so is anyone else', async () => {
    expect((await send('GET', 'getCatalog', undefined, support)).statusCode).toBe(403);
    const bySupport = await send('POST', 'createCategory', { name: 'Pet Care' }, support);
    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.json().message).toBe('This needs an operator of the admin role');
    expect((await send('POST', 'createCategory', { name: 'Pet Care' }, null)).statusCode).toBe(401);
    expect(await publicCategories()).not.toContain('Pet Care');
  });

  /** A category of this test's own, added through the API: tests run in any order. */
  let made = 0;
  async function newCategory(name = `Care Kind ${++made}`): Promise<CategoryView> {
    const res = await send('POST', 'createCategory', { name });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.categories.find((x: CategoryView) => x.name === name);
  }

  it('lists every category with its services, in order, with their use', async () => {
    const res = await send('GET', 'getCatalog');
    expect(res.statusCode).toBe(200);
    const elder = res.json().data.categories.find((x: CategoryView) => x.id === c.elder.id);
    expect(elder).toMatchObject({ name: 'Elder Care', isActive: true });
    expect(elder.services.map((s: { name: string }) => s.name)).toEqual([
      'Nursing Attendant',
      'Elderly Companion',
    ]);
    expect(elder.services[0]).toEqual({
      id: c.nursing.id,
      categoryId: c.elder.id,
      name: 'Nursing Attendant',
      description: 'Skilled nursing',
      sortOrder: 1,
      isActive: true,
      offerings: 0,
      activeOfferings: 0,
      bookings: 0,
    });
  });

  describe('adding and renaming', () => {
    it('adds a category last, trimmed, audited, and families see it at once', async () => {
      // Read once, so the public answer is in the cache before the change.
      expect(await publicCategories()).not.toContain('Special Needs Care');
      const res = await send('POST', 'createCategory', { name: '  Special   Needs Care ' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Category added');
      const added = res.json().data.categories.at(-1);
      expect(added).toMatchObject({ name: 'Special Needs Care', isActive: true, services: [] });
      // The cached public list was dropped: the new category is there on the next read.
      expect((await publicCategories()).at(-1)).toBe('Special Needs Care');
      expect(await lastAudit()).toMatchObject({
        action: 'category.create',
        entityType: 'category',
        entityId: added.id,
        actorMobile: '9000000001',
        actorRole: 'admin',
        before: null,
        after: { name: 'Special Needs Care', isActive: true },
      });
    });

    it.each(['elder care', '  ELDER   CARE '])(
      'refuses a duplicate name (%s) with 409, writing nothing',
      async (name) => {
        const [rows, audits] = [await categoryRows(), await auditRows()];
        const res = await send('POST', 'createCategory', { name });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('A category with this name already exists');
        expect([await categoryRows(), await auditRows()]).toEqual([rows, audits]);
      },
    );

    it.each([
      [{ name: '   ' }, 'Enter a name'],
      [{ name: 'x'.repeat(61) }, 'Keep the name to 60 characters or fewer'],
      [{}, 'Enter a name'],
      [{ name: 'Pet Care', colour: 'red' }, undefined],
    ])('refuses a bad body %j with 400', async (payload, message) => {
      const rows = await categoryRows();
      const res = await send('POST', 'createCategory', payload);
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().errors[0].message).toBe(message);
      expect(await categoryRows()).toBe(rows);
    });

    it('renames, with the old and new names in the audit log and the public list', async () => {
      const mine = await newCategory('Day Care');
      expect(await publicCategories()).toContain('Day Care');
      const res = await send('PATCH', `renameCategory/${mine.id}`, {
        name: 'Daycare',
        reason: 'The word families search for',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Category renamed');
      const names = await publicCategories();
      expect(names).toContain('Daycare');
      expect(names).not.toContain('Day Care');
      expect(await lastAudit()).toMatchObject({
        action: 'category.rename',
        entityId: mine.id,
        before: { name: 'Day Care' },
        after: { name: 'Daycare' },
        reason: 'The word families search for',
      });
      // Its own name in other letters is no duplicate of itself.
      const recased = await send('PATCH', `renameCategory/${mine.id}`, { name: 'DayCare' });
      expect(recased.statusCode).toBe(200);
    });

    it('refuses a rename to another category’s name, an unknown id and a malformed id', async () => {
      const mine = await newCategory();
      const audits = await auditRows();
      const clash = await send('PATCH', `renameCategory/${mine.id}`, { name: 'ELDER CARE' });
      expect(clash.statusCode).toBe(409);
      const unknown = await send('PATCH', `renameCategory/${randomUUID()}`, { name: 'Anything' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Service category not found');
      expect((await send('PATCH', 'renameCategory/42', { name: 'Anything' })).statusCode).toBe(400);
      expect((await categories()).find((x) => x.id === mine.id)?.name).toBe(mine.name);
      expect(await auditRows()).toBe(audits);
    });
  });

  describe('ordering', () => {
    it('puts the categories in the order given, in the public list too', async () => {
      await newCategory();
      const before = await categories();
      const ids = before.map((x) => x.id);
      const reversed = [...ids].reverse();
      const res = await send('PATCH', 'reorderCategories', { ids: reversed });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Categories reordered');
      expect(res.json().data.categories.map((x: CategoryView) => x.id)).toEqual(reversed);
      expect(await publicCategories()).toEqual(
        [...before]
          .reverse()
          .filter((x) => x.isActive)
          .map((x) => x.name),
      );
      expect(await lastAudit()).toMatchObject({
        action: 'category.reorder',
        before: { order: ids },
        after: { order: reversed },
      });
    });

    it('refuses a list that is not exactly every category, changing nothing', async () => {
      await newCategory();
      const ids = (await categories()).map((x) => x.id);
      const audits = await auditRows();
      for (const wrong of [ids.slice(1), [...ids, randomUUID()], [...ids.slice(1), randomUUID()]]) {
        const res = await send('PATCH', 'reorderCategories', { ids: wrong });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toMatch(/^List every category exactly once/);
      }
      const twice = await send('PATCH', 'reorderCategories', { ids: [ids[0], ...ids] });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().errors[0].message).toBe('List each item once');
      expect((await send('PATCH', 'reorderCategories', { ids: [] })).statusCode).toBe(400);
      expect((await categories()).map((x) => x.id)).toEqual(ids);
      expect(await auditRows()).toBe(audits);
    });
  });

  describe('retiring', () => {
    it('takes a category out of the public catalog and its filters, and brings it back', async () => {
      const mine = await newCategory('Night Care');
      await send('POST', 'createService', { categoryId: mine.id, name: 'Night Nanny' });
      const res = await send('PATCH', `retireCategory/${mine.id}`, {
        reason: 'Paused in this city',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Category retired');
      const retired = res.json().data.categories.find((x: CategoryView) => x.id === mine.id);
      // The operator still sees it and its services.
      expect(retired).toMatchObject({ isActive: false, services: [{ name: 'Night Nanny' }] });
      expect(await publicCategories()).not.toContain('Night Care');
      const services = await t.app.inject({
        url: `/api/v1/admin/service/getAllServicesByCategory/${mine.id}`,
      });
      expect(services.statusCode).toBe(200);
      expect(services.json().data).toEqual([]);
      expect(await lastAudit()).toMatchObject({
        action: 'category.retire',
        before: { name: 'Night Care', isActive: true },
        after: { name: 'Night Care', isActive: false },
        reason: 'Paused in this city',
      });

      const again = await send('PATCH', `retireCategory/${mine.id}`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This category is already retired');

      const restored = await send('PATCH', `restoreCategory/${mine.id}`, {});
      expect(restored.statusCode).toBe(200);
      expect(restored.json().message).toBe('Category restored');
      expect(await publicCategories()).toContain('Night Care');
      const back = await t.app.inject({
        url: `/api/v1/admin/service/getAllServicesByCategory/${mine.id}`,
      });
      expect(back.json().data.map((x: { name: string }) => x.name)).toEqual(['Night Nanny']);
      expect((await send('PATCH', `restoreCategory/${mine.id}`, {})).json().message).toBe(
        'This category is not retired',
      );
      expect((await send('PATCH', `retireCategory/${randomUUID()}`, {})).statusCode).toBe(404);
    });

    it('refuses a retired name for a new category, saying to restore it', async () => {
      const mine = await newCategory('Weekend Care');
      await send('PATCH', `retireCategory/${mine.id}`, {});
      const res = await send('POST', 'createCategory', { name: 'weekend care' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('A retired category has this name; restore it instead');
    });
  });

  it('deletes an empty category, and refuses one with services', async () => {
    const typo = await newCategory('Typo Categroy');
    const res = await send('DELETE', `deleteCategory/${typo.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Category deleted');
    const left = await t.db
      .select()
      .from(serviceCategories)
      .where(eq(serviceCategories.id, typo.id));
    expect(left).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: 'category.delete',
      entityId: typo.id,
      before: { name: 'Typo Categroy' },
      after: null,
    });

    const full = await send('DELETE', `deleteCategory/${c.elder.id}`);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/still has services/);
    expect(await publicCategories()).toContain('Elder Care');
    expect((await send('DELETE', `deleteCategory/${randomUUID()}`)).statusCode).toBe(404);
  });
});
