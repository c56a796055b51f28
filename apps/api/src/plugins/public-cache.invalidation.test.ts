import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providers } from '../db/schema/index.ts';
import { signInAdmin } from '../modules/admin/testing.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import type { SignedIn } from '../test/auth.ts';
import { bearerFor } from '../test/bearer.ts';
import { createCatalog, createProvider } from '../test/fixtures.ts';

/*
 * With the public caches on (as in production), a change made through the API shows on the
 * next read of every public page it touches, never a cached copy from before it.
 */
describe('a change made through the API reaches the cached public pages at once', () => {
  let t: TestApp;
  let admin: SignedIn;
  let catalog: Awaited<ReturnType<typeof createCatalog>>;
  let provider: { id: string };
  let offeringId: string;
  let seller: { authorization: string };
  const get = (url: string) => t.app.inject({ url: `/api/v1${url}` });
  const profileUrl = () => `/provider/auth/getProviderProfileById/${provider.id}`;
  const offeringsUrl = () =>
    `/provider/providerService/getAllProviderServicesForCustomer/${provider.id}`;

  beforeAll(async () => {
    t = await createTestApp({ CATALOG_CACHE_SECONDS: '60', PROFILE_CACHE_SECONDS: '30' });
    admin = await signInAdmin(t.app);
    catalog = await createCatalog(t.db);
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    const made = await createProvider(t.db, {
      name: 'Kavya Menon',
      pincode: '560038',
      about: 'Ten years with elders',
      offerings: [{ serviceId: catalog.nursing.id, pricePerDayPaise: 150_000 }],
    });
    provider = made.provider;
    offeringId = made.offers[0]!.id;
    seller = await bearerFor(t.config.jwtSecret, provider.id, 'Provider');
    // Both pages are now in memory.
    expect((await get(profileUrl())).statusCode).toBe(200);
    expect((await get(offeringsUrl())).statusCode).toBe(200);
  });

  it("a caregiver's new price", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/provider/providerService/updateProviderService/${offeringId}`,
      headers: seller,
      payload: { serviceId: catalog.nursing.id, pricePerDay: 1800, description: 'Nights too' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const offerings = (await get(offeringsUrl())).json().data;
    expect(offerings[0], JSON.stringify(offerings)).toMatchObject({
      pricePerDay: 1800,
      description: 'Nights too',
    });
  });

  it("a caregiver's edited profile", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/provider/auth/updateMyProfile',
      headers: seller,
      payload: {
        name: 'Kavya Menon',
        about: 'Twelve years with elders, trained in dementia care',
        certification: 'GNM',
        address: '4 Lake View Road, Bengaluru',
        pincode: '560038',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = await get(profileUrl());
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.about).toBe('Twelve years with elders, trained in dementia care');
  });

  it('a caregiver going offline', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/provider/auth/setOnline',
      headers: seller,
      payload: { isOnline: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(profileUrl())).statusCode).toBe(404);
    expect((await get(offeringsUrl())).statusCode).toBe(404);
  });

  it("the operator's rejection", async () => {
    const [row] = await t.db
      .update(providers)
      .set({ submittedAt: new Date() })
      .where(eq(providers.id, provider.id))
      .returning({ submittedAt: providers.submittedAt });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/verification/rejectSeller/Provider/${provider.id}`,
      headers: admin.auth,
      payload: {
        reason: 'The certificate is not readable; please upload a clear scan.',
        submittedAt: row!.submittedAt!.toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(profileUrl())).statusCode).toBe(404);
    expect((await get(offeringsUrl())).statusCode).toBe(404);
  });
});
