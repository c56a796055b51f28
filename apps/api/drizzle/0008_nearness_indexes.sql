DROP INDEX "providers_pincode_idx";--> statement-breakpoint
DROP INDEX "companies_pincode_idx";--> statement-breakpoint
-- 'Near me' reads the listable sellers of one PIN code, then of its 3-digit district, each in
-- rating order, so both walks are index scans that stop after one page.
CREATE INDEX "providers_near_pincode_idx" ON "providers"
  USING btree ("pincode", "avg_rating" DESC NULLS LAST, "id")
  WHERE "is_online" AND "is_active" AND "verification_status" = 'VERIFIED' AND "name" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "providers_near_district_idx" ON "providers"
  USING btree (left("pincode", 3), "avg_rating" DESC NULLS LAST, "id")
  WHERE "is_online" AND "is_active" AND "verification_status" = 'VERIFIED' AND "name" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "companies_near_pincode_idx" ON "companies"
  USING btree ("pincode", "avg_rating" DESC NULLS LAST, "id")
  WHERE "is_online" AND "is_active" AND "verification_status" = 'VERIFIED' AND "company_name" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "companies_near_district_idx" ON "companies"
  USING btree (left("pincode", 3), "avg_rating" DESC NULLS LAST, "id")
  WHERE "is_online" AND "is_active" AND "verification_status" = 'VERIFIED' AND "company_name" IS NOT NULL;
