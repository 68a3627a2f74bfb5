-- A revoked session is announced on the channel qs_session_revoked (payload: the family id of the refresh tokens,
-- which access tokens carry as their session id "sid"), so that each API instance stops accepting that session's
-- access tokens at once (modules/auth/auth.session-cache.ts). Logout, reuse detection, password changes and barred
-- accounts all revoke by setting revoked_at.
CREATE OR REPLACE FUNCTION qs_notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('qs_session_revoked', NEW.family_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS refresh_tokens_notify_revoked ON refresh_tokens;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_notify_revoked AFTER UPDATE OF revoked_at ON refresh_tokens FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION qs_notify_session_revoked();
