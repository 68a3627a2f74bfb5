import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  adminUserMessages,
  CLIENT_USER_ROLES,
  COMPANY_USER_ROLES,
  type AdminUser,
  type AdminUsersQuery,
  type AdminUsersResponse,
  type UpdateUserBody,
} from '@quayside/contract/admin-users';
import { normalizeRole, ROLE_LABELS, type Role } from '@quayside/contract/roles';
import type { Db } from '../../db/client';
import { userCountDeltas, users } from '../../db/schema/auth';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { queryText } from '../../lib/prepared';
import { AppError } from '../../lib/errors';
import { containsPattern, startsWithPattern } from '../../lib/search';
import { sqlLiteral } from '../../lib/sql';
import { writeAudit } from '../audit/audit.service';
import type { Mailer } from '../outbox/outbox.service';
import type { Actor, UserRow } from './auth.actor';
import { revokeAllSessions } from './auth.sessions';
import { forgetCachedUser } from './auth.user-cache';

/**
 * The admin's work on accounts (part 2 sections 4, 6, 7 Admin): the two user lists, creating and updating users,
 * role changes, block, soft delete, suspension. The users table is this module's, so these live here; the admin
 * routes call them. Every change writes an audit row; the ones that bar or change an account (block, delete,
 * suspend, role change) also end every session of the user, so their refresh cookie stops working at once and so
 * does every access token issued with it.
 */

const E = adminUserMessages.errors;
export type AdminMeta = { ip?: string | null };

/** The columns an admin's view of a user reads (toAdminUser); the lists select the same (RAW_COLUMNS below). */
type AdminUserRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'fullName'
  | 'role'
  | 'phone'
  | 'countryCode'
  | 'isVerified'
  | 'isBlocked'
  | 'isSuspended'
  | 'suspensionMessage'
  | 'isDeleted'
  | 'deletedAt'
  | 'requiredChangePassword'
  | 'canEditProfile'
  | 'lastLoginAt'
  | 'createdAt'
>;

export function toAdminUser(u: AdminUserRow): AdminUser {
  return {
    id: u.id,
    email: u.email,
    fullName: u.fullName,
    role: normalizeRole(u.role),
    phone: u.phone,
    countryCode: u.countryCode,
    isVerified: u.isVerified,
    isBlocked: u.isBlocked,
    isSuspended: u.isSuspended,
    suspensionMessage: u.suspensionMessage,
    isDeleted: u.isDeleted,
    deletedAt: u.deletedAt ? u.deletedAt.toISOString() : null,
    requiredChangePassword: u.requiredChangePassword,
    canEditProfile: u.canEditProfile,
    lastLoginAt: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
    createdAt: u.createdAt.toISOString(),
  };
}

export type UserAudience = 'company' | 'clients';
const AUDIENCE_ROLES: Record<UserAudience, readonly Role[]> = {
  company: COMPANY_USER_ROLES,
  clients: CLIENT_USER_ROLES,
};

/**
 * Roles are stored lower-case by every write of ours; "Admin" from an older import is matched too, so that the
 * spec's case-insensitive role holds without giving up the (role, created_at, id) index.
 */
const spellings = (roles: readonly Role[]) =>
  roles.flatMap((r) => [r, r.charAt(0).toUpperCase() + r.slice(1), r.toUpperCase()]);

/**
 * How far a search counts its matches: up to this many the count is exact and the page is sorted from the
 * matches themselves; beyond it the count says "at least this many" (countCapped) and the page walks the
 * (created_at, id) index, where a broad term finds its first page within a few thousand rows.
 */
export const USER_SEARCH_COUNT_CAP = 1000;

/** What an admin's view of a user reads, as the raw columns (of users, or of the matches selected from it). */
const RAW_COLUMNS = [
  'id',
  'email',
  'full_name',
  'role',
  'phone',
  'country_code',
  'is_verified',
  'is_blocked',
  'is_suspended',
  'suspension_message',
  'is_deleted',
  'deleted_at',
  'required_change_password',
  'can_edit_profile',
  'last_login_at',
  'created_at',
] as const;
const rawColumns = (t: string) => RAW_COLUMNS.map((c) => `${t}.${c}`).join(', ');

/** A time as Date.toISOString writes it (milliseconds, truncated as JavaScript's Date does), null as null. */
const iso = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The answer's fields from `t` under AdminUser's names, times as text, plus the cursor's created_at text: the row
 * needs no mapping of its own (no Date made per row only to be turned back into a string).
 */
const answerColumns = (t: string) =>
  `${t}.id, ${t}.email, ${t}.full_name as "fullName", ${t}.role, ${t}.phone, ${t}.country_code as "countryCode", ` +
  `${t}.is_verified as "isVerified", ${t}.is_blocked as "isBlocked", ${t}.is_suspended as "isSuspended", ` +
  `${t}.suspension_message as "suspensionMessage", ${t}.is_deleted as "isDeleted", ${iso(`${t}.deleted_at`)} as "deletedAt", ` +
  `${t}.required_change_password as "requiredChangePassword", ${t}.can_edit_profile as "canEditProfile", ` +
  `${iso(`${t}.last_login_at`)} as "lastLoginAt", ${iso(`${t}.created_at`)} as "createdAt", ${t}.created_at::text as "cursorTs"`;

type ListRow = Omit<AdminUser, 'role'> & { role: string; cursorTs: string };

const USER_FLAGS = [
  ['isVerified', 'is_verified'],
  ['isSuspended', 'is_suspended'],
  ['isDeleted', 'is_deleted'],
] as const;

/** Positional parameters of one statement. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * How `q` is matched: three characters or more, "contains" on the stored search_key (lower-case name, a line
 * break, lower-case e-mail: one trigram GIN index); one or two characters mean "starts with" the name or the
 * e-mail (a trigram cannot serve them, and "contains a" matches nearly everyone anyway); a term with a line break
 * in it (nobody types one) is matched against each column, so that it cannot match across the two.
 */
function searchMatch(q: string, t: string, pattern: string): string {
  if (q.length >= 3 && !q.includes('\n')) return `${t}.search_key like ${pattern}`;
  return `(lower(${t}.full_name) like ${pattern} or lower(${t}.email) like ${pattern})`;
}

/**
 * What a "contains" term looks up in the trigram index: each of its words (letters and digits) of three characters
 * or more, as a "contains" of its own, when the term has more than one word or anything besides its words. Every
 * word of the term is in every key that holds the term, so the lookup finds every match; the term itself is then
 * checked on the rows found (strpos). The whole term's pattern would also look up the trigrams at its word
 * boundaries ("  l", " li", "us " for "marcus.lim"): the first letters of words are the most common trigrams of all,
 * whose posting lists were most of a long term's cost (45-53 index pages decoded for "Priya Iyer 4" or
 * "marcus.lim", against 26-28 for their words). A term of one word, or with no word of three characters, looks up
 * its own pattern, as before. At most four words (the longest) are looked up: each one more is a list to decode.
 */
export function searchWords(q: string): string[] | null {
  const lowered = q.toLowerCase();
  const words = lowered.match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  if (words.length === 0 || (words.length === 1 && words[0] === lowered)) return null;
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, 4);
}

/**
 * The role spellings of a search, written into its text as constants (they come from the contract's roles, never
 * from the request). As parameters, `role in ($1, ..., $6)` is an array built anew for every row it is checked on
 * (PostgreSQL builds an ARRAY[$1, ...] expression per evaluation; only a constant array is built once): a search
 * over the cap checks about 2,500 rows (the capped matches and the index walk), and those arrays were about 60-150 us of
 * its 1.4-1.7 ms of backend CPU. And the company list's generic plan, costed for any roles, came out dearer than
 * the custom plans made for its three rare ones, so PostgreSQL never kept it and planned every company search anew
 * (0.25-0.3 ms each). The search's statement is therefore named per role set (the audience or the one role asked
 * for) rather than per number of spellings.
 */
function roleLiterals(values: readonly string[]): string {
  return values
    .map((r) => {
      if (!/^[A-Za-z_]+$/.test(r)) throw new Error(`not a role: ${r}`);
      return sqlLiteral(r);
    })
    .join(', ');
}

/** The SQL text of a page without a search, per shape (see plainListText). */
const plainTexts = new Map<string, string>();

/**
 * A page without a search, numbered: the role spellings, the state filters' values (`flagColumns`), the limit,
 * then the cursor's timestamp and id.
 */
function plainListText(roleCount: number, flagColumns: readonly string[], withCursor: boolean): string {
  const p = new Params();
  const roles = Array.from({ length: roleCount }, () => p.add(null)).join(', ');
  const flags = flagColumns.map((column) => [column, p.add(null)] as const);
  const limit = p.add(null);
  const after = withCursor
    ? ` and (users.created_at, users.id) < (${p.add(null)}::timestamptz, ${p.add(null)}::uuid)`
    : '';
  const onUsers = [
    `users.role in (${roles})`,
    ...flags.map(([column, value]) => `users.${column} = ${value}`),
  ].join(' and ');
  const onCounts = [`role in (${roles})`, ...flags.map(([column, value]) => `${column} = ${value}`)].join(
    ' and ',
  );
  return (
    `select c.total, ${answerColumns('u')} from (select coalesce(sum(n), 0)::int as total from user_count_deltas where ${onCounts}) c ` +
    `left join lateral (select ${rawColumns('users')} from users where ${onUsers}${after} order by users.created_at desc, users.id desc limit ${limit}) u on true ` +
    `order by u.created_at desc, u.id desc`
  );
}

/** One statement of a user list: its SQL text, values and, when its plan does not depend on the values, a name. */
export type UserListStatement = { text: string; values: unknown[]; name?: string };

/**
 * The one statement of a page of a user list. Roles are matched by their spellings (see `spellings`), the state
 * filters and the cursor as given; the page is take + 1 rows, newest first.
 *
 * - Without `q`: the page walks the (created_at, id) index, with the exact count of every match beside it from the
 *   per-state counts that the triggers on users keep (user_count_deltas), never a count over the users. A left
 *   join keeps the count when the page is empty. Prepared per shape (which roles, filters, cursor): its plan does
 *   not depend on the values.
 * - With `q`: how many rows match decides the plan, not the planner's guess (PostgreSQL cannot estimate a
 *   "contains" pattern, and a wrong guess either walks the whole index for a rare name or sorts thousands of
 *   matches for a common one). The matches are collected through the trigram index up to the cap + 1 (a bitmap
 *   scan of a bounded number of rows, keeping only each match's ctid, id and created_at); up to the cap, the page
 *   is the newest of those, read back by their ctid (a TID scan of at most take + 1 rows, in the statement's own
 *   snapshot); beyond it, the page walks the (created_at, id) index instead, where a broad term fills a page
 *   within a few thousand rows (its match written as strpos, which no index serves: even a plan made without the
 *   term's value walks the index rather than sorting the matches). A term of several words is looked up by its
 *   words (searchWords) and checked whole on the rows found. Both branches are in the statement, behind
 *   one-time filters on the number of matches, so a search is one round trip and one trigram scan.
 *   The role spellings of a search are constants in its text (roleLiterals), so it is named per role set.
 *   A "contains" search (three characters or more) is a named statement per shape, its pattern and limit behind
 *   `(select $n)`: the planner sees neither value even when planning for them, so the plan made for the values
 *   costs what the generic one does and PostgreSQL keeps the generic plan after its first five (the same plan
 *   shape for every term: the trigram bitmap for the matches, the TID scan or the index walk for the page), and a
 *   search is no longer planned per request (planning was about 0.3 ms of backend CPU of a 0.4-2.5 ms statement).
 *   A one- or two-character "starts with" is unnamed, planned for its pattern.
 */
export function userListStatement(audience: UserAudience, query: AdminUsersQuery): UserListStatement {
  const allowed = AUDIENCE_ROLES[audience];
  if (query.role && !allowed.includes(query.role)) {
    throw new AppError('VALIDATION_FAILED', E.roleOutOfList, {
      fields: { 'querystring.role': [E.roleOutOfList] },
    });
  }
  const cursor = decodeCursor(query.cursor);
  const roleValues = spellings(query.role ? [query.role] : allowed);
  const flagKeys = USER_FLAGS.filter(([key]) => query[key] !== undefined);
  if (!query.q) {
    // The values in the order plainListText numbers them; its text is made once per shape.
    const name = `qs_admin_users_${roleValues.length}_${flagKeys.map(([, column]) => column.charAt(3)).join('')}_${cursor ? 'c' : ''}`;
    let text = plainTexts.get(name);
    if (!text)
      plainTexts.set(
        name,
        (text = plainListText(
          roleValues.length,
          flagKeys.map(([, column]) => column),
          !!cursor,
        )),
      );
    const values: unknown[] = [...roleValues, ...flagKeys.map(([key]) => query[key]), query.take + 1];
    if (cursor) values.push(cursor.ts, cursor.id);
    return { text, values, name };
  }
  const contains = query.q.length >= 3 && !query.q.includes('\n');
  const words = contains ? searchWords(query.q) : null;
  const name = contains
    ? `qs_admin_users_q_${query.role ?? audience}_${flagKeys.map(([, column]) => column.charAt(3)).join('')}_${cursor ? 'c' : ''}_${words?.length ?? 0}`
    : undefined;
  const p = new Params();
  const roles = roleLiterals(roleValues);
  const flags = flagKeys.map(([key, column]) => [column, p.add(query[key])] as const);
  const where = (t: string) =>
    [`${t}.role in (${roles})`, ...flags.map(([column, value]) => `${t}.${column} = ${value}`)].join(' and ');
  // Every value is numbered here, in the same order whether or not the text is already made.
  const at = cursor ? [p.add(cursor.ts), p.add(cursor.id)] : null;
  const after = (t: string) =>
    at ? ` and (${t}.created_at, ${t}.id) < (${at[0]}::timestamptz, ${at[1]}::uuid)` : '';
  const limit = contains ? `(select ${p.add(query.take + 1)}::int)` : p.add(query.take + 1);
  const q = query.q;
  // The lookup in the trigram index: the term's pattern, or its words' (searchWords) and then the term itself.
  const patterns = words
    ? words.map((w) => p.add(containsPattern(w)))
    : [p.add(contains ? containsPattern(q) : startsWithPattern(q))];
  // A "contains" as strpos: the same rows as the pattern, which no index serves (so that even a plan made without
  // the term's value walks the (created_at, id) index rather than sorting the matches).
  const needle = contains ? p.add(q.toLowerCase()) : null;
  const cached = name ? plainTexts.get(name) : undefined;
  if (cached) return { text: cached, values: p.values, name };
  const cap = USER_SEARCH_COUNT_CAP;
  const lookup = (t: string) => patterns.map((x) => `${t}.search_key like (select ${x}::text)`).join(' and ');
  const match = (t: string) =>
    !needle
      ? searchMatch(q, t, patterns[0] ?? '')
      : words
        ? `${lookup(t)} and strpos(${t}.search_key, ${needle}) > 0`
        : lookup(t);
  // The index walk's match: a "contains" as strpos.
  const walkMatch = needle ? `strpos(users.search_key, ${needle}) > 0` : match('users');
  const text =
    `with m as materialized (select users.ctid as tid, users.id, users.created_at from users where ${where('users')} and ${match('users')} limit ${cap + 1}), ` +
    `n as (select count(*)::int as total from m) ` +
    `select n.total, ${answerColumns('u')} from n left join lateral (` +
    `(select ${rawColumns('users')} from users where n.total <= ${cap} and users.ctid = any(array(` +
    `select m.tid from m where true${after('m')} order by m.created_at desc, m.id desc limit ${limit}))) ` +
    `union all ` +
    `(select ${rawColumns('users')} from users where n.total > ${cap} and ${where('users')} and ${walkMatch}${after('users')} order by users.created_at desc, users.id desc limit ${limit})` +
    `) u on true order by u.created_at desc, u.id desc`;
  if (name) plainTexts.set(name, text);
  return name ? { text, values: p.values, name } : { text, values: p.values };
}

/**
 * Folds the appended per-state user counts into one row per state (the hourly housekeeping): rows appended
 * meanwhile by other transactions are not in this statement's snapshot and stay as they are.
 */
export async function compactUserCounts(db: Db): Promise<void> {
  await db.execute(sql`with gone as (delete from ${userCountDeltas} returning role, is_verified, is_suspended, is_deleted, n)
    insert into ${userCountDeltas} (role, is_verified, is_suspended, is_deleted, n)
    select role, is_verified, is_suspended, is_deleted, sum(n) from gone group by 1, 2, 3, 4 having sum(n) <> 0`);
}

/**
 * GET /api/admin/users/company and /clients: newest first, keyset paged, with the count of the matches (a search
 * counts up to USER_SEARCH_COUNT_CAP: beyond it, count is the cap and countCapped says "or more"). One statement
 * (userListStatement) whose rows are the answer's users as they are (no ORM mapping: a page of 100 users went
 * through Drizzle's row mapping and the building of its statements for most of the request's CPU).
 */
export async function listUsers(
  db: Db,
  audience: UserAudience,
  query: AdminUsersQuery,
): Promise<AdminUsersResponse> {
  const statement = userListStatement(audience, query);
  const rows = await queryText<ListRow & { total: number }>(
    db,
    statement.text,
    statement.values,
    statement.name,
  );
  const n = rows[0]?.total ?? 0;
  const countCapped = !!query.q && n > USER_SEARCH_COUNT_CAP;
  // The left join answers one row without a user when the page is empty.
  const found = rows[0]?.id == null ? [] : rows;
  const { page, nextCursor } = pageOf(found, query.take);
  const users: AdminUser[] = page.map((r) => ({
    id: r.id,
    email: r.email,
    fullName: r.fullName,
    role: normalizeRole(r.role),
    phone: r.phone,
    countryCode: r.countryCode,
    isVerified: r.isVerified,
    isBlocked: r.isBlocked,
    isSuspended: r.isSuspended,
    suspensionMessage: r.suspensionMessage,
    isDeleted: r.isDeleted,
    deletedAt: r.deletedAt,
    requiredChangePassword: r.requiredChangePassword,
    canEditProfile: r.canEditProfile,
    lastLoginAt: r.lastLoginAt,
    createdAt: r.createdAt,
  }));
  return {
    users,
    nextCursor,
    hasMore: nextCursor !== null,
    count: countCapped ? USER_SEARCH_COUNT_CAP : n,
    countCapped,
  };
}

export async function getUserRow(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', E.userNotFound);
  return row;
}

async function assertEmailFree(db: Db, email: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw new AppError('CONFLICT', E.emailTaken, { fields: { 'body.email': [E.emailTaken] } });
}

function audit(
  db: Db,
  actor: Actor,
  meta: AdminMeta,
  action: string,
  targetId: string,
  details: Record<string, unknown> = {},
) {
  return writeAudit(db, {
    actorId: actor.id,
    actorRole: actor.role,
    action,
    targetType: 'user',
    targetId,
    ip: meta.ip ?? null,
    meta: details,
  });
}

/**
 * POST /api/admin/users. No password: the user gets a set-password link by mail (`issueLink` makes it: the
 * setup link of auth.service) and must set one (requiredChangePassword). Following the link proves the address.
 */
export async function createUserAsAdmin(
  db: Db,
  deps: { mailer: Mailer; issueLink: (db: Db, userId: string) => Promise<string> },
  input: { name: string; email: string; role: Role },
  actor: Actor,
  meta: AdminMeta,
): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  await assertEmailFree(db, email);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email,
        fullName: input.name,
        role: input.role,
        passwordHash: null,
        isVerified: false,
        requiredChangePassword: true,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    // Lost a race with another create of the same address.
    if (!created) throw new AppError('CONFLICT', E.emailTaken, { fields: { 'body.email': [E.emailTaken] } });
    await audit(tx, actor, meta, 'admin.user_created', created.id, { role: input.role, email });
    return created;
  });
  const link = await deps.issueLink(db, row.id);
  await deps.mailer.send(db, {
    to: row.email,
    subject: 'Your Quayside account',
    text: [
      `Hello ${row.fullName},`,
      '',
      `An account has been created for you on Quayside as ${ROLE_LABELS[input.role]}. To choose your password, open this link:`,
      '',
      link,
      '',
      'The link works once and expires in 7 days. If it has expired, use "Forgot password" on the sign-in page.',
      '',
      'Quayside',
    ].join('\n'),
  });
  return row;
}

/** Refuses work on a deleted account (its history stays as it was). */
function assertLive(user: UserRow): void {
  if (user.isDeleted) throw new AppError('INVALID_STATE', E.deleted);
}

/** PUT /api/admin/users/{id}: details. A new e-mail must be free and is unverified until proven. */
export async function updateUserAsAdmin(
  db: Db,
  id: string,
  body: UpdateUserBody,
  actor: Actor,
  meta: AdminMeta,
): Promise<UserRow> {
  const user = await getUserRow(db, id);
  assertLive(user);
  const email = body.email?.trim().toLowerCase();
  const emailChanged = email !== undefined && email !== user.email;
  if (emailChanged) await assertEmailFree(db, email, id);
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (body.name !== undefined) set.fullName = body.name;
  if (emailChanged) set.email = email;
  if (body.phone !== undefined) set.phone = body.phone || null;
  if (body.countryCode !== undefined) set.countryCode = body.countryCode || null;
  if (body.isVerified !== undefined) set.isVerified = body.isVerified;
  else if (emailChanged) set.isVerified = false;
  if (body.canEditProfile !== undefined) set.canEditProfile = body.canEditProfile;
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
    if (!updated) throw new AppError('NOT_FOUND', E.userNotFound);
    const changed = Object.keys(set).filter((k) => k !== 'updatedAt');
    await audit(tx, actor, meta, 'admin.user_updated', id, {
      fields: changed,
      ...(emailChanged ? { from: user.email, to: email } : {}),
    });
    return updated;
  });
  forgetCachedUser(db, id);
  return row;
}

/* ------------------------------------------------------------------ the last-admin rule */

const isActiveAdmin = (u: Pick<UserRow, 'role' | 'isBlocked' | 'isSuspended' | 'isDeleted'>) =>
  normalizeRole(u.role) === 'admin' && !u.isBlocked && !u.isSuspended && !u.isDeleted;

/**
 * An admin may not block, delete, suspend or demote themselves, nor the last active admin. Runs inside the
 * change's transaction with every active admin row locked (FOR UPDATE), so two admins removing each other at
 * the same moment cannot both succeed and leave the firm with none.
 */
async function assertKeepsAnAdmin(tx: Db, target: UserRow, actor: Actor): Promise<void> {
  if (target.id === actor.id) throw new AppError('FORBIDDEN', E.notSelf);
  if (!isActiveAdmin(target)) return;
  const active = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.role, spellings(['admin'])),
        eq(users.isBlocked, false),
        eq(users.isSuspended, false),
        eq(users.isDeleted, false),
      ),
    )
    .orderBy(users.id)
    .for('update');
  if (active.filter((a) => a.id !== target.id).length === 0) throw new AppError('CONFLICT', E.lastAdmin);
}

type AccountChange = {
  action: string;
  /** The revocation reason recorded on the refresh tokens; none when the change does not bar the account. */
  revoke: string | null;
  /** Apply the last-admin rule (the change removes an active admin). */
  guard: boolean;
  set: (user: UserRow) => Partial<typeof users.$inferInsert>;
  details?: Record<string, unknown>;
  /** Nothing to do (the account is already so): answer it unchanged, with no audit row and no revocation. */
  noop?: (user: UserRow) => boolean;
  /** More work in the same transaction, after the change (the admin module drops assignments a new role cannot hold). */
  within?: (tx: Db, before: UserRow) => Promise<void>;
};

async function changeAccount(
  db: Db,
  id: string,
  change: AccountChange,
  actor: Actor,
  meta: AdminMeta,
): Promise<UserRow> {
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
    if (!user) throw new AppError('NOT_FOUND', E.userNotFound);
    assertLive(user);
    if (change.noop?.(user)) return user;
    if (change.guard) await assertKeepsAnAdmin(tx, user, actor);
    const [updated] = await tx
      .update(users)
      .set({ ...change.set(user), updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', E.userNotFound);
    if (change.revoke) await revokeAllSessions(tx, id, change.revoke, now);
    if (change.within) await change.within(tx, user);
    await audit(tx, actor, meta, change.action, id, { ...change.details, sessionsRevoked: !!change.revoke });
    return updated;
  });
  forgetCachedUser(db, id);
  return row;
}

/**
 * PUT /api/admin/users/{id}/role. Demoting an admin is refused for oneself and for the last active admin. The same
 * role again changes nothing (and signs nobody out). `within` runs in the change's transaction.
 */
export function changeUserRole(
  db: Db,
  id: string,
  newRole: Role,
  actor: Actor,
  meta: AdminMeta,
  within?: (tx: Db, before: UserRow) => Promise<void>,
): Promise<UserRow> {
  return changeAccount(
    db,
    id,
    {
      action: 'admin.user_role_changed',
      revoke: 'role_changed',
      // Only a demotion can remove an admin; promoting someone or moving a non-admin is never refused by the rule.
      guard: newRole !== 'admin',
      set: () => ({ role: newRole }),
      details: { newRole },
      noop: (user) => normalizeRole(user.role) === newRole && user.role === newRole,
      ...(within ? { within } : {}),
    },
    actor,
    meta,
  );
}

/** PUT /api/admin/users/{id}/block (isBlocked false lifts it). */
export function setUserBlocked(
  db: Db,
  id: string,
  blocked: boolean,
  actor: Actor,
  meta: AdminMeta,
): Promise<UserRow> {
  return changeAccount(
    db,
    id,
    {
      action: blocked ? 'admin.user_blocked' : 'admin.user_unblocked',
      revoke: blocked ? 'account_blocked' : null,
      guard: blocked,
      set: () => ({ isBlocked: blocked }),
    },
    actor,
    meta,
  );
}

/**
 * DELETE /api/admin/users/{id}: soft. The row, its companies, tasks, invoices and audit trail stay; the address
 * can no longer sign in (the account barrier answers "closed") and stays taken, so nobody re-registers it.
 */
export function softDeleteUser(db: Db, id: string, actor: Actor, meta: AdminMeta): Promise<UserRow> {
  return changeAccount(
    db,
    id,
    {
      action: 'admin.user_deleted',
      revoke: 'account_deleted',
      guard: true,
      set: () => ({ isDeleted: true, deletedAt: new Date() }),
    },
    actor,
    meta,
  );
}

/** PUT /api/admin/users/{id}/suspend: the message is shown to the user when they try to sign in. */
export function suspendUser(
  db: Db,
  id: string,
  message: string,
  actor: Actor,
  meta: AdminMeta,
): Promise<UserRow> {
  return changeAccount(
    db,
    id,
    {
      action: 'admin.user_suspended',
      revoke: 'account_suspended',
      guard: true,
      set: () => ({ isSuspended: true, suspensionMessage: message }),
      details: { message },
    },
    actor,
    meta,
  );
}

export function unsuspendUser(db: Db, id: string, actor: Actor, meta: AdminMeta): Promise<UserRow> {
  return changeAccount(
    db,
    id,
    {
      action: 'admin.user_unsuspended',
      revoke: null,
      guard: false,
      set: () => ({ isSuspended: false, suspensionMessage: null }),
    },
    actor,
    meta,
  );
}

/** The user behind an id as an Actor, to ask the owners' services what that user sees (admin's user dashboard). */
export function actorForUser(u: UserRow): Actor {
  return { id: u.id, email: u.email, fullName: u.fullName, role: normalizeRole(u.role), user: u };
}
