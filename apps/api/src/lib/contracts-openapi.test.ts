import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminContracts,
  catalogContracts,
  contentContracts,
  listingContracts,
  placeContracts,
  assistantContracts,
  ownerDocumentContract,
  registrationContracts,
  sellerBookingContracts,
  type ApiContract,
} from '@care/shared';
import { createTestApp, type TestApp } from '../test/app.ts';

/** OpenAPI spells a path param `{id}` where the contracts and Fastify spell it `:id`. */
const openApiPath = (path: string) => `/api/v1${path.replace(/:(\w+)/g, '{$1}')}`;

const contracts: ApiContract[] = [
  ...Object.values(catalogContracts),
  ...Object.values(contentContracts),
  ...Object.values(listingContracts),
  ...Object.values(placeContracts),
  ...Object.values(assistantContracts),
  ...Object.values(registrationContracts),
  ...Object.values(sellerBookingContracts('Provider')),
  ...Object.values(sellerBookingContracts('Company')),
  ...Object.values(adminContracts),
  ownerDocumentContract('Provider'),
  ownerDocumentContract('Company'),
];

describe('routes registered from contracts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are all in the OpenAPI document, under their method, tag and summary', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<
      string,
      Record<string, { tags?: string[]; summary?: string; security?: unknown }>
    >;
    for (const contract of contracts) {
      const operation = paths[openApiPath(contract.path)]?.[contract.method.toLowerCase()];
      expect(operation, `${contract.method} ${contract.path}`).toBeDefined();
      expect(operation?.tags).toEqual([contract.tag]);
      expect(operation?.summary).toBe(contract.summary);
      expect(Boolean(operation?.security)).toBe(contract.access !== 'public');
    }
  });

  it('documents every money field as the rupees that travel, not the paise inside', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const rupees = { type: 'number', multipleOf: 0.01 };
    const wallet =
      doc.paths['/api/v1/customer/wallet/getWallet'].get.responses['200'].content[
        'application/json'
      ].schema.properties.data.properties;
    expect(wallet.balance).toMatchObject(rupees);
    expect(wallet.entries.items.properties.amount).toMatchObject(rupees);
    const addMoney =
      doc.paths['/api/v1/customer/wallet/addMoney'].patch.requestBody.content['application/json']
        .schema.properties;
    expect(addMoney.amount).toMatchObject({ ...rupees, exclusiveMinimum: true, minimum: 0 });
    const offering =
      doc.paths['/api/v1/provider/providerService/getAllProviderServicesForCustomer/{providerId}']
        .get.responses['200'].content['application/json'].schema.properties.data.items.properties;
    expect(offering.pricePerDay).toMatchObject(rupees);
  });
});
