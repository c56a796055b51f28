CREATE TABLE "days_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid,
	"company_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "days_off_dates_ordered" CHECK ("days_off"."end_date" >= "days_off"."start_date"),
	CONSTRAINT "days_off_one_seller" CHECK (("days_off"."provider_id" is null) <> ("days_off"."company_id" is null))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_kind" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"mobile" text NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"booking_id" uuid,
	"read_at" timestamp with time zone,
	"sms_status" text DEFAULT 'PENDING' NOT NULL,
	"sms_attempts" integer DEFAULT 0 NOT NULL,
	"sms_next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sms_last_error" text,
	"sms_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "days_off" ADD CONSTRAINT "days_off_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off" ADD CONSTRAINT "days_off_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "days_off_provider_idx" ON "days_off" USING btree ("provider_id","end_date");--> statement-breakpoint
CREATE INDEX "days_off_company_idx" ON "days_off" USING btree ("company_id","end_date");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_kind","recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_sms_due_idx" ON "notifications" USING btree ("sms_next_attempt_at") WHERE "notifications"."sms_status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "bookings_cancelled_by_seller_idx" ON "bookings" USING btree ("provider_id","company_id") WHERE "bookings"."cancelled_by" in ('Provider', 'Company');