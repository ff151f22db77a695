-- Issue #39 item 6 (decision 042): a term within one category — what a search with field filters reads — from
-- one index scan over the category beside the words (btree_gin, as the island beside them in migration 0027).
-- With the words' index alone the term's matches in every category were gathered first, or the category's every
-- listing was tested: a word rare in the category cost ~450 ms at 1,000,000 listings, one common in it 66–75 ms.
CREATE INDEX "live_listing_search_category_vector_idx" ON "live_listing_search"
  USING gin ("category_id", "search_vector") WITH (fastupdate = off);
