-- Trigram indexes make case-insensitive name search fast; btree_gist lets one exclusion
-- constraint combine "same provider" (=) with "overlapping dates" (&&).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
