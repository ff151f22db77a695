-- Issue #37 item 4f: the one-click unsubscribe address (RFC 8058) a queued mail is sent with.
ALTER TABLE "mail_outbox" ADD COLUMN "unsubscribe_url" text;
