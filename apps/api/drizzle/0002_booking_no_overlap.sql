-- An individual provider can be in one place at a time: no two active bookings of the same
-- provider may share a day. Enforced by the database so that concurrent requests cannot race
-- past an application check. The status list matches activeBookingStatuses in packages/shared.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_provider_no_overlap"
  EXCLUDE USING gist (
    "provider_id" WITH =,
    daterange("start_date", "end_date", '[]') WITH &&
  ) WHERE ("provider_id" IS NOT NULL AND "status" IN ('PENDING', 'ACCEPTED', 'IN_PROGRESS'));
