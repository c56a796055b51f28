import type {
  AssistantResult,
  AssistantSlots,
  ListingQuery,
  CompanyListItem,
  ProviderListItem,
} from '@care/shared';
import type { Database } from '../../db/client.ts';
import { listCategories, listServicesByCategory } from '../catalog/repository.ts';
import { createListingService } from '../listings/service.ts';

/** Enough to choose from in a chat; the list pages have the rest. */
const CARDS = 4;
/** Read this many per list when a budget must be met, cheapest first. */
const BUDGET_WINDOW = 20;

const CATEGORY_NAMES = { elder: 'Elder Care', child: 'Child Care' } as const;

export interface CareSearch {
  results: AssistantResult[];
  /** The list page with the same search, to see everyone. */
  listHref: string;
}

/**
 * Caregivers and companies for what the person asked, read through the listing service the
 * list pages use, so the assistant finds exactly who the site would show: same search, same
 * PIN-code distance, same visibility rules. A budget keeps those whose lowest price fits.
 */
export function createCareFinder(db: Database) {
  const listings = createListingService(db);

  async function catalogueIds(slots: AssistantSlots) {
    const categories = await listCategories(db);
    const wanted = slots.careType ? CATEGORY_NAMES[slots.careType] : undefined;
    const category = categories.find((c) => c.name === wanted);
    if (!slots.service) return { categoryId: category?.id };
    for (const c of categories) {
      const service = (await listServicesByCategory(db, c.id)).find(
        (s) => s.name === slots.service,
      );
      if (service) return { categoryId: c.id, serviceId: service.id };
    }
    return { categoryId: category?.id };
  }

  return async function findCare(slots: AssistantSlots): Promise<CareSearch> {
    const { categoryId, serviceId } = await catalogueIds(slots);
    const budget = slots.maxPricePerDay;
    const query: ListingQuery = {
      page: 1,
      limit: budget ? BUDGET_WINDOW : CARDS,
      ...(slots.place ? { search: slots.place } : {}),
      ...(categoryId ? { serviceCategoryId: categoryId } : {}),
      ...(serviceId ? { serviceId } : {}),
      ...(slots.pincode ? { pincode: slots.pincode } : {}),
      ...(budget ? { sort: 'price' as const } : {}),
    };
    const fits = (price: number | null) => !budget || (price !== null && price <= budget * 100);
    const [providers, companies] = await Promise.all([
      listings.listProviders(query),
      listings.listCompanies(query),
    ]);
    const people = providers.providers
      .filter((p: ProviderListItem) => fits(p.startingPricePerDay))
      .map((p) => card('provider', p.id, p.name, p.startingPricePerDay));
    const firms = companies.companies
      .filter((c: CompanyListItem) => fits(c.startingPricePerDay))
      .map((c) => card('company', c.id, c.companyName, c.startingPricePerDay));
    // Childcare centres are companies; elder care is mostly individual caregivers.
    const ordered = slots.careType === 'child' ? [...firms, ...people] : [...people, ...firms];
    const params = new URLSearchParams({
      ...(slots.place ? { search: slots.place } : {}),
      ...(categoryId ? { categoryId } : {}),
      ...(categoryId && serviceId ? { serviceId } : {}),
      ...(slots.pincode ? { pincode: slots.pincode } : {}),
      ...(budget ? { sort: 'price' } : {}),
    });
    const qs = params.toString();
    return { results: ordered.slice(0, CARDS), listHref: `/service${qs ? `?${qs}` : ''}` };
  };
}

function card(
  kind: 'provider' | 'company',
  id: string,
  name: string,
  pricePerDay: number | null,
): AssistantResult {
  return {
    kind,
    id,
    name,
    href: kind === 'provider' ? `/provider/${id}` : `/compnay-provider/${id}`,
    ...(pricePerDay !== null ? { pricePerDay } : {}),
  };
}

export type CareFinder = ReturnType<typeof createCareFinder>;
