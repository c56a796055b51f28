import {
  totalPages,
  type Category,
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

interface SellerCard {
  id: string;
  name: string;
  image: string | null;
  pincode: string | null;
  avgRating: number;
  reviewCount: number;
  startingPricePerDay: number | null;
  serviceCategories: Category[];
  verified: boolean;
  /** With the family's PIN code: great-circle km, one decimal; null when the seller's PIN has no known point. */
  distanceKm?: number | null;
}

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

  /** A card from its seller row: the row already carries its care types and lowest price. */
  function toCard(row: repo.SellerRow): SellerCard {
    return {
      id: row.id,
      name: row.name,
      image: row.image,
      pincode: row.pincode,
      reviewCount: row.reviewCount,
      ...(row.distanceKm !== undefined ? { distanceKm: row.distanceKm } : {}),
      avgRating: roundRating(row.avgRating),
      startingPricePerDay: row.minPricePaise,
      serviceCategories: row.categories,
      verified: row.verified,
    };
  }

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
    const found = rows.map(toCard);
    if (q.pincode) {
      for (const card of found) {
        const km = card.distanceKm;
        card.distanceKm = typeof km === 'number' ? Math.round(km * 10) / 10 : null;
      }
    }
    return { cards: found, pagination };
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
      const { cards: list, pagination } = await page(providerSeller, q);
      return {
        providers: list.map(({ image, ...rest }) => ({
          ...rest,
          profileImage: photoUrl(image, 'card'),
        })),
        pagination,
      };
    },

    async listCompanies(
      q: ListingQuery,
    ): Promise<{ companies: CompanyListItem[]; pagination: Pagination }> {
      const { cards: list, pagination } = await page(companySeller, q);
      return {
        companies: list.map(({ image, name, ...rest }) => ({
          ...rest,
          companyName: name,
          companyLogo: photoUrl(image, 'card'),
        })),
        pagination,
      };
    },

    async providerProfile(id: string): Promise<ProviderProfile> {
      const row = await repo.findListableSeller<ProviderDetails>(
        db,
        providerSeller,
        id,
        repo.providerDetails,
      );
      if (!row) throw notFound('Provider');
      const { about, certification } = row;
      const card = toCard(row);
      const skills = await repo.listOfferings(db, providerSeller, id);
      return {
        id: card.id,
        name: card.name,
        profileImage: photoUrl(card.image, 'profile'),
        about,
        certification,
        pincode: card.pincode,
        avgRating: card.avgRating,
        reviewCount: card.reviewCount,
        providerSkill: skills.map((s) => ({ id: s.serviceId, name: s.serviceName })),
        serviceCategories: card.serviceCategories,
        verified: card.verified,
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
      const { about, email, address } = row;
      const card = toCard(row);
      return {
        id: card.id,
        companyName: card.name,
        companyLogo: photoUrl(card.image, 'profile'),
        about,
        email,
        address,
        pincode: card.pincode,
        avgRating: card.avgRating,
        reviewCount: card.reviewCount,
        serviceCategories: card.serviceCategories,
        verified: card.verified,
      };
    },

    providerOfferings: (id: string) => offerings(providerSeller, id, 'Provider'),
    companyOfferings: (id: string) => offerings(companySeller, id, 'Company'),
  };
}
