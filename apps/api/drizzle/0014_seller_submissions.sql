ALTER TABLE "providers" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
-- Sellers who had already submitted a profile: their last change is the best date there is.
UPDATE "providers" SET "submitted_at" = "updated_at" WHERE "name" IS NOT NULL;--> statement-breakpoint
UPDATE "companies" SET "submitted_at" = "updated_at" WHERE "company_name" IS NOT NULL;
