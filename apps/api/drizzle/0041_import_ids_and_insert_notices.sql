-- Bulk inserts (the client-book import writes ~5,000 companies and ~56,000 calendar entries a statement) announce
-- their clients once per statement instead of once per row. The row triggers of 0009 ran a PL/pgSQL function,
-- a company lookup and a pg_notify for every inserted row; inserts now fire a statement trigger that reads the
-- statement's new rows (a transition table) and notifies each client once. Updates and deletes keep the row
-- triggers. pg_notify still sends one notice per payload per transaction, so listeners see the same notices.
CREATE OR REPLACE FUNCTION qs_notify_client_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text := TG_ARGV[0];
  via text := coalesce(TG_ARGV[1], '');
BEGIN
  IF via = 'company' THEN
    EXECUTE format(
      'SELECT count(pg_notify(''qs_client_changed'', c.owner_id::text)) FROM companies c
        WHERE c.id IN (SELECT n.%I FROM qs_new_rows n) AND c.owner_id IS NOT NULL', col);
  ELSE
    EXECUTE format(
      'SELECT count(pg_notify(''qs_client_changed'', d.v)) FROM (SELECT DISTINCT n.%I::text AS v FROM qs_new_rows n) d
        WHERE d.v IS NOT NULL', col);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS companies_notify_client ON companies;
--> statement-breakpoint
CREATE TRIGGER companies_notify_client AFTER UPDATE OR DELETE ON companies FOR EACH ROW EXECUTE FUNCTION qs_notify_client_changed('owner_id');
--> statement-breakpoint
CREATE TRIGGER companies_notify_client_inserted AFTER INSERT ON companies REFERENCING NEW TABLE AS qs_new_rows FOR EACH STATEMENT EXECUTE FUNCTION qs_notify_client_inserted('owner_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS calendar_entries_notify_client ON calendar_entries;
--> statement-breakpoint
CREATE TRIGGER calendar_entries_notify_client AFTER UPDATE OR DELETE ON calendar_entries FOR EACH ROW EXECUTE FUNCTION qs_notify_client_changed('company_id', 'company');
--> statement-breakpoint
CREATE TRIGGER calendar_entries_notify_client_inserted AFTER INSERT ON calendar_entries REFERENCING NEW TABLE AS qs_new_rows FOR EACH STATEMENT EXECUTE FUNCTION qs_notify_client_inserted('company_id', 'company');
--> statement-breakpoint
DROP TRIGGER IF EXISTS role_assignments_notify_client ON role_assignments;
--> statement-breakpoint
CREATE TRIGGER role_assignments_notify_client AFTER UPDATE OR DELETE ON role_assignments FOR EACH ROW EXECUTE FUNCTION qs_notify_client_changed('target_id');
--> statement-breakpoint
CREATE TRIGGER role_assignments_notify_client_inserted AFTER INSERT ON role_assignments REFERENCING NEW TABLE AS qs_new_rows FOR EACH STATEMENT EXECUTE FUNCTION qs_notify_client_inserted('target_id');
--> statement-breakpoint
-- Time-ordered ids (UUID version 7: 48 bits of Unix milliseconds, then random bits) for rows written in bulk: the
-- import gives them to the accounts, companies, services and activity it creates, so that the primary keys and
-- the company-keyed indexes (calendar entries, services, activity) grow at their right edge instead of touching
-- a random page of an index much larger than memory for every row. Other inserts keep gen_random_uuid().
CREATE OR REPLACE FUNCTION qs_uuidv7() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(
    set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
      PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6),
      52, 1), 53, 1),
    'hex')::uuid
$$;
