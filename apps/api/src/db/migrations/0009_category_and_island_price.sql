-- Issue #10: a category or an island with a price range is a range scan of exactly its rows; the other facet
-- columns are included so facet counts over such a set read the index alone.
CREATE INDEX "listings_live_category_price_idx" ON "listings" USING btree ("category_id","price") INCLUDE ("location_id","condition") WHERE status = 'Approved' AND NOT is_deleted;--> statement-breakpoint
CREATE INDEX "listings_live_location_price_idx" ON "listings" USING btree ("location_id","price") INCLUDE ("category_id","condition") WHERE status = 'Approved' AND NOT is_deleted;
