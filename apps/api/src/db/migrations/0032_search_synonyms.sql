-- Issue #38 item 1: the admin's own synonym groups, beside the list built into search (search/synonyms.ts).
-- Applied when a query is read, so nothing is reindexed; `member_keys` holds each one-word member's folded key
-- (search_key of its lexeme, '' for a phrase) so that a Thaana or Latin-typed Dhivehi word joins the group
-- without computing keys on every read. A change is announced on the catalogue channel like a listing write:
-- every instance drops its cached readings and answers at once.
CREATE TABLE "search_synonyms" (
  "id" serial PRIMARY KEY NOT NULL,
  "words" text[] NOT NULL,
  "member_keys" text[] NOT NULL,
  "created_by" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "search_synonyms_size" CHECK (cardinality("words") BETWEEN 2 AND 12
    AND cardinality("member_keys") = cardinality("words"))
);
--> statement-breakpoint
CREATE TRIGGER "search_synonyms_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "search_synonyms"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalog_change"();
