import { SignJWT } from 'jose';
import { createCatalog, createCompany, createProvider } from '../fixtures.ts';
import type { TestApp } from '../app.ts';
import { signInAdminOperator, signInSupportOperator } from '../auth.ts';
import { bearerFor } from '../bearer.ts';
import { familyWithMember, payAndBook, day } from '../booking.ts';

/*
 * One caller of each kind, and the ids of the rows they own. Their tokens are minted without a
 * sign-in session, so a fuzzed `logout` cannot end them for the routes fuzzed after it.
 */

export const tokenKinds = [
  'none',
  'customer',
  'provider',
  'company',
  'admin',
  'support',
  'garbage',
  'expired',
] as const;
export type TokenKind = (typeof tokenKinds)[number];

export interface Callers {
  headers: Record<TokenKind, Record<string, string>>;
  /** Ids of real rows, so fuzzed ids sometimes name something that exists. */
  ids: string[];
}

/** A token signed with the right key and claims but an expiry an hour ago. */
async function expiredToken(secret: string, userId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ut: 'Customer' })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setSubject(userId)
    .setIssuer('careconnect')
    .setAudience('careconnect-api')
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(secret));
}

export async function makeCallers(t: TestApp): Promise<Callers> {
  const secret = t.config.jwtSecret;
  const catalog = await createCatalog(t.db);
  const { provider, offers: providerOffers } = await createProvider(t.db, {
    offerings: [{ serviceId: catalog.nursing.id, pricePerDayPaise: 150_000 }],
  });
  const { company, offers: companyOffers } = await createCompany(t.db, {
    offerings: [{ serviceId: catalog.nanny.id, pricePerDayPaise: 120_000, dailyCapacity: 3 }],
  });
  const { family, memberId } = await familyWithMember(t.app);
  const paid = await payAndBook(t.app, family, {
    familyMemberId: memberId,
    startDate: day(5),
    endDate: day(6),
    providerSvcId: providerOffers[0]!.id,
  });
  if (paid.booking.statusCode !== 200) throw new Error(`booking failed: ${paid.booking.body}`);
  const admin = await signInAdminOperator(t.app);
  const support = await signInSupportOperator(t.app);
  return {
    headers: {
      none: {},
      customer: await bearerFor(secret, family.id, 'Customer'),
      provider: await bearerFor(secret, provider.id, 'Provider'),
      company: await bearerFor(secret, company.id, 'Company'),
      admin: await bearerFor(secret, admin.id, 'Admin'),
      support: await bearerFor(secret, support.id, 'Admin'),
      garbage: { authorization: 'Bearer not.a.jwt' },
      expired: { authorization: `Bearer ${await expiredToken(secret, family.id)}` },
    },
    ids: [
      family.id,
      memberId,
      provider.id,
      company.id,
      providerOffers[0]!.id,
      companyOffers[0]!.id,
      catalog.nursing.id,
      catalog.elder.id,
      (paid.booking.json() as { data: { id: string } }).data.id,
    ],
  };
}
