-- Issue #14: one listing lifecycle. A listing can now be Expired (LISTING_TTL_DAYS after it went live);
-- `approved_at`/`expires_at` say when it went live and when it leaves, `expiry_warned_at` that the seller was
-- warned, `auto_approved` that the trusted-seller rule approved it. The status column is text with the
-- allowed values checked by the application's contract, so 'Expired' needs no type change.
ALTER TABLE "listings" ADD COLUMN "approved_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expires_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expiry_warned_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "auto_approved" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Listings live before this release went live when last updated; they get a full term from today, so no
-- seller loses a listing on the day expiry starts.
UPDATE "listings" SET "approved_at" = "updated_at", "expires_at" = now() + interval '60 days'
  WHERE "status" = 'Approved' AND NOT "is_deleted";
--> statement-breakpoint
CREATE INDEX "listings_live_expires_at_idx" ON "listings" USING btree ("expires_at") WHERE status = 'Approved' AND NOT is_deleted;
