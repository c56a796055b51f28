import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { day, familyWithMember, payAndBook } from '../../test/booking.ts';
import { createCatalog, createCompany, createProvider } from '../../test/fixtures.ts';

/** Each side sees the other's number once the caregiver commits, and not before. */
describe("the caregiver's number on the family's bookings", () => {
  let t: TestApp;
  let serviceId: string;

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    serviceId = (await createCatalog(t.db)).nursing.id;
  });

  afterAll(async () => {
    await t?.close();
  });

  async function bookingAsFamilySees(familyAuth: { authorization: string }, id: string) {
    const res = await t.app.inject({
      url: '/api/v1/customer/booking/getCustomerBookings',
      headers: familyAuth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: string; contactPhone: string | null }[]).find(
      (b) => b.id === id,
    )!;
  }

  it.each(['Provider', 'Company'] as const)(
    'hides a %s number until it accepts, then shows it',
    async (kind) => {
      const { family, memberId } = await familyWithMember(t.app);
      const offering = { serviceId, pricePerDayPaise: 120_000 };
      const made =
        kind === 'Provider'
          ? await createProvider(t.db, { offerings: [offering] })
          : await createCompany(t.db, { offerings: [{ ...offering, dailyCapacity: 3 }] });
      const seller = 'provider' in made ? made.provider : made.company;
      const { booking } = await payAndBook(t.app, family, {
        familyMemberId: memberId,
        ...(kind === 'Provider'
          ? { providerSvcId: made.offers[0]!.id }
          : { companySvcId: made.offers[0]!.id }),
        startDate: day(4),
        endDate: day(5),
      });
      expect(booking.statusCode, booking.body).toBe(200);
      const id = (booking.json().data as { id: string; contactPhone: string | null }).id;
      expect((booking.json().data as { contactPhone: string | null }).contactPhone).toBeNull();
      expect((await bookingAsFamilySees(family.auth, id)).contactPhone).toBeNull();

      const caregiver = await signIn(t.app, kind, seller.mobile);
      const prefix = kind === 'Provider' ? 'provider' : 'company';
      const accepted = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/${prefix}/booking/acceptBooking/${id}`,
        headers: caregiver.auth,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect((await bookingAsFamilySees(family.auth, id)).contactPhone).toBe(seller.mobile);
    },
  );
});
