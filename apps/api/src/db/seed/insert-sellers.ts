import { inArray } from 'drizzle-orm';
import { rupeesToPaise } from '@care/shared';
import type { Executor } from '../client.ts';
import { companies, companyServices, providerServices, providers } from '../schema/index.ts';
import type { SeedCategoryName } from './catalog-data.ts';
import { seedCompanies } from './companies-data.ts';
import type { ServiceIndex } from './insert-catalog.ts';
import { seedProviders } from './providers-data.ts';
import { definedEntries, requireValue } from './seed-helpers.ts';

/** One thing a seller offers, as the booking history needs it. */
export interface SellerOffering {
  seller: { kind: 'Provider'; providerId: string } | { kind: 'Company'; companyId: string };
  offeringId: string;
  serviceName: string;
  categoryName: SeedCategoryName;
  pricePerDayPaise: number;
}

/** Seeded sellers are approved and switched on, so the listings show them straight away. */
const listable = { isOnline: true, isActive: true, verificationStatus: 'VERIFIED' } as const;

/**
 * Inserts the demo caregivers, each with the photo stored for its mobile, and their offerings.
 * A mobile that already has an account keeps its profile untouched; only missing offerings are
 * added to it.
 */
export async function insertProviders(
  db: Executor,
  services: ServiceIndex,
  photos: ReadonlyMap<string, string>,
) {
  await db
    .insert(providers)
    .values(
      seedProviders.map(({ ratesPerDayRupees: _rates, ...profile }) => ({
        ...profile,
        ...listable,
        profileImage: photos.get(profile.mobile) ?? null,
      })),
    )
    .onConflictDoNothing({ target: providers.mobile });
  const stored = await db
    .select({ id: providers.id, mobile: providers.mobile })
    .from(providers)
    .where(
      inArray(
        providers.mobile,
        seedProviders.map((provider) => provider.mobile),
      ),
    );
  const providerIdByMobile = new Map(stored.map((row) => [row.mobile, row.id]));

  const offerings = seedProviders.flatMap((provider) =>
    definedEntries(provider.ratesPerDayRupees).map(([serviceName, rupees]) => ({
      providerId: requireValue(providerIdByMobile.get(provider.mobile), provider.mobile),
      serviceName,
      ...requireValue(services.get(serviceName), serviceName),
      pricePerDayPaise: rupeesToPaise(rupees),
    })),
  );
  await db
    .insert(providerServices)
    .values(
      offerings.map(({ providerId, serviceId, pricePerDayPaise }) => ({
        providerId,
        serviceId,
        pricePerDayPaise,
      })),
    )
    .onConflictDoNothing({ target: [providerServices.providerId, providerServices.serviceId] });
  const storedOfferings = await db
    .select({
      id: providerServices.id,
      providerId: providerServices.providerId,
      serviceId: providerServices.serviceId,
      pricePerDayPaise: providerServices.pricePerDayPaise,
    })
    .from(providerServices)
    .where(inArray(providerServices.providerId, [...providerIdByMobile.values()]));

  return offerings.map((offering): SellerOffering => {
    // The stored row wins over the data file: it is what a booking must be priced at.
    const row = requireValue(
      storedOfferings.find(
        (candidate) =>
          candidate.providerId === offering.providerId &&
          candidate.serviceId === offering.serviceId,
      ),
      `${offering.providerId}/${offering.serviceName}`,
    );
    return {
      seller: { kind: 'Provider', providerId: offering.providerId },
      offeringId: row.id,
      serviceName: offering.serviceName,
      categoryName: offering.categoryName,
      pricePerDayPaise: row.pricePerDayPaise,
    };
  });
}

/** As insertProviders, for the partner companies and their logos. */
export async function insertCompanies(
  db: Executor,
  services: ServiceIndex,
  logos: ReadonlyMap<string, string>,
) {
  await db
    .insert(companies)
    .values(
      seedCompanies.map(({ offerings: _offerings, ...profile }) => ({
        ...profile,
        ...listable,
        companyLogo: logos.get(profile.mobile) ?? null,
      })),
    )
    .onConflictDoNothing({ target: companies.mobile });
  const stored = await db
    .select({ id: companies.id, mobile: companies.mobile })
    .from(companies)
    .where(
      inArray(
        companies.mobile,
        seedCompanies.map((company) => company.mobile),
      ),
    );
  const companyIdByMobile = new Map(stored.map((row) => [row.mobile, row.id]));

  const offerings = seedCompanies.flatMap((company) =>
    definedEntries(company.offerings).map(([serviceName, terms]) => ({
      companyId: requireValue(companyIdByMobile.get(company.mobile), company.mobile),
      serviceName,
      ...requireValue(services.get(serviceName), serviceName),
      pricePerDayPaise: rupeesToPaise(terms.rupeesPerDay),
      dailyCapacity: terms.dailyCapacity,
    })),
  );
  await db
    .insert(companyServices)
    .values(
      offerings.map(({ companyId, serviceId, pricePerDayPaise, dailyCapacity }) => ({
        companyId,
        serviceId,
        pricePerDayPaise,
        dailyCapacity,
      })),
    )
    .onConflictDoNothing({ target: [companyServices.companyId, companyServices.serviceId] });
  const storedOfferings = await db
    .select({
      id: companyServices.id,
      companyId: companyServices.companyId,
      serviceId: companyServices.serviceId,
      pricePerDayPaise: companyServices.pricePerDayPaise,
    })
    .from(companyServices)
    .where(inArray(companyServices.companyId, [...companyIdByMobile.values()]));

  return offerings.map((offering): SellerOffering => {
    const row = requireValue(
      storedOfferings.find(
        (candidate) =>
          candidate.companyId === offering.companyId && candidate.serviceId === offering.serviceId,
      ),
      `${offering.companyId}/${offering.serviceName}`,
    );
    return {
      seller: { kind: 'Company', companyId: offering.companyId },
      offeringId: row.id,
      serviceName: offering.serviceName,
      categoryName: offering.categoryName,
      pricePerDayPaise: row.pricePerDayPaise,
    };
  });
}
