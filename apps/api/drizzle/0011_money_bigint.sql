-- Money that adds up is 64-bit: a 32-bit total or ledger line ends at ₹2.1 crore (issue 5/14).
ALTER TABLE "bookings" ALTER COLUMN "total_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;