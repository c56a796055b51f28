import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyServices,
  providerServices,
  providers,
  verificationDecisions,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { createCatalog } from '../../test/fixtures.ts';
import { pngPart } from '../../test/files.ts';
import { registerCompany, registerProvider, signInAdmin } from './testing.ts';

/*
 * verifySeller and rejectSeller: the status the listings read, the reason the seller is told,
 * and a log row for every change, all in one transaction.
 */
const base = '/api/v1/admin/verification';
const reason = 'The government ID photo is blurred; please upload a clear scan.';

describe('verifying and rejecting sellers', () => {
  let t: TestApp;
  let admin: SignedIn;
  let catalog: Awaited<ReturnType<typeof createCatalog>>;

  /** The seller's submission as the operator's review lists it. */
  const reviewedSubmission = async (type: string, id: string) => {
    const table = type === 'Company' ? companies : type === 'Provider' ? providers : null;
    if (!table || !/^[0-9a-f-]{36}$/.test(id)) return null;
    const [row] = await t.db
      .select({ submittedAt: table.submittedAt })
      .from(table)
      .where(eq(table.id, id));
    return row?.submittedAt?.toISOString() ?? null;
  };
  /**
   * A decision as the operator's console sends it: naming the submission reviewed, unless the
   * test says which (or sends something that is not an object at all).
   */
  const decide = async (
    action: 'verifySeller' | 'rejectSeller',
    type: string,
    id: string,
    payload?: unknown,
    user: SignedIn | null = admin,
  ) => {
    const isObject = typeof payload === 'object' && payload !== null && !Array.isArray(payload);
    const body =
      payload === undefined || (isObject && !('submittedAt' in payload))
        ? { ...(payload as object | undefined), submittedAt: await reviewedSubmission(type, id) }
        : payload;
    return t.app.inject({
      method: 'PATCH',
      url: `${base}/${action}/${type}/${id}`,
      headers: user ? user.auth : {},
      payload: body as Record<string, unknown>,
    });
  };
  const listedProviderIds = async () => {
    const res = await t.app.inject({ url: '/api/v1/provider/auth/getOnlineProvidersForWeb' });
    expect(res.statusCode).toBe(200);
    return res.json().data.providers.map((p: { id: string }) => p.id);
  };
  const listedCompanyIds = async () => {
    const res = await t.app.inject({ url: '/api/v1/company/auth/getOnlineCompaniesForWeb' });
    expect(res.statusCode).toBe(200);
    return res.json().data.companies.map((c: { id: string }) => c.id);
  };
  const decisionsFor = (sellerId: string) =>
    t.db
      .select()
      .from(verificationDecisions)
      .where(eq(verificationDecisions.sellerId, sellerId))
      .orderBy(verificationDecisions.createdAt);
  const providerRow = async (id: string) =>
    (await t.db.select().from(providers).where(eq(providers.id, id)))[0]!;

  /** A registered provider who is online, active and offers a service: listable once verified. */
  async function readyProvider(name: string) {
    const provider = await registerProvider(t.app, { name });
    await t.db.update(providers).set({ isOnline: true }).where(eq(providers.id, provider.id));
    await t.db.insert(providerServices).values({
      providerId: provider.id,
      serviceId: catalog.nursing.id,
      pricePerDayPaise: 150_000,
    });
    return provider;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t.app);
    catalog = await createCatalog(t.db);
  });
  afterAll(() => t.close());

  it('verifies a provider, who is then listed to families and logged', async () => {
    const provider = await readyProvider('Kavya Menon');
    expect(await listedProviderIds()).not.toContain(provider.id);
    const profile = `/api/v1/provider/auth/getProviderProfileById/${provider.id}`;
    expect((await t.app.inject({ url: profile })).statusCode).toBe(404);

    const res = await decide('verifySeller', 'Provider', provider.id, {
      reason: 'Called and checked the original Aadhaar',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Provider verified',
      data: {
        type: 'Provider',
        id: provider.id,
        name: 'Kavya Menon',
        verificationStatus: 'VERIFIED',
        rejectionReason: null,
      },
    });
    expect(res.json().data.documents).toHaveLength(2);

    expect(await listedProviderIds()).toContain(provider.id);
    expect((await t.app.inject({ url: profile })).statusCode).toBe(200);
    expect(await decisionsFor(provider.id)).toEqual([
      expect.objectContaining({
        sellerType: 'Provider',
        adminId: admin.id,
        decision: 'VERIFIED',
        reason: 'Called and checked the original Aadhaar',
      }),
    ]);
  });

  it('verifies without a body, and repeating it changes and logs nothing', async () => {
    const provider = await readyProvider('Lata Joshi');
    const first = await decide('verifySeller', 'Provider', provider.id);
    expect(first.statusCode).toBe(200);
    const updatedAt = (await providerRow(provider.id)).updatedAt;

    const again = await decide('verifySeller', 'Provider', provider.id, {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'Provider was already verified',
      data: { verificationStatus: 'VERIFIED' },
    });
    expect(await decisionsFor(provider.id)).toHaveLength(1);
    expect((await providerRow(provider.id)).updatedAt).toEqual(updatedAt);
  });

  it('rejects with a trimmed reason: not listed, the reason shown in getSellers, logged', async () => {
    const provider = await readyProvider('Nisha Kapoor');
    const res = await decide('rejectSeller', 'Provider', provider.id, { reason: `  ${reason}  ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Provider rejected',
      data: { verificationStatus: 'REJECTED', rejectionReason: reason },
    });

    expect(await listedProviderIds()).not.toContain(provider.id);
    const rejected = await t.app.inject({
      url: `${base}/getSellers?type=Provider&status=REJECTED`,
      headers: admin.auth,
    });
    expect(rejected.json().data.sellers).toContainEqual(
      expect.objectContaining({ id: provider.id, rejectionReason: reason }),
    );
    expect(await decisionsFor(provider.id)).toEqual([
      expect.objectContaining({ decision: 'REJECTED', reason, adminId: admin.id }),
    ]);

    // The same reason again is harmless; a new reason replaces the old one and is logged.
    expect((await decide('rejectSeller', 'Provider', provider.id, { reason })).statusCode).toBe(
      200,
    );
    expect(await decisionsFor(provider.id)).toHaveLength(1);
    const newer = 'The certification has expired; upload the renewed one.';
    const changed = await decide('rejectSeller', 'Provider', provider.id, { reason: newer });
    expect(changed.json().data.rejectionReason).toBe(newer);
    expect(await decisionsFor(provider.id)).toHaveLength(2);
  });

  it('delists a verified provider on rejection and lists again on verification', async () => {
    const provider = await readyProvider('Pooja Sethi');
    await decide('verifySeller', 'Provider', provider.id);
    expect(await listedProviderIds()).toContain(provider.id);

    await decide('rejectSeller', 'Provider', provider.id, { reason });
    expect(await listedProviderIds()).not.toContain(provider.id);

    const res = await decide('verifySeller', 'Provider', provider.id);
    expect(res.json().data).toMatchObject({
      verificationStatus: 'VERIFIED',
      rejectionReason: null,
    });
    expect(await listedProviderIds()).toContain(provider.id);
    expect((await decisionsFor(provider.id)).map((d) => d.decision)).toEqual([
      'VERIFIED',
      'REJECTED',
      'VERIFIED',
    ]);
  });

  it('keeps a verified provider unlisted while offline', async () => {
    const provider = await readyProvider('Ritu Bose');
    await t.db.update(providers).set({ isOnline: false }).where(eq(providers.id, provider.id));
    expect((await decide('verifySeller', 'Provider', provider.id)).statusCode).toBe(200);
    expect(await listedProviderIds()).not.toContain(provider.id);
  });

  it('verifies and rejects companies the same way', async () => {
    const company = await registerCompany(t.app, 'Anand Elder Care');
    await t.db.update(companies).set({ isOnline: true }).where(eq(companies.id, company.id));
    await t.db.insert(companyServices).values({
      companyId: company.id,
      serviceId: catalog.companion.id,
      pricePerDayPaise: 200_000,
    });
    expect(await listedCompanyIds()).not.toContain(company.id);

    const verified = await decide('verifySeller', 'Company', company.id);
    expect(verified.json()).toMatchObject({
      message: 'Company verified',
      data: { type: 'Company', companyName: 'Anand Elder Care', verificationStatus: 'VERIFIED' },
    });
    expect(await listedCompanyIds()).toContain(company.id);

    const rejected = await decide('rejectSeller', 'Company', company.id, { reason });
    expect(rejected.json().data).toMatchObject({
      verificationStatus: 'REJECTED',
      rejectionReason: reason,
    });
    expect(await listedCompanyIds()).not.toContain(company.id);
    expect((await decisionsFor(company.id)).map((d) => [d.sellerType, d.decision])).toEqual([
      ['Company', 'VERIFIED'],
      ['Company', 'REJECTED'],
    ]);
  });

  it('puts a resubmitted profile back in the queue, with the last rejection reason', async () => {
    const provider = await readyProvider('Sana Qureshi');
    await decide('rejectSeller', 'Provider', provider.id, { reason });
    await registerProvider(t.app, { user: provider, govtID: pngPart('clear-scan.png') });
    const queue = await t.app.inject({
      url: `${base}/getSellers?type=Provider&limit=100`,
      headers: admin.auth,
    });
    expect(queue.json().data.sellers).toContainEqual(
      expect.objectContaining({
        id: provider.id,
        verificationStatus: 'PENDING',
        rejectionReason: reason,
      }),
    );
  });

  it('refuses to decide on a seller who never completed registration (409)', async () => {
    const provider = await signIn(t.app, 'Provider');
    const company = await signIn(t.app, 'Company');
    for (const [type, id] of [
      ['Provider', provider.id],
      ['Company', company.id],
    ] as const) {
      const res = await decide('verifySeller', type, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT' });
      expect(res.json().message).toMatch(/has not completed registration/);
      expect((await decide('rejectSeller', type, id, { reason })).statusCode).toBe(409);
      expect(await decisionsFor(id)).toEqual([]);
    }
    expect((await providerRow(provider.id)).verificationStatus).toBe('PENDING');
  });

  it.each([
    ['no body', undefined],
    ['no reason', {}],
    ['a blank reason', { reason: '    ' }],
    ['a reason under 10 characters once trimmed', { reason: '   123456789   ' }],
    ['a reason over 500 characters', { reason: 'x'.repeat(501) }],
    ['a reason that is not text', { reason: 42 }],
    ['an unknown field', { reason, verificationStatus: 'VERIFIED' }],
  ])('refuses a rejection with %s (400) and changes nothing', async (_label, payload) => {
    const provider = await registerProvider(t.app, { name: 'Uma Krishnan' });
    const res = await decide('rejectSeller', 'Provider', provider.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect((await providerRow(provider.id)).verificationStatus).toBe('PENDING');
    expect(await decisionsFor(provider.id)).toEqual([]);
  });

  it('accepts a reason of exactly 10 and 500 characters', async () => {
    const provider = await registerProvider(t.app, { name: 'Vani Reddy' });
    for (const text of ['x'.repeat(10), 'y'.repeat(500)]) {
      const res = await decide('rejectSeller', 'Provider', provider.id, { reason: text });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.rejectionReason).toBe(text);
    }
  });

  it('answers an unknown seller with 404 and a bad id or type with 400', async () => {
    const unknown = await decide('verifySeller', 'Provider', randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Provider not found');
    const company = await decide('rejectSeller', 'Company', randomUUID(), { reason });
    expect(company.statusCode).toBe(404);
    expect(company.json().message).toBe('Company not found');

    // A provider's id is not a company's.
    const provider = await registerProvider(t.app, { name: 'Wrong Table' });
    expect((await decide('verifySeller', 'Company', provider.id)).statusCode).toBe(404);

    expect((await decide('verifySeller', 'Provider', 'not-a-uuid')).statusCode).toBe(400);
    expect((await decide('verifySeller', 'Customer', randomUUID())).statusCode).toBe(400);
    expect((await decide('verifySeller', 'provider', provider.id)).statusCode).toBe(400);
  });

  it('writes the status and the log row in one transaction', async () => {
    const provider = await readyProvider('Yamini Gupta');
    // Make the log insert fail: the status change must roll back with it.
    await t.db.execute(sql`
      create function refuse_decision() returns trigger language plpgsql as $$
      begin raise exception 'log unavailable'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_decision before insert on verification_decisions
      for each row execute function refuse_decision()`);
    try {
      const res = await decide('verifySeller', 'Provider', provider.id);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_decision on verification_decisions`);
      await t.db.execute(sql`drop function refuse_decision()`);
    }
    expect((await providerRow(provider.id)).verificationStatus).toBe('PENDING');
    expect(await listedProviderIds()).not.toContain(provider.id);

    expect((await decide('verifySeller', 'Provider', provider.id)).statusCode).toBe(200);
    expect(await listedProviderIds()).toContain(provider.id);
  });

  describe('who may decide', () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const routes = [
      { method: 'GET' as const, url: `${base}/getSellers?type=Provider` },
      { method: 'PATCH' as const, url: `${base}/verifySeller/Provider/${someId}` },
      { method: 'PATCH' as const, url: `${base}/rejectSeller/Provider/${someId}`, reason: true },
    ];

    it.each(routes)('$method $url needs a token (401)', async ({ method, url, reason: r }) => {
      const res = await t.app.inject({ method, url, ...(r ? { payload: { reason } } : {}) });
      expect(res.statusCode).toBe(401);
    });

    it('checks the token before the request: no hints about valid input for non-admins', async () => {
      const customer = await signIn(t.app, 'Customer');
      const bad = { method: 'PATCH' as const, url: `${base}/rejectSeller/Nobody/not-a-uuid` };
      expect((await t.app.inject({ ...bad, payload: {} })).statusCode).toBe(401);
      expect((await t.app.inject({ ...bad, headers: customer.auth })).statusCode).toBe(403);
      const query = { url: `${base}/getSellers?limit=5000`, headers: customer.auth };
      expect((await t.app.inject(query)).statusCode).toBe(403);
    });

    it.each(routes)('$method $url is for Admin only (403)', async ({ method, url, reason: r }) => {
      for (const role of ['Customer', 'Provider', 'Company'] as const) {
        const user = await signIn(t.app, role);
        const res = await t.app.inject({
          method,
          url,
          headers: user.auth,
          ...(r ? { payload: { reason } } : {}),
        });
        expect(res.statusCode, role).toBe(403);
      }
    });
  });
});
