-- Issue #39 item 5: a location filter names one island, several (Greater Malé: Malé, Hulhumalé, Villimalé) or a
-- whole atoll's. A saved search keeps the island ids as a list, in its query (`search.location`) and in the
-- column the matching job joins on; the searches saved with one island keep it, as a list of one.
ALTER TABLE "saved_searches" ADD COLUMN "location_ids" integer[];
--> statement-breakpoint
UPDATE "saved_searches" SET "location_ids" = ARRAY["location_id"] WHERE "location_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "saved_searches" SET "search" = jsonb_set("search", '{location}', jsonb_build_array("search" -> 'location'))
WHERE jsonb_typeof("search" -> 'location') = 'number';
--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "location_id";
