-- Issue #10 (decision 010, amended): a browse without a term samples its matches newest first, and counts and
-- pages a category or island with a price range; every column those read is in the index, so they are index-only
-- scans instead of a visit to each listing's row (measured at 100,000 listings: a price range's 1,001-row
-- sample 16.6 ms from the table, 2.8 ms from the index).
DROP INDEX IF EXISTS "listings_live_newest_idx";
--> statement-breakpoint
CREATE INDEX "listings_live_newest_idx" ON "listings" USING btree ("created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST) INCLUDE ("price", "category_id", "location_id", "condition", "reserved_for_id") WHERE status = 'Approved' AND NOT is_deleted;
--> statement-breakpoint
DROP INDEX IF EXISTS "listings_live_price_idx";
--> statement-breakpoint
CREATE INDEX "listings_live_price_idx" ON "listings" USING btree ("price", "id") INCLUDE ("category_id", "location_id", "condition", "created_at", "reserved_for_id") WHERE status = 'Approved' AND NOT is_deleted;
--> statement-breakpoint
DROP INDEX IF EXISTS "listings_live_category_price_idx";
--> statement-breakpoint
CREATE INDEX "listings_live_category_price_idx" ON "listings" USING btree ("category_id", "price") INCLUDE ("location_id", "condition", "created_at", "id", "reserved_for_id") WHERE status = 'Approved' AND NOT is_deleted;
--> statement-breakpoint
DROP INDEX IF EXISTS "listings_live_location_price_idx";
--> statement-breakpoint
CREATE INDEX "listings_live_location_price_idx" ON "listings" USING btree ("location_id", "price") INCLUDE ("category_id", "condition", "created_at", "id", "reserved_for_id") WHERE status = 'Approved' AND NOT is_deleted;
