import { z } from 'zod';
import { rupees } from '../money-codec.ts';
import { formatPaise, PAISE_PER_RUPEE } from '../money.ts';
import { envelope, idSchema, text } from './common.ts';

/** The price a caregiver may ask per day (issue 7/14): whole rupees, ₹100 to ₹50,000. */
export const MIN_PRICE_PER_DAY_RUPEES = 100;
export const MAX_PRICE_PER_DAY_RUPEES = 50_000;
export const MAX_OFFERING_DESCRIPTION = 500;
/** Families a company can take per day for one service; a generous ceiling against typos. */
export const MAX_DAILY_CAPACITY = 500;

export const pricePerDaySchema = rupees(
  z
    .number({ message: 'Enter the price per day in rupees' })
    .int('Enter the price per day in whole rupees')
    .min(
      MIN_PRICE_PER_DAY_RUPEES,
      `The price per day must be at least ${formatPaise(MIN_PRICE_PER_DAY_RUPEES * PAISE_PER_RUPEE)}`,
    )
    .max(
      MAX_PRICE_PER_DAY_RUPEES,
      `The price per day can be at most ${formatPaise(MAX_PRICE_PER_DAY_RUPEES * PAISE_PER_RUPEE)}`,
    ),
);

const descriptionSchema = text()
  .trim()
  .max(
    MAX_OFFERING_DESCRIPTION,
    `Keep the description under ${MAX_OFFERING_DESCRIPTION} characters`,
  )
  .optional();

/** What a provider sends to offer a catalog service, and to change it (same body). */
export const providerOfferingBodySchema = z.strictObject({
  serviceId: idSchema,
  pricePerDay: pricePerDaySchema,
  description: descriptionSchema,
});
export type ProviderOfferingBody = z.input<typeof providerOfferingBodySchema>;

/** A company also says how many families it can take per day for this service. */
export const companyOfferingBodySchema = providerOfferingBodySchema.extend({
  dailyCapacity: z
    .number({ message: 'Enter how many families you can take per day' })
    .int('Enter a whole number of families')
    .min(1, 'You must be able to take at least one family per day')
    .max(MAX_DAILY_CAPACITY, `At most ${MAX_DAILY_CAPACITY} families per day`),
});
export type CompanyOfferingBody = z.input<typeof companyOfferingBodySchema>;

/**
 * ACTIVE offerings are listed and bookable. A removed offering that bookings point to is
 * RETIRED rather than deleted, so those bookings keep its name and price; adding the same
 * service again brings it back.
 */
export const offeringStatuses = ['ACTIVE', 'RETIRED'] as const;
export type OfferingStatus = (typeof offeringStatuses)[number];

export const sellerOfferingSchema = z.object({
  id: idSchema,
  serviceId: idSchema,
  pricePerDay: rupees(),
  description: text().nullable(),
  status: z.enum(offeringStatuses),
  /** Companies only: families per day. */
  dailyCapacity: z.number().int().optional(),
  service: z.object({
    id: idSchema,
    name: text(),
    categoryId: idSchema,
    categoryName: text(),
  }),
});
export type SellerOffering = z.output<typeof sellerOfferingSchema>;

export const sellerOfferingsResponseSchema = envelope(z.array(sellerOfferingSchema));
export const sellerOfferingResponseSchema = envelope(sellerOfferingSchema);

/** Removing answers whether the offering was deleted or, because bookings point to it, retired. */
export const offeringRemovedResponseSchema = envelope(
  z.object({ id: idSchema, outcome: z.enum(['DELETED', 'RETIRED']) }),
);

export const setOnlineBodySchema = z.strictObject({
  isOnline: z.boolean({ message: 'Say whether you are online (true or false)' }),
});

/** The switch's state, and whether families can find the seller now (and if not, why). */
export const onlineStateSchema = z.object({
  isOnline: z.boolean(),
  listed: z.boolean(),
  reason: text().nullable(),
});
export type OnlineState = z.output<typeof onlineStateSchema>;
export const onlineStateResponseSchema = envelope(onlineStateSchema);
