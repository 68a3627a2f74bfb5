import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
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
import { afterCursor, afterCursorPlaceholders, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { runShape } from '../../lib/prepared';
import { AppError } from '../../lib/errors';
import { containsPattern, startsWithPattern } from '../../lib/search';
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

/** The columns an admin's view of a user reads (toAdminUser): the lists select only these. */
const adminUserColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  phone: users.phone,
  countryCode: users.countryCode,
  isVerified: users.isVerified,
  isBlocked: users.isBlocked,
  isSuspended: users.isSuspended,
  suspensionMessage: users.suspensionMessage,
  isDeleted: users.isDeleted,
  deletedAt: users.deletedAt,
  requiredChangePassword: users.requiredChangePassword,
  canEditProfile: users.canEditProfile,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};
type AdminUserRow = Pick<UserRow, keyof typeof adminUserColumns>;

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
const AUDIENCE_ROLES: Record<UserAudience, readonly Role[]> = { company: COMPANY_USER_ROLES, clients: CLIENT_USER_ROLES };

/**
 * Roles are stored lower-case by every write of ours; "Admin" from an older import is matched too, so that the
 * spec's case-insensitive role holds without giving up the (role, created_at, id) index.
 */
const spellings = (roles: readonly Role[]) => roles.flatMap((r) => [r, r.charAt(0).toUpperCase() + r.slice(1), r.toUpperCase()]);

/**
 * Name or e-mail contains `q`, case-insensitive. Three characters or more use the trigram GIN indexes on
 * lower(full_name) and email (e-mails are stored lower-case); one or two mean "starts with", since a trigram
 * cannot serve them and "contains a" matches nearly everyone anyway.
 */
function userSearchCondition(q: string): SQL | undefined {
  const pattern = q.length >= 3 ? containsPattern(q) : startsWithPattern(q);
  return or(sql`lower(${users.fullName}) like ${pattern}`, sql`${users.email} like ${pattern}`);
}

/**
 * How far a search counts its matches: up to this many the count is exact and the page is sorted from the
 * matches themselves; beyond it the count says "at least this many" (countCapped) and the page walks the
 * (created_at, id) index, where a broad term finds its first page within a few thousand rows.
 */
export const USER_SEARCH_COUNT_CAP = 1000;

/**
 * The statements of one page of a user list. Without `q`: the page (newest first from the cursor, take + 1 rows)
 * walks the (created_at, id) index, and the count of every match is exact: the sum of the per-state counts that
 * the triggers on users keep (user_count_deltas), never a count over the users themselves.
 *
 * With `q`, how many rows match decides the plan, not the planner's guess: PostgreSQL cannot estimate a
 * "contains" pattern, and a wrong guess either walks the whole index for a rare name (every row filtered out)
 * or sorts thousands of matches for a common one. So a search first counts its matches through the trigram
 * indexes, stopping at USER_SEARCH_COUNT_CAP + 1 (`cappedCount`, a bitmap scan of a bounded number of rows);
 * then `searchPage` sorts that handful of matches by their keys and reads only the page's rows, while `page` (a common term) walks the index. Exported for the plan test.
 */
export function userListStatements(db: Db, audience: UserAudience, query: AdminUsersQuery) {
  const allowed = AUDIENCE_ROLES[audience];
  if (query.role && !allowed.includes(query.role)) {
    throw new AppError('VALIDATION_FAILED', E.roleOutOfList, { fields: { 'querystring.role': [E.roleOutOfList] } });
  }
  const cursor = decodeCursor(query.cursor);
  const filters = and(
    inArray(users.role, spellings(query.role ? [query.role] : allowed)),
    query.q ? userSearchCondition(query.q) : undefined,
    query.isVerified === undefined ? undefined : eq(users.isVerified, query.isVerified),
    query.isSuspended === undefined ? undefined : eq(users.isSuspended, query.isSuspended),
    query.isDeleted === undefined ? undefined : eq(users.isDeleted, query.isDeleted),
  );
  // LIMIT keeps the matching inside the subquery (on the trigram indexes); searchPage is used only when the
  // matches are at most the cap, so it never cuts any off. It carries the number of matches (counted over the
  // capped set before the cursor applies), so a search is one statement and one trigram scan.
  const matches = db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(filters)
    .limit(USER_SEARCH_COUNT_CAP + 1)
    .as('matches');
  const counted = db
    .select({ id: matches.id, createdAt: matches.createdAt, n: sql<number>`count(*) over ()`.as('n') })
    .from(matches)
    .as('counted');
  const pageKeys = db
    .select({ id: counted.id, createdAt: counted.createdAt, n: counted.n })
    .from(counted)
    .where(afterCursor(counted.createdAt, counted.id, cursor))
    .orderBy(desc(counted.createdAt), desc(counted.id))
    .limit(query.take + 1)
    .as('page_keys');
  return {
    page: db
      .select({ row: adminUserColumns, id: users.id, cursorTs: cursorTs(users.createdAt) })
      .from(users)
      .where(and(filters, afterCursor(users.createdAt, users.id, cursor)))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.take + 1),
    searchPage: db
      .select({ row: adminUserColumns, id: users.id, cursorTs: cursorTs(users.createdAt), matches: sql<number>`${pageKeys.n}`.mapWith(Number) })
      .from(pageKeys)
      .innerJoin(users, eq(users.id, pageKeys.id))
      .orderBy(desc(pageKeys.createdAt), desc(pageKeys.id)),
    // Without a search: the exact count from the per-state counts (user_count_deltas), whatever the list's size.
    count: db
      .select({ n: sql<number>`coalesce(sum(${userCountDeltas.n}), 0)`.mapWith(Number) })
      .from(userCountDeltas)
      .where(
        and(
          inArray(userCountDeltas.role, spellings(query.role ? [query.role] : allowed)),
          query.isVerified === undefined ? undefined : eq(userCountDeltas.isVerified, query.isVerified),
          query.isSuspended === undefined ? undefined : eq(userCountDeltas.isSuspended, query.isSuspended),
          query.isDeleted === undefined ? undefined : eq(userCountDeltas.isDeleted, query.isDeleted),
        ),
      ),
    cappedCount: db
      .select({ n: count() })
      .from(db.select({ one: sql`1` }).from(users).where(filters).limit(USER_SEARCH_COUNT_CAP + 1).as('capped')),
  };
}

const USER_FLAGS = ['isVerified', 'isSuspended', 'isDeleted'] as const;

/**
 * A list without a search (the console's first view and its paging), prepared once per shape (lib/prepared.ts
 * runShape: which role spellings, which state filters, a cursor or not): the page from the (created_at, id) index
 * and, in a scalar subquery, the exact count from the per-state counts. Its plan does not depend on the values.
 */
function plainPage(db: Db, audience: UserAudience, query: AdminUsersQuery) {
  const roles = spellings(query.role ? [query.role] : AUDIENCE_ROLES[audience]);
  const flags = USER_FLAGS.filter((f) => query[f] !== undefined);
  const cursor = decodeCursor(query.cursor);
  const shape = `admin-users:${roles.join(',')}:${flags.join(',')}:${cursor ? 'cursor' : ''}`;
  const p = sql.placeholder;
  const roleList = sql.join(roles.map((_, i) => p(`role${i}`)), sql`, `);
  const build = () => {
    const onUsers = and(sql`${users.role} in (${roleList})`, ...flags.map((f) => eq(users[f], p(f))));
    const onCounts = and(sql`${userCountDeltas.role} in (${roleList})`, ...flags.map((f) => eq(userCountDeltas[f], p(f))));
    return db
      .select({
        row: adminUserColumns,
        id: users.id,
        cursorTs: cursorTs(users.createdAt),
        total: sql<number>`(select coalesce(sum(${userCountDeltas.n}), 0) from ${userCountDeltas} where ${onCounts})`.mapWith(Number),
      })
      .from(users)
      .where(and(onUsers, cursor ? afterCursorPlaceholders(users.createdAt, users.id) : undefined))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(p('limit'));
  };
  const values: Record<string, unknown> = { limit: query.take + 1, ...(cursor ? { cursorTs: cursor.ts, cursorId: cursor.id } : {}) };
  roles.forEach((r, i) => (values[`role${i}`] = r));
  for (const f of flags) values[f] = query[f];
  return runShape(db, shape, build, values);
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
 * counts up to USER_SEARCH_COUNT_CAP: beyond it, count is the cap and countCapped says "or more").
 */
export async function listUsers(db: Db, audience: UserAudience, query: AdminUsersQuery): Promise<AdminUsersResponse> {
  const statements = userListStatements(db, audience, query);
  let rows: Awaited<typeof statements.page>;
  let total: number;
  let countCapped = false;
  if (query.q) {
    // The newest matches with their number; when the page is empty (no match, or a cursor past the last), the
    // number alone; when there are more than the cap, the page from the (created_at, id) index instead.
    const found = await statements.searchPage;
    const n = found[0]?.matches ?? (await statements.cappedCount)[0]?.n ?? 0;
    countCapped = n > USER_SEARCH_COUNT_CAP;
    total = countCapped ? USER_SEARCH_COUNT_CAP : n;
    rows = countCapped ? await statements.page : found;
  } else {
    // One prepared statement: the page with the count beside it; the count alone only when the page is empty.
    const page = await plainPage(db, audience, query);
    rows = page;
    total = page[0]?.total ?? (await statements.count)[0]?.n ?? 0;
  }
  const { page, nextCursor } = pageOf(rows, query.take);
  return { users: page.map((r) => toAdminUser(r.row)), nextCursor, hasMore: nextCursor !== null, count: total, countCapped };
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

function audit(db: Db, actor: Actor, meta: AdminMeta, action: string, targetId: string, details: Record<string, unknown> = {}) {
  return writeAudit(db, { actorId: actor.id, actorRole: actor.role, action, targetType: 'user', targetId, ip: meta.ip ?? null, meta: details });
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
      .values({ email, fullName: input.name, role: input.role, passwordHash: null, isVerified: false, requiredChangePassword: true })
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
export async function updateUserAsAdmin(db: Db, id: string, body: UpdateUserBody, actor: Actor, meta: AdminMeta): Promise<UserRow> {
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
    await audit(tx, actor, meta, 'admin.user_updated', id, { fields: changed, ...(emailChanged ? { from: user.email, to: email } : {}) });
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
    .where(and(inArray(users.role, spellings(['admin'])), eq(users.isBlocked, false), eq(users.isSuspended, false), eq(users.isDeleted, false)))
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

async function changeAccount(db: Db, id: string, change: AccountChange, actor: Actor, meta: AdminMeta): Promise<UserRow> {
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
export function setUserBlocked(db: Db, id: string, blocked: boolean, actor: Actor, meta: AdminMeta): Promise<UserRow> {
  return changeAccount(
    db,
    id,
    { action: blocked ? 'admin.user_blocked' : 'admin.user_unblocked', revoke: blocked ? 'account_blocked' : null, guard: blocked, set: () => ({ isBlocked: blocked }) },
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
    { action: 'admin.user_deleted', revoke: 'account_deleted', guard: true, set: () => ({ isDeleted: true, deletedAt: new Date() }) },
    actor,
    meta,
  );
}

/** PUT /api/admin/users/{id}/suspend: the message is shown to the user when they try to sign in. */
export function suspendUser(db: Db, id: string, message: string, actor: Actor, meta: AdminMeta): Promise<UserRow> {
  return changeAccount(
    db,
    id,
    { action: 'admin.user_suspended', revoke: 'account_suspended', guard: true, set: () => ({ isSuspended: true, suspensionMessage: message }), details: { message } },
    actor,
    meta,
  );
}

export function unsuspendUser(db: Db, id: string, actor: Actor, meta: AdminMeta): Promise<UserRow> {
  return changeAccount(
    db,
    id,
    { action: 'admin.user_unsuspended', revoke: null, guard: false, set: () => ({ isSuspended: false, suspensionMessage: null }) },
    actor,
    meta,
  );
}

/** The user behind an id as an Actor, to ask the owners' services what that user sees (admin's user dashboard). */
export function actorForUser(u: UserRow): Actor {
  return { id: u.id, email: u.email, fullName: u.fullName, role: normalizeRole(u.role), user: u };
}
