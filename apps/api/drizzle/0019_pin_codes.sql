CREATE TABLE "data_loads" (
	"name" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"rows" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pin_codes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"place" text NOT NULL,
	"district" text,
	"state" text,
	"localities" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("pin_codes"."place" || ' ' || coalesce("pin_codes"."district", '') || ' ' || coalesce("pin_codes"."state", '') || ' ' || "pin_codes"."localities")) STORED,
	CONSTRAINT "pin_codes_pincode_format" CHECK ("pin_codes"."pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE INDEX "pin_codes_search_trgm_idx" ON "pin_codes" USING gin ("search_text" gin_trgm_ops);