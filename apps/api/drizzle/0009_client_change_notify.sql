-- Every change that shows on a client's dashboard is announced on the channel qs_client_changed (payload: the
-- client's user id), so that each API instance drops its cached dashboard of that client at once
-- (modules/client/dashboard.cache.ts). An empty payload drops every cached dashboard: a staff member's name,
-- e-mail, role or standing changed (they show as a preparer or as who assigned a task).
-- Arguments: the column that leads to the client, and how: '' (it is the client's id), 'company' (a company
-- id: its owner) or 'task' (a task id: its client). pg_notify sends one notice per payload per transaction.
CREATE OR REPLACE FUNCTION qs_notify_client_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text := TG_ARGV[0];
  via text := coalesce(TG_ARGV[1], '');
  refs text[] := ARRAY[]::text[];
  ref text;
  client text;
BEGIN
  IF TG_OP <> 'INSERT' THEN refs := refs || (to_jsonb(OLD) ->> col); END IF;
  IF TG_OP <> 'DELETE' THEN refs := refs || (to_jsonb(NEW) ->> col); END IF;
  FOREACH ref IN ARRAY refs LOOP
    CONTINUE WHEN ref IS NULL;
    IF via = 'company' THEN
      SELECT c.owner_id::text INTO client FROM companies c WHERE c.id = ref::uuid;
    ELSIF via = 'task' THEN
      SELECT t.user_id::text INTO client FROM tasks t WHERE t.id = ref::uuid;
    ELSE
      client := ref;
    END IF;
    IF client IS NOT NULL THEN
      PERFORM pg_notify('qs_client_changed', client);
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION qs_notify_all_clients_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('qs_client_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS companies_notify_client ON companies;
--> statement-breakpoint
CREATE TRIGGER companies_notify_client AFTER INSERT OR UPDATE OR DELETE ON companies FOR EACH ROW EXECUTE FUNCTION qs_notify_client_changed('owner_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS tasks_notify_client ON tasks;
--> statement-breakpoint
CREATE TRIGGER tasks_notify_client AFTER INSERT OR UPDATE OR DELETE ON tasks FOR EACH ROW EXECUTE FUNCTION qs_notify_client_changed('user_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS task_requirements_notify_client ON task_requirements;
--> statement-breakpoint
CREATE TRIGGER task_requirements_notify_client AFTER INSERT OR UPDATE OR DELETE ON task_requirements FOR EACH ROW EXECUTE FUNCTION qs_notify_client_changed('task_id', 'task');
--> statement-breakpoint
DROP TRIGGER IF EXISTS documents_notify_client ON documents;
--> statement-breakpoint
CREATE TRIGGER documents_notify_client AFTER INSERT OR UPDATE OR DELETE ON documents FOR EACH ROW EXECUTE FUNCTION qs_notify_client_changed('owner_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS calendar_entries_notify_client ON calendar_entries;
--> statement-breakpoint
CREATE TRIGGER calendar_entries_notify_client AFTER INSERT OR UPDATE OR DELETE ON calendar_entries FOR EACH ROW EXECUTE FUNCTION qs_notify_client_changed('company_id', 'company');
--> statement-breakpoint
DROP TRIGGER IF EXISTS notifications_notify_client ON notifications;
--> statement-breakpoint
CREATE TRIGGER notifications_notify_client AFTER INSERT OR UPDATE OR DELETE ON notifications FOR EACH ROW EXECUTE FUNCTION qs_notify_client_changed('user_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS actions_notify_client ON actions;
--> statement-breakpoint
CREATE TRIGGER actions_notify_client AFTER INSERT OR UPDATE OR DELETE ON actions FOR EACH ROW EXECUTE FUNCTION qs_notify_client_changed('user_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS invoices_notify_client ON invoices;
--> statement-breakpoint
CREATE TRIGGER invoices_notify_client AFTER INSERT OR UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION qs_notify_client_changed('user_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS role_assignments_notify_client ON role_assignments;
--> statement-breakpoint
CREATE TRIGGER role_assignments_notify_client AFTER INSERT OR UPDATE OR DELETE ON role_assignments FOR EACH ROW EXECUTE FUNCTION qs_notify_client_changed('target_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_notify_clients ON users;
--> statement-breakpoint
CREATE TRIGGER users_notify_clients AFTER UPDATE ON users FOR EACH ROW
  WHEN (lower(OLD.role) IN ('admin', 'approver', 'preparer') AND (
    OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.email IS DISTINCT FROM NEW.email OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted OR OLD.is_blocked IS DISTINCT FROM NEW.is_blocked))
  EXECUTE FUNCTION qs_notify_all_clients_changed();
