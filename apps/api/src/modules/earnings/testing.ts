import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { day, familyWithMember, payAndBook } from '../../test/booking.ts';
import { createCatalog, createCompany, createProvider } from '../../test/fixtures.ts';
import type { SellerRef } from '../ledger/accounts.ts';

export { journalSize, payoutEntryKinds } from '../../test/payouts.ts';

/** Helpers the earnings tests share: caregivers who earned through real bookings. */

export interface Earner {
  caregiver: SignedIn;
  seller: SellerRef;
  /** 'provider' or 'company': the path prefix of the caregiver's calls. */
  prefix: 'provider' | 'company';
  bookingId: string;
}

export interface Market {
  app: FastifyInstance;
  db: Database;
  family: SignedIn;
  memberId: string;
  serviceId: string;
}

export async function openMarket(app: FastifyInstance, db: Database): Promise<Market> {
  const catalog = await createCatalog(db);
  const { family, memberId } = await familyWithMember(app);
  return { app, db, family, memberId, serviceId: catalog.nursing.id };
}

const patch = (app: FastifyInstance, who: SignedIn, url: string, payload?: object) =>
  app.inject({ method: 'PATCH', url: `/api/v1/${url}`, headers: who.auth, payload });

/**
 * A new caregiver (a provider, or a company) whose booking of `days` days from today at
 * `pricePerDayPaise` a day was paid, accepted, started and completed: its net is available.
 */
export async function earner(
  m: Market,
  options: { kind?: 'Provider' | 'Company'; pricePerDayPaise?: number; days?: number } = {},
): Promise<Earner> {
  const kind = options.kind ?? 'Provider';
  const offering = {
    serviceId: m.serviceId,
    pricePerDayPaise: options.pricePerDayPaise ?? 150_000,
  };
  const made =
    kind === 'Provider'
      ? await createProvider(m.db, { offerings: [offering] })
      : await createCompany(m.db, { offerings: [{ ...offering, dailyCapacity: 5 }] });
  const row = 'provider' in made ? made.provider : made.company;
  const offerId = made.offers[0]!.id;
  const caregiver = await signIn(m.app, kind, row.mobile);
  const prefix = kind === 'Provider' ? 'provider' : 'company';
  const days = options.days ?? 2;
  const { booking } = await payAndBook(m.app, m.family, {
    familyMemberId: m.memberId,
    ...(kind === 'Provider' ? { providerSvcId: offerId } : { companySvcId: offerId }),
    startDate: day(0),
    endDate: day(days - 1),
  });
  expect(booking.statusCode, booking.body).toBe(200);
  const booked = booking.json().data as { id: string; startCode: string; endCode: string };
  const steps: [string, object | undefined][] = [
    ['acceptBooking', undefined],
    ['startBooking', { code: booked.startCode }],
    ['completeBooking', { code: booked.endCode }],
  ];
  for (const [step, payload] of steps) {
    const res = await patch(m.app, caregiver, `${prefix}/booking/${step}/${booked.id}`, payload);
    expect(res.statusCode, res.body).toBe(200);
  }
  return { caregiver, seller: { kind, id: row.id }, prefix, bookingId: booked.id };
}

export const bankDetails = {
  type: 'bank',
  accountHolder: 'Meera Nair',
  accountNumber: '123456787890',
  ifsc: 'SBIN0005678',
} as const;

export function saveDestination(app: FastifyInstance, who: Earner, payload: object = bankDetails) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/${who.prefix}/earnings/savePayoutDestination`,
    headers: who.caregiver.auth,
    payload,
  });
}

export function requestPayout(
  app: FastifyInstance,
  who: Earner,
  amountRupees: number,
  key: string | null = `payout-${randomUUID()}`,
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/${who.prefix}/earnings/requestPayout`,
    headers: { ...who.caregiver.auth, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: { amount: amountRupees },
  });
}

export async function getEarnings(app: FastifyInstance, who: Earner) {
  const res = await app.inject({
    url: `/api/v1/${who.prefix}/earnings/getEarnings`,
    headers: who.caregiver.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

export async function getPayouts(app: FastifyInstance, who: Earner) {
  const res = await app.inject({
    url: `/api/v1/${who.prefix}/earnings/getPayouts`,
    headers: who.caregiver.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    id: string;
    status: string;
    amount: number;
    reference: string | null;
    failureReason: string | null;
    destinationLabel: string;
  }[];
}

/** Polls `probe` until it answers true or `ms` pass. */
export async function eventually(probe: () => Promise<boolean>, ms = 5_000): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await probe()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
