DROP INDEX "reviews_provider_idx";--> statement-breakpoint
DROP INDEX "reviews_company_idx";--> statement-breakpoint
CREATE INDEX "reviews_provider_idx" ON "reviews" USING btree ("provider_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_company_idx" ON "reviews" USING btree ("company_id","created_at" DESC NULLS LAST);