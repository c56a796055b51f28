import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  bookings,
  companies,
  companyServices,
  customers,
  familyMembers,
  providerServices,
  providers,
  reviews,
  serviceCategories,
  services,
} from '../db/schema/index.ts';

/** Small builders for API tests: each inserts real rows and returns what a test needs. */

let counter = 0;
const nextMobile = (prefix: number) => String(prefix * 1_000_000_000 + 100_000_000 + ++counter);

export async function createCatalog(db: Database) {
  const [elder, child] = await db
    .insert(serviceCategories)
    .values([
      { name: 'Elder Care', sortOrder: 1 },
      { name: 'Child Care', sortOrder: 2 },
    ])
    .returning();
  const rows = await db
    .insert(services)
    .values([
      {
        categoryId: elder!.id,
        name: 'Nursing Attendant',
        sortOrder: 1,
        description: 'Skilled nursing',
      },
      { categoryId: elder!.id, name: 'Elderly Companion', sortOrder: 2 },
      { categoryId: child!.id, name: 'Nanny', sortOrder: 1 },
      { categoryId: child!.id, name: 'Full-day Creche', sortOrder: 2 },
    ])
    .returning();
  const [nursing, companion, nanny, creche] = rows as [
    (typeof rows)[0],
    (typeof rows)[0],
    (typeof rows)[0],
    (typeof rows)[0],
  ];
  return { elder: elder!, child: child!, nursing, companion, nanny, creche };
}

export interface OfferingInput {
  serviceId: string;
  pricePerDayPaise: number;
  dailyCapacity?: number;
}

export async function createProvider(
  db: Database,
  input: {
    name?: string | null;
    pincode?: string | null;
    isOnline?: boolean;
    isActive?: boolean;
    verificationStatus?: 'PENDING' | 'VERIFIED' | 'REJECTED';
    offerings?: OfferingInput[];
    about?: string | null;
    certification?: string | null;
  } = {},
) {
  const [provider] = await db
    .insert(providers)
    .values({
      mobile: nextMobile(8),
      name: input.name === undefined ? 'Test Provider' : input.name,
      pincode: input.pincode === undefined ? '560001' : input.pincode,
      isOnline: input.isOnline ?? true,
      isActive: input.isActive ?? true,
      verificationStatus: input.verificationStatus ?? 'VERIFIED',
      about: input.about ?? null,
      certification: input.certification ?? null,
    })
    .returning();
  const offers = input.offerings?.length
    ? await db
        .insert(providerServices)
        .values(input.offerings.map((o) => ({ ...o, providerId: provider!.id })))
        .returning()
    : [];
  return { provider: provider!, offers };
}

export async function createCompany(
  db: Database,
  input: {
    companyName?: string | null;
    pincode?: string | null;
    isOnline?: boolean;
    verificationStatus?: 'PENDING' | 'VERIFIED' | 'REJECTED';
    offerings?: OfferingInput[];
    email?: string | null;
    address?: string | null;
    about?: string | null;
  } = {},
) {
  const [company] = await db
    .insert(companies)
    .values({
      mobile: nextMobile(7),
      companyName: input.companyName === undefined ? 'Test Company' : input.companyName,
      pincode: input.pincode === undefined ? '560001' : input.pincode,
      isOnline: input.isOnline ?? true,
      verificationStatus: input.verificationStatus ?? 'VERIFIED',
      email: input.email ?? null,
      address: input.address ?? null,
      about: input.about ?? null,
    })
    .returning();
  const offers = input.offerings?.length
    ? await db
        .insert(companyServices)
        .values(input.offerings.map((o) => ({ ...o, companyId: company!.id })))
        .returning()
    : [];
  return { company: company!, offers };
}

export async function createCustomerWithMember(db: Database, mobile = nextMobile(9)) {
  const [customer] = await db
    .insert(customers)
    .values({ mobile, name: 'Test Customer', email: 'test@example.in' })
    .returning();
  const [member] = await db
    .insert(familyMembers)
    .values({
      customerId: customer!.id,
      name: 'Asha',
      gender: 'Female',
      age: 70,
      relation: 'Mother',
    })
    .returning();
  return { customer: customer!, member: member! };
}

let reviewDay = 0;
/** A completed past booking with a review, as ratings only come from real bookings. */
export async function addReview(
  db: Database,
  seller:
    | { providerId: string; providerServiceId: string }
    | { companyId: string; companyServiceId: string },
  rating: number,
  extra: {
    comment?: string;
    familyName?: string | null;
    familyPincode?: string | null;
    at?: Date;
  } = {},
) {
  const { customer, member } = await createCustomerWithMember(db);
  if (extra.familyName !== undefined || extra.familyPincode !== undefined) {
    await db
      .update(customers)
      .set({
        ...(extra.familyName !== undefined ? { name: extra.familyName } : {}),
        ...(extra.familyPincode !== undefined ? { pincode: extra.familyPincode } : {}),
      })
      .where(eq(customers.id, customer.id));
  }
  // Distinct past days, so one provider's bookings never overlap.
  reviewDay += 2;
  const day = new Date(Date.UTC(2025, 0, 1) + reviewDay * 86_400_000).toISOString().slice(0, 10);
  const code = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [booking] = await db
    .insert(bookings)
    .values({
      customerId: customer.id,
      familyMemberId: member.id,
      ...seller,
      serviceName: 'Test service',
      startDate: day,
      endDate: day,
      days: 1,
      pricePerDayPaise: 100_000,
      totalPaise: 100_000,
      startCode: code(),
      endCode: code(),
      status: 'COMPLETED',
    })
    .returning();
  await db.insert(reviews).values({
    bookingId: booking!.id,
    customerId: customer.id,
    providerId: 'providerId' in seller ? seller.providerId : null,
    companyId: 'companyId' in seller ? seller.companyId : null,
    rating,
    comment: extra.comment ?? null,
    ...(extra.at ? { createdAt: extra.at } : {}),
  });
}
