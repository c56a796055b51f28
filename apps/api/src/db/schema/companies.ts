import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { services } from './catalog.ts';
import { sellerListingColumns, sellerListingIndexes } from './seller-columns.ts';

/** Partner companies: creches and care agencies. */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    mobile: text('mobile').notNull().unique(),
    companyName: text('company_name'),
    email: text('email'),
    address: text('address'),
    pincode: text('pincode'),
    gst: text('gst'),
    companyLogo: text('company_logo'),
    about: text('about'),
    ...sellerListingColumns('companies', 'company_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [...sellerListingIndexes('companies', t)],
);

/**
 * A company's offering. Unlike an individual, a company staffs several carers, so it takes up to
 * `dailyCapacity` bookings of this service on any one day.
 */
export const companyServices = pgTable(
  'company_services',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    pricePerDayPaise: integer('price_per_day_paise').notNull(),
    dailyCapacity: integer('daily_capacity').notNull().default(5),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('company_services_company_service_uq').on(t.companyId, t.serviceId),
    index('company_services_service_idx').on(t.serviceId, t.companyId),
    check('company_services_price_positive', sql`${t.pricePerDayPaise} > 0`),
    check('company_services_capacity_positive', sql`${t.dailyCapacity} > 0`),
  ],
);
