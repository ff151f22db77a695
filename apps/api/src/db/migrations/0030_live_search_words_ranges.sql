-- Issue #38 (decision 041): reading a query asks, per word, for live words starting with it and for live keys
-- starting with its first two letters. Their patterns are computed per word inside one statement, so a LIKE
-- could not use a btree (the planner needs a constant prefix) and each word scanned the whole table: ~1 s a
-- query on PGlite at 2,000 words. Written as ranges over byte order ("C"), they are index range scans.
CREATE INDEX "live_search_words_lexeme_c_idx" ON "live_search_words" ("lexeme" COLLATE "C");
--> statement-breakpoint
CREATE INDEX "live_search_words_key_c_idx" ON "live_search_words" ("search_key" COLLATE "C");
--> statement-breakpoint
DROP INDEX "live_search_words_prefix_idx";
