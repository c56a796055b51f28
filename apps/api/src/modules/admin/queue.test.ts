import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, providers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { SignedIn } from '../../test/auth.ts';
import { createCompany, createProvider } from '../../test/fixtures.ts';
import { tinyPdf, tinyPng } from '../../test/files.ts';
import { registerProvider, signInAdmin, type RegisteredProvider } from './testing.ts';

/*
 * getSellers: the operator's review queue. This file owns its database, so totals are exact.
 */
const url = '/api/v1/admin/verification/getSellers';

describe('GET admin/verification/getSellers', () => {
  let t: TestApp;
  let admin: SignedIn;
  /** Five PENDING providers, oldest submission first. */
  const queue: string[] = [];
  let registered: RegisteredProvider;
  let verifiedId: string;
  let rejectedId: string;

  const get = (query: string, user: SignedIn = admin) =>
    t.app.inject({ url: `${url}?${query}`, headers: user.auth });
  const submittedAt = (id: string, minutesAgo: number) =>
    t.db
      .update(providers)
      .set({ updatedAt: new Date(Date.now() - minutesAgo * 60_000) })
      .where(eq(providers.id, id));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t.app);

    // Created newest first, so the queue order cannot come from insertion order.
    registered = await registerProvider(t.app, { name: 'Asha Verma' });
    queue.unshift(registered.id);
    for (const name of ['Bina Rao', 'Chitra Iyer', 'Deepa Shah', 'Esha Pillai']) {
      const { provider } = await createProvider(t.db, { name, verificationStatus: 'PENDING' });
      queue.unshift(provider.id);
    }
    for (const [index, id] of queue.entries()) await submittedAt(id, 100 - index * 10);

    // Not in the queue: only signed in (nothing to review), or already decided.
    await createProvider(t.db, { name: null, verificationStatus: 'PENDING' });
    verifiedId = (await createProvider(t.db, { name: 'Farah Khan' })).provider.id;
    const rejected = await createProvider(t.db, {
      name: 'Gita Das',
      verificationStatus: 'PENDING',
    });
    rejectedId = rejected.provider.id;
    await t.db
      .update(providers)
      .set({ verificationStatus: 'REJECTED', verificationNote: 'The ID photo is unreadable' })
      .where(eq(providers.id, rejectedId));
  });
  afterAll(() => t.close());

  it('lists PENDING providers oldest submission first, with their documents', async () => {
    const res = await get('type=Provider');
    expect(res.statusCode).toBe(200);
    const { sellers, pagination } = res.json().data;
    expect(sellers.map((s: { id: string }) => s.id)).toEqual(queue);
    expect(pagination).toEqual({ page: 1, limit: 20, total: 5, totalPages: 1 });

    const asha = sellers.find((s: { id: string }) => s.id === registered.id);
    expect(asha).toMatchObject({
      type: 'Provider',
      name: 'Asha Verma',
      mobile: registered.mobile,
      email: 'meera.nair@example.in',
      gender: 'Female',
      dob: '1990-06-15',
      address: '4 Lake View Road, Kochi',
      pincode: '682001',
      verificationStatus: 'PENDING',
      rejectionReason: null,
    });
    expect(new Date(asha.createdAt).toISOString()).toBe(asha.createdAt);
    expect(asha.documents).toHaveLength(2);
    expect(asha.documents).toEqual(
      expect.arrayContaining([
        {
          id: registered.govtIdUploadId,
          kind: 'govtID',
          mimeType: 'image/png',
          sizeBytes: tinyPng.length,
          uploadedAt: expect.any(String),
        },
        {
          id: registered.certificationUploadId,
          kind: 'certification',
          mimeType: 'application/pdf',
          sizeBytes: tinyPdf.length,
          uploadedAt: expect.any(String),
        },
      ]),
    );
    // Fixture providers uploaded nothing.
    expect(sellers.find((s: { id: string }) => s.id === queue[0]).documents).toEqual([]);
  });

  it('pages through the queue without skipping or repeating anyone', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => get(`type=Provider&limit=2&page=${page}`)),
    );
    const ids = pages.flatMap((res) => res.json().data.sellers.map((s: { id: string }) => s.id));
    expect(ids).toEqual(queue);
    expect(pages[2]!.json().data.pagination).toEqual({
      page: 3,
      limit: 2,
      total: 5,
      totalPages: 3,
    });

    const past = await get('type=Provider&limit=2&page=4');
    expect(past.statusCode).toBe(200);
    expect(past.json().data.sellers).toEqual([]);
  });

  it('filters by status: decided sellers, with the rejection reason', async () => {
    const verified = (await get('type=Provider&status=VERIFIED')).json().data;
    expect(verified.sellers.map((s: { id: string }) => s.id)).toEqual([verifiedId]);

    const rejected = (await get('type=Provider&status=REJECTED')).json().data;
    expect(rejected.sellers).toEqual([
      expect.objectContaining({
        id: rejectedId,
        verificationStatus: 'REJECTED',
        rejectionReason: 'The ID photo is unreadable',
      }),
    ]);
    expect(rejected.pagination.total).toBe(1);
  });

  it('lists companies by type, with companyName and gst', async () => {
    const { company } = await createCompany(t.db, {
      companyName: 'Little Steps Creche',
      verificationStatus: 'PENDING',
      email: 'hello@littlesteps.example.in',
      address: '3 Park Street, Kolkata',
    });
    await t.db
      .update(companies)
      .set({ gst: '29ABCDE1234F1Z5' })
      .where(eq(companies.id, company.id));
    await createCompany(t.db, { companyName: 'Already Verified Care' });

    const res = await get('type=Company&status=PENDING');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sellers).toEqual([
      expect.objectContaining({
        type: 'Company',
        id: company.id,
        companyName: 'Little Steps Creche',
        gst: '29ABCDE1234F1Z5',
        email: 'hello@littlesteps.example.in',
        address: '3 Park Street, Kolkata',
        verificationStatus: 'PENDING',
        documents: [],
      }),
    ]);
    expect(res.json().data.sellers[0]).not.toHaveProperty('name');
  });

  it.each([
    ['no type', 'status=PENDING'],
    ['an unknown type', 'type=Customer'],
    ['an unknown status', 'type=Provider&status=APPROVED'],
    ['limit over 100', 'type=Provider&limit=101'],
    ['limit 0', 'type=Provider&limit=0'],
    ['a fractional limit', 'type=Provider&limit=2.5'],
    ['page 0', 'type=Provider&page=0'],
    ['a page that is not a number', 'type=Provider&page=two'],
    ['an unknown parameter', 'type=Provider&sort=name'],
  ])('answers %s with a 400', async (_label, query) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('accepts a limit of exactly 100', async () => {
    const res = await get('type=Provider&limit=100');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pagination).toMatchObject({ limit: 100, total: 5, totalPages: 1 });
  });
});
