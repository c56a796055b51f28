// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import {
  CATEGORIES,
  ELDER,
  ELDER_SERVICES,
  pageInfo,
  provider,
  providerProfile,
  uuid,
} from './test/catalogFixtures';
import { mockApi, ok, fail } from './test/catalogMockApi';

/**
 * The server's rendering of the public pages, as the API runs it: no DOM, the data asked for
 * through the fetch it is handed.
 */
const PROVIDERS = [provider(1, { name: 'Vikram Singh Rathore' }), provider(2, { name: 'Anita' })];
const listing = ok({ providers: PROVIDERS, pagination: pageInfo(1, 100, PROVIDERS.length) });

const renderPage = (path: string, language: 'en' | 'hi' = 'en') =>
  render({ url: `http://localhost${path}`, language, fetch: globalThis.fetch });

describe('render (the server side of the public pages)', () => {
  it('renders the caregiver list with its data, and hands the answers over', async () => {
    const api = mockApi({
      '/admin/service/getAllServiceCategories': ok(CATEGORIES),
      '/provider/auth/getOnlineProvidersForWeb': listing,
    });
    const page = await renderPage('/service');
    expect(page).not.toBeNull();
    expect(page!.status).toBe(200);
    // Cards cut names to 15 characters (SPEC 9); the count is the API's.
    expect(page!.html).toContain('Vikram Singh Ra...');
    expect(page!.html).toContain('Result (2)');
    expect(page!.html).not.toContain('Loading...');
    expect(page!.head).toBe('<title>Services | CareConnect</title>');
    expect(page!.html).not.toContain('<title>');
    const queries = page!.state.queries.queries.map((query) => query.queryKey[0]);
    expect(queries).toEqual(expect.arrayContaining(['providers']));
    expect(api.callsTo('/provider/auth/getOnlineProvidersForWeb')).toHaveLength(1);
  });

  it('asks for what a first answer makes needed: the services of the care type chosen', async () => {
    const api = mockApi({
      '/admin/service/getAllServiceCategories': ok(CATEGORIES),
      [`/admin/service/getAllServicesByCategory/${ELDER.id}`]: ok(ELDER_SERVICES),
      '/provider/auth/getOnlineProvidersForWeb': listing,
    });
    const page = await renderPage(`/service?categoryId=${ELDER.id}`);
    expect(api.callsTo(`/admin/service/getAllServicesByCategory/${ELDER.id}`)).toHaveLength(1);
    expect(page!.html).toContain(ELDER_SERVICES[0]!.name);
  });

  it("renders a caregiver's profile in Hindi for a Hindi reader", async () => {
    mockApi({
      '/provider/auth/getProviderProfileById/': ok(providerProfile()),
      '/provider/providerService/getAllProviderServicesForCustomer/': ok([]),
      '/provider/auth/getProviderReviews/': ok({
        reviews: [],
        pagination: { page: 1, limit: 5, total: 0, totalPages: 1 },
        counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
        average: null,
      }),
    });
    const page = await renderPage(`/provider/${uuid(1)}`, 'hi');
    expect(page!.html).toContain('Meena Kumari');
    expect(page!.head).toContain('केयरगिवर प्रोफ़ाइल');
  });

  it('still renders the page when a call fails, leaving the browser to ask again', async () => {
    mockApi({
      '/admin/service/getAllServiceCategories': ok(CATEGORIES),
      '/provider/auth/getOnlineProvidersForWeb': fail(500),
    });
    const page = await renderPage('/service');
    expect(page!.html).toContain('<h1');
    expect(page!.html).toContain('Loading...');
    // A failed answer is not handed over: the browser asks again when it takes the page over.
    expect(page!.state.queries.queries.map((query) => query.queryKey[0])).not.toContain(
      'providers',
    );
  });

  it('leaves signed-in and unknown pages to the browser', async () => {
    mockApi({});
    for (const path of [
      '/profile',
      '/login',
      '/booking/x',
      '/ProviderDashboard',
      '/admin',
      '/nope',
    ]) {
      expect(await renderPage(path), path).toBeNull();
    }
  });
});
