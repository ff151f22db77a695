-- Issue #38 (decision 041): forgiving search. A query is read against the live catalogue's words before the
-- full-text query runs (apps/api/src/modules/marketplace/search/): a word no live listing holds is corrected to
-- one that does within a typo budget, or matched by its folded key. This migration keeps those words.
--
-- `search_fold` is the one folded key of a word, for Latin letters and Thaana alike: how Dhivehi is typed in
-- Latin letters on a phone varies ("dhoani", "dhoni", "doni" are ދޯނި), so the key drops what those spellings
-- disagree on. Thaana is transliterated letter by letter to the Malé Latin convention already folded (ދ and ޑ
-- both "d", ށ "s", the long and short vowel signs one vowel, alifu and sukun nothing), after dropping the
-- indefinite suffix ެއް ("a phone", ފޯނެއް → ފޯނ). Latin: accents dropped, w → v, q → k, ph → f; the
-- digraphs dh, th, lh, sh, ch, gh, kh, zh lose their h; "oa" → o, "ey" → e, "ee" → i, "oo" → u; doubled
-- letters collapse ("yamaaha" → "yamaha"); one final vowel goes ("fonu" and ފޯނު → "fon"). Its output is
-- ASCII, so trigrams of it are kept on a database with a C locale too (pg_trgm drops non-ASCII letters there).
CREATE FUNCTION "search_fold"("word" text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    translate(regexp_replace(lower("word"), U&'\07AC\0787\07B0$', ''),
      U&'\0780\0781\0782\0783\0784\0785\0786\0788\0789\078A\078B\078C\078D\078E\078F\0790\0791\0792\0793\0794\0795\0796\0797\0798\0799\079A\079B\079C\079D\079E\079F\07A0\07A1\07A3\07A4\07A5\07A6\07A7\07A8\07A9\07AA\07AB\07AC\07AD\07AE\07AF\07B1\00E1\00E0\00E2\00E4\00E3\00E5\00E9\00E8\00EA\00EB\00ED\00EC\00EE\00EF\00F3\00F2\00F4\00F6\00F5\00FA\00F9\00FB\00FC\00F1\00E7\00FD\0077\0071\0078\0787\07A2\07B0',
      'hsnrblkvmfdtlgnsdztypjcthkdzssdtzgkvaaiiuueeoonaaaaaaeeeeiiiiooooouuuuncyvkk'),
    'ph', 'f', 'g'),
    '([dtlscgkz])h', '\1', 'g'),
    'oa', 'o', 'g'),
    'ey', 'e', 'g'),
    '(ee|ii)', 'i', 'g'),
    '(oo|uu)', 'u', 'g'),
    '(.)\1+', '\1', 'g') -- then one final vowel, below
  ;
--> statement-breakpoint
CREATE FUNCTION "search_key"("word" text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN regexp_replace(search_fold("word"), '^(.{3,}?)[aeiou]$', '\1');
--> statement-breakpoint
-- The words of the live listings (their search vectors' lexemes: stemmed English words, Thaana words as
-- written, numbers with letters such as "40hp") with how many live listings hold each, and each word's key.
-- Bare numbers and display ids are left out: they are never corrected, and there is one per listing.
-- A count that falls to 0 keeps its row (a word that comes back reuses it; lookups skip it).
CREATE TABLE "live_search_words" (
  "lexeme" text PRIMARY KEY NOT NULL,
  "listings" integer NOT NULL,
  "search_key" text GENERATED ALWAYS AS (search_key("lexeme")) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_search_words_key_idx" ON "live_search_words" ("search_key");
--> statement-breakpoint
CREATE INDEX "live_search_words_key_trgm_idx" ON "live_search_words" USING gin ("search_key" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "live_search_words_prefix_idx" ON "live_search_words" ("lexeme" text_pattern_ops);
--> statement-breakpoint
-- Kept by statement triggers on `live_listing_search` (itself kept by the listings' triggers, migration 0025):
-- one statement that makes many listings live or not (a bulk load) counts their words in one pass. An update
-- changes only the words whose count it changes (a price change: none). Words are written in order, so two
-- writers never wait on each other's rows in opposite orders.
CREATE FUNCTION "live_search_words_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO live_search_words AS w (lexeme, listings)
      SELECT lexeme, count(*)::int FROM added a, unnest(tsvector_to_array(a.search_vector)) lexeme
      WHERE lexeme !~ '^[0-9]+$' AND lexeme NOT LIKE 'pd-%'
      GROUP BY lexeme ORDER BY lexeme
      ON CONFLICT (lexeme) DO UPDATE SET listings = w.listings + EXCLUDED.listings;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE live_search_words w SET listings = w.listings - d.n
      FROM (SELECT lexeme, count(*)::int AS n FROM removed r, unnest(tsvector_to_array(r.search_vector)) lexeme
            GROUP BY lexeme ORDER BY lexeme) d
      WHERE w.lexeme = d.lexeme;
  ELSE
    INSERT INTO live_search_words AS w (lexeme, listings)
      SELECT lexeme, sum(n)::int FROM (
        SELECT lexeme, -1 AS n FROM removed r, unnest(tsvector_to_array(r.search_vector)) lexeme
        UNION ALL
        SELECT lexeme, 1 FROM added a, unnest(tsvector_to_array(a.search_vector)) lexeme) changes
      WHERE lexeme !~ '^[0-9]+$' AND lexeme NOT LIKE 'pd-%'
      GROUP BY lexeme HAVING sum(n) <> 0 ORDER BY lexeme
      ON CONFLICT (lexeme) DO UPDATE SET listings = w.listings + EXCLUDED.listings;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "live_search_words_insert" AFTER INSERT ON "live_listing_search"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "live_search_words_count"();
--> statement-breakpoint
CREATE TRIGGER "live_search_words_update" AFTER UPDATE ON "live_listing_search"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "live_search_words_count"();
--> statement-breakpoint
CREATE TRIGGER "live_search_words_delete" AFTER DELETE ON "live_listing_search"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "live_search_words_count"();
--> statement-breakpoint
INSERT INTO "live_search_words" (lexeme, listings)
  SELECT lexeme, count(*)::int FROM live_listing_search s, unnest(tsvector_to_array(s.search_vector)) lexeme
  WHERE lexeme !~ '^[0-9]+$' AND lexeme NOT LIKE 'pd-%'
  GROUP BY lexeme;
--> statement-breakpoint
ANALYZE "live_search_words";
