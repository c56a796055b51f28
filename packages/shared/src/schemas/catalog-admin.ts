import { z } from 'zod';
import { operatorReasonSchema } from './audit.ts';
import { emptyAsUndefined, envelope, idSchema, text } from './common.ts';

/*
 * The operator's catalog (issue 12/14 item 4): care categories and their services, created,
 * renamed, reordered and retired. The public reads (schemas/catalog.ts) show only what is not
 * retired; these show everything, with how much of the product uses each service.
 */

export const CATALOG_NAME_MAX = 60;
export const CATALOG_DESCRIPTION_MAX = 500;
/** More than a catalog will ever hold; a list past it is refused, not read. */
export const CATALOG_REORDER_MAX = 200;

export const catalogMessages = {
  nameRequired: 'Enter a name',
  nameTooLong: `Keep the name to ${CATALOG_NAME_MAX} characters or fewer`,
  descriptionTooLong: `Keep the description to ${CATALOG_DESCRIPTION_MAX} characters or fewer`,
  reorderEmpty: 'List the items in their new order',
  reorderRepeats: 'List each item once',
  reorderTooLong: `List at most ${CATALOG_REORDER_MAX} items`,
} as const;

/**
 * A category's or service's name as families will read it: trimmed, with runs of spaces made
 * one, so "Elder  Care " and "Elder Care" are the same name (and a duplicate).
 */
export const catalogNameSchema = text({ message: catalogMessages.nameRequired })
  .trim()
  .min(1, catalogMessages.nameRequired)
  .max(CATALOG_NAME_MAX, catalogMessages.nameTooLong)
  .transform((name) => name.replace(/\s+/g, ' '));

/** How two names are compared for duplicates: case and spacing do not make a name new. */
export function catalogNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IN');
}

const descriptionSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  text()
    .trim()
    .max(CATALOG_DESCRIPTION_MAX, catalogMessages.descriptionTooLong)
    .nullable()
    .optional(),
);

/** Why, for the audit log; optional for catalog changes, which explain themselves. */
const optionalReasonSchema = z.preprocess(emptyAsUndefined, operatorReasonSchema.optional());

const orderedIdsSchema = z
  .array(idSchema)
  .min(1, catalogMessages.reorderEmpty)
  .max(CATALOG_REORDER_MAX, catalogMessages.reorderTooLong)
  .refine((ids) => new Set(ids).size === ids.length, catalogMessages.reorderRepeats);

export const categoryNameBodySchema = z.strictObject({
  name: catalogNameSchema,
  reason: optionalReasonSchema,
});
export type CategoryNameBody = z.input<typeof categoryNameBodySchema>;

export const reorderCategoriesBodySchema = z.strictObject({
  /** Every category's id, retired ones included, in the new order. */
  ids: orderedIdsSchema,
  reason: optionalReasonSchema,
});
export type ReorderCategoriesBody = z.input<typeof reorderCategoriesBodySchema>;

export const createServiceBodySchema = z.strictObject({
  categoryId: idSchema,
  name: catalogNameSchema,
  description: descriptionSchema,
  reason: optionalReasonSchema,
});
export type CreateServiceBody = z.input<typeof createServiceBodySchema>;

/** A new name and description; a service stays in its category (sellers' filters rely on it). */
export const updateServiceBodySchema = z.strictObject({
  name: catalogNameSchema,
  description: descriptionSchema,
  reason: optionalReasonSchema,
});
export type UpdateServiceBody = z.input<typeof updateServiceBodySchema>;

export const reorderServicesBodySchema = z.strictObject({
  categoryId: idSchema,
  /** Every service of the category, retired ones included, in the new order. */
  ids: orderedIdsSchema,
  reason: optionalReasonSchema,
});
export type ReorderServicesBody = z.input<typeof reorderServicesBodySchema>;

/** Retire or restore: only the optional reason. */
export const catalogActionBodySchema = z.strictObject({ reason: optionalReasonSchema });
export type CatalogActionBody = z.input<typeof catalogActionBodySchema>;

export const adminCatalogServiceSchema = z.object({
  id: idSchema,
  categoryId: idSchema,
  name: text(),
  description: text().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  /** Sellers' offerings of it that families can book now. */
  activeOfferings: z.number().int(),
  /** Every offering of it, withdrawn ones included: any of them keeps it from being deleted. */
  offerings: z.number().int(),
  /** Bookings of it, of any status. */
  bookings: z.number().int(),
});
export type AdminCatalogService = z.infer<typeof adminCatalogServiceSchema>;

export const adminCatalogCategorySchema = z.object({
  id: idSchema,
  name: text(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  services: z.array(adminCatalogServiceSchema),
});
export type AdminCatalogCategory = z.infer<typeof adminCatalogCategorySchema>;

export const adminCatalogSchema = z.object({ categories: z.array(adminCatalogCategorySchema) });
export type AdminCatalog = z.infer<typeof adminCatalogSchema>;

/** Every catalog call answers the whole catalog as it now is: the page shows it as it comes. */
export const adminCatalogResponseSchema = envelope(adminCatalogSchema);
