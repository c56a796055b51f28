import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { services } from './catalog.ts';
import { sellerListingColumns, sellerListingIndexes } from './seller-columns.ts';

export { verificationStatuses } from './seller-columns.ts';

/** Individual caregivers. A provider is listed only when online, active and verified. */
export const providers = pgTable(
  'providers',
  {
    id: id(),
    mobile: text('mobile').notNull().unique(),
    name: text('name'),
    email: text('email'),
    gender: text('gender'),
    dob: date('dob', { mode: 'string' }),
    address: text('address'),
    pincode: text('pincode'),
    profileImage: text('profile_image'),
    about: text('about'),
    certification: text('certification'),
    govtIdUploadId: uuid('govt_id_upload_id'),
    certificationUploadId: uuid('certification_upload_id'),
    ...sellerListingColumns('providers', 'name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [...sellerListingIndexes('providers', t)],
);

/** What a provider offers, at the provider's own price per day (paise). */
export const providerServices = pgTable(
  'provider_services',
  {
    id: id(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    pricePerDayPaise: integer('price_per_day_paise').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('provider_services_provider_service_uq').on(t.providerId, t.serviceId),
    index('provider_services_service_idx').on(t.serviceId, t.providerId),
    check('provider_services_price_positive', sql`${t.pricePerDayPaise} > 0`),
  ],
);
