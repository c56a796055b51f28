DROP INDEX "providers_name_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "service_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "service_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("providers"."name", '') || ' ' || "providers"."service_names")) STORED;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "service_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "service_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("companies"."company_name", '') || ' ' || "companies"."service_names")) STORED;--> statement-breakpoint
CREATE INDEX "providers_search_trgm_idx" ON "providers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "providers_service_ids_idx" ON "providers" USING gin ("service_ids");--> statement-breakpoint
CREATE INDEX "providers_category_ids_idx" ON "providers" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "companies_search_trgm_idx" ON "companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_service_ids_idx" ON "companies" USING gin ("service_ids");--> statement-breakpoint
CREATE INDEX "companies_category_ids_idx" ON "companies" USING gin ("category_ids");