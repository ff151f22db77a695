DROP INDEX "listings_live_created_at_idx";--> statement-breakpoint
DROP INDEX "listings_live_category_created_idx";--> statement-breakpoint
DROP INDEX "listings_live_location_created_idx";--> statement-breakpoint
CREATE INDEX "listings_live_newest_idx" ON "listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'Approved' AND NOT is_deleted;--> statement-breakpoint
CREATE INDEX "listings_live_category_newest_idx" ON "listings" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'Approved' AND NOT is_deleted;--> statement-breakpoint
CREATE INDEX "listings_live_location_newest_idx" ON "listings" USING btree ("location_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'Approved' AND NOT is_deleted;