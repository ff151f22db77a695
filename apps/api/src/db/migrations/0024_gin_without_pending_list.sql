-- Issue #10 (decision 018): the browse's GIN indexes keep no pending list. With `fastupdate` on (PostgreSQL's
-- default) new entries wait in an unsorted list, up to `gin_pending_list_limit` (4 MB), until a vacuum merges
-- them, and every search through the index reads that whole list: at 100,000 listings, 171 pages and ~3,000
-- entries made a one-term search p50 11.3 ms instead of 7.4 (two terms 13.4 instead of 9.6). Off, each write
-- merges its own entries: a view counted or an edit measured the same (~1 ms) either way, and no write pays
-- for flushing a 4 MB list at once. Listings are written far less often than they are searched.
ALTER INDEX "listings_live_search_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "listings_live_name_search_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "listings_live_name_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "listings_live_display_id_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
-- Turning it off leaves what is already pending; merge it now.
SELECT gin_clean_pending_list(index_name::regclass)
FROM unnest(array['listings_live_search_idx', 'listings_live_name_search_idx', 'listings_live_name_trgm_idx',
                  'listings_live_display_id_trgm_idx']) AS index_name;
