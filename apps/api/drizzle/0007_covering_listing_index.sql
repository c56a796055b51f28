DROP INDEX "providers_listing_order_idx";--> statement-breakpoint
DROP INDEX "companies_listing_order_idx";--> statement-breakpoint
-- The default listing order over listable rows, carrying what a card shows: a page (even page
-- 500) is read from the index alone. The ORDER BY must say DESC NULLS LAST to use it.
CREATE INDEX "providers_listing_order_idx" ON "providers"
  USING btree ("avg_rating" DESC NULLS LAST, "id")
  INCLUDE ("name", "profile_image", "pincode", "review_count")
  WHERE "is_online" AND "is_active" AND "verification_status" = 'VERIFIED' AND "name" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "companies_listing_order_idx" ON "companies"
  USING btree ("avg_rating" DESC NULLS LAST, "id")
  INCLUDE ("company_name", "company_logo", "pincode", "review_count")
  WHERE "is_online" AND "is_active" AND "verification_status" = 'VERIFIED' AND "company_name" IS NOT NULL;
