import { and, eq } from 'drizzle-orm';
import type { Director, DirectorBody, Shareholder, ShareholderBody } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { directors, shareholders } from '../../db/schema/companies';
import { AppError } from '../../lib/errors';
import type { Actor } from '../auth/auth.service';
import { getCompanyForEdit } from './companies.access';
import { trail, type RequestMeta } from './companies.activity';
import { toDirector, toShareholder, type DirectorRow, type ShareholderRow } from './companies.mapping';

/** A company's parts: its directors and shareholders (the services it takes: companies.company-services.ts). */

/* ------------------------------------------------------------------ directors, shareholders */

/** The row a new director is inserted as (one place for the single call and an approved change). */
function directorValues(companyId: string, body: DirectorBody): typeof directors.$inferInsert {
  return {
    companyId,
    fullName: body.fullName,
    email: body.email ?? null,
    phone: body.phone ?? null,
    nationality: body.nationality ?? null,
    idType: body.idType ?? null,
    idNumber: body.idNumber ?? null,
    dateOfBirth: body.dateOfBirth ?? null,
    address: body.address ?? null,
    isNominee: body.isNominee ?? false,
  };
}

/** The row a new shareholder is inserted as. */
function shareholderValues(companyId: string, body: ShareholderBody): typeof shareholders.$inferInsert {
  return {
    companyId,
    type: body.type ?? 'individual',
    fullName: body.fullName,
    email: body.email ?? null,
    nationality: body.nationality ?? null,
    idNumber: body.idNumber ?? null,
    address: body.address ?? null,
    shares: body.shares,
    shareClass: body.shareClass ?? 'Ordinary',
  };
}

export async function addDirector(db: Db, companyId: string, body: DirectorBody, actor: Actor, meta: RequestMeta = {}): Promise<Director> {
  const company = await getCompanyForEdit(db, companyId, actor, 'directors');
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(directors).values(directorValues(company.id, body)).returning();
    if (!row) throw new Error('director not created');
    await trail(tx, actor, meta, { companyId: company.id, action: 'director.added', targetType: 'director', targetId: row.id, details: { fullName: row.fullName } });
    return toDirector(row);
  });
}

async function directorOf(db: Db, companyId: string, directorId: string): Promise<DirectorRow> {
  const [row] = await db
    .select()
    .from(directors)
    .where(and(eq(directors.id, directorId), eq(directors.companyId, companyId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', companyMessages.errors.directorNotFound);
  return row;
}

export async function updateDirector(
  db: Db,
  companyId: string,
  directorId: string,
  body: Partial<DirectorBody>,
  actor: Actor,
  meta: RequestMeta = {},
): Promise<Director> {
  const company = await getCompanyForEdit(db, companyId, actor, 'directors');
  const current = await directorOf(db, company.id, directorId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(directors)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(directors.id, current.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', companyMessages.errors.directorNotFound);
    await trail(tx, actor, meta, { companyId: company.id, action: 'director.updated', targetType: 'director', targetId: row.id, details: { fields: Object.keys(body) } });
    return toDirector(row);
  });
}

/** Removes a director; the activity log keeps what they were (the register's history). */
export async function deleteDirector(db: Db, companyId: string, directorId: string, actor: Actor, meta: RequestMeta = {}) {
  const company = await getCompanyForEdit(db, companyId, actor, 'directors');
  const current = await directorOf(db, company.id, directorId);
  await db.transaction(async (tx) => {
    await tx.delete(directors).where(eq(directors.id, current.id));
    await trail(tx, actor, meta, { companyId: company.id, action: 'director.deleted', targetType: 'director', targetId: current.id, details: { removed: toDirector(current) } });
  });
  return { id: current.id };
}

export async function addShareholder(db: Db, companyId: string, body: ShareholderBody, actor: Actor, meta: RequestMeta = {}): Promise<Shareholder> {
  const company = await getCompanyForEdit(db, companyId, actor, 'shareholders');
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(shareholders).values(shareholderValues(company.id, body)).returning();
    if (!row) throw new Error('shareholder not created');
    await trail(tx, actor, meta, { companyId: company.id, action: 'shareholder.added', targetType: 'shareholder', targetId: row.id, details: { fullName: row.fullName, shares: row.shares } });
    return toShareholder(row);
  });
}

async function shareholderOf(db: Db, companyId: string, shareholderId: string): Promise<ShareholderRow> {
  const [row] = await db
    .select()
    .from(shareholders)
    .where(and(eq(shareholders.id, shareholderId), eq(shareholders.companyId, companyId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', companyMessages.errors.shareholderNotFound);
  return row;
}

export async function updateShareholder(
  db: Db,
  companyId: string,
  shareholderId: string,
  body: Partial<ShareholderBody>,
  actor: Actor,
  meta: RequestMeta = {},
): Promise<Shareholder> {
  const company = await getCompanyForEdit(db, companyId, actor, 'shareholders');
  const current = await shareholderOf(db, company.id, shareholderId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(shareholders)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(shareholders.id, current.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', companyMessages.errors.shareholderNotFound);
    await trail(tx, actor, meta, { companyId: company.id, action: 'shareholder.updated', targetType: 'shareholder', targetId: row.id, details: { fields: Object.keys(body) } });
    return toShareholder(row);
  });
}

export async function deleteShareholder(db: Db, companyId: string, shareholderId: string, actor: Actor, meta: RequestMeta = {}) {
  const company = await getCompanyForEdit(db, companyId, actor, 'shareholders');
  const current = await shareholderOf(db, company.id, shareholderId);
  await db.transaction(async (tx) => {
    await tx.delete(shareholders).where(eq(shareholders.id, current.id));
    await trail(tx, actor, meta, { companyId: company.id, action: 'shareholder.deleted', targetType: 'shareholder', targetId: current.id, details: { removed: toShareholder(current) } });
  });
  return { id: current.id };
}

/* ------------------------------------------------------------------ approved changes (the approvals module) */

/** A set of changes to one part of a company: people to add, changes to people (by id), people to remove. */
export type PartChanges<Body> = { created: Body[]; updated: Array<Partial<Body> & { id: string }>; deleted: string[] };

/** What applying one part's changes needs to know of that part: its rows and what its activity entries record. */
type PartOps<Body, Row> = {
  kind: 'director' | 'shareholder';
  find(db: Db, companyId: string, id: string): Promise<Row & { id: string }>;
  remove(db: Db, id: string): Promise<void>;
  update(db: Db, id: string, body: Partial<Body>): Promise<void>;
  insert(db: Db, companyId: string, body: Body): Promise<Row & { id: string }>;
  removed(row: Row): unknown;
  added(row: Row): Record<string, unknown>;
};

const directorOps: PartOps<DirectorBody, DirectorRow> = {
  kind: 'director',
  find: directorOf,
  remove: async (db, id) => void (await db.delete(directors).where(eq(directors.id, id))),
  update: async (db, id, body) => void (await db.update(directors).set({ ...body, updatedAt: new Date() }).where(eq(directors.id, id))),
  insert: async (db, companyId, body) => {
    const [row] = await db.insert(directors).values(directorValues(companyId, body)).returning();
    if (!row) throw new Error('director not created');
    return row;
  },
  removed: toDirector,
  added: (row) => ({ fullName: row.fullName }),
};

const shareholderOps: PartOps<ShareholderBody, ShareholderRow> = {
  kind: 'shareholder',
  find: shareholderOf,
  remove: async (db, id) => void (await db.delete(shareholders).where(eq(shareholders.id, id))),
  update: async (db, id, body) => void (await db.update(shareholders).set({ ...body, updatedAt: new Date() }).where(eq(shareholders.id, id))),
  insert: async (db, companyId, body) => {
    const [row] = await db.insert(shareholders).values(shareholderValues(companyId, body)).returning();
    if (!row) throw new Error('shareholder not created');
    return row;
  },
  removed: toShareholder,
  added: (row) => ({ fullName: row.fullName, shares: row.shares }),
};

/** Removals, then changes, then additions of one part, each with its activity entry and audit row. */
async function applyPartChanges<Body, Row>(
  db: Db,
  companyId: string,
  ops: PartOps<Body, Row>,
  changes: PartChanges<Body>,
  actor: Actor,
  meta: RequestMeta,
  via: Record<string, unknown>,
): Promise<void> {
  const { kind } = ops;
  for (const id of changes.deleted) {
    const current = await ops.find(db, companyId, id);
    await ops.remove(db, current.id);
    await trail(db, actor, meta, { companyId, action: `${kind}.deleted`, targetType: kind, targetId: current.id, details: { removed: ops.removed(current), ...via } });
  }
  for (const { id, ...body } of changes.updated) {
    const current = await ops.find(db, companyId, id);
    await ops.update(db, current.id, body as Partial<Body>);
    await trail(db, actor, meta, { companyId, action: `${kind}.updated`, targetType: kind, targetId: current.id, details: { fields: Object.keys(body), ...via } });
  }
  for (const body of changes.created) {
    const row = await ops.insert(db, companyId, body);
    await trail(db, actor, meta, { companyId, action: `${kind}.added`, targetType: kind, targetId: row.id, details: { ...ops.added(row), ...via } });
  }
}

/**
 * Applies director and shareholder changes an approver approved, inside the caller's transaction, with no access
 * check of its own (the approvals module checked the approver may decide on the work). Each change leaves its
 * activity entry and audit row, as the single-person calls do, marked with the request. A person changed or
 * removed that is no longer the company's answers 404 (the whole approval is rolled back).
 */
export async function applyApprovedPartChanges(
  db: Db,
  companyId: string,
  changes: { directors?: PartChanges<DirectorBody>; shareholders?: PartChanges<ShareholderBody> },
  actor: Actor,
  meta: RequestMeta & { requestId?: string } = {},
): Promise<void> {
  const via = meta.requestId ? { approvalRequestId: meta.requestId } : {};
  if (changes.directors) await applyPartChanges(db, companyId, directorOps, changes.directors, actor, meta, via);
  if (changes.shareholders) await applyPartChanges(db, companyId, shareholderOps, changes.shareholders, actor, meta, via);
}
