import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, blogs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { sanitizeBlogHtml } from './sanitize.ts';

describe('blog HTML sanitiser', () => {
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['<img src="x" onerror="steal()">', '<img src="x" loading="lazy" />'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img loading="lazy" />'],
    [
      '<a href="javascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    ],
    [
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    ],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="position:fixed">x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('cleans %s', (input, expected) => {
    expect(sanitizeBlogHtml(input)).toBe(expected);
  });

  it('keeps safe structure and https links', () => {
    const html =
      '<h2>Tips</h2><ul><li><strong>Walk</strong> daily</li></ul><a href="https://www.who.int/">WHO</a>';
    expect(sanitizeBlogHtml(html)).toBe(
      '<h2>Tips</h2><ul><li><strong>Walk</strong> daily</li></ul><a href="https://www.who.int/" rel="noopener noreferrer nofollow" target="_blank">WHO</a>',
    );
  });
});

describe('content API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    await t.db.insert(blogs).values([
      {
        slugUrl: 'older-post',
        blogTitle: 'Older',
        description: '<p>old</p>',
        isPublished: true,
        publishedAt: day(1),
      },
      {
        slugUrl: 'newer-post',
        blogTitle: 'Newer',
        description:
          '<p onmouseover="x()">new</p><script>alert(1)</script><a href="javascript:void(0)">l</a>',
        isPublished: true,
        publishedAt: day(5),
      },
      {
        slugUrl: 'draft-post',
        blogTitle: 'Draft',
        description: '<p>draft</p>',
        isPublished: false,
      },
      {
        slugUrl: 'future-post',
        blogTitle: 'Future',
        description: '<p>soon</p>',
        isPublished: true,
        publishedAt: new Date(Date.now() + 86_400_000),
      },
    ]);
    await t.db.insert(banners).values([
      { title: 'Second', sortOrder: 2 },
      { title: 'First', sortOrder: 1, link: '/service' },
      { title: 'Hidden', sortOrder: 0, isActive: false },
    ]);
  });
  afterAll(() => t.close());

  it('lists only published posts, newest first, sanitised', async () => {
    const res = await t.app.inject({ url: '/api/v1/Careconnect/blog/getAllTrue' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((b: { slugUrl: string }) => b.slugUrl)).toEqual(['newer-post', 'older-post']);
    expect(data[0].description).not.toMatch(/script|onmouseover|javascript:/i);
    expect(data[0]).toMatchObject({
      _id: expect.any(String),
      blogTitle: 'Newer',
      publishedAt: '2026-01-05T00:00:00.000Z',
    });
  });

  it('serves one published post by slug and 404s the rest', async () => {
    const res = await t.app.inject({ url: '/api/v1/Careconnect/blog/getBySlug/older-post' });
    expect(res.json().data.blogTitle).toBe('Older');
    expect(
      (await t.app.inject({ url: '/api/v1/Careconnect/blog/getBySlug/draft-post' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/v1/Careconnect/blog/getBySlug/no-such-post' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/v1/Careconnect/blog/getBySlug/Bad%20Slug' })).statusCode,
    ).toBe(400);
  });

  it('lists active banners in order', async () => {
    const res = await t.app.inject({ url: '/api/v1/Careconnect/banner/getAllTrue' });
    expect(res.json().data).toEqual([
      { _id: expect.any(String), title: 'First', subtitle: null, image: null, link: '/service' },
      { _id: expect.any(String), title: 'Second', subtitle: null, image: null, link: null },
    ]);
  });
});
