import { z } from 'zod';
import { rupees } from '../money-codec.ts';
import {
  emptyAsUndefined,
  envelope,
  idSchema,
  isoDateSchema,
  pageNumberSchema,
  pageSizeSchema,
  paginationSchema,
  text,
} from './common.ts';
import { bookingDays, isCalendarDate, MAX_BOOKING_DAYS, todayInIndia } from '../booking/dates.ts';
import { categorySchema } from './catalog.ts';
import { pincodeSchema } from './customer.ts';
import {
  DEFAULT_PAGE_SIZE,
  listingSorts,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
} from '../listing-params.ts';

// The rules' values live with the zod-free readers of the list's address (listing-params.ts).
export {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  listingSorts,
  type ListingSort,
} from '../listing-params.ts';

export const SORT_BY_DISTANCE_NEEDS_PIN = 'Enter your PIN code to sort by distance';

/** Query of getOnlineProvidersForWeb and getOnlineCompaniesForWeb. */
export const listingQuerySchema = z
  .object({
    search: z.preprocess(
      emptyAsUndefined,
      text().trim().max(MAX_SEARCH_LENGTH, 'search is too long').optional(),
    ),
    page: pageNumberSchema,
    limit: pageSizeSchema(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    serviceCategoryId: z.preprocess(emptyAsUndefined, idSchema.optional()),
    serviceId: z.preprocess(emptyAsUndefined, idSchema.optional()),
    pincode: z.preprocess(emptyAsUndefined, pincodeSchema.optional()),
    /** Without it: by distance when a PIN code is given, else by relevance. */
    sort: z.preprocess(
      emptyAsUndefined,
      z
        .enum(listingSorts, { message: `sort must be one of: ${listingSorts.join(', ')}` })
        .optional(),
    ),
    /** 'Free on these dates': only sellers with no day off and room on every day of the range. */
    freeFrom: z.preprocess(emptyAsUndefined, isoDateSchema.optional()),
    freeTo: z.preprocess(emptyAsUndefined, isoDateSchema.optional()),
  })
  .superRefine((query, ctx) => {
    if (query.sort === 'distance' && !query.pincode) {
      ctx.addIssue({ code: 'custom', path: ['pincode'], message: SORT_BY_DISTANCE_NEEDS_PIN });
    }
    if (Boolean(query.freeFrom) !== Boolean(query.freeTo)) {
      ctx.addIssue({
        code: 'custom',
        path: [query.freeFrom ? 'freeTo' : 'freeFrom'],
        message: 'Choose both dates to see who is free',
      });
      return;
    }
    if (!isCalendarDate(query.freeFrom) || !isCalendarDate(query.freeTo)) return;
    if (query.freeFrom < todayInIndia()) {
      ctx.addIssue({
        code: 'custom',
        path: ['freeFrom'],
        message: 'Start date cannot be before today',
      });
    } else if (query.freeTo < query.freeFrom) {
      ctx.addIssue({
        code: 'custom',
        path: ['freeTo'],
        message: 'End date cannot be before the start date',
      });
    } else if (bookingDays(query.freeFrom, query.freeTo) > MAX_BOOKING_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['freeTo'],
        message: `Choose at most ${MAX_BOOKING_DAYS} days`,
      });
    }
  });
export type ListingQuery = z.output<typeof listingQuerySchema>;
export type ListingQueryInput = z.input<typeof listingQuerySchema>;

/**
 * With `pincode`: great-circle km from that PIN code to the seller's, one decimal; null when the
 * seller's PIN has no known point. Absent without `pincode`.
 */
const distanceKmSchema = z.number().nonnegative().nullable().optional();

export const providerListItemSchema = z.object({
  id: idSchema,
  name: text(),
  profileImage: text().nullable(),
  pincode: text().nullable(),
  avgRating: z.number(),
  reviewCount: z.number().int(),
  /** Lowest price per day among the provider's services (paise; rupees on the wire). */
  startingPricePerDay: rupees().nullable(),
  serviceCategories: z.array(categorySchema),
  distanceKm: distanceKmSchema,
  /** Checked by the operator: the card and the profile carry the 'Certified' mark. */
  verified: z.boolean(),
});
export type ProviderListItem = z.infer<typeof providerListItemSchema>;

export const companyListItemSchema = z.object({
  id: idSchema,
  companyName: text(),
  companyLogo: text().nullable(),
  pincode: text().nullable(),
  avgRating: z.number(),
  reviewCount: z.number().int(),
  startingPricePerDay: rupees().nullable(),
  serviceCategories: z.array(categorySchema),
  distanceKm: distanceKmSchema,
  /** Checked by the operator: the card and the profile carry the 'Certified' mark. */
  verified: z.boolean(),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

export const providersPageSchema = envelope(
  z.object({ providers: z.array(providerListItemSchema), pagination: paginationSchema }),
);
export const companiesPageSchema = envelope(
  z.object({ companies: z.array(companyListItemSchema), pagination: paginationSchema }),
);

export const skillSchema = z.object({ id: idSchema, name: text() });

/** Public provider profile: nothing private (mobile, documents, date of birth) leaves. */
export const providerProfileSchema = z.object({
  id: idSchema,
  name: text(),
  profileImage: text().nullable(),
  about: text().nullable(),
  certification: text().nullable(),
  pincode: text().nullable(),
  avgRating: z.number(),
  reviewCount: z.number().int(),
  providerSkill: z.array(skillSchema),
  serviceCategories: z.array(categorySchema),
  /** Checked by the operator: the card and the profile carry the 'Certified' mark. */
  verified: z.boolean(),
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

export const companyProfileSchema = z.object({
  id: idSchema,
  companyName: text(),
  companyLogo: text().nullable(),
  about: text().nullable(),
  email: text().nullable(),
  address: text().nullable(),
  pincode: text().nullable(),
  avgRating: z.number(),
  reviewCount: z.number().int(),
  serviceCategories: z.array(categorySchema),
  /** Checked by the operator: the card and the profile carry the 'Certified' mark. */
  verified: z.boolean(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** One bookable offering, priced per day (paise; rupees on the wire). */
export const offeringSchema = z.object({
  id: idSchema,
  serviceId: idSchema,
  pricePerDay: rupees(),
  description: text().nullable(),
  service: z.object({
    name: text(),
    description: text().nullable(),
    category: categorySchema.nullable(),
  }),
});
export type Offering = z.infer<typeof offeringSchema>;

export const providerIdParamsSchema = z.object({ providerId: idSchema });
export const companyIdParamsSchema = z.object({ companyId: idSchema });
export const providerProfileResponseSchema = envelope(providerProfileSchema);
export const companyProfileResponseSchema = envelope(companyProfileSchema);
export const offeringsResponseSchema = envelope(z.array(offeringSchema));

export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
