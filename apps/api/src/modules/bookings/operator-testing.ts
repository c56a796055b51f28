import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SellerKind } from '@care/shared';
import type { Database } from '../../db/client.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { day, payAndBook } from '../../test/booking.ts';
import { createCompany, createProvider } from '../../test/fixtures.ts';

/** Helpers the operator's booking and people tests share: real bookings through real routes. */

export interface Caregiver {
  kind: SellerKind;
  id: string;
  mobile: string;
  name: string;
  offerId: string;
  /** 'provider' or 'company': the path prefix of their calls. */
  prefix: 'provider' | 'company';
  auth: SignedIn['auth'];
}

/** A listed caregiver (a provider, or a company) offering one service at a price per day. */
export async function newCaregiver(
  app: FastifyInstance,
  db: Database,
  serviceId: string,
  options: { kind?: SellerKind; name?: string; pricePerDayPaise?: number } = {},
): Promise<Caregiver> {
  const kind = options.kind ?? 'Provider';
  const offering = { serviceId, pricePerDayPaise: options.pricePerDayPaise ?? 150_000 };
  const made =
    kind === 'Provider'
      ? await createProvider(db, { name: options.name ?? 'Test Provider', offerings: [offering] })
      : await createCompany(db, {
          companyName: options.name ?? 'Test Company',
          offerings: [{ ...offering, dailyCapacity: 5 }],
        });
  const row = 'provider' in made ? made.provider : made.company;
  const signedIn = await signIn(app, kind, row.mobile);
  return {
    kind,
    id: row.id,
    mobile: row.mobile,
    name: options.name ?? ('provider' in made ? 'Test Provider' : 'Test Company'),
    offerId: made.offers[0]!.id,
    prefix: kind === 'Provider' ? 'provider' : 'company',
    auth: signedIn.auth,
  };
}

export interface Booked {
  id: string;
  startCode: string;
  endCode: string;
}

/** A family's paid booking of the caregiver, `days` days from `startIn` days ahead. */
export async function bookCare(
  app: FastifyInstance,
  who: { family: SignedIn; memberId: string },
  caregiver: Caregiver,
  dates: { startIn?: number; days?: number } = {},
): Promise<Booked> {
  const startIn = dates.startIn ?? 0;
  const { booking } = await payAndBook(app, who.family, {
    familyMemberId: who.memberId,
    ...(caregiver.kind === 'Provider'
      ? { providerSvcId: caregiver.offerId }
      : { companySvcId: caregiver.offerId }),
    startDate: day(startIn),
    endDate: day(startIn + (dates.days ?? 1) - 1),
  });
  expect(booking.statusCode, booking.body).toBe(200);
  return booking.json().data as Booked;
}

/** The caregiver's accept, start or complete, which must succeed. */
export async function caregiverDoes(
  app: FastifyInstance,
  caregiver: Caregiver,
  step: 'acceptBooking' | 'startBooking' | 'completeBooking',
  booked: Booked,
) {
  const payload =
    step === 'startBooking'
      ? { code: booked.startCode }
      : step === 'completeBooking'
        ? { code: booked.endCode }
        : undefined;
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/v1/${caregiver.prefix}/booking/${step}/${booked.id}`,
    headers: caregiver.auth,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
