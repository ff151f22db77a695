-- Issue #39 item 6 (decision 042): a search with field filters matching more than the count cap is paged from the
-- narrow table of the live listings with values; newest first walks its category index (migration 0036), and
-- this one serves the two price sorts the same way, so a page costs about offset + 12 rows, not a sort of the
-- category's every match (~42,000 at 1,000,000 listings).
CREATE INDEX "live_listing_fields_category_price_idx" ON "live_listing_fields" ("category_id", "price", "id");
