-- companies.staff_key (0046): what a preparer's search of their companies reads from companies_preparer_idx alone,
-- the company's name, its owner's name and its owner's e-mail, lower-case, a line break between them. A line break
-- inside one of them is stored as a carriage return, so a term with neither can never match across two (the
-- app sends terms with either to the table instead: companies.staff.ts). Kept by the database in the writer's
-- transaction: a company written (name, owner, deletion or restore) takes its owner's current name and e-mail; a
-- user whose name or e-mail changes updates the live companies they own.
CREATE OR REPLACE FUNCTION qs_staff_search_key(company_name text, owner_name text, owner_email text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(lower(company_name), chr(10), chr(13))
    || CASE WHEN owner_name IS NULL AND owner_email IS NULL THEN ''
       ELSE chr(10) || replace(lower(coalesce(owner_name, '')), chr(10), chr(13)) || chr(10) || replace(lower(coalesce(owner_email, '')), chr(10), chr(13)) END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION qs_companies_staff_key() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner_name text;
  owner_email text;
BEGIN
  IF NEW.owner_id IS NOT NULL THEN
    SELECT u.full_name, u.email INTO owner_name, owner_email FROM users u WHERE u.id = NEW.owner_id;
  END IF;
  NEW.staff_key := qs_staff_search_key(NEW.name, owner_name, owner_email);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER companies_staff_key BEFORE INSERT OR UPDATE OF name, owner_id, deleted_at ON companies
  FOR EACH ROW EXECUTE FUNCTION qs_companies_staff_key();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION qs_users_staff_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Live companies only (companies_owner_idx); a deleted one takes the key again when it is restored.
  UPDATE companies SET staff_key = qs_staff_search_key(name, NEW.full_name, NEW.email)
    WHERE owner_id = NEW.id AND deleted_at IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_staff_key AFTER UPDATE OF full_name, email ON users
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION qs_users_staff_key();
--> statement-breakpoint
UPDATE companies c SET staff_key = qs_staff_search_key(c.name, u.full_name, u.email) FROM users u WHERE u.id = c.owner_id;
--> statement-breakpoint
UPDATE companies SET staff_key = qs_staff_search_key(name, NULL, NULL) WHERE owner_id IS NULL;
