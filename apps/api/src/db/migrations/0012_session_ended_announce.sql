-- Issue #11: a session row deleted anywhere (sign-out, "sign out everywhere", a revoked device, a password
-- change or reset, a ban, account deletion, better-auth's own clean-up) is announced on the realtime channel
-- at commit, so every API instance closes the live event streams opened with that session
-- (lib/realtime.ts SESSION_ENDED_EVENT). The payload has the shape of a RealtimeMessage.
CREATE OR REPLACE FUNCTION announce_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'marketplace_notifications',
    json_build_object(
      'userId', OLD.user_id,
      'event', 'session-ended',
      'id', OLD.id,
      'data', json_build_object('sessionId', OLD.id)
    )::text
  );
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_ended_announce AFTER DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION announce_session_ended();
