import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, banners } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signInAdminOperator, signInSupportOperator, type SignedIn } from '../../test/auth.ts';
import { listFiles, multipartForm, tinyPdf } from '../../test/files.ts';

interface Banner {
  id: string;
  title: string;
  isActive: boolean;
  sortOrder: number;
}

describe("the home page's banners, as the operator keeps them", () => {
  let t: TestApp;
  let admin: SignedIn;
  let support: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
    admin = await signInAdminOperator(t.app);
    support = await signInSupportOperator(t.app);
  });
  afterAll(() => t.close());

  // Each test starts from three banners, First, Second and Third, all shown.
  let made: Banner[];
  beforeEach(async () => {
    await t.db.delete(banners);
    made = [];
    for (const title of ['First', 'Second', 'Third']) {
      const res = await api('POST', 'createBanner', { title, link: '/service' });
      expect(res.statusCode, res.body).toBe(200);
      made.push(res.json().data);
    }
  });

  function api(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
    who: SignedIn = admin,
  ) {
    return t.app.inject({
      method,
      url: `/api/v1/admin/content/${path}`,
      headers: who.auth,
      ...(payload ? { payload } : {}),
    });
  }
  const publicTitles = async () =>
    (await t.app.inject({ url: '/api/v1/Careconnect/banner/getAllTrue' }))
      .json()
      .data.map((b: { title: string }) => b.title);
  const adminTitles = async () =>
    (await api('GET', 'getBanners')).json().data.map((b: Banner) => b.title);
  const auditOf = (action: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.action, action));
  const state = async () => ({
    rows: await t.db.select().from(banners).orderBy(banners.sortOrder),
    audit: (await t.db.select().from(auditLog)).length,
  });

  it('adds banners last, lists them for every operator, and shows them on the home page', async () => {
    expect(made.map((b) => b.sortOrder)).toEqual([0, 1, 2]);
    const list = await api('GET', 'getBanners', undefined, support);
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({
      title: 'First',
      subtitle: null,
      link: '/service',
      image: null,
      isActive: true,
    });
    expect(await publicTitles()).toEqual(['First', 'Second', 'Third']);

    // The home page's copy is in memory now; a new banner shows at once all the same.
    const added = await api('POST', 'createBanner', {
      title: 'Fourth',
      subtitle: '  ',
      link: 'https://example.org/care',
    });
    expect(added.json().data).toMatchObject({ subtitle: null, sortOrder: 3 });
    expect(await publicTitles()).toEqual(['First', 'Second', 'Third', 'Fourth']);
    const hidden = await api('POST', 'createBanner', { title: 'Not yet', isActive: false });
    expect(hidden.json().data.isActive).toBe(false);
    expect(await publicTitles()).not.toContain('Not yet');
    expect((await auditOf('banner.create')).at(-1)).toMatchObject({
      entityId: hidden.json().data.id,
      after: { title: 'Not yet', isActive: false },
    });
  });

  it('edits the words and link, and refuses links that lead nowhere safe', async () => {
    const [first] = made;
    const res = await api('PUT', `updateBanner/${first!.id}`, {
      title: 'Care at home',
      subtitle: 'Nurses by the day',
      link: '/company-service',
      reason: 'Spring campaign',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await publicTitles()).toEqual(['Care at home', 'Second', 'Third']);
    expect((await auditOf('banner.update'))[0]).toMatchObject({
      before: { title: 'First', link: '/service' },
      after: { title: 'Care at home', link: '/company-service', subtitle: 'Nurses by the day' },
      reason: 'Spring campaign',
    });

    const before = await state();
    for (const payload of [
      { title: 'x', link: 'javascript:alert(1)' },
      { title: 'x', link: '//evil.example' },
      { title: 'x', link: 'data:text/html,hi' },
      { title: '   ' },
      { title: 'x', colour: 'red' },
    ]) {
      const refused = await api('PUT', `updateBanner/${first!.id}`, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await state()).toEqual(before);
  });

  it('reorders all banners at once, and refuses an order that is not the whole list', async () => {
    const [a, b, c] = made.map((banner) => banner.id);
    const res = await api('PUT', 'reorderBanners', { ids: [c, a, b] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((x: Banner) => x.title)).toEqual(['Third', 'First', 'Second']);
    expect(await publicTitles()).toEqual(['Third', 'First', 'Second']);
    expect(await adminTitles()).toEqual(['Third', 'First', 'Second']);
    const [entry] = await auditOf('banner.reorder');
    expect(entry).toMatchObject({
      before: [{ title: 'First' }, { title: 'Second' }, { title: 'Third' }],
      after: [{ title: 'Third' }, { title: 'First' }, { title: 'Second' }],
    });

    const before = await state();
    const missing = await api('PUT', 'reorderBanners', { ids: [a, b] });
    expect(missing.statusCode).toBe(409);
    const stranger = await api('PUT', 'reorderBanners', {
      ids: [a, b, '00000000-0000-4000-8000-000000000000'],
    });
    expect(stranger.statusCode).toBe(409);
    expect((await api('PUT', 'reorderBanners', { ids: [a, a, b] })).statusCode).toBe(400);
    expect((await api('PUT', 'reorderBanners', { ids: [] })).statusCode).toBe(400);
    expect(await state()).toEqual(before);
  });

  it('hides and shows a banner on the home page at once', async () => {
    const second = made[1]!.id;
    expect(await publicTitles()).toContain('Second');
    const off = await api('PATCH', `deactivateBanner/${second}`, {});
    expect(off.json().data.isActive).toBe(false);
    expect(await publicTitles()).toEqual(['First', 'Third']);
    // Still in the operator's list, switched off.
    expect(await adminTitles()).toEqual(['First', 'Second', 'Third']);

    await api('PATCH', `deactivateBanner/${second}`, {});
    expect(await auditOf('banner.deactivate')).toHaveLength(1);

    await api('PATCH', `activateBanner/${second}`, {});
    expect(await publicTitles()).toEqual(['First', 'Second', 'Third']);
    expect(await auditOf('banner.activate')).toHaveLength(1);
  });

  it('takes a picture cut to 16:9, shown on the home page at the card width', async () => {
    const id = made[0]!.id;
    const upload = (bytes: Buffer, type: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/content/uploadBannerImage/${id}`,
        headers: admin.auth,
        payload: multipartForm({}, { image: { bytes, name: 'banner.png', type } }),
      });
    const png = await sharp({
      create: { width: 900, height: 900, channels: 3, background: '#fa0' },
    })
      .png()
      .toBuffer();
    const res = await upload(png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const { image } = res.json().data;
    const shown = (await t.app.inject({ url: '/api/v1/Careconnect/banner/getAllTrue' })).json()
      .data[0];
    expect(shown.image).toBe(image.card);
    const file = await t.app.inject({ url: image.card });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 640, height: 360 });

    const before = await state();
    const pdf = await upload(tinyPdf, 'image/png');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('Banner image must be a JPEG, PNG or WebP image');
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/content/uploadBannerImage/${id}`,
      headers: admin.auth,
      payload: multipartForm({ note: 'no file' }),
    });
    expect(empty.statusCode).toBe(400);
    expect(await state()).toEqual(before);
  });

  it('deletes a banner with its picture, and answers 404 for ids that do not exist', async () => {
    const id = made[2]!.id;
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/content/uploadBannerImage/${id}`,
      headers: admin.auth,
      payload: multipartForm({}, { image: { bytes: png, name: 'b.png', type: 'image/png' } }),
    });
    const files = () => listFiles(t.config.uploadDir).filter((f) => f.startsWith('cover/'));
    const filesBefore = files().length;

    // No body at all: a DELETE needs nothing but its id.
    const res = await api('DELETE', `deleteBanner/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(files()).toHaveLength(filesBefore - 2);
    expect(await publicTitles()).toEqual(['First', 'Second']);
    expect((await auditOf('banner.delete'))[0]).toMatchObject({
      entityId: id,
      before: { title: 'Third' },
      after: null,
    });

    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, payload] of [
      ['DELETE', `deleteBanner/${id}`, {}],
      ['PATCH', `activateBanner/${missing}`, {}],
      ['PUT', `updateBanner/${missing}`, { title: 'x' }],
    ] as const) {
      expect((await api(method, path, payload)).statusCode, path).toBe(404);
    }
  });

  it('lets a support operator read but change nothing', async () => {
    const before = await state();
    const res = await api('PATCH', `deactivateBanner/${made[0]!.id}`, {}, support);
    expect(res.statusCode).toBe(403);
    expect(await state()).toEqual(before);
  });
});
