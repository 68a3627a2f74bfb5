import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { normalizeRole, ROLES, type Role } from '@quayside/contract/roles';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { AppError } from '../../lib/errors';
import { qualified, sqlLiteral } from '../../lib/sql';

/** What other modules may know of a user: who they are and whether they can still work. */
export type UserRef = { id: string; fullName: string; email: string; role: Role; isDeleted: boolean; isBlocked: boolean };

const refColumns = { id: users.id, fullName: users.fullName, email: users.email, role: users.role, isDeleted: users.isDeleted, isBlocked: users.isBlocked };

export async function getUserRefs(db: Db, ids: readonly (string | null | undefined)[]): Promise<UserRef[]> {
  const wanted = [...new Set(ids.filter((v): v is string => !!v))];
  if (wanted.length === 0) return [];
  const rows = await db.select(refColumns).from(users).where(inArray(users.id, wanted));
  return rows.map((r) => ({ ...r, role: normalizeRole(r.role) }));
}

export async function getUserRef(db: Db, id: string): Promise<UserRef | null> {
  return (await getUserRefs(db, [id]))[0] ?? null;
}

/** The ids of the live accounts (not deleted, blocked or suspended) with this role, e.g. the admins to tell. */
export async function listActiveUserIdsWithRole(db: Db, role: Role): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(trim(${users.role})) = ${role}`,
        eq(users.isDeleted, false),
        eq(users.isBlocked, false),
        eq(users.isSuspended, false),
      ),
    )
    .orderBy(users.createdAt, users.id)
    .limit(50);
  return rows.map((r) => r.id);
}

/** A user's full name as a scalar subquery, for lists that answer in one statement. */
export function userNameSql(userId: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`(select u.full_name from ${users} u where u.id = ${qualified(userId)})`;
}

/**
 * The users' id, full name and e-mail as a subquery named `alias`, for a list to left-join on its rows' user column
 * (`eq(alias.id, column)`) and show both: ONE primary-key lookup per row where userNameSql and userEmailSql side by
 * side make two (a preparer's page of 21 companies: 84 buffers fewer). Two plain text columns, read as before (a pair
 * in one text array instead cost the app more to parse than the lookup saved: commit 325c68f).
 */
export function userNameEmailSubquery<A extends string>(db: Db, alias: A) {
  return db.select({ id: users.id, fullName: users.fullName, email: users.email }).from(users).as(alias);
}

/**
 * The e-mail and full name of each user whose id the subquery `ids` yields, deleted accounts too (`id`, `email`,
 * `full_name`): one index lookup per distinct id, for a page that names the people in it (the audit log names its
 * actors this way: one lookup per actor on the page, not two scalar subqueries per row).
 */
export function userNamesByIdSql(ids: SQL): SQL {
  return sql`select u.id, u.email, u.full_name from ${users} u where u.id = any(array(${ids}))`;
}

/** Refuses (400 on `field`) unless the user exists, is not deleted and has the role. */
export async function assertUserRole(db: Db, id: string, role: Role, message: string, field: string, opts: { active?: boolean } = {}): Promise<void> {
  const [u] = await db
    .select({ role: users.role, isDeleted: users.isDeleted, isBlocked: users.isBlocked, isSuspended: users.isSuspended })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  // `active`: the account can also sign in and work (not blocked or suspended).
  const inactive = !!opts.active && (u?.isBlocked || u?.isSuspended);
  if (!u || u.isDeleted || inactive || u.role.trim().toLowerCase() !== role) {
    throw new AppError('VALIDATION_FAILED', message, { fields: { [`body.${field}`]: [message] } });
  }
}

/**
 * How recent the onboarding's e-mail code must be, at the order, for what is paid (a company, an NRI filing) to
 * join an account that already has that address: a code sent to the address proves the payer reads its mail, and
 * only a fresh proof stands for the account's owner (an old verified draft could be anyone's by now).
 */
export const ACCOUNT_LINK_FRESH_MS = 24 * 3_600_000;

/** Whether an address verified at `verifiedAt` proves, at an order made at `orderedAt`, the payer owns its account. */
export function provesAddressAtOrder(verifiedAt: Date | null | undefined, orderedAt: Date): boolean {
  if (!verifiedAt) return false;
  const age = orderedAt.getTime() - verifiedAt.getTime();
  return age >= 0 && age <= ACCOUNT_LINK_FRESH_MS;
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row?.id ?? null;
}

/**
 * The account for an onboarding's verified e-mail: the existing one, or a new one (e-mail verified by the
 * onboarding's code, no password yet: the welcome mail carries a set-password link).
 */
export async function findOrCreateOnboardedUser(
  db: Db,
  input: { email: string; fullName: string; role: 'client' | 'nri_client'; phone?: string | null; countryCode?: string | null },
): Promise<{ id: string; isNew: boolean }> {
  const email = input.email.trim().toLowerCase();
  const existing = await findUserIdByEmail(db, email);
  if (existing) return { id: existing, isNew: false };
  const [row] = await db
    .insert(users)
    .values({
      email,
      fullName: input.fullName,
      role: input.role,
      phone: input.phone ?? null,
      countryCode: input.countryCode ?? null,
      isVerified: true,
      requiredChangePassword: true,
      passwordHash: null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return { id: row.id, isNew: true };
}

/** What String.prototype.trim removes (ECMAScript's WhiteSpace and LineTerminator), for normalizeRole in SQL. */
const JS_TRIMMED = ' \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/**
 * A role as normalizeRole (contract) gives it: trimmed and lower-cased when it is one of ROLES, else 'client'. One
 * simple CASE (the trimmed text is made once), the characters to trim a constant of the statement.
 */
function normalizedRoleSql(role: SQL): SQL {
  const cases = ROLES.map((r) => `when ${sqlLiteral(r)} then ${sqlLiteral(r)}`).join(' ');
  return sql`case lower(btrim(${role}, ${sql.raw(sqlLiteral(JS_TRIMMED))})) ${sql.raw(cases)} else 'client' end`;
}

/**
 * The user in `userId`, when they are neither deleted nor blocked, as the answer's ChatAgent {id, fullName, role,
 * email, title} (its fields in its order, the role normalised as normalizeRole does): built as it is sent (the
 * client dashboard passes the statement's JSON text through).
 */
export function activeUserAgentJsonSql(userId: SQL, title: string): SQL {
  return sql`(select json_build_object('id', p.id, 'fullName', p.full_name, 'role', ${normalizedRoleSql(sql`p.role`)}, 'email', p.email, 'title', ${title}::text)
    from ${users} p where p.id = ${userId} and p.is_deleted = false and p.is_blocked = false)`;
}

/**
 * Who a broadcast (the admin's notify-all) reaches: every account that is neither deleted nor blocked and
 * existed at `before`. Suspended accounts are included: they read it when they are let back in.
 */
const broadcastRecipientWhere = (before: Date) =>
  and(eq(users.isDeleted, false), eq(users.isBlocked, false), sql`${users.createdAt} <= ${before.toISOString()}::timestamptz`);

export async function countBroadcastRecipients(db: Db, before: Date): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users).where(broadcastRecipientWhere(before));
  return row?.n ?? 0;
}

/** The next `limit` recipients' ids after `afterId`, by id (the primary key), as a subquery for INSERT ... SELECT. */
export function broadcastRecipientBatchSql(before: Date, afterId: string | null, limit: number): SQL {
  return sql`select u.id from ${users} u where u.is_deleted = false and u.is_blocked = false
    and u.created_at <= ${before.toISOString()}::timestamptz ${afterId ? sql`and u.id > ${afterId}::uuid` : sql``}
    order by u.id limit ${sql.raw(String(Math.trunc(limit)))}`;
}

/**
 * The account's own details that the NRI line changes: the full name, and whether the user may edit their own
 * details (users.can_edit_profile: the admin's user edit and the NRI preparer's toggle are the same flag).
 */
export async function updateUserProfileFields(db: Db, id: string, patch: { fullName?: string; canEditProfile?: boolean }): Promise<void> {
  if (patch.fullName === undefined && patch.canEditProfile === undefined) return;
  await db
    .update(users)
    .set({
      ...(patch.fullName !== undefined ? { fullName: patch.fullName } : {}),
      ...(patch.canEditProfile !== undefined ? { canEditProfile: patch.canEditProfile } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}

/** Whether the user may edit their own details (read fresh: a cached actor may predate a staff toggle). */
export async function userMayEditProfile(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ canEditProfile: users.canEditProfile }).from(users).where(eq(users.id, id)).limit(1);
  return row?.canEditProfile ?? false;
}
