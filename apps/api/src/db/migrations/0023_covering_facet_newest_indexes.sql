-- Issue #10 (decision 018, amended): a category's or an island's newest listings with a price range or another
-- facet are sampled from its own newest index, and every column the sample reads is in it, so the sample is an
-- index-only walk of that category or island (several categories: one walk each, merged newest first). Before,
-- the planner walked the whole catalogue's newest index testing each row: at 1,000,000 listings, three categories
-- with a price range read 21,662 entries to find 1,001 (19.5 ms).
DROP INDEX IF EXISTS "listings_live_category_newest_idx";
--> statement-breakpoint
CREATE INDEX "listings_live_category_newest_idx" ON "listings" USING btree ("category_id", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST) INCLUDE ("price", "location_id", "condition", "reserved_for_id") WHERE status = 'Approved' AND NOT is_deleted;
--> statement-breakpoint
DROP INDEX IF EXISTS "listings_live_location_newest_idx";
--> statement-breakpoint
CREATE INDEX "listings_live_location_newest_idx" ON "listings" USING btree ("location_id", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST) INCLUDE ("price", "category_id", "condition", "reserved_for_id") WHERE status = 'Approved' AND NOT is_deleted;
