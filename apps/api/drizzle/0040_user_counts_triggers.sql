-- The users per role and account state (user_count_deltas, 0038): every insert, delete and change of role or
-- state appends its +n / -n rows, so the admin user lists count by summing a few rows. Inserts and deletes add
-- one row per state a statement touched (a bulk load of 100,000 users adds a handful); an update adds two rows
-- only when it changes the role or a state (a sign-in's last_login_at adds none). Appending takes no lock another
-- writer waits on.
CREATE OR REPLACE FUNCTION qs_user_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_count_deltas (role, is_verified, is_suspended, is_deleted, n)
    SELECT role, is_verified, is_suspended, is_deleted, count(*) FROM qs_new_users GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION qs_user_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_count_deltas (role, is_verified, is_suspended, is_deleted, n)
    SELECT role, is_verified, is_suspended, is_deleted, -count(*) FROM qs_old_users GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION qs_user_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_count_deltas (role, is_verified, is_suspended, is_deleted, n)
    VALUES (OLD.role, OLD.is_verified, OLD.is_suspended, OLD.is_deleted, -1), (NEW.role, NEW.is_verified, NEW.is_suspended, NEW.is_deleted, 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION qs_user_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_count_deltas;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_count_inserted ON users;
--> statement-breakpoint
CREATE TRIGGER users_count_inserted AFTER INSERT ON users REFERENCING NEW TABLE AS qs_new_users FOR EACH STATEMENT EXECUTE FUNCTION qs_user_counts_inserted();
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_count_deleted ON users;
--> statement-breakpoint
CREATE TRIGGER users_count_deleted AFTER DELETE ON users REFERENCING OLD TABLE AS qs_old_users FOR EACH STATEMENT EXECUTE FUNCTION qs_user_counts_deleted();
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_count_updated ON users;
--> statement-breakpoint
CREATE TRIGGER users_count_updated AFTER UPDATE OF role, is_verified, is_suspended, is_deleted ON users FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.is_verified IS DISTINCT FROM NEW.is_verified
    OR OLD.is_suspended IS DISTINCT FROM NEW.is_suspended OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted)
  EXECUTE FUNCTION qs_user_counts_updated();
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_count_truncated ON users;
--> statement-breakpoint
CREATE TRIGGER users_count_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION qs_user_counts_truncated();
--> statement-breakpoint
-- The users already there (one row per state).
LOCK TABLE users IN SHARE MODE;
--> statement-breakpoint
DELETE FROM user_count_deltas;
--> statement-breakpoint
INSERT INTO user_count_deltas (role, is_verified, is_suspended, is_deleted, n)
  SELECT role, is_verified, is_suspended, is_deleted, count(*) FROM users GROUP BY 1, 2, 3, 4;
