import { startOfIndiaDay } from '@care/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { day, familyWithMember, payAndBook } from '../../test/booking.ts';
import { createCatalog, createCompany, createProvider } from '../../test/fixtures.ts';

/*
 * Bookings for the check-in, alert and digest tests: each call makes its own caregiver, so
 * tests that book the same days never meet on one caregiver's calendar.
 */

export interface CareBookingWorld {
  family: SignedIn;
  memberId: string;
  /** A paid booking (PENDING) of a fresh caregiver, `start` to `end` days from today. */
  book(
    start: number,
    end: number,
    kind?: 'Provider' | 'Company',
  ): Promise<{ id: string; startCode: string; endCode: string; caregiver: SignedIn }>;
  /** The same, accepted by the caregiver. */
  accepted(
    start: number,
    end: number,
    kind?: 'Provider' | 'Company',
  ): Promise<{ id: string; startCode: string; endCode: string; caregiver: SignedIn }>;
}

export async function careBookingWorld(t: TestApp): Promise<CareBookingWorld> {
  const catalog = await createCatalog(t.db);
  const { family, memberId } = await familyWithMember(t.app);

  async function book(start: number, end: number, kind: 'Provider' | 'Company' = 'Provider') {
    const offering = { serviceId: catalog.nursing.id, pricePerDayPaise: 150_000 };
    let svc: { providerSvcId: string } | { companySvcId: string };
    let mobile: string;
    if (kind === 'Provider') {
      const made = await createProvider(t.db, { name: 'Ramesh Kumar', offerings: [offering] });
      svc = { providerSvcId: made.offers[0]!.id };
      mobile = made.provider.mobile;
    } else {
      const made = await createCompany(t.db, {
        companyName: 'Seva Care',
        offerings: [{ ...offering, dailyCapacity: 3 }],
      });
      svc = { companySvcId: made.offers[0]!.id };
      mobile = made.company.mobile;
    }
    const { booking } = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      startDate: day(start),
      endDate: day(end),
      ...svc,
    });
    expect(booking.statusCode, booking.body).toBe(200);
    const caregiver = await signIn(t.app, kind, mobile);
    const data = booking.json().data as { id: string; startCode: string; endCode: string };
    return { id: data.id, startCode: data.startCode, endCode: data.endCode, caregiver };
  }

  return {
    family,
    memberId,
    book,
    async accepted(start, end, kind = 'Provider') {
      const booked = await book(start, end, kind);
      const prefix = kind === 'Provider' ? 'provider' : 'company';
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/${prefix}/booking/acceptBooking/${booked.id}`,
        headers: booked.caregiver.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return booked;
    },
  };
}

/** An instant on an India calendar day at HH:MM India time. */
export function indiaAt(date: string, time: string): Date {
  const [h, m] = time.split(':').map(Number);
  return new Date(startOfIndiaDay(date).getTime() + ((h ?? 0) * 60 + (m ?? 0)) * 60_000);
}
