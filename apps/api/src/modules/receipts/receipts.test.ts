import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@care/shared';
import { bookings, payouts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { day, familyWithMember, payAndBook } from '../../test/booking.ts';
import { createCatalog, createCompany, createProvider } from '../../test/fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';

const PLATFORM = {
  PLATFORM_NAME: 'CareConnect Services',
  PLATFORM_ADDRESS: '4th Floor, 80 Feet Road, Indiranagar, Bengaluru 560038',
  PLATFORM_GSTIN: '29ABCDE1234F1Z5',
};

describe('receipts and monthly statements (PDF)', () => {
  let t: TestApp;
  let family: SignedIn;
  let memberId: string;
  let providerSvcId: string;
  let caregiver: SignedIn;
  let caregiverId: string;
  let companyCaregiver: SignedIn;

  const patch = (who: SignedIn, url: string, payload?: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/${url}`,
      headers: who.auth,
      ...(payload ? { payload } : {}),
    });
  const getReceipt = (who: SignedIn, id: string) =>
    t.app.inject({ url: `/api/v1/customer/booking/getReceipt/${id}`, headers: who.auth });
  const getStatement = (who: SignedIn, kind: 'provider' | 'company', month: string) =>
    t.app.inject({
      url: `/api/v1/${kind}/earnings/getStatement?month=${encodeURIComponent(month)}`,
      headers: who.auth,
    });

  async function paidBooking(start: number, end: number) {
    const { booking } = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      providerSvcId,
      startDate: day(start),
      endDate: day(end),
    });
    expect(booking.statusCode, booking.body).toBe(200);
    return (booking.json() as { data: { id: string; startCode: string; endCode: string } }).data;
  }

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0', ...PLATFORM });
    const c = await createCatalog(t.db);
    const made = await createProvider(t.db, {
      name: 'Lakshmi Pillai',
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 125_050 }],
    });
    providerSvcId = made.offers[0]!.id;
    caregiverId = made.provider.id;
    caregiver = await signIn(t.app, 'Provider', made.provider.mobile);
    const co = await createCompany(t.db, { companyName: 'Little Steps Creche' });
    companyCaregiver = await signIn(t.app, 'Company', co.company.mobile);
    ({ family, memberId } = await familyWithMember(t.app, {
      name: 'Asha Rao',
      pincode: '560001',
      address: '12 MG Road, Bengaluru',
    }));
  });
  afterAll(() => t.close());

  it("sends the family's receipt of a paid booking as a PDF download that says what was paid", async () => {
    const booked = await paidBooking(60, 61);
    const res = await getReceipt(family, booked.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${booked.id}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'CareConnect Services',
      PLATFORM.PLATFORM_ADDRESS,
      `GSTIN: ${PLATFORM.PLATFORM_GSTIN}`,
      'Payment receipt',
      `CC-${booked.id.slice(0, 8).toUpperCase()}`,
      booked.id,
      'Asha Rao',
      'Shanta Rao',
      'Nursing Attendant',
      'Lakshmi Pillai',
      // ₹1,250.50 a day for 2 days, in Indian grouping with the rupee sign.
      '₹1,250.50',
      '₹2,501',
      'Requested',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Refunded');
  });

  it('shows the refund of a cancelled booking and what was paid net', async () => {
    const booked = await paidBooking(70, 72);
    const cancelled = await patch(family, `customer/booking/cancelBooking/${booked.id}`);
    expect(cancelled.statusCode).toBe(200);
    const text = pdfText((await getReceipt(family, booked.id)).rawPayload);
    expect(text).toContain('Refunded to your wallet');
    expect(text).toContain('− ₹3,751.50');
    expect(text).toContain('Net paid');
    expect(text).toContain('₹0');
    expect(text).toContain('Cancelled');
  });

  it("answers 404 for another family's booking, an unknown id and a booking never paid", async () => {
    const booked = await paidBooking(80, 80);
    const stranger = await signIn(t.app);
    const theirs = await getReceipt(stranger, booked.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.headers['content-type']).toMatch(/^application\/json/);
    expect(theirs.body).not.toContain('Shanta');
    expect((await getReceipt(family, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getReceipt(family, 'not-an-id')).statusCode).toBe(400);

    // A booking row without its payment in the ledger (as imported data might be).
    const code = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
    const [unpaid] = await t.db
      .insert(bookings)
      .values({
        customerId: family.id,
        familyMemberId: memberId,
        providerServiceId: providerSvcId,
        providerId: caregiverId,
        serviceName: 'Nursing Attendant',
        startDate: day(90),
        endDate: day(90),
        days: 1,
        pricePerDayPaise: 125_050,
        totalPaise: 125_050,
        startCode: code(),
        endCode: code(),
      })
      .returning({ id: bookings.id });
    const res = await getReceipt(family, unpaid!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Receipt not found');
    // Only a family has receipts.
    expect((await getReceipt(caregiver, booked.id)).statusCode).toBe(403);
  });

  it("lists a completed booking's gross, commission, GST and net in the caregiver's monthly statement", async () => {
    // Care that starts today can be started and completed now: earned this India month.
    const booked = await paidBooking(0, 0);
    expect((await patch(caregiver, `provider/booking/acceptBooking/${booked.id}`)).statusCode).toBe(
      200,
    );
    const started = await patch(caregiver, `provider/booking/startBooking/${booked.id}`, {
      code: booked.startCode,
    });
    expect(started.statusCode, started.body).toBe(200);
    const completed = await patch(caregiver, `provider/booking/completeBooking/${booked.id}`, {
      code: booked.endCode,
    });
    expect(completed.statusCode, completed.body).toBe(200);

    // Paid out this month: one payout the bank confirmed, one it did not.
    await t.db.insert(payouts).values([
      {
        providerId: caregiverId,
        idempotencyKey: 'statement-payout-1',
        amountPaise: 80_000,
        status: 'PROCESSED',
        destinationLabel: 'UPI lakshmi@okaxis',
        gateway: 'sandbox',
        reference: 'UTR000111222',
        processedAt: new Date(),
      },
      {
        providerId: caregiverId,
        idempotencyKey: 'statement-payout-2',
        amountPaise: 99_900,
        status: 'FAILED',
        destinationLabel: 'UPI lakshmi@okaxis',
        gateway: 'sandbox',
      },
    ]);

    const month = todayInIndia().slice(0, 7);
    const res = await getStatement(caregiver, 'provider', month);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="statement-${month}.pdf"`,
    );
    const text = pdfText(res.rawPayload);
    // ₹1,250.50 earned at 10% commission: ₹125.05 commission, 18% GST on it ₹22.51, the rest net.
    for (const expected of [
      'CareConnect Services',
      'Earnings statement',
      'Lakshmi Pillai',
      `CC-${booked.id.slice(0, 8).toUpperCase()}`,
      'Nursing Attendant',
      '₹1,250.50',
      '₹125.05',
      '₹22.51',
      '₹1,102.94',
      'Net earnings',
      'UPI lakshmi@okaxis',
      'UTR000111222',
      '₹800',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('₹999');

    // Another month has nothing; another caregiver's statement never shows this booking.
    const empty = pdfText((await getStatement(caregiver, 'provider', '2020-01')).rawPayload);
    expect(empty).toContain('No bookings were earned in this month.');
    expect(empty).toContain('January 2020');
    const company = pdfText((await getStatement(companyCaregiver, 'company', month)).rawPayload);
    expect(company).toContain('Little Steps Creche');
    expect(company).not.toContain(booked.id.slice(0, 8).toUpperCase());
  });

  it('refuses a month that is not YYYY-MM with 400, and the wrong role with 403', async () => {
    for (const month of ['2026-13', '2026-1', '26-01', 'May 2026', '']) {
      const res = await getStatement(caregiver, 'provider', month);
      expect(res.statusCode, month).toBe(400);
      expect(res.json().message).toMatch(/YYYY-MM/);
    }
    expect((await getStatement(family, 'provider', '2026-01')).statusCode).toBe(403);
    expect((await getStatement(caregiver, 'company', '2026-01')).statusCode).toBe(403);
  });
});
