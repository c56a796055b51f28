import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { addMember, createOrder, day } from '../../test/booking.ts';
import { createCatalog, createCompany, createProvider } from '../../test/fixtures.ts';

describe('payment orders priced by the server', () => {
  let t: TestApp;
  let family: SignedIn;
  let memberId: string;
  let providerSvcId: string;
  let companySvcId: string;
  let offlineSvcId: string;

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    const c = await createCatalog(t.db);
    providerSvcId = (
      await createProvider(t.db, {
        offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 125_050 }],
      })
    ).offers[0]!.id;
    companySvcId = (
      await createCompany(t.db, {
        offerings: [{ serviceId: c.creche.id, pricePerDayPaise: 90_000 }],
      })
    ).offers[0]!.id;
    offlineSvcId = (
      await createProvider(t.db, {
        isOnline: false,
        offerings: [{ serviceId: c.nanny.id, pricePerDayPaise: 50_000 }],
      })
    ).offers[0]!.id;
    family = await signIn(t.app);
    memberId = await addMember(t.app, family);
  });
  afterAll(() => t.close());

  it('charges days x price per day, both end days included', async () => {
    const res = await createOrder(t.app, family, {
      familyMemberId: memberId,
      providerSvcId,
      startDate: day(3),
      endDate: day(6),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      id: expect.stringMatching(/^order_sbx_/),
      amount: 4 * 125_050,
      currency: 'INR',
      gateway: 'sandbox',
      keyId: 'rzp_test_sandbox',
    });
  });

  it('accepts a matching client amount and refuses any other', async () => {
    const draft = { familyMemberId: memberId, companySvcId, startDate: day(1), endDate: day(2) };
    expect((await createOrder(t.app, family, { ...draft, amount: 180_000 })).statusCode).toBe(200);
    const cheaper = await createOrder(t.app, family, { ...draft, amount: 100 });
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().message).toBe('The amount does not match the price of this booking');
  });

  it.each([
    [
      'a start in the past',
      { startDate: day(-1), endDate: day(2) },
      'startDate: Start date cannot be before today',
    ],
    [
      'an end before the start',
      { startDate: day(5), endDate: day(4) },
      'endDate: End date cannot be before the start date',
    ],
    ['a malformed date', { startDate: '2026-02-30', endDate: day(4) }, /^startDate: /],
  ])('refuses %s', async (_label, dates, message) => {
    const res = await createOrder(t.app, family, {
      familyMemberId: memberId,
      providerSvcId,
      ...dates,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('wants exactly one service id', async () => {
    const both = await createOrder(t.app, family, {
      familyMemberId: memberId,
      providerSvcId,
      companySvcId,
      startDate: day(1),
      endDate: day(1),
    });
    expect(both.statusCode).toBe(400);
    const neither = await createOrder(t.app, family, {
      familyMemberId: memberId,
      startDate: day(1),
      endDate: day(1),
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe(
      'companySvcId: Choose one service: send companySvcId or providerSvcId',
    );
  });

  it("refuses another customer's family member with a 404", async () => {
    const stranger = await signIn(t.app);
    const res = await createOrder(t.app, stranger, {
      familyMemberId: memberId,
      providerSvcId,
      startDate: day(1),
      endDate: day(1),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Family member not found');
  });

  it('refuses unknown and unavailable services', async () => {
    const unknown = await createOrder(t.app, family, {
      familyMemberId: memberId,
      providerSvcId: randomUUID(),
      startDate: day(1),
      endDate: day(1),
    });
    expect(unknown.statusCode).toBe(404);
    const offline = await createOrder(t.app, family, {
      familyMemberId: memberId,
      providerSvcId: offlineSvcId,
      startDate: day(1),
      endDate: day(1),
    });
    expect(offline.statusCode).toBe(422);
  });

  it('is for signed-in customers only', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/booking/createRazorpayOrder',
      payload: { familyMemberId: memberId, providerSvcId, startDate: day(1), endDate: day(1) },
    });
    expect(anonymous.statusCode).toBe(401);
    const provider = await signIn(t.app, 'Provider');
    expect(
      (
        await createOrder(t.app, provider, {
          familyMemberId: memberId,
          providerSvcId,
          startDate: day(1),
          endDate: day(1),
        })
      ).statusCode,
    ).toBe(403);
  });
});
