-- avg_rating and review_count on providers and companies always equal what the reviews say,
-- whoever writes a review (the API, the seed, an operator's SQL). Recomputing from the rows,
-- rather than adding deltas, keeps the figures right even after an update or a delete.
CREATE OR REPLACE FUNCTION refresh_seller_rating() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT NEW.provider_id AS provider_id, NEW.company_id AS company_id WHERE TG_OP <> 'DELETE'
    UNION ALL
    SELECT OLD.provider_id, OLD.company_id WHERE TG_OP <> 'INSERT'
  LOOP
    IF r.provider_id IS NOT NULL THEN
      UPDATE providers p SET
        avg_rating = coalesce((SELECT avg(rating) FROM reviews WHERE provider_id = r.provider_id), 0),
        review_count = (SELECT count(*) FROM reviews WHERE provider_id = r.provider_id)
      WHERE p.id = r.provider_id;
    END IF;
    IF r.company_id IS NOT NULL THEN
      UPDATE companies c SET
        avg_rating = coalesce((SELECT avg(rating) FROM reviews WHERE company_id = r.company_id), 0),
        review_count = (SELECT count(*) FROM reviews WHERE company_id = r.company_id)
      WHERE c.id = r.company_id;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_refresh_seller_rating
AFTER INSERT OR UPDATE OR DELETE ON reviews
FOR EACH ROW EXECUTE FUNCTION refresh_seller_rating();
