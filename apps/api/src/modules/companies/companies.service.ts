import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  Company,
  CompanyCounts,
  CompanyDashboard,
  CompanyService,
  CompanySummary,
  CreateCompanyBody,
  Director,
  DirectorBody,
  EditFlags,
  EditFlagsBody,
  ListCompaniesQuery,
  ListCompaniesResponse,
  Shareholder,
  ShareholderBody,
  UpdateCompanyBody,
} from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { Jurisdiction } from '@quayside/contract/services';
import { OPEN_TASK_STATUSES, TASK_PENDING_REVIEW } from '@quayside/contract/client-area';
import type { Db } from '../../db/client';
import {
  calendarEntries,
  companies,
  companyActivity,
  companyServices,
  directors,
  documents,
  roleAssignments,
  services,
  shareholders,
  tasks,
  users,
} from '../../db/schema/index';
import { writeAudit } from '../../lib/audit';
import { normalizeCompanyName } from '../../lib/company-name';
import { afterCursor, afterCursorPlaceholders, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import { runShape } from '../../lib/prepared';
import type { Actor } from '../../plugins/auth';
import { createNotification } from '../notifications/notifications.service';
import { toService } from '../services/services.service';
import type { AddCalendarEntryBody, UpdateCalendarEntryBody } from '@quayside/contract/calendar';
import {
  addCalendarEntry,
  getCalendarEntryRow,
  syncComplianceCalendar,
  todayUtc,
  toCalendarEntry,
  updateCalendarEntry,
} from './calendar.service';

export type CompanyRow = typeof companies.$inferSelect;
type DirectorRow = typeof directors.$inferSelect;
type ShareholderRow = typeof shareholders.$inferSelect;
/** Request metadata for the audit trail. */
export type RequestMeta = { ip?: string | null };

const notFound = () => new AppError('NOT_FOUND', companyMessages.errors.notFound);

/* ------------------------------------------------------------------ mapping */

export function toCompanySummary(row: CompanyRow): CompanySummary {
  return {
    id: row.id,
    companyId: row.id,
    name: row.name,
    registrationNumber: row.registrationNumber,
    jurisdiction: row.jurisdiction as Jurisdiction,
    companyType: row.companyType,
    status: row.status,
    incorporationStatus: row.incorporationStatus,
    statusRemarks: row.statusRemarks,
    ownerId: row.ownerId,
    preparerId: row.preparerId,
    dashboardLocked: row.dashboardLocked,
    editFlags: row.editFlags,
    incorporationDate: row.incorporationDate,
    financialYearEnd: row.financialYearEnd,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDirector(row: DirectorRow): Director {
  return {
    id: row.id,
    companyId: row.companyId,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    nationality: row.nationality,
    idType: row.idType,
    idNumber: row.idNumber,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    isNominee: row.isNominee,
    files: row.files,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toShareholder(row: ShareholderRow): Shareholder {
  return {
    id: row.id,
    companyId: row.companyId,
    type: row.type === 'corporate' ? 'corporate' : 'individual',
    fullName: row.fullName,
    email: row.email,
    nationality: row.nationality,
    idNumber: row.idNumber,
    address: row.address,
    shares: row.shares,
    shareClass: row.shareClass,
    files: row.files,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function loadCompanyServices(db: Db, companyId: string): Promise<CompanyService[]> {
  const rows = await db
    .select({ cs: companyServices, s: services })
    .from(companyServices)
    .innerJoin(services, eq(services.id, companyServices.serviceId))
    .where(eq(companyServices.companyId, companyId))
    .orderBy(asc(companyServices.createdAt), asc(companyServices.id));
  return rows.map(({ cs, s }) => toCompanyService(cs, s));
}

function toCompanyService(cs: typeof companyServices.$inferSelect, s: typeof services.$inferSelect): CompanyService {
  return {
    id: cs.id,
    companyId: cs.companyId,
    serviceId: cs.serviceId,
    status: cs.status,
    priceMinor: cs.priceMinor,
    currency: cs.currency,
    startedAt: cs.startedAt.toISOString(),
    renewsAt: cs.renewsAt?.toISOString() ?? null,
    service: toService(s),
  };
}

/** The company in full: record, people, services, owner and preparer. */
export async function toCompany(db: Db, row: CompanyRow): Promise<Company> {
  const people = [row.ownerId, row.preparerId].filter((v): v is string => !!v);
  const [dirs, holders, svc, refs] = await Promise.all([
    db.select().from(directors).where(eq(directors.companyId, row.id)).orderBy(asc(directors.createdAt), asc(directors.id)),
    db
      .select()
      .from(shareholders)
      .where(eq(shareholders.companyId, row.id))
      .orderBy(asc(shareholders.createdAt), asc(shareholders.id)),
    loadCompanyServices(db, row.id),
    people.length
      ? db.select({ id: users.id, fullName: users.fullName, email: users.email }).from(users).where(inArray(users.id, people))
      : Promise.resolve([]),
  ]);
  const ref = (id: string | null) => refs.find((r) => r.id === id) ?? null;
  return {
    ...toCompanySummary(row),
    registeredAddress: row.registeredAddress,
    businessActivity: row.businessActivity,
    contactEmail: row.contactEmail,
    contactNumber: row.contactNumber,
    owner: ref(row.ownerId),
    preparer: ref(row.preparerId),
    directors: dirs.map(toDirector),
    shareholders: holders.map(toShareholder),
    companyServices: svc,
  };
}

/* ------------------------------------------------------------------ who may reach what */

/** The preparers an approver sits above (part 2: preparerToApprover). */
export async function approverPreparerIds(db: Db, approverId: string): Promise<string[]> {
  const rows = await db
    .select({ id: roleAssignments.preparerId })
    .from(roleAssignments)
    .where(and(eq(roleAssignments.kind, 'preparer_approver'), eq(roleAssignments.targetId, approverId)));
  return rows.map((r) => r.id);
}

/** May this actor see the company? Admin all; preparer when assigned; approver over its preparers; client own. */
export async function canReachCompany(db: Db, actor: Actor, row: Pick<CompanyRow, 'ownerId' | 'preparerId'>): Promise<boolean> {
  switch (actor.role) {
    case 'admin':
      return true;
    case 'preparer':
      return !!row.preparerId && row.preparerId === actor.id;
    case 'approver':
      return !!row.preparerId && (await approverPreparerIds(db, actor.id)).includes(row.preparerId);
    case 'client':
      return !!row.ownerId && row.ownerId === actor.id;
    default:
      return false;
  }
}

/**
 * The live company the actor may see, or 404 (never 403: whether a company exists is not revealed to someone
 * who may not see it). Other modules use this for every company-scoped call.
 */
export async function getCompanyForActor(db: Db, id: string, actor: Actor): Promise<CompanyRow> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)))
    .limit(1);
  if (!row || !(await canReachCompany(db, actor, row))) throw notFound();
  return row;
}

type Part = keyof EditFlags;

/**
 * May the actor change this part of the company? Staff who reach it: yes (approvers only read). The owner:
 * only while the dashboard is not locked and the part's edit flag is on.
 */
function assertMayEdit(actor: Actor, row: CompanyRow, part: Part): void {
  if (actor.role === 'admin' || actor.role === 'preparer') return;
  if (actor.role === 'approver') throw new AppError('FORBIDDEN', companyMessages.errors.approverReadOnly);
  if (row.dashboardLocked) throw new AppError('EDIT_LOCKED', companyMessages.errors.dashboardLocked);
  if (!row.editFlags[part]) throw new AppError('EDIT_LOCKED', companyMessages.errors.locked);
}

function assertStaffWriter(actor: Actor): void {
  if (actor.role === 'admin' || actor.role === 'preparer') return;
  throw new AppError('FORBIDDEN', actor.role === 'approver' ? companyMessages.errors.approverReadOnly : companyMessages.errors.staffOnly);
}

export async function recordCompanyActivity(
  db: Db,
  entry: { companyId: string; actorId: string | null; action: string; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(companyActivity).values({
    companyId: entry.companyId,
    actorId: entry.actorId,
    action: entry.action,
    details: entry.details ?? {},
  });
}

/** Audit rows for staff changes and deletions (ARCHITECTURE: audit); company activity for everything. */
async function trail(
  db: Db,
  actor: Actor,
  meta: RequestMeta,
  e: { companyId: string; action: string; targetType: string; targetId: string; details?: Record<string, unknown> },
): Promise<void> {
  await recordCompanyActivity(db, { companyId: e.companyId, actorId: actor.id, action: e.action, details: e.details ?? {} });
  if (actor.role !== 'client' || e.action.endsWith('.deleted')) {
    await writeAudit(db, {
      actorId: actor.id,
      actorRole: actor.role,
      action: e.action,
      targetType: e.targetType,
      targetId: e.targetId,
      ip: meta.ip ?? null,
      meta: { companyId: e.companyId, ...(e.details ?? {}) },
    });
  }
}

/* ------------------------------------------------------------------ list */

const escapeLike = (term: string) => term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** `lower(col) like %term%` with the user's % and _ taken literally (served by the trigram GIN indexes). */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/**
 * The search condition on name and registration number. Three characters or more: "contains" (trigram GIN
 * indexes). One or two: "starts with" (btree text_pattern_ops indexes), since trigrams cannot serve them and
 * "contains a" matches nearly everything anyway.
 */
export function companySearchCondition(term: string): SQL | undefined {
  const pattern = term.length >= 3 ? containsPattern(term) : `${escapeLike(term)}%`;
  return or(sql`lower(${companies.name}) like ${pattern}`, sql`lower(${companies.registrationNumber}) like ${pattern}`);
}

/** The visibility condition of a company list for this actor; null when they can see none. */
export async function scopeFor(db: Db, actor: Actor): Promise<SQL | undefined | null> {
  switch (actor.role) {
    case 'admin':
      return undefined;
    case 'preparer':
      return eq(companies.preparerId, actor.id);
    case 'client':
      return eq(companies.ownerId, actor.id);
    case 'approver': {
      const ids = await approverPreparerIds(db, actor.id);
      return ids.length ? inArray(companies.preparerId, ids) : null;
    }
    default:
      return null;
  }
}

/** The SQL of one page of the company list (also used by the EXPLAIN test and the benchmark). */
export function companyListWhere(query: Pick<ListCompaniesQuery, 'status' | 'search' | 'cursor'>, scope: SQL | undefined) {
  const cursor = decodeCursor(query.cursor);
  const term = query.search?.trim();
  return and(
    isNull(companies.deletedAt),
    scope,
    query.status ? eq(companies.status, query.status) : undefined,
    term ? companySearchCondition(term) : undefined,
    afterCursor(companies.createdAt, companies.id, cursor),
  );
}

/** One page (plus one row, to know whether there is another) of the company list, newest first. */
export function companyListQuery(db: Db, query: ListCompaniesQuery, scope: SQL | undefined) {
  return db
    .select({ row: companies, cursorTs: cursorTs(companies.createdAt), id: companies.id })
    .from(companies)
    .where(companyListWhere(query, scope))
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(query.pageSize + 1);
}

type ListScope = 'all' | 'owner' | 'preparer';
const LIST_SCOPES: Partial<Record<Actor['role'], ListScope>> = { admin: 'all', client: 'owner', preparer: 'preparer' };

/** companyListQuery prepared once per shape (lib/prepared.ts runShape): values are placeholders. */
function companyListShape(db: Db, scope: ListScope, withStatus: boolean, withCursor: boolean) {
  const p = sql.placeholder;
  return db
    .select({ row: companies, cursorTs: cursorTs(companies.createdAt), id: companies.id })
    .from(companies)
    .where(
      and(
        isNull(companies.deletedAt),
        scope === 'owner' ? eq(companies.ownerId, p('actorId')) : scope === 'preparer' ? eq(companies.preparerId, p('actorId')) : undefined,
        withStatus ? eq(companies.status, p('status')) : undefined,
        withCursor ? afterCursorPlaceholders(companies.createdAt, companies.id) : undefined,
      ),
    )
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(p('limit'));
}

/** One page plus one row of the actor's companies; null when the actor reaches none. */
async function companyListRows(db: Db, query: ListCompaniesQuery, actor: Actor) {
  const scope = LIST_SCOPES[actor.role];
  // A search's best plan depends on the term, and an approver's scope is a list: those are planned each time.
  if (!scope || query.search?.trim()) {
    const where = await scopeFor(db, actor);
    return where === null ? null : companyListQuery(db, query, where);
  }
  const cursor = decodeCursor(query.cursor);
  return runShape(db, `companies:${scope}:${query.status ? 'status' : ''}:${cursor ? 'cursor' : ''}`, () => companyListShape(db, scope, !!query.status, !!cursor), {
    actorId: actor.id,
    status: query.status,
    cursorTs: cursor?.ts,
    cursorId: cursor?.id,
    limit: query.pageSize + 1,
  });
}

/** GET /api/companies: newest first, keyset-paged; the server's pageSize wins. */
export async function listCompanies(db: Db, query: ListCompaniesQuery, actor: Actor): Promise<ListCompaniesResponse> {
  const pageSize = query.pageSize;
  const rows = await companyListRows(db, query, actor);
  if (rows === null) return { items: [], nextCursor: null, hasMore: false, pageSize };
  const { page, nextCursor } = pageOf(rows, pageSize);
  return { items: page.map((r) => toCompanySummary(r.row)), nextCursor, hasMore: nextCursor !== null, pageSize };
}

/* ------------------------------------------------------------------ create, read, update, delete */

async function assertUserRole(db: Db, id: string, role: string, message: string, field: string): Promise<void> {
  const [u] = await db.select({ role: users.role, isDeleted: users.isDeleted }).from(users).where(eq(users.id, id)).limit(1);
  if (!u || u.isDeleted || u.role.toLowerCase() !== role) {
    throw new AppError('VALIDATION_FAILED', message, { fields: { [`body.${field}`]: [message] } });
  }
}

/** The preparer a client is assigned to (preparer_client), if any. */
export async function assignedPreparerOf(db: Db, clientId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: roleAssignments.preparerId })
    .from(roleAssignments)
    .where(and(eq(roleAssignments.kind, 'preparer_client'), eq(roleAssignments.targetId, clientId)))
    .orderBy(desc(roleAssignments.createdAt))
    .limit(1);
  return row?.id ?? null;
}

async function assertRegistrationFree(db: Db, jurisdiction: string, number: string | null | undefined, exceptId?: string) {
  if (!number) return;
  const [clash] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        isNull(companies.deletedAt),
        eq(companies.jurisdiction, jurisdiction),
        sql`lower(${companies.registrationNumber}) = ${number.toLowerCase()}`,
        exceptId ? ne(companies.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) {
    throw new AppError('CONFLICT', companyMessages.errors.registrationTaken, {
      fields: { 'body.registrationNumber': [companyMessages.errors.registrationTaken] },
    });
  }
}

const regNo = (v: string | null | undefined) => (v ? v.trim().toUpperCase() : v === '' ? null : v);

/** POST /api/companies. A client creates their own; a preparer creates for a client; approvers cannot. */
export async function createCompany(db: Db, body: CreateCompanyBody, actor: Actor, meta: RequestMeta = {}): Promise<Company> {
  if (actor.role === 'approver') throw new AppError('FORBIDDEN', companyMessages.errors.approverReadOnly);
  let ownerId: string | null;
  let preparerId: string | null;
  if (actor.role === 'client') {
    if (body.status || body.incorporationStatus || body.ownerId || body.preparerId) {
      throw new AppError('FORBIDDEN', companyMessages.errors.staffOnlyFields);
    }
    ownerId = actor.id;
    preparerId = await assignedPreparerOf(db, actor.id);
  } else {
    ownerId = body.ownerId ?? null;
    if (actor.role === 'preparer' && !ownerId) {
      throw new AppError('VALIDATION_FAILED', companyMessages.errors.ownerRequired, {
        fields: { 'body.ownerId': [companyMessages.errors.ownerRequired] },
      });
    }
    if (ownerId) await assertUserRole(db, ownerId, 'client', companyMessages.errors.ownerNotClient, 'ownerId');
    if (actor.role === 'preparer') {
      preparerId = actor.id;
    } else {
      preparerId = body.preparerId ?? (ownerId ? await assignedPreparerOf(db, ownerId) : null);
      if (body.preparerId) await assertUserRole(db, body.preparerId, 'preparer', companyMessages.errors.preparerNotPreparer, 'preparerId');
    }
  }
  const registrationNumber = regNo(body.registrationNumber) ?? null;
  await assertRegistrationFree(db, body.jurisdiction, registrationNumber);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(companies)
      .values({
        name: body.name,
        normalizedName: normalizeCompanyName(body.name),
        registrationNumber,
        jurisdiction: body.jurisdiction,
        companyType: body.companyType ?? 'private_limited',
        status: body.status ?? (body.incorporationStatus === 'incorporated' ? 'active' : 'onboarding'),
        incorporationStatus: body.incorporationStatus ?? 'pending',
        ownerId,
        preparerId,
        incorporationDate: body.incorporationDate ?? null,
        financialYearEnd: body.jurisdiction === 'IN' ? '03-31' : (body.financialYearEnd ?? '12-31'),
        registeredAddress: body.registeredAddress ?? null,
        businessActivity: body.businessActivity ?? null,
        contactEmail: body.contactEmail ?? null,
        contactNumber: body.contactNumber ?? null,
      })
      .returning();
    if (!created) throw new Error('company not created');
    await trail(tx, actor, meta, {
      companyId: created.id,
      action: 'company.created',
      targetType: 'company',
      targetId: created.id,
      details: { name: created.name, incorporationStatus: created.incorporationStatus, status: created.status },
    });
    await syncComplianceCalendar(tx, created);
    return created;
  });
  return toCompany(db, row);
}

export async function getCompany(db: Db, id: string, actor: Actor): Promise<Company> {
  return toCompany(db, await getCompanyForActor(db, id, actor));
}

const DETAIL_FIELDS = [
  'name',
  'registrationNumber',
  'jurisdiction',
  'companyType',
  'incorporationDate',
  'financialYearEnd',
  'registeredAddress',
  'businessActivity',
  'contactEmail',
  'contactNumber',
] as const;
const STATUS_FIELDS = ['status', 'incorporationStatus', 'statusRemarks'] as const;

/** PUT /api/companies/{id}. Clients edit details while allowed; status fields are staff-only. */
export async function updateCompany(
  db: Db,
  id: string,
  body: UpdateCompanyBody,
  actor: Actor,
  meta: RequestMeta = {},
): Promise<Company> {
  const current = await getCompanyForActor(db, id, actor);
  const touchesStatus = STATUS_FIELDS.some((f) => body[f] !== undefined);
  if (touchesStatus && actor.role === 'client') throw new AppError('FORBIDDEN', companyMessages.errors.staffOnlyFields);
  assertMayEdit(actor, current, 'company');

  const set: Partial<typeof companies.$inferInsert> = { updatedAt: new Date() };
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  const note = <K extends keyof CompanyRow>(key: K, value: CompanyRow[K]) => {
    if (value === current[key]) return;
    changed[key] = { from: current[key], to: value };
    (set as Record<string, unknown>)[key] = value;
  };
  // Every Indian company's financial year ends on 31 March (Companies Act 2013 s2(41)).
  const input: UpdateCompanyBody = { ...body };
  if ((input.jurisdiction ?? current.jurisdiction) === 'IN') input.financialYearEnd = '03-31';
  for (const f of DETAIL_FIELDS) {
    const v = input[f];
    if (v === undefined) continue;
    if (f === 'registrationNumber') note('registrationNumber', regNo(v as string | null) ?? null);
    else note(f, (v ?? null) as never);
  }
  if (set.name) set.normalizedName = normalizeCompanyName(set.name);
  const jurisdiction = set.jurisdiction ?? current.jurisdiction;
  if (set.registrationNumber !== undefined || set.jurisdiction !== undefined) {
    await assertRegistrationFree(db, jurisdiction, set.registrationNumber ?? current.registrationNumber, current.id);
  }
  if (body.status !== undefined) note('status', body.status);
  if (body.statusRemarks !== undefined) note('statusRemarks', body.statusRemarks);
  if (body.incorporationStatus !== undefined) {
    note('incorporationStatus', body.incorporationStatus);
    // Once incorporated, an onboarding company becomes active and gets its incorporation date (if not given).
    if (body.incorporationStatus === 'incorporated' && current.incorporationStatus !== 'incorporated') {
      if (body.status === undefined && current.status === 'onboarding') note('status', 'active');
      if (!current.incorporationDate && body.incorporationDate === undefined) note('incorporationDate', todayUtc());
    }
  }
  if (Object.keys(changed).length === 0) return toCompany(db, current);

  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(companies).set(set).where(eq(companies.id, current.id)).returning();
    if (!updated) throw notFound();
    await trail(tx, actor, meta, {
      companyId: updated.id,
      action: changed.incorporationStatus ? 'company.incorporation_status' : changed.status ? 'company.status' : 'company.updated',
      targetType: 'company',
      targetId: updated.id,
      details: { changed },
    });
    if (['jurisdiction', 'companyType', 'incorporationDate', 'financialYearEnd'].some((k) => k in changed)) {
      await syncComplianceCalendar(tx, updated);
    }
    if ((changed.incorporationStatus || changed.status) && updated.ownerId && actor.id !== updated.ownerId) {
      await createNotification(tx, {
        userId: updated.ownerId,
        type: 'system',
        title: `${updated.name}: status updated`,
        message: updated.statusRemarks ?? `Your company's status is now ${updated.incorporationStatus === 'incorporated' ? updated.status : updated.incorporationStatus.replace(/_/g, ' ')}.`,
        link: '/dashboard/client',
      });
    }
    return updated;
  });
  return toCompany(db, row);
}

/**
 * DELETE /api/companies/{id}: a soft delete (the record, its people, documents and history stay for the
 * statutory retention period) with an audit row. Admin: any company. The owner: only while nothing has been
 * filed with a registry. Preparers and approvers: no.
 */
export async function deleteCompany(db: Db, id: string, actor: Actor, meta: RequestMeta = {}): Promise<{ id: string }> {
  const row = await getCompanyForActor(db, id, actor);
  if (actor.role === 'client') {
    const unfiled = row.status === 'onboarding' && ['pending', 'documents_requested', 'kyc_review', 'rejected'].includes(row.incorporationStatus);
    if (!unfiled) throw new AppError('FORBIDDEN', companyMessages.errors.deleteRegistered);
    if (row.dashboardLocked) throw new AppError('EDIT_LOCKED', companyMessages.errors.dashboardLocked);
  } else if (actor.role !== 'admin') {
    throw new AppError('FORBIDDEN', companyMessages.errors.deleteAdminOnly);
  }
  await db.transaction(async (tx) => {
    await tx.update(companies).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(companies.id, row.id));
    // Work still open for the company is moot: it is cancelled (kept, with its documents, for the record).
    await tx
      .update(tasks)
      .set({ status: 'Cancelled', updatedAt: new Date() })
      .where(and(eq(tasks.companyId, row.id), isNull(tasks.deletedAt), inArray(tasks.status, [...OPEN_TASK_STATUSES])));
    await trail(tx, actor, meta, {
      companyId: row.id,
      action: 'company.deleted',
      targetType: 'company',
      targetId: row.id,
      details: { name: row.name, registrationNumber: row.registrationNumber, ownerId: row.ownerId },
    });
  });
  return { id: row.id };
}

/* ------------------------------------------------------------------ dashboard */

export async function companyCounts(db: Db, companyId: string): Promise<CompanyCounts> {
  const today = todayUtc();
  const open = [...OPEN_TASK_STATUSES];
  const [people, docRows, taskRow] = await Promise.all([
    db
      .select({
        directors: sql<number>`(select count(*) from ${directors} where ${directors.companyId} = ${companyId})`.mapWith(Number),
        shareholders: sql<number>`(select count(*) from ${shareholders} where ${shareholders.companyId} = ${companyId})`.mapWith(Number),
        services: sql<number>`(select count(*) from ${companyServices} where ${companyServices.companyId} = ${companyId})`.mapWith(Number),
      })
      .from(sql`(select 1) as one`),
    db
      .select({ status: documents.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(documents)
      .where(and(eq(documents.companyId, companyId), isNull(documents.deletedAt)))
      .groupBy(documents.status),
    db
      .select({
        open: sql<number>`count(*) filter (where ${inArray(tasks.status, open)})`.mapWith(Number),
        pendingReview: sql<number>`count(*) filter (where ${tasks.status} = ${TASK_PENDING_REVIEW})`.mapWith(Number),
        completed: sql<number>`count(*) filter (where ${tasks.status} = 'Completed')`.mapWith(Number),
        overdue: sql<number>`count(*) filter (where ${inArray(tasks.status, open)} and ${tasks.dueDate} < ${today}::date)`.mapWith(Number),
      })
      .from(tasks)
      .where(and(eq(tasks.companyId, companyId), isNull(tasks.deletedAt))),
  ]);
  const byStatus = Object.fromEntries(docRows.map((r) => [r.status, r.n]));
  const p = people[0];
  const t = taskRow[0];
  return {
    directors: p?.directors ?? 0,
    shareholders: p?.shareholders ?? 0,
    services: p?.services ?? 0,
    documents: {
      total: docRows.reduce((a, r) => a + r.n, 0),
      pending: byStatus.Pending ?? 0,
      approved: byStatus.Approved ?? 0,
      rejected: byStatus.Rejected ?? 0,
    },
    tasks: { open: t?.open ?? 0, pendingReview: t?.pendingReview ?? 0, completed: t?.completed ?? 0, overdue: t?.overdue ?? 0 },
  };
}

/** GET /api/companies/{id}/dashboard */
export async function getCompanyDashboard(db: Db, id: string, actor: Actor): Promise<CompanyDashboard> {
  const row = await getCompanyForActor(db, id, actor);
  const today = todayUtc();
  const [company, counts, deadlines, activity] = await Promise.all([
    toCompany(db, row),
    companyCounts(db, row.id),
    db
      .select()
      .from(calendarEntries)
      .where(and(eq(calendarEntries.companyId, row.id), eq(calendarEntries.state, 'open')))
      .orderBy(asc(calendarEntries.dueDate))
      .limit(5),
    db
      .select({ a: companyActivity, actorName: users.fullName })
      .from(companyActivity)
      .leftJoin(users, eq(users.id, companyActivity.actorId))
      .where(eq(companyActivity.companyId, row.id))
      .orderBy(desc(companyActivity.createdAt), desc(companyActivity.id))
      .limit(10),
  ]);
  return {
    company,
    counts,
    upcomingDeadlines: deadlines.map((d) => toCalendarEntry(d, today)),
    recentActivity: activity.map(({ a, actorName }) => ({
      id: a.id,
      action: a.action,
      actorName: actorName ?? null,
      details: a.details,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

/* ------------------------------------------------------------------ directors, shareholders */

export async function addDirector(db: Db, companyId: string, body: DirectorBody, actor: Actor, meta: RequestMeta = {}): Promise<Director> {
  const company = await getCompanyForActor(db, companyId, actor);
  assertMayEdit(actor, company, 'directors');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(directors)
      .values({
        companyId: company.id,
        fullName: body.fullName,
        email: body.email ?? null,
        phone: body.phone ?? null,
        nationality: body.nationality ?? null,
        idType: body.idType ?? null,
        idNumber: body.idNumber ?? null,
        dateOfBirth: body.dateOfBirth ?? null,
        address: body.address ?? null,
        isNominee: body.isNominee ?? false,
      })
      .returning();
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
  const company = await getCompanyForActor(db, companyId, actor);
  assertMayEdit(actor, company, 'directors');
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
  const company = await getCompanyForActor(db, companyId, actor);
  assertMayEdit(actor, company, 'directors');
  const current = await directorOf(db, company.id, directorId);
  await db.transaction(async (tx) => {
    await tx.delete(directors).where(eq(directors.id, current.id));
    await trail(tx, actor, meta, { companyId: company.id, action: 'director.deleted', targetType: 'director', targetId: current.id, details: { removed: toDirector(current) } });
  });
  return { id: current.id };
}

export async function addShareholder(db: Db, companyId: string, body: ShareholderBody, actor: Actor, meta: RequestMeta = {}): Promise<Shareholder> {
  const company = await getCompanyForActor(db, companyId, actor);
  assertMayEdit(actor, company, 'shareholders');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(shareholders)
      .values({
        companyId: company.id,
        type: body.type ?? 'individual',
        fullName: body.fullName,
        email: body.email ?? null,
        nationality: body.nationality ?? null,
        idNumber: body.idNumber ?? null,
        address: body.address ?? null,
        shares: body.shares,
        shareClass: body.shareClass ?? 'Ordinary',
      })
      .returning();
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
  const company = await getCompanyForActor(db, companyId, actor);
  assertMayEdit(actor, company, 'shareholders');
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
  const company = await getCompanyForActor(db, companyId, actor);
  assertMayEdit(actor, company, 'shareholders');
  const current = await shareholderOf(db, company.id, shareholderId);
  await db.transaction(async (tx) => {
    await tx.delete(shareholders).where(eq(shareholders.id, current.id));
    await trail(tx, actor, meta, { companyId: company.id, action: 'shareholder.deleted', targetType: 'shareholder', targetId: current.id, details: { removed: toShareholder(current) } });
  });
  return { id: current.id };
}

/* ------------------------------------------------------------------ services on a company */

/** POST /api/companies/{id}/services/{serviceId}: at the catalogue's current price. */
export async function addCompanyService(db: Db, companyId: string, serviceId: number, actor: Actor, meta: RequestMeta = {}): Promise<CompanyService> {
  const company = await getCompanyForActor(db, companyId, actor);
  assertMayEdit(actor, company, 'services');
  const [svc] = await db.select().from(services).where(and(eq(services.id, serviceId), eq(services.isActive, true))).limit(1);
  if (!svc) throw new AppError('NOT_FOUND', companyMessages.errors.serviceNotFound);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companyServices)
      .values({
        companyId: company.id,
        serviceId: svc.id,
        priceMinor: svc.priceMinor,
        currency: svc.currency,
        renewsAt: svc.billing === 'yearly' ? new Date(Date.now() + 365 * 86_400_000) : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT', companyMessages.errors.serviceAlreadyAdded);
    await trail(tx, actor, meta, { companyId: company.id, action: 'service.added', targetType: 'company_service', targetId: row.id, details: { serviceId: svc.id, name: svc.name } });
    return toCompanyService(row, svc);
  });
}

export async function removeCompanyService(db: Db, companyId: string, serviceId: number, actor: Actor, meta: RequestMeta = {}): Promise<CompanyService> {
  const company = await getCompanyForActor(db, companyId, actor);
  assertMayEdit(actor, company, 'services');
  const [found] = await db
    .select({ cs: companyServices, s: services })
    .from(companyServices)
    .innerJoin(services, eq(services.id, companyServices.serviceId))
    .where(and(eq(companyServices.companyId, company.id), eq(companyServices.serviceId, serviceId)))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', companyMessages.errors.serviceNotOnCompany);
  await db.transaction(async (tx) => {
    await tx.delete(companyServices).where(eq(companyServices.id, found.cs.id));
    await trail(tx, actor, meta, { companyId: company.id, action: 'service.removed', targetType: 'company_service', targetId: found.cs.id, details: { serviceId, name: found.s.name } });
  });
  return { ...toCompanyService(found.cs, found.s), status: 'removed' };
}

/* ------------------------------------------------------------------ staff controls */

/** PUT /api/companies/{id}/edit-flags: staff decide which parts the client may still edit. */
export async function updateEditFlags(db: Db, companyId: string, body: EditFlagsBody, actor: Actor, meta: RequestMeta = {}) {
  const company = await getCompanyForActor(db, companyId, actor);
  assertStaffWriter(actor);
  const editFlags: EditFlags = { ...company.editFlags, ...body };
  await db.transaction(async (tx) => {
    await tx.update(companies).set({ editFlags, updatedAt: new Date() }).where(eq(companies.id, company.id));
    await trail(tx, actor, meta, { companyId: company.id, action: 'company.edit_flags', targetType: 'company', targetId: company.id, details: { from: company.editFlags, to: editFlags } });
  });
  return { id: company.id, editFlags };
}

/** Lock or unlock the client's editing of a company altogether (admin's "lock dashboard"). */
export async function setDashboardLock(db: Db, companyId: string, locked: boolean, actor: Actor, meta: RequestMeta = {}): Promise<Company> {
  const company = await getCompanyForActor(db, companyId, actor);
  assertStaffWriter(actor);
  const [row] = await db
    .update(companies)
    .set({ dashboardLocked: locked, updatedAt: new Date() })
    .where(eq(companies.id, company.id))
    .returning();
  if (!row) throw notFound();
  await trail(db, actor, meta, { companyId: row.id, action: locked ? 'company.locked' : 'company.unlocked', targetType: 'company', targetId: row.id });
  return toCompany(db, row);
}

/** Give a company to another preparer (admin's "reassign preparer"). */
export async function reassignCompanyPreparer(db: Db, companyId: string, preparerId: string, actor: Actor, meta: RequestMeta = {}): Promise<Company> {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', companyMessages.errors.staffOnly);
  const company = await getCompanyForActor(db, companyId, actor);
  await assertUserRole(db, preparerId, 'preparer', companyMessages.errors.preparerNotPreparer, 'newPreparerId');
  const [row] = await db
    .update(companies)
    .set({ preparerId, updatedAt: new Date() })
    .where(eq(companies.id, company.id))
    .returning();
  if (!row) throw notFound();
  await trail(db, actor, meta, { companyId: row.id, action: 'company.preparer_reassigned', targetType: 'company', targetId: row.id, details: { from: company.preparerId, to: preparerId } });
  return toCompany(db, row);
}

/** The company activity log, newest first (admin's "company activity"). */
export async function listCompanyActivity(db: Db, companyId: string, actor: Actor, opts: { cursor?: string; limit?: number } = {}) {
  const company = await getCompanyForActor(db, companyId, actor);
  const limit = opts.limit ?? 50;
  const rows = await db
    .select({ a: companyActivity, actorName: users.fullName, cursorTs: cursorTs(companyActivity.createdAt), id: companyActivity.id })
    .from(companyActivity)
    .leftJoin(users, eq(users.id, companyActivity.actorId))
    .where(and(eq(companyActivity.companyId, company.id), afterCursor(companyActivity.createdAt, companyActivity.id, decodeCursor(opts.cursor))))
    .orderBy(desc(companyActivity.createdAt), desc(companyActivity.id))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(rows, limit);
  return {
    items: page.map(({ a, actorName }) => ({ id: a.id, action: a.action, actorName: actorName ?? null, details: a.details, createdAt: a.createdAt.toISOString() })),
    nextCursor,
  };
}

/* ------------------------------------------------------------------ calendar (staff) */

/** Staff add an entry to the calendar of a company they reach (admin and preparer calendar routes). */
export async function addCompanyCalendarEntry(db: Db, companyId: string, body: AddCalendarEntryBody, actor: Actor) {
  const company = await getCompanyForActor(db, companyId, actor);
  assertStaffWriter(actor);
  return addCalendarEntry(db, company.id, body, actor);
}

/** Staff update (reschedule, mark done or not applicable) an entry of a company they reach. */
export async function updateCompanyCalendarEntry(db: Db, entryId: string, body: UpdateCalendarEntryBody, actor: Actor) {
  const entry = await getCalendarEntryRow(db, entryId);
  await getCompanyForActor(db, entry.companyId, actor).catch(() => {
    throw new AppError('NOT_FOUND', 'Calendar entry not found');
  });
  assertStaffWriter(actor);
  return updateCalendarEntry(db, entry.id, body, actor);
}
