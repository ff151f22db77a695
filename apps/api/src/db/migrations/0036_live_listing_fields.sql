-- Issue #39 item 6 (decision 042): the values of live listings that hold any, in a narrow table of their own,
-- kept exact by a trigger in the same transaction as every listing write (as `live_listing_search`, migration
-- 0025). A field filter tests each listing of its category: in `listings` each of those rows sat on its own
-- table page (~750 bytes, descriptions first), so a boat filter at 100,000 listings read 3,489 pages for 4,179
-- rows (28 ms) and a category at 1,000,000 would read ten times as many. Here a row is ~110 bytes.
-- Only listings with values are kept: one without any never passes a field filter nor counts in a field's facet.
CREATE TABLE "live_listing_fields" (
  "id" uuid PRIMARY KEY NOT NULL,
  "category_id" integer NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "location_id" integer NOT NULL,
  "price" numeric(12, 2) NOT NULL,
  "condition" text NOT NULL,
  "reserved_for_id" text,
  "attributes" jsonb NOT NULL
);
--> statement-breakpoint
INSERT INTO "live_listing_fields"
  (id, category_id, created_at, location_id, price, condition, reserved_for_id, attributes)
  SELECT id, category_id, created_at, location_id, price, condition, reserved_for_id, attributes
  FROM listings WHERE status = 'Approved' AND NOT is_deleted AND attributes <> '{}'::jsonb;
--> statement-breakpoint
-- A category's listings, newest first (its sample, its matches in order).
CREATE INDEX "live_listing_fields_category_idx" ON "live_listing_fields" ("category_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- List and yes/no filters (`attributes @> '{"make":"honda"}'`), beside the category's index.
CREATE INDEX "live_listing_fields_values_idx" ON "live_listing_fields" USING gin ("attributes" jsonb_path_ops)
  WITH (fastupdate = off);
--> statement-breakpoint
ANALYZE "live_listing_fields";
--> statement-breakpoint
CREATE FUNCTION "listings_live_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NOT (NEW.status = 'Approved' AND NOT NEW.is_deleted AND NEW.attributes <> '{}'::jsonb) THEN
    IF TG_OP <> 'INSERT' THEN
      DELETE FROM live_listing_fields WHERE id = OLD.id;
    END IF;
    RETURN NULL;
  END IF;
  INSERT INTO live_listing_fields AS f
    (id, category_id, created_at, location_id, price, condition, reserved_for_id, attributes)
    VALUES (NEW.id, NEW.category_id, NEW.created_at, NEW.location_id, NEW.price, NEW.condition, NEW.reserved_for_id,
            NEW.attributes)
    ON CONFLICT (id) DO UPDATE SET
      category_id = EXCLUDED.category_id, created_at = EXCLUDED.created_at, location_id = EXCLUDED.location_id,
      price = EXCLUDED.price, condition = EXCLUDED.condition, reserved_for_id = EXCLUDED.reserved_for_id,
      attributes = EXCLUDED.attributes;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listings_live_fields_write"
  AFTER INSERT OR DELETE ON "listings" FOR EACH ROW EXECUTE FUNCTION "listings_live_fields"();
--> statement-breakpoint
-- An update rewrites the row only when something it holds, or whether the listing is kept, changed: a view
-- counted or an expiry warning sent leaves it alone.
CREATE TRIGGER "listings_live_fields_update"
  AFTER UPDATE ON "listings" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted
        OR OLD.attributes IS DISTINCT FROM NEW.attributes OR OLD.category_id IS DISTINCT FROM NEW.category_id
        OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.location_id IS DISTINCT FROM NEW.location_id
        OR OLD.price IS DISTINCT FROM NEW.price OR OLD.condition IS DISTINCT FROM NEW.condition
        OR OLD.reserved_for_id IS DISTINCT FROM NEW.reserved_for_id)
  EXECUTE FUNCTION "listings_live_fields"();
