import { and, desc, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import type { Db } from '../../db/client';
import { afterCursor, cursorTs, decodeCursor, encodeCursor, pageOf } from '../../lib/cursor';
import { runShape } from '../../lib/prepared';
import { containsPattern, startsWithPattern } from '../../lib/search';
import { qualified } from '../../lib/sql';

/* What the staff side's lists read of users (the preparer module's assigned users and work queue). */

/** The LIKE pattern of a search term: "contains" from three characters (trigram indexes), else "starts with". */
export const userSearchPattern = (term: string) => (term.length >= 3 ? containsPattern(term) : startsWithPattern(term));

/** The user in `userId` has a name or e-mail matching `pattern` (lower-case LIKE): an EXISTS condition. */
export function userMatchesSql(userId: AnyColumn | SQL, pattern: string | Placeholder): SQL {
  return sql`exists (select 1 from ${users} um where um.id = ${qualified(userId)}
    and (lower(um.full_name) like ${pattern} or um.email like ${pattern}))`;
}

/**
 * Up to how many users a "contains" term may match across the platform for ownerMatchesTermSql to gather them all
 * into a hash; a term matching more looks up each owner it meets instead.
 */
export const USERS_MATCHING_CAP = 1000;

/**
 * A condition that the user in `userId` (a company's owner, as a preparer's search walks the companies) has a name
 * or e-mail matching `pattern` (userSearchPattern's: a value, or SQL giving one in a prepared shape). How it is
 * answered depends on how common the term is, so that its cost follows the page asked for and the preparer's
 * clients, not the number of users on the platform:
 *
 * - "contains" (three characters or more): the platform's matches are counted up to USERS_MATCHING_CAP through
 *   the one trigram index of users.search_key (lower-case name, a line break, lower-case e-mail: it holds every name
 *   or e-mail match, as e-mails are lower-case). Under the cap they are gathered once into a hash (a term nothing
 *   matches: 3 buffers); from the cap (`lim`: 5,662 of 100,000 users, whose recheck and hash took 900 heap pages and
 *   5-60 ms, growing with the platform) each owner the walk meets is looked up by id until the page is full (a
 *   common term fills it within a few dozen companies). The count is a one-time filter: only one branch runs.
 *   The name-or-e-mail test is a CASE, so the planner does not combine the name and e-mail indexes instead.
 * - "starts with" (one or two characters, which match most users: `a` 80,000): only the users `among` selects
 *   (the owners of the companies in scope), each looked up by id once; without `among`, the name and e-mail
 *   trigram indexes.
 */
export function ownerMatchesTermSql(userId: SQL, pattern: string | SQL, kind: 'contains' | 'startsWith', among?: SQL): SQL {
  const exact = (u: SQL) => sql`(case when lower(${u}.full_name) like ${pattern} then true else ${u}.email like ${pattern} end)`;
  if (kind === 'startsWith') {
    if (!among) return sql`${userId} in (select um.id from ${users} um where lower(um.full_name) like ${pattern} or um.email like ${pattern})`;
    return sql`${userId} in (select um.id from ${users} um where um.id = any(array(${among})) and ${exact(sql`um`)})`;
  }
  const cap = sql.raw(String(USERS_MATCHING_CAP));
  // offset 0: kept a lookup per owner (else the planner turns the EXISTS into the hash of every match again).
  return sql`(case when (select count(*) from (select 1 from ${users} uc where uc.search_key like ${pattern} limit ${cap}) c) < ${cap}
    then ${userId} in (select um.id from ${users} um where um.search_key like ${pattern} and ${exact(sql`um`)})
    else exists (select 1 from ${users} um where um.id = ${userId} and ${exact(sql`um`)} offset 0) end)`;
}

export type NriUserRow = { id: string; fullName: string; email: string; isSuspended: boolean; createdAt: Date; openTasks: number };

export type NriUsersInput = {
  scope: ((userId: SQL) => SQL) | undefined;
  /** The open tasks of the user in `userId` (the tasks module's fragment); 0 when not asked. */
  openTasks?: ((userId: SQL) => SQL<number>) | undefined;
  term?: string | undefined;
  cursor?: string | undefined;
  take: number;
  /**
   * When set, the statement is prepared once per shape (lib/prepared.ts runShape) under this name: `scope` and
   * `openTasks` must then be the same fragments on every call, their values placeholders given in `values`.
   */
  shape?: { name: string; values: Record<string, unknown> } | undefined;
};

/**
 * `(select $n::type)`: a prepared shape's value the planner does not see in a custom plan either, so the custom
 * plans' estimates are the generic plan's and PostgreSQL keeps the generic plan from the sixth execution instead of
 * planning each one (see companies.staff.ts, `opaque`).
 */
const opaque = (name: string, type: 'text' | 'int' | 'uuid' | 'timestamptz') => sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;

/** The page query; `pattern`, the cursor and the limit are values, or SQL giving them in a prepared shape. */
function nriUsersQuery(db: Db, input: NriUsersInput, pattern: unknown, after: SQL | undefined, limit: unknown) {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      isSuspended: users.isSuspended,
      createdAt: users.createdAt,
      openTasks: (input.openTasks ? input.openTasks(qualified(users.id)) : sql<number>`0`).mapWith(Number),
      cursorTs: cursorTs(users.createdAt),
    })
    .from(users)
    .where(
      and(
        sql`${users.role} = 'nri_client'`,
        sql`not ${users.isDeleted}`,
        input.scope ? input.scope(qualified(users.id)) : undefined,
        pattern !== null ? sql`(lower(${users.fullName}) like ${pattern} or ${users.email} like ${pattern})` : undefined,
        after,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit as number);
}

/**
 * One page (newest first, keyset on created_at and id) of the NRI client accounts (not deleted) that pass
 * `scope` (a condition on the user's id column, e.g. "assigned to these preparers"; undefined: all of them).
 */
export async function listNriUsersPage(db: Db, input: NriUsersInput): Promise<{ rows: NriUserRow[]; nextCursor: string | null }> {
  const term = input.term?.trim();
  const pattern = term ? userSearchPattern(term) : null;
  const cursor = decodeCursor(input.cursor);
  const { shape } = input;
  const part = shape ? nriUsersPart(db, { ...input, shape }) : null;
  const rows = part
    ? await runShape(db, part.key, part.build, part.values)
    : await nriUsersQuery(db, input, pattern, afterCursor(users.createdAt, users.id, cursor), input.take + 1);
  const { page, nextCursor } = pageOf(rows, input.take);
  return { rows: page.map(({ cursorTs: _ts, ...r }) => r), nextCursor };
}

/**
 * The NRI users' page (a `shape` input: prepared) as a part of a statement run with others (lib/prepared.ts
 * runShapesTogether): the shape's key, its query (built once per key) and this call's values. `nriUsersOfArrays`
 * reads its rows.
 */
export function nriUsersPart(db: Db, input: NriUsersInput & { shape: { name: string; values: Record<string, unknown> } }) {
  const term = input.term?.trim();
  const pattern = term ? userSearchPattern(term) : null;
  const cursor = decodeCursor(input.cursor);
  return {
    key: `nri-users:${input.shape.name}:${cursor ? 'cursor' : 'first'}:${pattern !== null ? 'search' : ''}`,
    build: () =>
      nriUsersQuery(
        db,
        input,
        pattern !== null ? opaque('pattern', 'text') : null,
        cursor ? sql`(${users.createdAt}, ${users.id}) < (${opaque('cursorTs', 'timestamptz')}, ${opaque('cursorId', 'uuid')})` : undefined,
        opaque('limit', 'int'),
      ),
    values: { ...input.shape.values, pattern, cursorTs: cursor?.ts, cursorId: cursor?.id, limit: input.take + 1 },
  };
}

/** The rows of nriUsersPart as arrays (id, full name, e-mail, suspended, created_at text, open tasks, cursorTs). */
export function nriUsersOfArrays(rows: unknown[][], take: number): { rows: NriUserRow[]; nextCursor: string | null } {
  const page = rows.length > take ? rows.slice(0, take) : rows;
  const out: NriUserRow[] = page.map((r) => ({
    id: r[0] as string,
    fullName: r[1] as string,
    email: r[2] as string,
    isSuspended: r[3] as boolean,
    createdAt: new Date(r[4] as string),
    openTasks: Number(r[5]),
  }));
  const last = page[page.length - 1];
  return { rows: out, nextCursor: rows.length > take && last ? encodeCursor({ ts: last[6] as string, id: last[0] as string }) : null };
}

/**
 * `select id, full_name, email ...` of the people (not deleted) `ids` selects: a CTE a read model counts and lists.
 * The ids are gathered first (`= any(array(...))`) and each looked up on the primary key: with `in (subquery)` the
 * planner cannot know how few they are (a preparer's 1,000 clients) and hashes the whole users table instead
 * (74 ms on 100,000 users against 3 ms).
 */
export function peopleSql(ids: SQL): SQL {
  return sql`select u.id, u.full_name, u.email from ${users} u where u.id = any(array(${ids})) and not u.is_deleted`;
}
