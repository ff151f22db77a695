-- Issue #12: photos uploaded one by one before the listing is submitted, each tied to its member, attached
-- by id and removed with their stored files after 24 h when never used (db/schema/listings.ts pendingUploads).
CREATE TABLE "pending_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_uploads_user_id_idx" ON "pending_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pending_uploads_created_at_idx" ON "pending_uploads" USING btree ("created_at");