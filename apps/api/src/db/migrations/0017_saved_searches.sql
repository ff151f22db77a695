-- Issue #14 item 2: saved searches with alerts. A member keeps up to 20 browse queries (`search`, the browse
-- contract's normalised parameters). The structured filters are also kept in columns so the matching job can
-- join a burst of newly live listings to every saved search in one statement (decision 025); `term_query` is
-- the term as the marketplace parses it (websearch_to_tsquery 'english'), stored so it is parsed once.
CREATE TABLE "saved_searches" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "search" jsonb NOT NULL,
  "term" text,
  "term_query" tsquery GENERATED ALWAYS AS (websearch_to_tsquery('english'::regconfig, coalesce("term", ''))) STORED,
  "term_display_id" text,
  "category_ids" integer[],
  "location_id" integer,
  "condition" text,
  "min_price" numeric(12, 2),
  "max_price" numeric(12, 2),
  "available_only" boolean DEFAULT false NOT NULL,
  "email_digest" boolean DEFAULT false NOT NULL,
  "new_match_count" integer DEFAULT 0 NOT NULL,
  "alert_pending_count" integer DEFAULT 0 NOT NULL,
  "digest_pending_count" integer DEFAULT 0 NOT NULL,
  "last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_alerted_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id", "created_at");
--> statement-breakpoint
CREATE INDEX "saved_searches_alert_due_idx" ON "saved_searches" USING btree ("last_alerted_at") WHERE "alert_pending_count" > 0;
--> statement-breakpoint
CREATE INDEX "saved_searches_digest_due_idx" ON "saved_searches" USING btree ("user_id") WHERE "email_digest" AND "digest_pending_count" > 0;
--> statement-breakpoint
-- The matching job's watermark: listings that went live (approved_at) after it have not been matched yet.
-- It starts now, so saving searches never alerts on the catalogue that was already there.
CREATE TABLE "saved_search_watermark" (
  "id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
  "approved_through" timestamp with time zone NOT NULL
);
--> statement-breakpoint
INSERT INTO "saved_search_watermark" ("id", "approved_through") VALUES (1, now());
--> statement-breakpoint
-- One digest e-mail per member per day: the day (Maldives time) of the last one sent.
CREATE TABLE "saved_search_digests" (
  "user_id" text PRIMARY KEY NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "last_sent_on" date NOT NULL
);
--> statement-breakpoint
-- The job reads listings that went live since the watermark: an index on approved_at among live listings.
CREATE INDEX "listings_live_approved_at_idx" ON "listings" USING btree ("approved_at") WHERE status = 'Approved' AND NOT is_deleted;
