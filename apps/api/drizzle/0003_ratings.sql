ALTER TABLE "providers" ADD COLUMN "avg_rating" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "avg_rating" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "providers_listing_order_idx" ON "providers" USING btree ("avg_rating" DESC NULLS LAST,"id") WHERE "providers"."is_online" and "providers"."is_active" and "providers"."verification_status" = 'VERIFIED';--> statement-breakpoint
CREATE INDEX "companies_listing_order_idx" ON "companies" USING btree ("avg_rating" DESC NULLS LAST,"id") WHERE "companies"."is_online" and "companies"."is_active" and "companies"."verification_status" = 'VERIFIED';