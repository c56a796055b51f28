ALTER TABLE "providers" ADD COLUMN "min_price_paise" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "min_price_paise" integer;--> statement-breakpoint
-- The lowest active price is kept on the seller row by the offerings trigger, like the service
-- ids and names, so 'cheapest first' is read from one index instead of grouping every offering.
CREATE OR REPLACE FUNCTION refresh_provider_offerings(target uuid) RETURNS void
LANGUAGE sql AS $$
  UPDATE providers p SET
    service_ids = coalesce(agg.service_ids, '{}'),
    category_ids = coalesce(agg.category_ids, '{}'),
    service_names = coalesce(agg.service_names, ''),
    min_price_paise = agg.min_price_paise
  FROM (
    SELECT
      array_agg(DISTINCT ps.service_id) AS service_ids,
      array_agg(DISTINCT s.category_id) AS category_ids,
      string_agg(DISTINCT s.name, ' ') AS service_names,
      min(ps.price_per_day_paise) AS min_price_paise
    FROM provider_services ps JOIN services s ON s.id = ps.service_id
    WHERE ps.provider_id = target AND ps.is_active
  ) agg
  WHERE p.id = target;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_company_offerings(target uuid) RETURNS void
LANGUAGE sql AS $$
  UPDATE companies c SET
    service_ids = coalesce(agg.service_ids, '{}'),
    category_ids = coalesce(agg.category_ids, '{}'),
    service_names = coalesce(agg.service_names, ''),
    min_price_paise = agg.min_price_paise
  FROM (
    SELECT
      array_agg(DISTINCT cs.service_id) AS service_ids,
      array_agg(DISTINCT s.category_id) AS category_ids,
      string_agg(DISTINCT s.name, ' ') AS service_names,
      min(cs.price_per_day_paise) AS min_price_paise
    FROM company_services cs JOIN services s ON s.id = cs.service_id
    WHERE cs.company_id = target AND cs.is_active
  ) agg
  WHERE c.id = target;
$$;
--> statement-breakpoint
-- A price change must move the seller in the price order too (the trigger fires on any update).
UPDATE providers p SET min_price_paise = m.price
  FROM (SELECT provider_id, min(price_per_day_paise) AS price FROM provider_services
         WHERE is_active GROUP BY provider_id) m
 WHERE m.provider_id = p.id;
--> statement-breakpoint
UPDATE companies c SET min_price_paise = m.price
  FROM (SELECT company_id, min(price_per_day_paise) AS price FROM company_services
         WHERE is_active GROUP BY company_id) m
 WHERE m.company_id = c.id;
--> statement-breakpoint
-- 'Cheapest first' over listable rows, carrying what a card shows, like the rating order.
CREATE INDEX "providers_price_order_idx" ON "providers"
  USING btree ("min_price_paise" ASC NULLS LAST, "id")
  INCLUDE ("name", "profile_image", "pincode", "review_count", "avg_rating")
  WHERE "is_online" AND "is_active" AND "verification_status" = 'VERIFIED' AND "name" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "companies_price_order_idx" ON "companies"
  USING btree ("min_price_paise" ASC NULLS LAST, "id")
  INCLUDE ("company_name", "company_logo", "pincode", "review_count", "avg_rating")
  WHERE "is_online" AND "is_active" AND "verification_status" = 'VERIFIED' AND "company_name" IS NOT NULL;
