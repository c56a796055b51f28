ALTER TABLE "bookings" ADD COLUMN "staff_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "staff_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "staff_photo" text;