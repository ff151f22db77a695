-- Issue #15 item 4: a member's language ('en' | 'dv') for the e-mails and notifications the server writes
-- them. Existing members keep English, which is what they have been getting.
ALTER TABLE "profiles" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_language_check" CHECK ("profiles"."language" in ('en', 'dv'));
--> statement-breakpoint
-- Issue #15 item 5: Thaana search. Thaana's vowel signs (fili) are combining marks; PostgreSQL's text-search
-- parser keeps them inside words on PGlite and on a PostgreSQL database whose LC_CTYPE is UTF-8 aware, but in
-- an LC_CTYPE 'C' database it takes every non-ASCII character for a letter, so the Arabic comma and question
-- mark Dhivehi is written with (، ؛ ؟), no-break spaces and invisible direction marks stick to the word next
-- to them ("ބޯޓު،" is not "ބޯޓު"). `search_text` makes documents and queries the same text on every database:
-- Arabic-script punctuation, no-break and zero-width spaces become spaces; joiners, direction marks and the
-- tatweel are removed. It is applied identically to the search vectors (below) and to every query
-- (marketplace.service.ts, saved searches' term_query).
CREATE FUNCTION "search_text"("value" text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN translate("value",
    U&'\060C\061B\061F\066A\066B\066C\066D\06D4\00A0\200B\202F\3000\200C\200D\200E\200F\061C\2060\FEFF\0640\202A\202B\202C\202D\202E\2066\2067\2068\2069',
    '            ');
--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "name_vector";
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, search_text(coalesce(name, ''))), 'A')
        || setweight(to_tsvector('english'::regconfig, search_text(coalesce(category, ''))), 'B')
        || setweight(to_tsvector('simple'::regconfig, coalesce(item_display_id, '') || ' ' || ltrim(replace(coalesce(item_display_id, ''), 'PD-', ''), '0')), 'B')
        || setweight(to_tsvector('english'::regconfig, search_text(coalesce(description, ''))), 'C')) STORED;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, search_text(coalesce(name, '')))) STORED;
--> statement-breakpoint
-- As migration 0002: rare terms need the larger statistics target to be planned well.
ALTER TABLE "listings" ALTER COLUMN "search_vector" SET STATISTICS 1000;
--> statement-breakpoint
CREATE INDEX "listings_live_search_idx" ON "listings" USING gin ("search_vector") WHERE status = 'Approved' AND NOT is_deleted;
--> statement-breakpoint
CREATE INDEX "listings_live_name_search_idx" ON "listings" USING gin ("name_vector") WHERE status = 'Approved' AND NOT is_deleted;
--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "term_query";
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "term_query" tsquery GENERATED ALWAYS AS (websearch_to_tsquery('english'::regconfig, search_text(coalesce("term", '')))) STORED;
--> statement-breakpoint
-- The new columns have no statistics until the next autovacuum; browse plans need them at once.
ANALYZE "listings";
