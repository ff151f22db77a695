-- Issue #10 (decision 037): an island with a term read the island's live listings in `listings` one by one and
-- tested the term on each (decision 010): at 1,000,000 listings ~3,600 rows on ~3,500 table pages, 14-25 ms
-- with those pages outside shared_buffers, whatever the term's share. This GIN index holds each live listing's
-- island beside its words (btree_gin gives the integer a GIN operator class), so one index scan intersects
-- the island's postings with the term's and the narrow table is read only at the matches: 6-7 ms for the most
-- common words. A multicolumn GIN index serves a condition on any of its columns alike, so it replaces the
-- term-only index (`live_listing_search_vector_idx`): the term's sample measured the same through it.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX "live_listing_search_island_vector_idx" ON "live_listing_search" USING gin ("location_id", "search_vector")
  WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX "live_listing_search_vector_idx";
