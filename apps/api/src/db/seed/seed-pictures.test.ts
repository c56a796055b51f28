import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCoverRules, profilePhotoRules } from '@care/shared';
import { companies, providers } from '../schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { listFiles } from '../../test/files.ts';
import { seedDemoData } from './index.ts';

const { card, profile } = profilePhotoRules.sizes;
const cover = blogCoverRules.sizes;

/**
 * The demo's pictures as a family's browser meets them: every caregiver and company on the
 * public lists and profiles has a picture, every blog post a cover, and each address answers a
 * real WebP image of the size its screen shows, from the same media routes as an upload.
 */
describe('the demo data has pictures', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db, t.app.storage);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  const getJson = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/${url}` });
    expect(res.statusCode, url).toBe(200);
    return res.json().data;
  };

  async function expectWebp(url: string | null, width: number, height: number): Promise<void> {
    expect(url).toMatch(/^\/api\/v1\/media\/(photo|cover)\/\d{4}\/\d{2}\/[0-9a-f-]{36}-\d+\.webp$/);
    const res = await t.app.inject({ method: 'GET', url: url! });
    expect(res.statusCode, url!).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect({ url, format: meta.format, width: meta.width, height: meta.height }).toEqual({
      url,
      format: 'webp',
      width,
      height,
    });
  }

  it('shows every caregiver with a photo, on the list and on the profile', async () => {
    const page = await getJson('provider/auth/getOnlineProvidersForWeb?limit=100');
    const seeded = await t.db.select({ id: providers.id }).from(providers);
    expect(page.providers).toHaveLength(seeded.length);
    for (const provider of page.providers as { id: string; profileImage: string | null }[]) {
      await expectWebp(provider.profileImage, card, card);
      const details = await getJson(`provider/auth/getProviderProfileById/${provider.id}`);
      await expectWebp(details.profileImage, profile, profile);
    }
  });

  it('shows every company with a logo, on the list and on the profile', async () => {
    const page = await getJson('company/auth/getOnlineCompaniesForWeb?limit=100');
    const seeded = await t.db.select({ id: companies.id }).from(companies);
    expect(page.companies).toHaveLength(seeded.length);
    for (const company of page.companies as { id: string; companyLogo: string | null }[]) {
      await expectWebp(company.companyLogo, card, card);
      const details = await getJson(`company/auth/getCompanyProfileByID/${company.id}`);
      await expectWebp(details.companyLogo, profile, profile);
    }
  });

  it("gives every blog post a 16:9 cover: the card's size in the list, the large one on its page", async () => {
    const posts = (await getJson('Careconnect/blog/getAllTrue')) as {
      slugUrl: string;
      image: string | null;
    }[];
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const post of posts) {
      await expectWebp(post.image, cover.card, (cover.card * 9) / 16);
      const page = await getJson(`Careconnect/blog/getBySlug/${post.slugUrl}`);
      await expectWebp(page.image, cover.hero, (cover.hero * 9) / 16);
    }
  });

  it('serves only cover-shaped paths', async () => {
    const id = '6f1c0000-0000-8000-8000-0000000000e2';
    for (const url of [
      `/api/v1/media/cover/2026/01/${id}-320.webp`,
      `/api/v1/media/cover/2026/13/${id}-640.webp`,
      '/api/v1/media/cover/2026/01/..%2F..%2Fgovt-id-640.webp',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/media/cover/2026/01/${id}-640.webp`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('draws the same pictures from the same data, and reuses those already stored', async () => {
    const photosOf = async (db: TestApp['db']) =>
      (await db.select({ mobile: providers.mobile, image: providers.profileImage }).from(providers))
        .map((row) => `${row.mobile} ${row.image}`)
        .sort();
    const files = listFiles(t.config.uploadDir);
    expect(files.length).toBeGreaterThan(0);

    const other = await createTestDatabase();
    try {
      await seedDemoData(other.db, t.app.storage);
      expect(await photosOf(other.db)).toEqual(await photosOf(t.db));
    } finally {
      await other.close();
    }
    expect(listFiles(t.config.uploadDir)).toEqual(files);
  });
});
