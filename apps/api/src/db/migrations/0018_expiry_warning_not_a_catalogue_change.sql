-- Issue #14 item 3 (decision 026): the expiry job marks a live listing's seller as warned (`expiry_warned_at`).
-- Nothing the public sees changes, so, like a counted view, it is not announced as a catalogue change: each
-- pass that warns would otherwise drop every instance's browse, item and suggestion caches. The trigger is
-- migration 0008's with `expiry_warned_at` left out of the comparison.
DROP TRIGGER "listings_catalog_update" ON "listings";
--> statement-breakpoint
CREATE TRIGGER "listings_catalog_update" AFTER UPDATE ON "listings" FOR EACH ROW
  WHEN (((OLD.status = 'Approved' AND NOT OLD.is_deleted) OR (NEW.status = 'Approved' AND NOT NEW.is_deleted))
    AND (to_jsonb(OLD) - 'views' - 'updated_at' - 'expiry_warned_at')
      IS DISTINCT FROM (to_jsonb(NEW) - 'views' - 'updated_at' - 'expiry_warned_at'))
  EXECUTE FUNCTION "announce_catalog_change"();
