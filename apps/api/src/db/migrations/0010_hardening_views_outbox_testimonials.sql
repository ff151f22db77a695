CREATE TABLE "listing_views" (
	"listing_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "listing_views_pkey" PRIMARY KEY("listing_id","visitor_key","day")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_views_day_idx" ON "listing_views" USING btree ("day");--> statement-breakpoint
-- Issue #11: a deleted member's testimonials no longer carry their name or avatar (shown as "Former member").
UPDATE "testimonials" SET "user_id" = NULL, "profile_name_at_submission" = NULL, "profile_avatar_at_submission" = NULL WHERE "user_id" IS NULL OR "user_id" IN (SELECT "id" FROM "user" WHERE "email" LIKE 'deleted-%@deleted.invalid');
