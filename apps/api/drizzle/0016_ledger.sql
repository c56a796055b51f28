CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"booking_id" uuid,
	"payment_order_id" uuid,
	"payout_id" uuid,
	"withdrawal_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"entry_id" uuid NOT NULL,
	"account" text NOT NULL,
	"customer_id" uuid,
	"provider_id" uuid,
	"company_id" uuid,
	"booking_id" uuid,
	"amount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_lines_nonzero" CHECK ("journal_lines"."amount_paise" <> 0),
	CONSTRAINT "journal_lines_owner" CHECK (case "journal_lines"."account"
        when 'WALLET' then "journal_lines"."customer_id" is not null
        when 'WITHDRAWAL_IN_TRANSIT' then "journal_lines"."customer_id" is not null
        when 'HELD' then "journal_lines"."booking_id" is not null and num_nonnulls("journal_lines"."provider_id", "journal_lines"."company_id") = 1
        when 'EARNINGS' then num_nonnulls("journal_lines"."provider_id", "journal_lines"."company_id") = 1
        when 'PAYOUT_IN_TRANSIT' then num_nonnulls("journal_lines"."provider_id", "journal_lines"."company_id") = 1
        else true end)
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" text NOT NULL,
	"ok" boolean NOT NULL,
	"unbalanced_entries" integer NOT NULL,
	"ledger_gateway_in_paise" bigint NOT NULL,
	"gateway_reported_paise" bigint,
	"problems" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid,
	"company_id" uuid,
	"type" text NOT NULL,
	"account_holder" text,
	"account_number" text,
	"ifsc" text,
	"vpa" text,
	"gateway_contact_id" text,
	"gateway_fund_account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_destinations_one_seller" CHECK (num_nonnulls("payout_destinations"."provider_id", "payout_destinations"."company_id") = 1),
	CONSTRAINT "payout_destinations_shape" CHECK (("payout_destinations"."type" = 'bank' and "payout_destinations"."account_number" is not null and "payout_destinations"."ifsc" is not null and "payout_destinations"."account_holder" is not null)
       or ("payout_destinations"."type" = 'upi' and "payout_destinations"."vpa" is not null))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid,
	"company_id" uuid,
	"idempotency_key" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"destination_label" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_payout_id" text,
	"reference" text,
	"failure_reason" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_gateway_payout_id_unique" UNIQUE("gateway_payout_id"),
	CONSTRAINT "payouts_one_seller" CHECK (num_nonnulls("payouts"."provider_id", "payouts"."company_id") = 1),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"withdrawal_id" uuid NOT NULL,
	"payment_order_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"gateway_refund_id" text,
	"failure_reason" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_refunds_gateway_refund_id_unique" UNIQUE("gateway_refund_id"),
	CONSTRAINT "withdrawal_refunds_amount_positive" CHECK ("withdrawal_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'PROCESSING' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "commission_bps" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "booking_problem" text;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_destinations" ADD CONSTRAINT "payout_destinations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_destinations" ADD CONSTRAINT "payout_destinations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_refunds" ADD CONSTRAINT "withdrawal_refunds_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_refunds" ADD CONSTRAINT "withdrawal_refunds_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_booking_idx" ON "journal_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "journal_entries_created_idx" ON "journal_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_customer_idx" ON "journal_lines" USING btree ("customer_id","account","seq") WHERE "journal_lines"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_lines_provider_idx" ON "journal_lines" USING btree ("provider_id","account") WHERE "journal_lines"."provider_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_lines_company_idx" ON "journal_lines" USING btree ("company_id","account") WHERE "journal_lines"."company_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_lines_booking_idx" ON "journal_lines" USING btree ("booking_id","account") WHERE "journal_lines"."booking_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_destinations_provider_idx" ON "payout_destinations" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_destinations_company_idx" ON "payout_destinations" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_key_idx" ON "payouts" USING btree ("provider_id","idempotency_key") WHERE "payouts"."provider_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_company_key_idx" ON "payouts" USING btree ("company_id","idempotency_key") WHERE "payouts"."company_id" is not null;--> statement-breakpoint
CREATE INDEX "payouts_provider_created_idx" ON "payouts" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_company_created_idx" ON "payouts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("status") WHERE "payouts"."status" in ('QUEUED', 'PROCESSING');--> statement-breakpoint
CREATE INDEX "withdrawal_refunds_withdrawal_idx" ON "withdrawal_refunds" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "withdrawal_refunds_payment_idx" ON "withdrawal_refunds" USING btree ("payment_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_customer_key_idx" ON "withdrawals" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawals_customer_created_idx" ON "withdrawals" USING btree ("customer_id","created_at");--> statement-breakpoint
-- Hand-written (decision 013): the journal is append-only and every entry balances. The
-- balance check is deferred to commit, so an entry's lines may be inserted one by one.
CREATE FUNCTION journal_entry_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry_total numeric;
BEGIN
  SELECT coalesce(sum(amount_paise), 0) INTO entry_total FROM journal_lines WHERE entry_id = NEW.entry_id;
  IF entry_total <> 0 THEN
    RAISE EXCEPTION 'journal entry % does not balance: its lines sum to %', NEW.entry_id, entry_total
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balance AFTER INSERT ON journal_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_must_balance();
--> statement-breakpoint
CREATE FUNCTION journal_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the journal is append-only: post a correcting entry instead' USING ERRCODE = '55000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_append_only BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION journal_is_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_is_append_only();
--> statement-breakpoint
-- Carry the wallet's history over, nothing lost: each wallet row becomes an entry whose wallet
-- line keeps the row's id, amount and time, balanced by the gateway (a top-up) or the booking's
-- held money (a debit or a refund).
CREATE TABLE "_legacy_wallet" AS
  SELECT w.id, w.customer_id, w.kind, w.amount_paise, w.description, w.payment_order_id,
         w.booking_id, w.created_at, gen_random_uuid() AS entry_id, b.provider_id, b.company_id
  FROM wallet_ledger w LEFT JOIN bookings b ON b.id = w.booking_id;
--> statement-breakpoint
INSERT INTO journal_entries (id, key, kind, description, booking_id, payment_order_id, created_at)
  SELECT entry_id,
         CASE kind WHEN 'TOPUP' THEN 'payment-captured:' || coalesce(payment_order_id, id)
                   WHEN 'BOOKING_DEBIT' THEN 'booking-paid:' || booking_id
                   ELSE 'booking-refunded:' || booking_id END,
         CASE kind WHEN 'TOPUP' THEN 'PAYMENT_CAPTURED'
                   WHEN 'BOOKING_DEBIT' THEN 'BOOKING_PAID'
                   ELSE 'BOOKING_REFUNDED' END,
         description, booking_id, payment_order_id, created_at
  FROM _legacy_wallet;
--> statement-breakpoint
INSERT INTO journal_lines (id, entry_id, account, customer_id, booking_id, amount_paise, created_at)
  SELECT id, entry_id, 'WALLET', customer_id, booking_id, amount_paise, created_at
  FROM _legacy_wallet ORDER BY created_at, id;
--> statement-breakpoint
INSERT INTO journal_lines (entry_id, account, customer_id, provider_id, company_id, booking_id, amount_paise, created_at)
  SELECT entry_id,
         CASE WHEN kind = 'TOPUP' THEN 'GATEWAY' ELSE 'HELD' END,
         CASE WHEN kind = 'TOPUP' THEN customer_id END,
         CASE WHEN kind <> 'TOPUP' THEN provider_id END,
         CASE WHEN kind <> 'TOPUP' THEN company_id END,
         booking_id, -amount_paise, created_at
  FROM _legacy_wallet ORDER BY created_at, id;
--> statement-breakpoint
DROP TABLE "_legacy_wallet";
--> statement-breakpoint
-- Money still held for bookings that are over (completed, or cancelled with a fee kept) is
-- earned now, split as splitEarning does: commission rounded half up, GST at 18% on it.
CREATE TABLE "_legacy_earned" AS
  SELECT b.id AS booking_id, b.provider_id, b.company_id, b.service_name, b.status,
         coalesce(b.completed_at, b.cancelled_at, now()) AS earned_at, gen_random_uuid() AS entry_id,
         h.gross, (h.gross * b.commission_bps + 5000) / 10000 AS commission
  FROM bookings b
  JOIN (SELECT booking_id, sum(amount_paise)::bigint AS gross FROM journal_lines
        WHERE account = 'HELD' GROUP BY booking_id) h ON h.booking_id = b.id
  WHERE b.status IN ('COMPLETED', 'CANCELLED') AND h.gross > 0;
--> statement-breakpoint
ALTER TABLE "_legacy_earned" ADD COLUMN gst bigint;
--> statement-breakpoint
UPDATE "_legacy_earned" SET gst = least((commission * 18 + 50) / 100, gross - commission);
--> statement-breakpoint
INSERT INTO journal_entries (id, key, kind, description, booking_id, created_at)
  SELECT entry_id, 'booking-earned:' || booking_id, 'BOOKING_EARNED',
         CASE WHEN status = 'COMPLETED' THEN 'Earned: ' || service_name
              ELSE 'Cancellation fee: ' || service_name END,
         booking_id, earned_at
  FROM _legacy_earned;
--> statement-breakpoint
INSERT INTO journal_lines (entry_id, account, provider_id, company_id, booking_id, amount_paise, created_at)
  SELECT entry_id, account, provider_id, company_id, booking_id, amount, earned_at FROM (
    SELECT entry_id, 'HELD' AS account, provider_id, company_id, booking_id, -gross AS amount, earned_at FROM _legacy_earned
    UNION ALL
    SELECT entry_id, 'EARNINGS', provider_id, company_id, booking_id, gross - commission - gst, earned_at FROM _legacy_earned
    UNION ALL
    SELECT entry_id, 'COMMISSION', NULL, NULL, booking_id, commission, earned_at FROM _legacy_earned
    UNION ALL
    SELECT entry_id, 'GST_PAYABLE', NULL, NULL, booking_id, gst, earned_at FROM _legacy_earned
  ) lines
  WHERE amount <> 0;
--> statement-breakpoint
DROP TABLE "_legacy_earned";
