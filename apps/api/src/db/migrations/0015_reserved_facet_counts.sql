-- Issue #13 item 3: browse can hide Reserved listings (`availability=available`) with exact counts. The
-- trigger-kept counts of the live catalogue also count, per (category, island, condition), how many of those
-- listings are Reserved; the filtered catalogue is `listings - reserved`. Kept in the same transaction as every
-- listing write, now including a reservation or its release.
ALTER TABLE "live_listing_facet_counts" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listings_live_facet_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'Approved' AND NOT OLD.is_deleted THEN
    UPDATE live_listing_facet_counts
      SET listings = listings - 1, reserved = reserved - (OLD.reserved_for_id IS NOT NULL)::int
      WHERE category_id = OLD.category_id AND location_id = OLD.location_id AND condition = OLD.condition;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'Approved' AND NOT NEW.is_deleted THEN
    INSERT INTO live_listing_facet_counts AS c (category_id, location_id, condition, listings, reserved)
      VALUES (NEW.category_id, NEW.location_id, NEW.condition, 1, (NEW.reserved_for_id IS NOT NULL)::int)
      ON CONFLICT (category_id, location_id, condition)
      DO UPDATE SET listings = c.listings + 1, reserved = c.reserved + EXCLUDED.reserved;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "listings_live_facet_counts" ON "listings";
--> statement-breakpoint
CREATE TRIGGER "listings_live_facet_counts"
  AFTER INSERT OR DELETE OR UPDATE OF status, is_deleted, category_id, location_id, condition, reserved_for_id
  ON "listings" FOR EACH ROW EXECUTE FUNCTION "listings_live_facet_counts"();
--> statement-breakpoint
UPDATE "live_listing_facet_counts" c SET reserved = r.n
  FROM (SELECT category_id, location_id, condition, count(*)::int AS n FROM listings
        WHERE status = 'Approved' AND NOT is_deleted AND reserved_for_id IS NOT NULL GROUP BY 1, 2, 3) r
  WHERE c.category_id = r.category_id AND c.location_id = r.location_id AND c.condition = r.condition;
