CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_mobile" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blackout_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blackout_dates_date_unique" UNIQUE("date"),
	CONSTRAINT "blackout_dates_label_present" CHECK (length(trim("blackout_dates"."label")) > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_categories" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","created_at");--> statement-breakpoint
-- The audit log is evidence: nothing, not even the API's own role, may rewrite or remove a row.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
-- Every status a booking takes leaves a row, whichever code path (or hand-run SQL) changed it.
-- A service names the actor with set_config('app.actor_type' / 'app.actor_id', ..., true);
-- otherwise the actor is the one the status graph allows for that change.
CREATE OR REPLACE FUNCTION record_booking_event() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  actor text := nullif(current_setting('app.actor_type', true), '');
  actor_ref text := nullif(current_setting('app.actor_id', true), '');
  note text := nullif(current_setting('app.actor_note', true), '');
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NULL;
  END IF;
  IF actor IS NULL THEN
    actor := CASE
      WHEN TG_OP = 'INSERT' THEN 'Customer'
      WHEN NEW.status = 'CANCELLED' THEN coalesce(NEW.cancelled_by, 'System')
      WHEN NEW.provider_id IS NOT NULL THEN 'Provider'
      ELSE 'Company'
    END;
    actor_ref := CASE
      WHEN actor = 'Customer' THEN NEW.customer_id::text
      WHEN actor = 'Provider' THEN NEW.provider_id::text
      WHEN actor = 'Company' THEN NEW.company_id::text
      ELSE NULL
    END;
  END IF;
  INSERT INTO booking_events (booking_id, from_status, to_status, actor_type, actor_id, note)
  VALUES (
    NEW.id,
    CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END,
    NEW.status,
    actor,
    actor_ref::uuid,
    coalesce(note, CASE WHEN NEW.status = 'CANCELLED' THEN NEW.cancel_reason END)
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_record_event AFTER INSERT OR UPDATE OF status ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION record_booking_event();--> statement-breakpoint
-- Bookings made before the history was kept start it with the status they have now.
INSERT INTO booking_events (booking_id, from_status, to_status, actor_type, note, created_at)
SELECT id, NULL, status, 'System', 'Status when the history began', updated_at FROM bookings;
