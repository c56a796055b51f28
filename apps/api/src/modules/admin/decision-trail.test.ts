import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, notifications, providers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signInAdminOperator, signInSupportOperator, type SignedIn } from '../../test/auth.ts';
import { sendDueNotifications } from '../notifications/sender.ts';
import { registerCompany, registerProvider } from './testing.ts';

/*
 * What a verification decision leaves behind besides the status: an audit entry naming the
 * operator, and a message to the seller (the reason of a rejection reaches them by SMS). All of
 * it or none of it.
 */
const base = '/api/v1/admin/verification';
const reason = 'The government ID photo is blurred; please upload a clear scan.';

describe('the trail of a verification decision', () => {
  let t: TestApp;
  let admin: SignedIn;
  let support: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdminOperator(t.app);
    support = await signInSupportOperator(t.app);
  });
  afterAll(() => t.close());

  const submittedAt = async (id: string) =>
    (
      await t.db.select({ at: providers.submittedAt }).from(providers).where(eq(providers.id, id))
    )[0]?.at?.toISOString() ?? null;

  const decide = async (
    action: 'verifySeller' | 'rejectSeller',
    type: 'Provider' | 'Company',
    id: string,
    body: Record<string, unknown>,
    who: SignedIn = admin,
  ) =>
    t.app.inject({
      method: 'PATCH',
      url: `${base}/${action}/${type}/${id}`,
      headers: who.auth,
      payload: body,
    });

  const auditOf = (id: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.createdAt);
  const messagesTo = (id: string) =>
    t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, id))
      .orderBy(notifications.createdAt);

  it('audits a verification with the operator, before and after, and tells the seller', async () => {
    const provider = await registerProvider(t.app, { name: 'Asha Kumari' });
    const at = await submittedAt(provider.id);
    const res = await decide('verifySeller', 'Provider', provider.id, {
      reason: 'Checked the Aadhaar in person',
      submittedAt: at,
    });
    expect(res.statusCode, res.body).toBe(200);

    expect(await auditOf(provider.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorMobile: '9000000001',
        actorRole: 'admin',
        action: 'seller.verify',
        entityType: 'provider',
        before: { verificationStatus: 'PENDING', rejectionReason: null, submittedAt: at },
        after: { verificationStatus: 'VERIFIED', rejectionReason: null, submittedAt: at },
        reason: 'Checked the Aadhaar in person',
      }),
    ]);
    const [message] = await messagesTo(provider.id);
    expect(message).toMatchObject({
      recipientKind: 'Provider',
      mobile: provider.mobile,
      type: 'SELLER_VERIFIED',
      smsStatus: 'PENDING',
    });

    // Readable through the log's own call, filtered as the console filters it.
    const log = await t.app.inject({
      url: `/api/v1/admin/audit/getAuditLog?action=seller.verify&entityId=${provider.id}`,
      headers: support.auth,
    });
    expect(log.json().data.entries).toHaveLength(1);
  });

  it('sends the rejection reason to the seller by SMS, and a support operator may decide', async () => {
    const provider = await registerProvider(t.app, { name: 'Bina Das' });
    const res = await decide(
      'rejectSeller',
      'Provider',
      provider.id,
      { reason, submittedAt: await submittedAt(provider.id) },
      support,
    );
    expect(res.statusCode, res.body).toBe(200);

    const [entry] = await auditOf(provider.id);
    expect(entry).toMatchObject({
      actorRole: 'support',
      action: 'seller.reject',
      after: expect.objectContaining({ verificationStatus: 'REJECTED', rejectionReason: reason }),
      reason,
    });
    const [message] = await messagesTo(provider.id);
    expect(message?.type).toBe('SELLER_REJECTED');
    expect(message?.text).toBe(
      'CareConnect could not verify your profile: The government ID photo is blurred; please ' +
        'upload a clear scan. Please correct this in your dashboard and submit again.',
    );

    // The seller reads it in their own notifications too, in Hindi when they ask for it.
    const inbox = await t.app.inject({
      url: '/api/v1/notifications/getMyNotifications',
      headers: { ...provider.auth, 'accept-language': 'hi' },
    });
    expect(inbox.json().data.items[0].text).toMatch(/CareConnect आपकी प्रोफ़ाइल सत्यापित नहीं/);

    // The SMS job sends it to the seller's mobile (the dev outbox stands in for the gateway).
    await sendDueNotifications(t.db, t.app.sms, {});
    const outbox = await t.app.inject({ url: `/api/v1/dev/outbox?mobile=${provider.mobile}` });
    expect(outbox.json().data.map((m: { text: string }) => m.text)).toContain(message?.text);
  });

  it('audits companies the same way', async () => {
    const company = await registerCompany(t.app, 'Sahara Home Care');
    const [row] = await t.db
      .select({ at: companies.submittedAt })
      .from(companies)
      .where(eq(companies.id, company.id));
    const at = row?.at?.toISOString() ?? null;
    const res = await decide('verifySeller', 'Company', company.id, { submittedAt: at });
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditOf(company.id)).toEqual([
      expect.objectContaining({ action: 'seller.verify', entityType: 'company', reason: null }),
    ]);
    expect((await messagesTo(company.id)).map((m) => m.recipientKind)).toEqual(['Company']);
  });

  it('writes nothing for a decision refused: no reason, a stale submission, an unknown seller', async () => {
    const provider = await registerProvider(t.app, { name: 'Chitra Rao' });
    const at = await submittedAt(provider.id);

    const noReason = await decide('rejectSeller', 'Provider', provider.id, { submittedAt: at });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/reason/i);
    const blank = await decide('rejectSeller', 'Provider', provider.id, {
      reason: '   ',
      submittedAt: at,
    });
    expect(blank.statusCode).toBe(400);

    const stale = await decide('verifySeller', 'Provider', provider.id, {
      submittedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/sent new details or documents/);

    const unknown = await decide('verifySeller', 'Provider', randomUUID(), { submittedAt: at });
    expect(unknown.statusCode).toBe(404);

    expect(await auditOf(provider.id)).toEqual([]);
    expect(await messagesTo(provider.id)).toEqual([]);
    const [row] = await t.db
      .select({ status: providers.verificationStatus })
      .from(providers)
      .where(eq(providers.id, provider.id));
    expect(row?.status).toBe('PENDING');
  });

  it('repeating a decision sends and audits nothing more', async () => {
    const provider = await registerProvider(t.app, { name: 'Deepa Iyer' });
    const body = { reason, submittedAt: await submittedAt(provider.id) };
    expect((await decide('rejectSeller', 'Provider', provider.id, body)).statusCode).toBe(200);
    expect((await decide('rejectSeller', 'Provider', provider.id, body)).statusCode).toBe(200);
    expect(await auditOf(provider.id)).toHaveLength(1);
    expect(await messagesTo(provider.id)).toHaveLength(1);
  });

  it('rolls the decision back when its audit entry cannot be written', async () => {
    const provider = await registerProvider(t.app, { name: 'Esha Pillai' });
    await t.db.execute(sql`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit unavailable'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_audit before insert on audit_log
      for each row execute function refuse_audit()`);
    try {
      const res = await decide('verifySeller', 'Provider', provider.id, {
        submittedAt: await submittedAt(provider.id),
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_audit on audit_log`);
      await t.db.execute(sql`drop function refuse_audit()`);
    }
    const [row] = await t.db
      .select({ status: providers.verificationStatus })
      .from(providers)
      .where(eq(providers.id, provider.id));
    expect(row?.status).toBe('PENDING');
    expect(await messagesTo(provider.id)).toEqual([]);
  });
});
