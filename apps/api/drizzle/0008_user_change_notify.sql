-- Every change to a user row is announced on the channel qs_user_changed (payload: the user id), so that each
-- API instance drops its cached copy at once (plugins/auth.ts: the signed-in user cache). Inserts need no notice.
CREATE OR REPLACE FUNCTION qs_notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('qs_user_changed', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_notify_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_notify_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION qs_notify_user_changed();
