CREATE TABLE "booking_days" (
	"booking_id" uuid NOT NULL,
	"date" date NOT NULL,
	"check_in_code" text NOT NULL,
	"check_out_code" text NOT NULL,
	"check_in_at" timestamp with time zone,
	"check_out_at" timestamp with time zone,
	"missed_alert_at" timestamp with time zone,
	"digest_sent_at" timestamp with time zone,
	CONSTRAINT "booking_days_booking_id_date_pk" PRIMARY KEY("booking_id","date"),
	CONSTRAINT "booking_days_out_after_in" CHECK ("booking_days"."check_out_at" is null or "booking_days"."check_in_at" is null or "booking_days"."check_out_at" >= "booking_days"."check_in_at")
);
--> statement-breakpoint
CREATE TABLE "care_circle_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_member_id" uuid NOT NULL,
	"owner_customer_id" uuid NOT NULL,
	"mobile" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "care_journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"family_member_id" uuid NOT NULL,
	"date" date NOT NULL,
	"author_type" text NOT NULL,
	"author_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"content" jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_journal_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"entry_id" uuid,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_journal_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "recipient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_days" ADD CONSTRAINT "booking_days_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_circle_members" ADD CONSTRAINT "care_circle_members_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_circle_members" ADD CONSTRAINT "care_circle_members_owner_customer_id_customers_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_journal_entries" ADD CONSTRAINT "care_journal_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_journal_entries" ADD CONSTRAINT "care_journal_entries_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_journal_photos" ADD CONSTRAINT "care_journal_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_journal_photos" ADD CONSTRAINT "care_journal_photos_entry_id_care_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."care_journal_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_journal_revisions" ADD CONSTRAINT "care_journal_revisions_entry_id_care_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."care_journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_days_date_idx" ON "booking_days" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "care_circle_members_live_idx" ON "care_circle_members" USING btree ("family_member_id","mobile") WHERE "care_circle_members"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "care_circle_members_mobile_idx" ON "care_circle_members" USING btree ("mobile") WHERE "care_circle_members"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "care_journal_entries_booking_idx" ON "care_journal_entries" USING btree ("booking_id","date","created_at");--> statement-breakpoint
CREATE INDEX "care_journal_entries_member_idx" ON "care_journal_entries" USING btree ("family_member_id");--> statement-breakpoint
CREATE INDEX "care_journal_photos_booking_idx" ON "care_journal_photos" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "care_journal_photos_entry_idx" ON "care_journal_photos" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "care_journal_revisions_entry_idx" ON "care_journal_revisions" USING btree ("entry_id","revision");
--> statement-breakpoint
-- Every day of every existing booking gets its row: the first day's check-in code is the
-- booking's start code and the last day's check-out code its end code; the days between get
-- six random digits each (new bookings get theirs from a cryptographic source when written).
INSERT INTO "booking_days" ("booking_id", "date", "check_in_code", "check_out_code", "check_in_at", "check_out_at")
SELECT b."id", d::date,
  CASE WHEN d::date = b."start_date" THEN b."start_code" ELSE lpad(floor(random() * 1000000)::int::text, 6, '0') END,
  CASE WHEN d::date = b."end_date" THEN b."end_code" ELSE lpad(floor(random() * 1000000)::int::text, 6, '0') END,
  CASE WHEN d::date = b."start_date" THEN b."started_at" END,
  CASE WHEN d::date = b."end_date" THEN b."completed_at" END
FROM "bookings" b, generate_series(b."start_date"::timestamp, b."end_date"::timestamp, interval '1 day') AS d
ON CONFLICT DO NOTHING;
