CREATE TABLE "live_listing_facet_counts" (
	"category_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"condition" text NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "live_listing_facet_counts_category_id_location_id_condition_pk" PRIMARY KEY("category_id","location_id","condition")
);
--> statement-breakpoint
-- Issue #10: the unfiltered marketplace's facet counts, kept exact in every listing write's own transaction.
CREATE FUNCTION "listings_live_facet_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'Approved' AND NOT OLD.is_deleted THEN
    UPDATE live_listing_facet_counts SET listings = listings - 1
      WHERE category_id = OLD.category_id AND location_id = OLD.location_id AND condition = OLD.condition;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'Approved' AND NOT NEW.is_deleted THEN
    INSERT INTO live_listing_facet_counts AS c (category_id, location_id, condition, listings)
      VALUES (NEW.category_id, NEW.location_id, NEW.condition, 1)
      ON CONFLICT (category_id, location_id, condition) DO UPDATE SET listings = c.listings + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listings_live_facet_counts" AFTER INSERT OR DELETE OR UPDATE OF status, is_deleted, category_id, location_id, condition
  ON "listings" FOR EACH ROW EXECUTE FUNCTION "listings_live_facet_counts"();
--> statement-breakpoint
INSERT INTO "live_listing_facet_counts" (category_id, location_id, condition, listings)
  SELECT category_id, location_id, condition, count(*)::int FROM listings
  WHERE status = 'Approved' AND NOT is_deleted GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Issue #10: every change to what the public sees is announced on one channel, by construction: whatever code
-- path writes a listing, its photos or a seller's profile, each instance hears it at commit and drops its
-- browse, item and suggestion caches (lib/catalog-events.ts). One identical payload per transaction.
CREATE FUNCTION "announce_catalog_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('marketplace_catalog', 'changed');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listings_catalog_insert" AFTER INSERT ON "listings" FOR EACH ROW
  WHEN (NEW.status = 'Approved' AND NOT NEW.is_deleted) EXECUTE FUNCTION "announce_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "listings_catalog_delete" AFTER DELETE ON "listings" FOR EACH ROW
  WHEN (OLD.status = 'Approved' AND NOT OLD.is_deleted) EXECUTE FUNCTION "announce_catalog_change"();
--> statement-breakpoint
-- A view counted is not a change of the catalogue; anything else on a listing that is or was live is.
CREATE TRIGGER "listings_catalog_update" AFTER UPDATE ON "listings" FOR EACH ROW
  WHEN (((OLD.status = 'Approved' AND NOT OLD.is_deleted) OR (NEW.status = 'Approved' AND NOT NEW.is_deleted))
    AND (to_jsonb(OLD) - 'views' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'views' - 'updated_at'))
  EXECUTE FUNCTION "announce_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "listing_images_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "listing_images"
  FOR EACH ROW EXECUTE FUNCTION "announce_catalog_change"();
--> statement-breakpoint
-- Seller cards (name, avatar, mobile, badge) are part of public answers.
CREATE TRIGGER "profiles_catalog_change" AFTER UPDATE OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "announce_catalog_change"();
