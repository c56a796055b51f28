-- providers/companies.service_ids, category_ids and service_names always mirror the seller's
-- active offerings, whoever writes them. Listings then filter with one indexed array test and
-- search one trigram-indexed column instead of joining millions of offering rows per request.
CREATE OR REPLACE FUNCTION refresh_provider_offerings(target uuid) RETURNS void
LANGUAGE sql AS $$
  UPDATE providers p SET
    service_ids = coalesce(agg.service_ids, '{}'),
    category_ids = coalesce(agg.category_ids, '{}'),
    service_names = coalesce(agg.service_names, '')
  FROM (
    SELECT
      array_agg(DISTINCT ps.service_id) AS service_ids,
      array_agg(DISTINCT s.category_id) AS category_ids,
      string_agg(DISTINCT s.name, ' ') AS service_names
    FROM provider_services ps JOIN services s ON s.id = ps.service_id
    WHERE ps.provider_id = target AND ps.is_active
  ) agg
  WHERE p.id = target;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_company_offerings(target uuid) RETURNS void
LANGUAGE sql AS $$
  UPDATE companies c SET
    service_ids = coalesce(agg.service_ids, '{}'),
    category_ids = coalesce(agg.category_ids, '{}'),
    service_names = coalesce(agg.service_names, '')
  FROM (
    SELECT
      array_agg(DISTINCT cs.service_id) AS service_ids,
      array_agg(DISTINCT s.category_id) AS category_ids,
      string_agg(DISTINCT s.name, ' ') AS service_names
    FROM company_services cs JOIN services s ON s.id = cs.service_id
    WHERE cs.company_id = target AND cs.is_active
  ) agg
  WHERE c.id = target;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION provider_services_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM refresh_provider_offerings(NEW.provider_id); END IF;
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD.provider_id <> NEW.provider_id) THEN
    PERFORM refresh_provider_offerings(OLD.provider_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_services_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM refresh_company_offerings(NEW.company_id); END IF;
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD.company_id <> NEW.company_id) THEN
    PERFORM refresh_company_offerings(OLD.company_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER provider_services_refresh_seller
AFTER INSERT OR UPDATE OR DELETE ON provider_services
FOR EACH ROW EXECUTE FUNCTION provider_services_changed();
--> statement-breakpoint
CREATE TRIGGER company_services_refresh_seller
AFTER INSERT OR UPDATE OR DELETE ON company_services
FOR EACH ROW EXECUTE FUNCTION company_services_changed();
--> statement-breakpoint
-- A renamed service renames what every seller offering it can be found by.
CREATE OR REPLACE FUNCTION services_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_provider_offerings(ps.provider_id)
    FROM (SELECT DISTINCT provider_id FROM provider_services WHERE service_id = NEW.id) ps;
  PERFORM refresh_company_offerings(cs.company_id)
    FROM (SELECT DISTINCT company_id FROM company_services WHERE service_id = NEW.id) cs;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER services_refresh_sellers
AFTER UPDATE OF name, category_id ON services
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.category_id IS DISTINCT FROM NEW.category_id)
EXECUTE FUNCTION services_renamed();
--> statement-breakpoint
-- Existing rows (databases migrated before these columns existed).
SELECT refresh_provider_offerings(id) FROM providers;
--> statement-breakpoint
SELECT refresh_company_offerings(id) FROM companies;
