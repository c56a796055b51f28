import {
  totalPages,
  type CompanyListItem,
  type CompanyProfile,
  type ListingQuery,
  type Offering,
  type Pagination,
  type ProviderListItem,
  type ProviderProfile,
} from '@care/shared';
import type { Database } from '../../db/client.ts';
import { createCompiledStatements } from '../../db/compiled-statements.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './repository.ts';
import { companySeller, providerSeller, type SellerTable } from './seller-tables.repository.ts';
import { photoUrl } from '../photos/urls.ts';
import { createPlaces } from '../places/service.ts';
import { createEstimateMemory } from './estimates.ts';
import { createSearchWords } from './search-words.ts';

interface ProviderDetails {
  about: string | null;
  certification: string | null;
}

interface CompanyDetails {
  about: string | null;
  email: string | null;
  address: string | null;
}

/** Rounded to one decimal, as a person reads a rating. */
const roundRating = (value: number) => Math.round(value * 10) / 10;

export function createListingService(db: Database) {
  const places = createPlaces(db);
  const searchWords = createSearchWords(db, places);
  const estimates = createEstimateMemory();
  const statements = createCompiledStatements(db);

  /*
   * A list page is the API's busiest answer, so each item is written out whole, in one object
   * literal per kind of seller. Building a card first and copying it into the item with an
   * object rest cost about 40 µs a page (decision 031).
   */

  /**
   * Only a list asked for near a PIN code shows distances: one decimal, null when the seller's
   * PIN has no known point. Other lists' items have no `distanceKm` key at all, so the encoder
   * has nothing to walk for it.
   */
  function withDistance<Item extends { distanceKm?: number | null }>(
    item: Item,
    row: repo.SellerRow,
    q: ListingQuery,
  ): Item {
    if (q.pincode) {
      const km = row.distanceKm;
      item.distanceKm = typeof km === 'number' ? Math.round(km * 10) / 10 : null;
    }
    return item;
  }

  const providerItem = (row: repo.SellerRow, q: ListingQuery) =>
    withDistance<ProviderListItem>(
      {
        id: row.id,
        name: row.name,
        profileImage: photoUrl(row.image, 'card'),
        pincode: row.pincode,
        avgRating: roundRating(row.avgRating),
        reviewCount: row.reviewCount,
        startingPricePerDay: row.minPricePaise,
        serviceCategories: row.categories,
        verified: row.verified,
      },
      row,
      q,
    );

  const companyItem = (row: repo.SellerRow, q: ListingQuery) =>
    withDistance<CompanyListItem>(
      {
        id: row.id,
        companyName: row.name,
        companyLogo: photoUrl(row.image, 'card'),
        pincode: row.pincode,
        avgRating: roundRating(row.avgRating),
        reviewCount: row.reviewCount,
        startingPricePerDay: row.minPricePaise,
        serviceCategories: row.categories,
        verified: row.verified,
      },
      row,
      q,
    );

  async function page(s: SellerTable, q: ListingQuery) {
    // An unknown PIN is a 422 that says so, before any seller is read.
    const byDistance = repo.sortOf(q) === 'distance';
    if (q.pincode && !byDistance) await places.pointOf(q.pincode);
    const rings = q.pincode && byDistance ? await places.ringsAround(q.pincode) : undefined;
    const words = q.search ? await searchWords(q.search) : undefined;
    const { rows, total, totalIsEstimate } = await repo.listSellers(db, s, q, {
      rings,
      words,
      estimates,
      statements,
    });
    if (q.pincode && !rings) {
      // In another order the distance each card shows is measured for this page alone.
      const km = await places.kmFrom(
        q.pincode,
        rows.map((row) => row.pincode),
      );
      for (const row of rows) row.distanceKm = row.pincode ? km.get(row.pincode) : undefined;
    }
    const pagination: Pagination = {
      page: q.page,
      limit: q.limit,
      total,
      totalPages: totalPages(total, q.limit),
      ...(totalIsEstimate ? { totalIsEstimate } : {}),
    };
    return { rows, pagination };
  }

  async function offerings(s: SellerTable, id: string, what: string): Promise<Offering[]> {
    if (!(await repo.isListableSeller(db, s, id))) throw notFound(what);
    const rows = await repo.listOfferings(db, s, id);
    return rows.map((r) => ({
      id: r.id,
      serviceId: r.serviceId,
      pricePerDay: r.pricePerDayPaise,
      description: r.description,
      service: {
        name: r.serviceName,
        description: r.serviceDescription,
        category:
          r.categoryId && r.categoryName ? { id: r.categoryId, name: r.categoryName } : null,
      },
    }));
  }

  return {
    async listProviders(
      q: ListingQuery,
    ): Promise<{ providers: ProviderListItem[]; pagination: Pagination }> {
      const { rows, pagination } = await page(providerSeller, q);
      const providers = rows.map((row) => providerItem(row, q));
      return { providers, pagination };
    },

    async listCompanies(
      q: ListingQuery,
    ): Promise<{ companies: CompanyListItem[]; pagination: Pagination }> {
      const { rows, pagination } = await page(companySeller, q);
      const companies = rows.map((row) => companyItem(row, q));
      return { companies, pagination };
    },

    async providerProfile(id: string): Promise<ProviderProfile> {
      const row = await repo.findListableSeller<ProviderDetails>(
        db,
        providerSeller,
        id,
        repo.providerDetails,
      );
      if (!row) throw notFound('Provider');
      const skills = await repo.listOfferings(db, providerSeller, id);
      return {
        id: row.id,
        name: row.name,
        profileImage: photoUrl(row.image, 'profile'),
        about: row.about,
        certification: row.certification,
        pincode: row.pincode,
        avgRating: roundRating(row.avgRating),
        reviewCount: row.reviewCount,
        providerSkill: skills.map((s) => ({ id: s.serviceId, name: s.serviceName })),
        serviceCategories: row.categories,
        verified: row.verified,
      };
    },

    async companyProfile(id: string): Promise<CompanyProfile> {
      const row = await repo.findListableSeller<CompanyDetails>(
        db,
        companySeller,
        id,
        repo.companyDetails,
      );
      if (!row) throw notFound('Company');
      return {
        id: row.id,
        companyName: row.name,
        companyLogo: photoUrl(row.image, 'profile'),
        about: row.about,
        email: row.email,
        address: row.address,
        pincode: row.pincode,
        avgRating: roundRating(row.avgRating),
        reviewCount: row.reviewCount,
        serviceCategories: row.categories,
        verified: row.verified,
      };
    },

    providerOfferings: (id: string) => offerings(providerSeller, id, 'Provider'),
    companyOfferings: (id: string) => offerings(companySeller, id, 'Company'),
  };
}
