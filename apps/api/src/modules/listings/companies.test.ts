import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addReview, createCatalog, createCompany } from '../../test/fixtures.ts';

describe('company listings and profiles', () => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof createCatalog>>;
  let sunshineId: string;
  let bareId: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await createCatalog(t.db);
    const sunshine = await createCompany(t.db, {
      companyName: 'Sunshine Creche',
      pincode: '411001',
      email: 'hello@sunshine.example',
      address: 'FC Road, Pune',
      about: 'A creche for working parents',
      offerings: [
        { serviceId: c.creche.id, pricePerDayPaise: 120_000, dailyCapacity: 10 },
        { serviceId: c.nanny.id, pricePerDayPaise: 95_050 },
      ],
    });
    sunshineId = sunshine.company.id;
    await addReview(t.db, { companyId: sunshineId, companyServiceId: sunshine.offers[0]!.id }, 4);
    bareId = (await createCompany(t.db, { companyName: 'Bare Agency', pincode: '411045' })).company
      .id;
    await createCompany(t.db, { companyName: 'Hidden Agency', isOnline: false });
  });
  afterAll(() => t.close());

  it('lists listable companies with the spec fields', async () => {
    const res = await t.app.inject({
      url: '/api/v1/company/auth/getOnlineCompaniesForWeb?search=creche',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      companies: [
        {
          id: sunshineId,
          companyName: 'Sunshine Creche',
          companyLogo: null,
          pincode: '411001',
          avgRating: 4,
          reviewCount: 1,
          startingPricePerDay: 950.5,
          serviceCategories: [{ id: c.child.id, name: 'Child Care' }],
          verified: true,
        },
      ],
      pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
    });
    const all = await t.app.inject({ url: '/api/v1/company/auth/getOnlineCompaniesForWeb' });
    expect(all.json().data.companies.map((x: { companyName: string }) => x.companyName)).toEqual([
      'Sunshine Creche',
      'Bare Agency',
    ]);
  });

  it('serves a company profile with contact details', async () => {
    const res = await t.app.inject({
      url: `/api/v1/company/auth/getCompanyProfileByID/${sunshineId}`,
    });
    expect(res.json().data).toEqual({
      id: sunshineId,
      companyName: 'Sunshine Creche',
      companyLogo: null,
      about: 'A creche for working parents',
      email: 'hello@sunshine.example',
      address: 'FC Road, Pune',
      pincode: '411001',
      avgRating: 4,
      reviewCount: 1,
      serviceCategories: [{ id: c.child.id, name: 'Child Care' }],
      verified: true,
    });
  });

  it('lists a company offerings with price per day in rupees', async () => {
    const res = await t.app.inject({
      url: `/api/v1/company/companyService/getAllCompanyServicesForCustomer/${sunshineId}`,
    });
    expect(
      res
        .json()
        .data.map((o: { service: { name: string }; pricePerDay: number }) => [
          o.service.name,
          o.pricePerDay,
        ]),
    ).toEqual([
      ['Nanny', 950.5],
      ['Full-day Creche', 1200],
    ]);
    const bare = await t.app.inject({
      url: `/api/v1/company/companyService/getAllCompanyServicesForCustomer/${bareId}`,
    });
    expect(bare.json().data).toEqual([]);
  });

  it('answers 404 and 400 for unknown and malformed ids', async () => {
    expect(
      (await t.app.inject({ url: `/api/v1/company/auth/getCompanyProfileByID/${randomUUID()}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/v1/company/auth/getCompanyProfileByID/1' })).statusCode,
    ).toBe(400);
  });
});
