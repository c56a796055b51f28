import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  addMoney,
  balance,
  createOrder,
  day,
  familyWithMember,
  sandboxPay,
} from '../../test/booking.ts';
import { createCatalog, createProvider } from '../../test/fixtures.ts';
import { fundWallet, ledgerIsSound } from '../../test/money.ts';

/** Part from the wallet, the rest by card: the order is priced on the server for the rest. */
describe('paying with the wallet and a card together', () => {
  let t: TestApp;
  let serviceId: string;
  let nextDay = 3;

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    serviceId = (await createCatalog(t.db)).nursing.id;
  });

  afterAll(async () => {
    await t?.close();
  });

  /** A family with `walletPaise` in its wallet, and a draft of 2 days at ₹2,000 a day. */
  async function familyAndDraft(walletPaise: number) {
    const { family, memberId } = await familyWithMember(t.app);
    if (walletPaise) await fundWallet(t.db, family.id, walletPaise);
    const { offers } = await createProvider(t.db, {
      offerings: [{ serviceId, pricePerDayPaise: 200_000 }],
    });
    const start = nextDay;
    nextDay += 2;
    const draft = {
      familyMemberId: memberId,
      providerSvcId: offers[0]!.id,
      startDate: day(start),
      endDate: day(start + 1),
    };
    return { family, draft };
  }

  it('charges the card only the rest, and books the whole from the wallet once paid', async () => {
    const { family, draft } = await familyAndDraft(300_000);
    const order = await createOrder(t.app, family, { ...draft, useWallet: true });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json()).toMatchObject({ amount: 100_000, fromWallet: 300_000 });

    const proof = await sandboxPay(t.app, family, order.json().id);
    const paid = await addMoney(t.app, family, 1000, proof);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.booking).toMatchObject({ totalAmount: 4000, status: 'PENDING' });
    expect(await balance(t.app, family)).toBe(0);
    expect(await ledgerIsSound(t.db)).toBe(true);
  });

  it('charges the whole without useWallet, and keeps the wallet as it was', async () => {
    const { family, draft } = await familyAndDraft(300_000);
    const order = await createOrder(t.app, family, draft);
    expect(order.json()).toMatchObject({ amount: 400_000 });
    expect(order.json()).not.toHaveProperty('fromWallet');
  });

  it('checks the amount the family saw against the rest, and says when the wallet changed', async () => {
    const { family, draft } = await familyAndDraft(300_000);
    const right = await createOrder(t.app, family, { ...draft, useWallet: true, amount: 100_000 });
    expect(right.statusCode, right.body).toBe(200);
    const stale = await createOrder(t.app, family, { ...draft, useWallet: true, amount: 150_000 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(
      'Your wallet balance changed; please review the amount and try again',
    );
  });

  it('sends a family whose wallet covers the booking to book from it', async () => {
    const { family, draft } = await familyAndDraft(500_000);
    const order = await createOrder(t.app, family, { ...draft, useWallet: true });
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toBe('Your wallet covers this booking: book it from your wallet.');
  });

  it('charges at least the gateway’s ₹1 and leaves the paise over in the wallet', async () => {
    const { family, draft } = await familyAndDraft(399_950);
    const order = await createOrder(t.app, family, { ...draft, useWallet: true });
    expect(order.json()).toMatchObject({ amount: 100, fromWallet: 399_950 });
    const proof = await sandboxPay(t.app, family, order.json().id);
    const paid = await addMoney(t.app, family, 1, proof);
    expect(paid.json().data.booking).toMatchObject({ totalAmount: 4000 });
    expect(await balance(t.app, family)).toBe(0.5);
  });

  it('keeps the card payment in the wallet, and says why, when the wallet was spent meanwhile', async () => {
    const { family, draft } = await familyAndDraft(300_000);
    const order = await createOrder(t.app, family, { ...draft, useWallet: true });
    const other = await familyAndDraft(0);
    // The wallet pays for another booking before the card payment is verified.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/booking/createBookingRequest',
      headers: family.auth,
      payload: {
        ...other.draft,
        familyMemberId: draft.familyMemberId,
        endDate: other.draft.startDate,
      },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    const proof = await sandboxPay(t.app, family, order.json().id);
    const paid = await addMoney(t.app, family, 1000, proof);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.booking).toBeNull();
    expect(paid.json().data.bookingProblem).toContain('Your wallet has ₹2,000');
    expect(await balance(t.app, family)).toBe(2000);
    expect(await ledgerIsSound(t.db)).toBe(true);
  });
});
