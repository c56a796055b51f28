import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bookingCancellers, bookingStatuses } from '@care/shared';
import { amountPaise, createdAt, id, timestampTz, updatedAt } from './columns.ts';
import { customers, familyMembers } from './customers.ts';
import { providerServices, providers } from './providers.ts';
import { companies, companyServices } from './companies.ts';

/**
 * A booking of one service over an inclusive range of India calendar dates. Prices are copied
 * in at booking time so later price changes never rewrite what the family agreed to pay.
 * The no-overlap rule for individual providers is an exclusion constraint added by hand in the
 * migrations (drizzle cannot express EXCLUDE).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'restrict' }),
    providerServiceId: uuid('provider_service_id').references(() => providerServices.id, {
      onDelete: 'restrict',
    }),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'restrict' }),
    companyServiceId: uuid('company_service_id').references(() => companyServices.id, {
      onDelete: 'restrict',
    }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    serviceName: text('service_name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    pricePerDayPaise: integer('price_per_day_paise').notNull(),
    totalPaise: amountPaise('total_paise').notNull(),
    /**
     * The platform's commission on this booking in basis points (1000 = 10%), copied from the
     * setting when it is made, so a later change of the setting never re-prices earned money.
     */
    commissionBps: integer('commission_bps').notNull().default(1000),
    startCode: text('start_code').notNull(),
    endCode: text('end_code').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('PENDING'),
    acceptedAt: timestampTz('accepted_at'),
    declinedAt: timestampTz('declined_at'),
    startedAt: timestampTz('started_at'),
    completedAt: timestampTz('completed_at'),
    cancelledAt: timestampTz('cancelled_at'),
    cancelledBy: text('cancelled_by', { enum: bookingCancellers }),
    /** Why a caregiver cancelled accepted care; the family is told it. */
    cancelReason: text('cancel_reason'),
    /**
     * Who a company sends (name, phone, photo stem): the family knows who to open the door
     * to. Individual caregivers come themselves.
     */
    staffName: text('staff_name'),
    staffPhone: text('staff_phone'),
    staffPhoto: text('staff_photo'),
    // Wrong start/end codes in a row; at the limit the booking refuses codes until the lock
    // passes, so six digits cannot be guessed by trying them all.
    codeFailures: integer('code_failures').notNull().default(0),
    codeLockedUntil: timestampTz('code_locked_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_customer_idx').on(t.customerId, t.createdAt),
    index('bookings_provider_idx').on(t.providerId, t.startDate),
    index('bookings_company_service_idx').on(t.companyServiceId, t.startDate),
    // The caregiver dashboards list a seller's bookings newest first.
    index('bookings_company_created_idx').on(t.companyId, t.createdAt),
    // The operator counts each caregiver's cancellations.
    index('bookings_cancelled_by_seller_idx')
      .on(t.providerId, t.companyId)
      .where(sql`${t.cancelledBy} in ('Provider', 'Company')`),
    check('bookings_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('bookings_total_matches', sql`${t.totalPaise} = ${t.days} * ${t.pricePerDayPaise}`),
    check(
      'bookings_one_seller',
      sql`(${t.providerServiceId} is not null and ${t.providerId} is not null and ${t.companyServiceId} is null and ${t.companyId} is null)
       or (${t.companyServiceId} is not null and ${t.companyId} is not null and ${t.providerServiceId} is null and ${t.providerId} is null)`,
    ),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    // A seller's reviews are read newest first, a page at a time.
    index('reviews_provider_idx').on(t.providerId, t.createdAt.desc()),
    index('reviews_company_idx').on(t.companyId, t.createdAt.desc()),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
