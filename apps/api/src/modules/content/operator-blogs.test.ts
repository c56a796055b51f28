import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, blogs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signInAdminOperator, signInSupportOperator, type SignedIn } from '../../test/auth.ts';
import { fakeExe, listFiles, multipartForm } from '../../test/files.ts';

/** A wide phone photo, not 16:9: the server cuts it to the cover's shape. */
const widePhoto = () =>
  sharp({ create: { width: 2000, height: 800, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();

const BODY = '<h2>Why rest matters</h2><p>Sleep <strong>well</strong>.</p>';

describe("the operator's blog", () => {
  let t: TestApp;
  let admin: SignedIn;
  let support: SignedIn;

  beforeAll(async () => {
    // The public cache on, as in production: a change must show at once regardless.
    t = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
    admin = await signInAdminOperator(t.app);
    support = await signInSupportOperator(t.app);
  });
  afterAll(() => t.close());

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
    who: SignedIn = admin,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/admin/content/${path}`,
      headers: who.auth,
      ...(payload ? { payload } : {}),
    });
  const create = (payload: object) => api('POST', 'createBlog', payload);
  const publicList = async () =>
    (await t.app.inject({ url: '/api/v1/Careconnect/blog/getAllTrue' }))
      .json()
      .data.map((b: { slugUrl: string }) => b.slugUrl);
  const publicPost = (slug: string) =>
    t.app.inject({ url: `/api/v1/Careconnect/blog/getBySlug/${slug}` });
  const auditFor = (id: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.createdAt);
  const counts = async () => ({
    blogs: (await t.db.select().from(blogs)).length,
    audit: (await t.db.select().from(auditLog)).length,
  });
  const covers = () => listFiles(t.config.uploadDir).filter((f) => f.startsWith('cover/'));

  it('saves a draft with an address made from the title, sanitised, logged, and not public', async () => {
    const res = await create({
      blogTitle: '  Caring for Parents at Home: 5 Tips!  ',
      description: `${BODY}<script>alert(1)</script><p onclick="steal()">x</p>`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const post = res.json().data;
    expect(post).toMatchObject({
      blogTitle: 'Caring for Parents at Home: 5 Tips!',
      slugUrl: 'caring-for-parents-at-home-5-tips',
      status: 'draft',
      publishedAt: null,
      cover: null,
    });
    expect(post.description).toBe(`${BODY}<p>x</p>`);
    // Stored sanitised, not only answered so.
    const [row] = await t.db.select().from(blogs).where(eq(blogs.id, post.id));
    expect(row!.description).not.toMatch(/script|onclick/);

    const [entry] = await auditFor(post.id);
    expect(entry).toMatchObject({
      action: 'blog.create',
      entityType: 'blog',
      actorMobile: '9000000001',
      before: null,
      after: {
        blogTitle: 'Caring for Parents at Home: 5 Tips!',
        slugUrl: 'caring-for-parents-at-home-5-tips',
        status: 'draft',
        description: {
          length: row!.description.length,
          sha256: expect.stringMatching(/^[0-9a-f]{16}$/),
        },
      },
    });
    expect(JSON.stringify(entry!.after)).not.toContain('Why rest matters');

    expect(await publicList()).not.toContain(post.slugUrl);
    expect((await publicPost(post.slugUrl)).statusCode).toBe(404);
    expect((await api('GET', `getBlog/${post.id}`, undefined, support)).json().data.id).toBe(
      post.id,
    );
  });

  it('gives a repeated title the next free address, and refuses a chosen address that is taken', async () => {
    const first = (await create({ blogTitle: 'Monsoon care', description: BODY })).json().data;
    const second = (await create({ blogTitle: 'Monsoon Care', description: BODY })).json().data;
    const third = (await create({ blogTitle: 'monsoon  care!', description: BODY })).json().data;
    expect([first.slugUrl, second.slugUrl, third.slugUrl]).toEqual([
      'monsoon-care',
      'monsoon-care-2',
      'monsoon-care-3',
    ]);

    const before = await counts();
    const clash = await create({ blogTitle: 'Other', slugUrl: 'monsoon-care', description: BODY });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      success: false,
      message: 'Another post already has this address. Choose another.',
      errors: [
        { path: 'slugUrl', message: 'Another post already has this address. Choose another.' },
      ],
    });
    const rename = await api('PUT', `updateBlog/${third.id}`, {
      blogTitle: third.blogTitle,
      slugUrl: 'monsoon-care-2',
      description: BODY,
    });
    expect(rename.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
    expect((await api('GET', `getBlog/${third.id}`)).json().data.slugUrl).toBe('monsoon-care-3');
  });

  it('makes an address of a title in Hindi too', async () => {
    const res = await create({ blogTitle: 'बुज़ुर्गों की देखभाल', description: BODY });
    expect(res.json().data.slugUrl).toMatch(/^post(-\d+)?$/);
  });

  it.each([
    ['an empty title', { blogTitle: '   ', description: BODY }],
    ['no title', { description: BODY }],
    ['a malformed address', { blogTitle: 'T', slugUrl: 'Not A Slug', description: BODY }],
    ['an unknown status', { blogTitle: 'T', description: BODY, status: 'live' }],
    ['an unknown field', { blogTitle: 'T', description: BODY, isPublished: true }],
    ['no body', { blogTitle: 'T' }],
  ])('refuses %s with 400 and writes nothing', async (_, payload) => {
    const before = await counts();
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('publishes: the post shows on the blog and the home page at once, and can be taken down', async () => {
    const post = (await create({ blogTitle: 'Knee care', description: BODY })).json().data;
    // Both public reads are now held in memory.
    expect(await publicList()).not.toContain('knee-care');
    expect((await publicPost('knee-care')).statusCode).toBe(404);

    const published = await api('PATCH', `publishBlog/${post.id}`, { reason: 'Weekly post' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({
      status: 'published',
      publishedAt: expect.any(String),
    });
    expect((await publicList())[0]).toBe('knee-care');
    expect((await publicPost('knee-care')).json().data.blogTitle).toBe('Knee care');

    // Publishing again changes nothing and logs nothing.
    await api('PATCH', `publishBlog/${post.id}`, {});
    const actions = (await auditFor(post.id)).map((e) => e.action);
    expect(actions).toEqual(['blog.create', 'blog.publish']);
    expect((await auditFor(post.id))[1]!.reason).toBe('Weekly post');

    const down = await api('PATCH', `unpublishBlog/${post.id}`, {});
    expect(down.json().data.status).toBe('draft');
    expect(await publicList()).not.toContain('knee-care');
    expect((await publicPost('knee-care')).statusCode).toBe(404);
  });

  it('creates a post already published, and shows an edit of a published post at once', async () => {
    const post = (
      await create({ blogTitle: 'Diet at 70', description: BODY, status: 'published' })
    ).json().data;
    expect(post.status).toBe('published');
    expect(await publicList()).toContain('diet-at-70');

    const edit = await api('PUT', `updateBlog/${post.id}`, {
      blogTitle: 'Diet after 70',
      description: '<p>Less salt.</p>',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // The address of a published post stays unless the operator changes it.
    expect(edit.json().data).toMatchObject({ slugUrl: 'diet-at-70', status: 'published' });
    expect((await publicPost('diet-at-70')).json().data).toMatchObject({
      blogTitle: 'Diet after 70',
      description: '<p>Less salt.</p>',
    });
    const entries = await auditFor(post.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'blog.update',
      before: { blogTitle: 'Diet at 70' },
      after: { blogTitle: 'Diet after 70' },
    });
  });

  it('previews HTML as families would see it, saving nothing', async () => {
    const before = await counts();
    const res = await api('POST', 'previewBlog', {
      description: `${BODY}<img src=x onerror="steal()"><script>alert(1)</script>`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      description: `${BODY}<img src="x" loading="lazy" />`,
      isEmpty: false,
    });
    const blank = await api('POST', 'previewBlog', { description: '<p></p>' });
    expect(blank.json().data.isEmpty).toBe(true);
    expect(await counts()).toEqual(before);
    expect((await api('POST', 'previewBlog', { description: BODY }, support)).statusCode).toBe(403);
  });

  it('will not publish an empty post', async () => {
    const blank = await create({
      blogTitle: 'Blank',
      description: '<p> </p><p></p>',
      status: 'published',
    });
    expect(blank.statusCode).toBe(422);
    const draft = (await create({ blogTitle: 'Blank', description: '<p></p>' })).json().data;
    const res = await api('PATCH', `publishBlog/${draft.id}`, {});
    expect(res.statusCode).toBe(422);
    expect((await api('GET', `getBlog/${draft.id}`)).json().data.status).toBe('draft');
  });

  it('lists drafts and published posts, paged, filtered by status and words', async () => {
    for (const [title, status] of [
      ['Winter walks', 'draft'],
      ['Winter meals', 'published'],
      ['Winter sleep', 'published'],
    ]) {
      await create({ blogTitle: title, description: BODY, status });
    }
    const page = (await api('GET', 'getBlogs?search=winter&limit=2', undefined, support)).json()
      .data;
    expect(page.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    // The most recently changed first; the list carries no HTML.
    expect(page.blogs.map((b: { blogTitle: string }) => b.blogTitle)).toEqual([
      'Winter sleep',
      'Winter meals',
    ]);
    expect(page.blogs[0]).not.toHaveProperty('description');
    const next = (await api('GET', 'getBlogs?search=winter&limit=2&page=2')).json().data;
    expect(next.blogs.map((b: { blogTitle: string }) => b.blogTitle)).toEqual(['Winter walks']);

    const published = (await api('GET', 'getBlogs?search=WINTER&status=published')).json().data;
    expect(published.blogs.map((b: { status: string }) => b.status)).toEqual([
      'published',
      'published',
    ]);
    const drafts = (await api('GET', 'getBlogs?search=winter&status=draft')).json().data;
    expect(drafts.blogs.map((b: { slugUrl: string }) => b.slugUrl)).toEqual(['winter-walks']);
    const none = (await api('GET', 'getBlogs?search=100%25')).json().data;
    expect(none.pagination.total).toBe(0);
    expect((await api('GET', 'getBlogs?status=live')).statusCode).toBe(400);
  });

  it('uploads a cover cut to 16:9 at both widths, replaces it, and refuses a file that is not an image', async () => {
    const post = (await create({ blogTitle: 'Cover story', description: BODY })).json().data;
    const upload = (bytes: Buffer, id = post.id, name = 'cover.jpg') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/content/uploadBlogCover/${id}`,
        headers: admin.auth,
        payload: multipartForm({}, { cover: { bytes, name, type: 'image/jpeg' } }),
      });

    const filesBefore = covers().length;
    const first = await upload(await widePhoto());
    expect(first.statusCode, first.body).toBe(200);
    const { cover } = first.json().data;
    expect(cover.card).toMatch(/^\/api\/v1\/media\/cover\/\d{4}\/\d{2}\/[0-9a-f-]{36}-640\.webp$/);
    const hero = await t.app.inject({ url: cover.hero });
    expect(hero.headers['content-type']).toBe('image/webp');
    expect(await sharp(hero.rawPayload).metadata()).toMatchObject({ width: 1280, height: 720 });
    expect(covers()).toHaveLength(filesBefore + 2);

    const second = await upload(await widePhoto());
    expect(second.json().data.cover.card).not.toBe(cover.card);
    // The old cover's files are gone once nothing points at them.
    expect(covers()).toHaveLength(filesBefore + 2);

    const before = await counts();
    const exe = await upload(fakeExe, post.id, 'cover.jpg');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('Cover must be a JPEG, PNG or WebP image');
    const unknown = await upload(await widePhoto(), '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
    expect(covers()).toHaveLength(filesBefore + 2);
    expect((await api('GET', `getBlog/${post.id}`)).json().data.cover).toEqual(
      second.json().data.cover,
    );
    const actions = (await auditFor(post.id)).map((e) => e.action);
    expect(actions).toEqual(['blog.create', 'blog.cover', 'blog.cover']);
  });

  it('deletes a post with its cover, and answers 404 for ids that do not exist', async () => {
    const post = (
      await create({ blogTitle: 'Gone soon', description: BODY, status: 'published' })
    ).json().data;
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/content/uploadBlogCover/${post.id}`,
      headers: admin.auth,
      payload: multipartForm(
        {},
        { cover: { bytes: await widePhoto(), name: 'c.jpg', type: 'image/jpeg' } },
      ),
    });
    const filesBefore = covers().length;
    expect(await publicList()).toContain('gone-soon');

    const res = await api('DELETE', `deleteBlog/${post.id}`, { reason: 'Out of date' });
    expect(res.statusCode, res.body).toBe(200);
    expect(covers()).toHaveLength(filesBefore - 2);
    expect(await publicList()).not.toContain('gone-soon');
    expect((await auditFor(post.id)).at(-1)).toMatchObject({
      action: 'blog.delete',
      after: null,
      reason: 'Out of date',
      before: { slugUrl: 'gone-soon', status: 'published' },
    });

    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api('GET', `getBlog/${missing}`)).statusCode).toBe(404);
    expect((await api('DELETE', `deleteBlog/${post.id}`, {})).statusCode).toBe(404);
    expect((await api('PATCH', `publishBlog/${missing}`, {})).statusCode).toBe(404);
    expect(
      (await api('PUT', `updateBlog/${missing}`, { blogTitle: 'T', description: BODY })).statusCode,
    ).toBe(404);
    expect((await api('GET', 'getBlog/not-an-id')).statusCode).toBe(400);
  });

  it('lets a support operator read but not write', async () => {
    expect((await api('GET', 'getBlogs', undefined, support)).statusCode).toBe(200);
    const before = await counts();
    const res = await api('POST', 'createBlog', { blogTitle: 'T', description: BODY }, support);
    expect(res.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
