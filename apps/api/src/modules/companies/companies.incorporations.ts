import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { INCORPORATION_STATUSES, type IncorporationStatus } from '@quayside/contract/companies';
import type { AdminIncorporationsQuery } from '@quayside/contract/admin-review';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { containsPattern } from '../../lib/search';
import { getUserRefs, userNameSql } from '../auth/auth.service';
import type { CompanyRow } from './companies.mapping';

/**
 * Companies as incorporations (the admin's incorporations list): every live company with its incorporation
 * status, owner and preparer, newest first. The application a company came from is the incorporation module's.
 */
export type IncorporationRow = {
  company: CompanyRow;
  owner: { id: string; fullName: string; email: string } | null;
  preparerName: string | null;
};

export const asIncorporationStatus = (v: string): IncorporationStatus =>
  (INCORPORATION_STATUSES as readonly string[]).includes(v) ? (v as IncorporationStatus) : 'pending';

async function withPeople(db: Db, rows: Array<{ company: CompanyRow; preparerName: string | null }>): Promise<IncorporationRow[]> {
  const owners = new Map((await getUserRefs(db, rows.map((r) => r.company.ownerId))).map((u) => [u.id, u]));
  return rows.map(({ company, preparerName }) => {
    const o = company.ownerId ? owners.get(company.ownerId) : undefined;
    return { company, preparerName, owner: o ? { id: o.id, fullName: o.fullName, email: o.email } : null };
  });
}

export async function listIncorporationRows(
  db: Db,
  query: AdminIncorporationsQuery,
): Promise<{ rows: IncorporationRow[]; nextCursor: string | null }> {
  const c = companies;
  const rows = await db
    .select({ company: c, preparerName: userNameSql(c.preparerId), cursorTs: cursorTs(c.createdAt), id: c.id })
    .from(c)
    .where(
      and(
        isNull(c.deletedAt),
        query.status ? eq(c.incorporationStatus, query.status) : undefined,
        query.q ? sql`lower(${c.name}) like ${containsPattern(query.q)}` : undefined,
        afterCursor(c.createdAt, c.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(query.take + 1);
  const { page, nextCursor } = pageOf(rows, query.take);
  return { rows: await withPeople(db, page), nextCursor };
}

/** One live company as an incorporation, or null. */
export async function getIncorporationRow(db: Db, id: string): Promise<IncorporationRow | null> {
  const c = companies;
  const rows = await db
    .select({ company: c, preparerName: userNameSql(c.preparerId) })
    .from(c)
    .where(and(eq(c.id, id), isNull(c.deletedAt)))
    .limit(1);
  const [row] = await withPeople(db, rows);
  return row ?? null;
}
