import { inArray, sql, type SQL } from 'drizzle-orm';
import { normalizeRole, type Role } from '@quayside/contract/roles';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';

/*
 * Set-based account work for the bulk client-book import (modules/rcn-import): the import hands its staged rows as
 * a SQL source and auth alone writes the users table.
 */

export type AccountByEmail = { id: string; role: Role; active: boolean };

/** The accounts of these (lower-cased) addresses, one query, keyed by e-mail. */
export async function findAccountsByEmails(db: Db, emails: readonly string[]): Promise<Map<string, AccountByEmail>> {
  const wanted = [...new Set(emails)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, role: users.role, isDeleted: users.isDeleted, isBlocked: users.isBlocked, isSuspended: users.isSuspended })
    .from(users)
    .where(inArray(users.email, wanted));
  return new Map(rows.map((r) => [r.email, { id: r.id, role: normalizeRole(r.role), active: !r.isDeleted && !r.isBlocked && !r.isSuspended }]));
}

/** The id of the account with the e-mail in `email` (a scalar subquery over the unique e-mail index; null when none). */
export function userIdByEmailSql(email: SQL): SQL<string | null> {
  return sql<string | null>`(select u.id from ${users} u where u.email = ${email})`;
}

/**
 * A client account for every contact of `source` that has none: `source` is a select with the columns
 * `contact_email` (lower-cased), `contact_name`, `contact_phone` and `line`; the first row of an address names it.
 * New accounts have no password and must choose one (the import mails a set-password link when asked). Existing
 * accounts are left as they are. New accounts get time-ordered ids (qs_uuidv7(), migration 0041). Answers the created
 * accounts.
 */
export async function insertImportedClients(db: Db, source: SQL): Promise<Array<{ id: string; email: string; fullName: string }>> {
  const result = (await db.execute(sql`
    insert into ${users} (id, email, full_name, phone, role, is_verified, required_change_password)
    select distinct on (s.contact_email) qs_uuidv7(), s.contact_email, s.contact_name, s.contact_phone, 'client', false, true
    from (${source}) s
    order by s.contact_email, s.line
    on conflict (email) do nothing
    returning id, email, full_name`)) as unknown as { rows: Array<{ id: string; email: string; full_name: string }> };
  return result.rows.map((r) => ({ id: r.id, email: r.email, fullName: r.full_name }));
}
