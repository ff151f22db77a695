-- Issue #12 item 5: a third, ≤ 800 px wide variant of every listing photo, the item page's main photo on a
-- phone (decision 017). Photos stored before this have none (null) until the `listing-image-medium` job makes
-- it from their 1600 px file; until then readers use the 400 and 1600 px files as before.
-- Drizzle runs only the migrations whose journal `when` is later than the newest one a database has run: every
-- new migration's `when` must be later than the last one's (0021's is 1795720000000).
ALTER TABLE "listing_images" ADD COLUMN "medium_key" text;
--> statement-breakpoint
-- The job's queue: only the photos still without a middle size, so it costs nothing once they are done.
CREATE INDEX "listing_images_medium_missing_idx" ON "listing_images" USING btree ("created_at") WHERE "medium_key" IS NULL;
