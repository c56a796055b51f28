import { boolean, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/** Care categories: Elder Care, Child Care. */
export const serviceCategories = pgTable('service_categories', {
  id: id(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** A retired category leaves the public filters; its services and bookings stay. */
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** Services (the spec also calls them skills), each under one category. */
export const services = pgTable(
  'services',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => serviceCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** A retired catalog service can no longer be newly offered; existing offerings keep it. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('services_category_name_uq').on(t.categoryId, t.name),
    index('services_category_idx').on(t.categoryId),
  ],
);
