-- Issue #10 (decision 032): the live listings' search columns in a narrow table of their own, kept exact by a
-- trigger in the same transaction as every listing write. A term's sample (its first 1,001 matches with the
-- columns facets and orderings need) scanned `listings`, whose rows carry descriptions, photos' texts and
-- moderation fields (~750 bytes each, a third of them not live); the tsvector sits behind those variable-length
-- columns, so every row tested walked them first. Here a row is ~290 bytes, fixed-width columns first, and only
-- live listings are in it: at 100,000 listings a common word's 1,001 matches took 0.57 ms instead of 2.2, two
-- common words 1.45 instead of 4.5, a rarer word through its index 1.08 instead of 1.5.
-- Nothing but the trigger writes it; `listings` stays the source of truth for everything else.
CREATE TABLE "live_listing_search" (
  "id" uuid PRIMARY KEY NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "category_id" integer NOT NULL,
  "location_id" integer NOT NULL,
  "reserved_for_id" text,
  "price" numeric(12, 2) NOT NULL,
  "condition" text NOT NULL,
  "item_display_id" text,
  "name_vector" tsvector,
  "search_vector" tsvector
);
--> statement-breakpoint
INSERT INTO "live_listing_search"
  (id, created_at, category_id, location_id, reserved_for_id, price, condition, item_display_id, name_vector,
   search_vector)
  SELECT id, created_at, category_id, location_id, reserved_for_id, price, condition, item_display_id, name_vector,
         search_vector
  FROM listings WHERE status = 'Approved' AND NOT is_deleted;
--> statement-breakpoint
CREATE INDEX "live_listing_search_vector_idx" ON "live_listing_search" USING gin ("search_vector")
  WITH (fastupdate = off);
--> statement-breakpoint
-- Statistics now: without them the planner takes every term for a rare one (a bitmap of all 31,585 matches of
-- a common word where a scan stops at the 1,001st) until autovacuum first analyzes the table.
ANALYZE "live_listing_search";
--> statement-breakpoint
CREATE FUNCTION "listings_live_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NOT (NEW.status = 'Approved' AND NOT NEW.is_deleted) THEN
    IF TG_OP <> 'INSERT' THEN
      DELETE FROM live_listing_search WHERE id = OLD.id;
    END IF;
    RETURN NULL;
  END IF;
  INSERT INTO live_listing_search AS s
    (id, created_at, category_id, location_id, reserved_for_id, price, condition, item_display_id, name_vector,
     search_vector)
    VALUES (NEW.id, NEW.created_at, NEW.category_id, NEW.location_id, NEW.reserved_for_id, NEW.price, NEW.condition,
            NEW.item_display_id, NEW.name_vector, NEW.search_vector)
    ON CONFLICT (id) DO UPDATE SET
      created_at = EXCLUDED.created_at, category_id = EXCLUDED.category_id, location_id = EXCLUDED.location_id,
      reserved_for_id = EXCLUDED.reserved_for_id, price = EXCLUDED.price, condition = EXCLUDED.condition,
      item_display_id = EXCLUDED.item_display_id, name_vector = EXCLUDED.name_vector,
      search_vector = EXCLUDED.search_vector;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listings_live_search_write"
  AFTER INSERT OR DELETE ON "listings" FOR EACH ROW EXECUTE FUNCTION "listings_live_search"();
--> statement-breakpoint
-- An update rewrites the row only when something it holds, or whether the listing is live, changed: a view
-- counted or an expiry warning sent leaves it alone.
CREATE TRIGGER "listings_live_search_update"
  AFTER UPDATE ON "listings" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted
        OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.category_id IS DISTINCT FROM NEW.category_id
        OR OLD.location_id IS DISTINCT FROM NEW.location_id OR OLD.reserved_for_id IS DISTINCT FROM NEW.reserved_for_id
        OR OLD.price IS DISTINCT FROM NEW.price OR OLD.condition IS DISTINCT FROM NEW.condition
        OR OLD.item_display_id IS DISTINCT FROM NEW.item_display_id OR OLD.search_vector IS DISTINCT FROM NEW.search_vector
        OR OLD.name_vector IS DISTINCT FROM NEW.name_vector)
  EXECUTE FUNCTION "listings_live_search"();
