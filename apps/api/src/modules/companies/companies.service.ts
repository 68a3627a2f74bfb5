import { and, desc, eq, inArray, isNull, lte, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { EDIT_FLAG_PARTS, type Company, type CreateCompanyBody, type EditFlags, type EditFlagsBody, type UpdateCompanyBody } from '@quayside/contract/companies';
import type { AddCalendarEntryBody, UpdateCalendarEntryBody } from '@quayside/contract/calendar';
import { companyMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { companies, companyServices, directors, shareholders } from '../../db/schema/companies';
import { normalizeCompanyName } from '../../lib/company-name';
import { todayUtc } from '../../lib/dates';
import { qualified, retryOnUniqueViolation, sqlLiteral } from '../../lib/sql';
import { AppError, badRequest } from '../../lib/errors';
import { checkFirstFinancialYearEnd, type ComplianceJurisdiction } from '@quayside/contract/compliance-rules';
import { assertMay, assertMayCreate, decide } from '../access/access.service';
import { assignedPreparerOf } from '../assignments/assignments.service';
import { writeAudit } from '../audit/audit.service';
import { assertUserRole, type Actor } from '../auth/auth.service';
import { addCalendarEntry, getCalendarEntryRow, syncComplianceCalendar, updateCalendarEntry } from '../calendar/calendar.service';
import { createNotification } from '../notifications/notifications.service';
import { cancelOpenTasksOfCompany } from '../tasks/tasks.service';
import { companyNotFound, companyRecord, getCompanyForActor, getCompanyForEdit, getLiveCompanyRow } from './companies.access';
import { recordCompanyActivity, trail, type RequestMeta } from './companies.activity';
import { toCompany, type CompanyRow } from './companies.mapping';
export { companiesByStatusJsonSql, incorporationsByStatusJsonSql, incorporationsInProgressSql } from './companies.platform-stats';
export { insertImportedCompanies, type ImportCatalogueService } from './companies.import';

/**
 * Company records: the companies module owns companies, their directors, shareholders and services, and the
 * company activity log. This file is the module's public surface; the list, the parts, the dashboard, access
 * and the mapping live beside it.
 */
export { activityPage, incorporationStatusHistory, recordCompanyActivity, type ActivityItem, type RequestMeta } from './companies.activity';
export { companyNotFound, getCompanyForActor, getCompanyForEdit, type CompanyPart } from './companies.access';
export {
  adminCompanyListQuery,
  listAdminCompanyRows,
  listCompanyActivity,
  reassignCompanyPreparer,
  resetCompanyStatus,
  setDashboardLock,
  type AdminCompanyRow,
} from './companies.admin';
export { companyCounts, getCompanyDashboard } from './companies.dashboard';
export { companyInScopeSql, companyNameMatchesSql, companyPeopleWithEmail, companyPersonName, companiesOfArrays, listScopedCompanies, onePreparerCompaniesPart, ownedCompanyInScope, scopedCompaniesQuery, scopedCompaniesSql, type PreparerScope } from './companies.staff';
export { asIncorporationStatus, getIncorporationRow, listIncorporationRows, type IncorporationRow } from './companies.incorporations';
export { companyListQuery, companyListWhere, companySearchCondition, listCompanies, scopeCondition } from './companies.list';
export type { CompanyJsonRow } from './companies.list-page';
export { toCompany, toCompanySummary, toDirector, toShareholder, type CompanyRow } from './companies.mapping';
export {
  addDirector,
  addShareholder,
  applyApprovedPartChanges,
  deleteDirector,
  deleteShareholder,
  updateDirector,
  updateShareholder,
  type PartChanges,
} from './companies.parts';
export {
  activateServicesPaidBy,
  addCompanyService,
  quoteCompanyService,
  removeCompanyService,
  requestServiceCancellation,
} from './companies.company-services';

const notFound = companyNotFound;
/** A status change by the company's owner (who sees it but may not manage it): the staff-only-fields 403. */
const staffOnlyFieldsFor = (actor: Actor) => (err: unknown): never => {
  if (err instanceof AppError && err.statusCode === 403 && actor.role !== 'approver') {
    throw new AppError('FORBIDDEN', companyMessages.errors.staffOnlyFields);
  }
  throw err;
};

/* ------------------------------------------------------------------ what other modules may read of a company */

/** A company as other modules need it: its name, its people (for access) and its billing facts. */
export type CompanyBrief = Pick<
  CompanyRow,
  'id' | 'name' | 'ownerId' | 'preparerId' | 'dashboardLocked' | 'jurisdiction' | 'registeredAddress' | 'contactEmail' | 'deletedAt'
>;

const briefColumns = {
  id: companies.id,
  name: companies.name,
  ownerId: companies.ownerId,
  preparerId: companies.preparerId,
  dashboardLocked: companies.dashboardLocked,
  jurisdiction: companies.jurisdiction,
  registeredAddress: companies.registeredAddress,
  contactEmail: companies.contactEmail,
  deletedAt: companies.deletedAt,
};

/** Companies by id (deleted ones included: records made for them keep their name). */
export async function getCompanyBriefs(db: Db, ids: readonly (string | null | undefined)[]): Promise<CompanyBrief[]> {
  const wanted = [...new Set(ids.filter((v): v is string => !!v))];
  if (wanted.length === 0) return [];
  return db.select(briefColumns).from(companies).where(inArray(companies.id, wanted));
}

export async function getCompanyBrief(db: Db, id: string): Promise<CompanyBrief | null> {
  return (await getCompanyBriefs(db, [id]))[0] ?? null;
}

/** The live company whose name normalises to this (the incorporation name check), or null. */
export async function findLiveCompanyByNormalizedName(db: Db, normalizedName: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.normalizedName, normalizedName), isNull(companies.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** A company's name as a scalar subquery, for lists that answer in one statement. */
export function companyNameSql(companyId: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`(select c.name from ${companies} c where c.id = ${qualified(companyId)})`;
}

/* ------------------------------------------------------------------ the client's own companies */

/** The client's live companies, newest first (at most 100). */
export function listOwnedCompanies(db: Db, userId: string, limit = 100): Promise<CompanyRow[]> {
  return db
    .select()
    .from(companies)
    .where(and(eq(companies.ownerId, userId), isNull(companies.deletedAt)))
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(limit);
}

/** The owners of the live companies these preparers prepare (the clients they reach through a company: chat). */
export async function ownersOfCompaniesPreparedBy(db: Db, preparerIds: readonly string[]): Promise<string[]> {
  if (preparerIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ ownerId: companies.ownerId })
    .from(companies)
    .where(and(inArray(companies.preparerId, [...preparerIds]), isNull(companies.deletedAt)));
  return rows.flatMap((r) => (r.ownerId ? [r.ownerId] : []));
}

/**
 * The company a client-area call is about: the one asked for (404 unless the actor may see it) or the actor's
 * newest own company. Null when they have no company yet.
 */
export async function resolveOwnedCompany(db: Db, actor: Actor, companyId?: string | null): Promise<CompanyRow | null> {
  if (companyId) return getCompanyForActor(db, companyId, actor);
  const [row] = await listOwnedCompanies(db, actor.id, 1);
  return row ?? null;
}

/* ------------------------------------------------------------------ the compliance calendar */

/**
 * Brings the company's generated deadlines in line with its current facts and records when (the calendar module
 * holds the rules and the entries). Every write that changes those facts calls it; the scheduled job rolls every
 * company forward. Reads never sync.
 */
export async function syncCompanyCalendar(db: Db, row: CompanyRow, asOf = todayUtc()): Promise<CompanyRow> {
  await syncComplianceCalendar(db, row, asOf);
  const [updated] = await db.update(companies).set({ complianceSyncedOn: asOf }).where(eq(companies.id, row.id)).returning();
  return updated ?? row;
}

/** Companies whose calendar was last rolled forward this many days ago are rolled again by the job. */
export const CALENDAR_RESYNC_DAYS = 7;

/**
 * The scheduled roll-forward: every live company whose calendar was never synced or was synced
 * CALENDAR_RESYNC_DAYS or more days ago, in batches, oldest first. Answers how many it synced.
 */
export async function rollCompanyCalendars(db: Db, opts: { asOf?: string; batchSize?: number; max?: number } = {}): Promise<number> {
  const asOf = opts.asOf ?? todayUtc();
  const batchSize = opts.batchSize ?? 200;
  const cutoff = new Date(Date.parse(`${asOf}T00:00:00Z`) - CALENDAR_RESYNC_DAYS * 86_400_000).toISOString().slice(0, 10);
  let done = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(companies)
      .where(and(isNull(companies.deletedAt), or(isNull(companies.complianceSyncedOn), lte(companies.complianceSyncedOn, cutoff))))
      .orderBy(sql`${companies.complianceSyncedOn} asc nulls first`, companies.id)
      .limit(batchSize);
    if (batch.length === 0) break;
    for (const row of batch) await db.transaction((tx) => syncCompanyCalendar(tx, row, asOf));
    done += batch.length;
    if (opts.max !== undefined && done >= opts.max) break;
  }
  return done;
}

/**
 * After a change to the rules' data (a due-date extension): the live companies of the jurisdiction (every one when
 * null) are marked for re-sync and up to `max` are synced now, the rest by the scheduled roll (which takes
 * never-synced companies first). Answers how many it synced now.
 */
export async function resyncCompanyCalendars(db: Db, opts: { jurisdiction: string | null; max?: number }): Promise<number> {
  await db
    .update(companies)
    .set({ complianceSyncedOn: null })
    .where(and(isNull(companies.deletedAt), opts.jurisdiction ? eq(companies.jurisdiction, opts.jurisdiction) : undefined));
  return rollCompanyCalendars(db, { max: opts.max ?? 500, batchSize: 100 });
}

/* ------------------------------------------------------------------ create, read, update, delete */

type RegistrationClaim = { held: false } | { held: true; clashesWith: string };

/**
 * Registration numbers are unique per jurisdiction among confirmed companies (a unique index backs this check).
 * Whether a number is taken is told only to someone who may see the company that has it (its owner, its preparer,
 * an admin): they get the 409 naming it. Anyone else is answered exactly as for a free number: their company
 * keeps the number as a held claim (outside the uniqueness rule, never shown outside the firm) and an audit row
 * tells the firm, which resolves it. So saving a number reveals nothing about another client's company.
 */
async function claimRegistration(db: Db, actor: Actor, jurisdiction: string, number: string | null, exceptId?: string): Promise<RegistrationClaim> {
  if (!number) return { held: false };
  const [clash] = await db
    .select({ id: companies.id, name: companies.name, ownerId: companies.ownerId, preparerId: companies.preparerId, dashboardLocked: companies.dashboardLocked })
    .from(companies)
    .where(
      and(
        isNull(companies.deletedAt),
        eq(companies.registrationHeld, false),
        eq(companies.jurisdiction, jurisdiction),
        sql`lower(${companies.registrationNumber}) = ${number.toLowerCase()}`,
        exceptId ? ne(companies.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (!clash) return { held: false };
  if ((await decide(db, actor, 'read', companyRecord(clash))) === 'allowed') {
    const message = companyMessages.errors.registrationTakenBy(clash.name);
    throw new AppError('CONFLICT', message, { fields: { 'body.registrationNumber': [message] } });
  }
  return { held: true, clashesWith: clash.id };
}

/** The firm's record of a number held back or confirmed (audit only: the company's activity log is the owner's to read). */
async function auditRegistrationClaim(db: Db, actor: Actor, meta: RequestMeta, row: CompanyRow, claim: RegistrationClaim): Promise<void> {
  await writeAudit(db, {
    actorId: actor.id,
    actorRole: actor.role,
    action: claim.held ? 'company.registration_held' : 'company.registration_confirmed',
    targetType: 'company',
    targetId: row.id,
    ip: meta.ip ?? null,
    meta: { registrationNumber: row.registrationNumber, jurisdiction: row.jurisdiction, ...(claim.held ? { clashesWith: claim.clashesWith } : {}) },
  });
}

const ownerNotFound = () => new AppError('NOT_FOUND', companyMessages.errors.ownerNotFound);

/**
 * The owner staff name for a new company must be a client they manage (the access module decides: a preparer
 * manages the clients assigned to them, an admin everyone). A preparer gets one 404 for an unassigned client, a
 * staff account and an unknown id alike, so the answer tells them nothing about accounts that are not theirs;
 * an admin, who sees every account, is told when the account is not a client.
 */
async function assertOwnerInReach(db: Db, actor: Actor, ownerId: string): Promise<void> {
  await assertMay(db, actor, 'manage', { kind: 'user', userId: ownerId, role: 'client' }, { notFound: ownerNotFound, hideForbidden: true });
  try {
    await assertUserRole(db, ownerId, 'client', companyMessages.errors.ownerNotClient, 'ownerId');
  } catch (err) {
    throw actor.role === 'admin' ? err : ownerNotFound();
  }
}

const regNo = (v: string | null | undefined) => (v ? v.trim().toUpperCase() : v === '' ? null : v);

/** POST /api/companies. A client creates their own; a preparer creates for a client; approvers cannot. */
export async function createCompany(db: Db, body: CreateCompanyBody, actor: Actor, meta: RequestMeta = {}): Promise<Company> {
  assertMayCreate(actor, 'company');
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
    if (ownerId) await assertOwnerInReach(db, actor, ownerId);
    if (actor.role === 'preparer') {
      preparerId = actor.id;
    } else {
      preparerId = body.preparerId ?? (ownerId ? await assignedPreparerOf(db, ownerId) : null);
      if (body.preparerId) await assertUserRole(db, body.preparerId, 'preparer', companyMessages.errors.preparerNotPreparer, 'preparerId');
    }
  }
  const registrationNumber = regNo(body.registrationNumber) ?? null;
  const insert = async (): Promise<CompanyRow> => {
    const claim = await claimRegistration(db, actor, body.jurisdiction, registrationNumber);
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(companies)
        .values({
          name: body.name,
          normalizedName: normalizeCompanyName(body.name),
          registrationNumber,
          registrationHeld: claim.held,
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
      if (claim.held) await auditRegistrationClaim(tx, actor, meta, created, claim);
      return syncCompanyCalendar(tx, created);
    });
  };
  const row = await retryOnUniqueViolation(insert);
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
/** Facts the compliance rules read (issue 19): staff-only, like the status fields. */
const COMPLIANCE_FIELDS = ['listed', 'gstVatRegistered', 'employsLocalStaff', 'transferPricing', 'auditRequired', 'firstFinancialYearEnd'] as const;
/** A change of any of these recomputes the company's calendar. */
const CALENDAR_INPUTS = ['jurisdiction', 'companyType', 'incorporationDate', 'financialYearEnd', 'listed', 'gstVatRegistered', 'transferPricing', 'auditRequired', 'firstFinancialYearEnd'];

/** PUT /api/companies/{id}. Clients edit details while allowed; status fields are staff-only. */
export async function updateCompany(
  db: Db,
  id: string,
  body: UpdateCompanyBody,
  actor: Actor,
  meta: RequestMeta = {},
): Promise<Company> {
  const touchesStatus = [...STATUS_FIELDS, ...COMPLIANCE_FIELDS].some((f) => body[f] !== undefined);
  // Status fields are staff work (manage); the details are the owner's too, while the company part is open to them.
  const current = touchesStatus
    ? await getCompanyForActor(db, id, actor, 'manage').catch(staffOnlyFieldsFor(actor))
    : await getCompanyForEdit(db, id, actor, 'company');
  return toCompany(db, await updateCompanyRow(db, current, body, actor, meta));
}

/**
 * Applies work an approver approved (the approvals module checked the approver may decide on it): the company's
 * details and status as updateCompany would change them (activity, audit, the client's notice, the calendar), with
 * no access check of its own. Inside the caller's transaction. 404 when the company is gone.
 */
export async function applyApprovedCompanyUpdate(db: Db, id: string, body: UpdateCompanyBody, actor: Actor, meta: RequestMeta = {}): Promise<void> {
  const current = await getLiveCompanyRow(db, id);
  if (!current) throw notFound();
  await updateCompanyRow(db, current, body, actor, meta);
}

async function updateCompanyRow(db: Db, current: CompanyRow, body: UpdateCompanyBody, actor: Actor, meta: RequestMeta): Promise<CompanyRow> {
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
  const registrationNumber = set.registrationNumber !== undefined ? set.registrationNumber : current.registrationNumber;
  // Saving the number again (changed or not) looks at it again: a held claim is confirmed once the number is free.
  const recheck = input.registrationNumber !== undefined || set.jurisdiction !== undefined;
  for (const f of COMPLIANCE_FIELDS) {
    const v = body[f];
    if (v !== undefined) note(f, v as never);
  }
  const firstEnd = set.firstFinancialYearEnd !== undefined ? set.firstFinancialYearEnd : current.firstFinancialYearEnd;
  const incDate = set.incorporationDate !== undefined ? set.incorporationDate : current.incorporationDate;
  if (firstEnd && incDate && (set.firstFinancialYearEnd !== undefined || set.incorporationDate !== undefined || set.jurisdiction !== undefined)) {
    const check = checkFirstFinancialYearEnd((set.jurisdiction ?? current.jurisdiction) as ComplianceJurisdiction, incDate, firstEnd);
    if (!check.ok) throw badRequest(check.message, { firstFinancialYearEnd: [check.message] });
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
  const save = async (): Promise<CompanyRow> => {
    const claim = recheck ? await claimRegistration(db, actor, jurisdiction, registrationNumber, current.id) : null;
    const claimChanged = claim !== null && claim.held !== current.registrationHeld;
    if (Object.keys(changed).length === 0 && !claimChanged) return current;
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(companies)
        .set(claimChanged ? { ...set, registrationHeld: claim.held } : set)
        .where(eq(companies.id, current.id))
        .returning();
      if (!updated) throw notFound();
      if (claimChanged) await auditRegistrationClaim(tx, actor, meta, updated, claim);
      // Only the claim changed: nothing happened that the owner's activity log should show.
      if (Object.keys(changed).length === 0) return updated;
      await trail(tx, actor, meta, {
        companyId: updated.id,
        action: changed.incorporationStatus ? 'company.incorporation_status' : changed.status ? 'company.status' : 'company.updated',
        targetType: 'company',
        targetId: updated.id,
        details: { changed },
      });
      const synced = CALENDAR_INPUTS.some((k) => k in changed)
        ? await syncCompanyCalendar(tx, updated)
        : updated;
      if ((changed.incorporationStatus || changed.status) && updated.ownerId && actor.id !== updated.ownerId) {
        await createNotification(tx, {
          userId: updated.ownerId,
          type: 'system',
          title: `${updated.name}: status updated`,
          message: updated.statusRemarks ?? `Your company's status is now ${updated.incorporationStatus === 'incorporated' ? updated.status : updated.incorporationStatus.replace(/_/g, ' ')}.`,
          link: '/dashboard/client',
        });
      }
      return synced;
    });
  };
  return retryOnUniqueViolation(save);
}

/**
 * DELETE /api/companies/{id}: a soft delete (the record, its people, documents and history stay for the
 * statutory retention period) with an audit row. Admin: any company. The owner: only while nothing has been
 * filed with a registry. Preparers and approvers: no.
 */
export async function deleteCompany(db: Db, id: string, actor: Actor, meta: RequestMeta = {}): Promise<{ id: string }> {
  const row = await getCompanyForActor(db, id, actor, 'delete');
  if (row.ownerId === actor.id && actor.role !== 'admin') {
    const unfiled = row.status === 'onboarding' && ['pending', 'documents_requested', 'kyc_review', 'rejected'].includes(row.incorporationStatus);
    if (!unfiled) throw new AppError('FORBIDDEN', companyMessages.errors.deleteRegistered);
  }
  await db.transaction(async (tx) => {
    await tx.update(companies).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(companies.id, row.id));
    // Work still open for the company is moot: it is cancelled (kept, with its documents, for the record).
    await cancelOpenTasksOfCompany(tx, row.id);
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

/* ------------------------------------------------------------------ staff controls */

/** PUT /api/companies/{id}/edit-flags: staff decide which parts the client may still edit. */
export async function updateEditFlags(db: Db, companyId: string, body: EditFlagsBody, actor: Actor, meta: RequestMeta = {}) {
  const company = await getCompanyForActor(db, companyId, actor, 'manage');
  const editFlags: EditFlags = { ...company.editFlags, ...body };
  await db.transaction(async (tx) => {
    await tx.update(companies).set({ editFlags, updatedAt: new Date() }).where(eq(companies.id, company.id));
    await trail(tx, actor, meta, { companyId: company.id, action: 'company.edit_flags', targetType: 'company', targetId: company.id, details: { from: company.editFlags, to: editFlags } });
  });
  return { id: company.id, editFlags };
}

/* ------------------------------------------------------------------ calendar (staff) */

/** Staff add an entry to the calendar of a company they reach (admin and preparer calendar routes). */
export async function addCompanyCalendarEntry(db: Db, companyId: string, body: AddCalendarEntryBody, actor: Actor) {
  const company = await getCompanyForActor(db, companyId, actor, 'manage');
  return addCalendarEntry(db, company.id, body, actor);
}

/** Staff update (reschedule, mark done or not applicable) an entry of a company they reach. */
export async function updateCompanyCalendarEntry(db: Db, entryId: string, body: UpdateCalendarEntryBody, actor: Actor) {
  const entry = await getCalendarEntryRow(db, entryId);
  const company = await getLiveCompanyRow(db, entry.companyId);
  await assertMay(db, actor, 'manage', companyRecord(company ?? { ownerId: null, preparerId: null, dashboardLocked: false }), {
    notFound: () => new AppError('NOT_FOUND', 'Calendar entry not found'),
  });
  const updated = await updateCalendarEntry(db, entry.id, body, actor);
  await recordCompanyActivity(db, { companyId: entry.companyId, actorId: actor.id, action: 'calendar.updated', details: { entryId: entry.id, ...body } });
  return updated;
}

/* ------------------------------------------------------------------ a company from a paid application */

export type ApplicationPerson = {
  fullName: string;
  email: string | null;
  phone?: string | null;
  nationality: string | null;
  idType?: string | null;
  idNumber: string | null;
  dateOfBirth?: string | null;
  address: string | null;
  files: Record<string, { fileId: string; name: string }>;
};

export type ApplicationCompanyInput = {
  ownerId: string;
  preparerId: string | null;
  name: string;
  jurisdiction: string;
  companyType: string;
  financialYearEnd: string;
  registeredAddress: string | null;
  businessActivity: string | null;
  contactEmail: string | null;
  contactNumber: string | null;
  statusRemarks: string | null;
  details: Record<string, unknown>;
  directors: ApplicationPerson[];
  shareholders: Array<Omit<ApplicationPerson, 'phone' | 'idType' | 'dateOfBirth'> & { type: 'individual' | 'corporate'; shares: number; shareClass: string }>;
  services: Array<{ serviceId: number; priceMinor: number; currency: string; startedAt: Date; renewsAt: Date | null }>;
  /** What the activity log records of how the company came to be (source, session, payment). */
  origin: Record<string, unknown>;
};

/**
 * A new company from a paid onboarding (the system acts: no actor), inside the caller's transaction: the record in
 * status onboarding / pending, its directors, shareholders and the services paid for, the activity entry and its
 * compliance calendar.
 */
export async function createCompanyFromApplication(
  tx: Db,
  input: ApplicationCompanyInput,
): Promise<CompanyRow & { directorIds: string[]; shareholderIds: string[] }> {
  const financialYearEnd = input.jurisdiction === 'IN' ? '03-31' : input.financialYearEnd;
  const [company] = await tx
    .insert(companies)
    .values({
      name: input.name,
      normalizedName: normalizeCompanyName(input.name),
      jurisdiction: input.jurisdiction,
      companyType: input.companyType,
      status: 'onboarding',
      incorporationStatus: 'pending',
      statusRemarks: input.statusRemarks,
      ownerId: input.ownerId,
      preparerId: input.preparerId,
      financialYearEnd,
      registeredAddress: input.registeredAddress,
      businessActivity: input.businessActivity,
      contactEmail: input.contactEmail,
      contactNumber: input.contactNumber,
      details: input.details,
    })
    .returning();
  if (!company) throw new Error('company not created');
  // Inserted one by one so each person's id is known in the application's order (their KYC documents name them).
  const directorIds: string[] = [];
  for (const d of input.directors) {
    const [row] = await tx.insert(directors).values(
      {
        companyId: company.id,
        fullName: d.fullName,
        email: d.email,
        phone: d.phone ?? null,
        nationality: d.nationality,
        idType: d.idType ?? null,
        idNumber: d.idNumber,
        dateOfBirth: d.dateOfBirth ?? null,
        address: d.address,
        isNominee: false,
        files: d.files,
      },
    ).returning({ id: directors.id });
    if (row) directorIds.push(row.id);
  }
  const shareholderIds: string[] = [];
  for (const s of input.shareholders) {
    const [row] = await tx.insert(shareholders).values(
      {
        companyId: company.id,
        type: s.type,
        fullName: s.fullName,
        email: s.email,
        nationality: s.nationality,
        idNumber: s.idNumber,
        address: s.address,
        shares: s.shares,
        shareClass: s.shareClass,
        files: s.files,
      },
    ).returning({ id: shareholders.id });
    if (row) shareholderIds.push(row.id);
  }
  if (input.services.length) {
    await tx
      .insert(companyServices)
      .values(input.services.map((l) => ({ companyId: company.id, ...l })))
      .onConflictDoNothing();
  }
  await recordCompanyActivity(tx, { companyId: company.id, actorId: null, action: 'company.created', details: { ...input.origin, name: company.name } });
  return { ...(await syncCompanyCalendar(tx, company)), directorIds, shareholderIds };
}

/* ------------------------------------------------------------------ read-model fragments (client dashboard) */

/**
 * The common table expressions `owned` (the user's live companies, newest first, at most 100) and `chosen` (the
 * one asked for, else the newest) that the client dashboard's single statement starts with.
 */
export function ownedCompaniesCtes(userId: string, companyId: string | null): SQL {
  // Only the columns the dashboard reads (ownedCompaniesJsonSql), not the whole row (details, search key...).
  return sql`owned as (
      select id, name, registration_number, jurisdiction, company_type, status, incorporation_status, status_remarks, owner_id,
             preparer_id, dashboard_locked, dashboard_lock_reason, dashboard_locked_at, edit_flags, incorporation_date,
             financial_year_end, created_at, updated_at
      from ${companies} where owner_id = ${userId} and deleted_at is null
      order by created_at desc, id desc limit 100
    ), chosen as (
      select * from owned where ${companyId}::uuid is null or id = ${companyId}::uuid
      order by created_at desc, id desc limit 1
    )`;
}

/** Over those CTEs: a company's name, looked up in the client's own companies first (read already), else in companies. */
export function ownedCompanyNameSql(companyId: SQL): SQL<string | null> {
  return sql<string | null>`coalesce((select o.name from owned o where o.id = ${companyId}), ${companyNameSql(companyId)})`;
}

/**
 * Stored edit flags (jsonb) as the contract's EditFlags: exactly its four parts in its order, whatever else the
 * stored object holds (the client dashboard passes the statement's JSON text through, unserialised).
 */
function editFlagsJsonSql(flags: SQL): SQL {
  return sql`json_build_object(${sql.join(
    EDIT_FLAG_PARTS.map((p) => sql`${sql.raw(sqlLiteral(p))}, ${flags}->${sql.raw(sqlLiteral(p))}`),
    sql`, `,
  )})`;
}

/**
 * Over those CTEs: the owned companies as [{id, name}] and the chosen one as the answer's CompanySummary, each with
 * exactly the contract's fields in its order (the client dashboard passes them through as the statement's text).
 */
export function ownedCompaniesJsonSql(iso: (col: SQL) => SQL): { list: SQL; chosen: SQL } {
  return {
    list: sql`(select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name) order by o.created_at desc, o.id desc), '[]'::json) from owned o)`,
    // The answer's CompanySummary as it is sent: the lock's reason and time only while locked (toCompanySummary).
    chosen: sql`(select json_build_object(
        'id', c.id, 'companyId', c.id, 'name', c.name, 'registrationNumber', c.registration_number, 'jurisdiction', c.jurisdiction,
        'companyType', c.company_type, 'status', c.status, 'incorporationStatus', c.incorporation_status,
        'statusRemarks', c.status_remarks, 'ownerId', c.owner_id, 'preparerId', c.preparer_id,
        'dashboardLocked', c.dashboard_locked,
        'dashboardLockReason', case when c.dashboard_locked then c.dashboard_lock_reason end,
        'dashboardLockedAt', case when c.dashboard_locked then ${iso(sql`c.dashboard_locked_at`)} end,
        'editFlags', ${editFlagsJsonSql(sql`c.edit_flags`)}, 'incorporationDate', c.incorporation_date, 'financialYearEnd', c.financial_year_end,
        'createdAt', ${iso(sql`c.created_at`)}, 'updatedAt', ${iso(sql`c.updated_at`)}) from chosen c)`,
  };
}

/**
 * Assigning a preparer to a client gives them the client's live companies too (admin's assign-preparer). With
 * `onlyFrom`, only companies that preparer had (removing that preparer's assignment clears them: preparerId null).
 * Each company changed gets an activity entry and an audit row. Returns the ids changed.
 */
export async function setOwnedCompaniesPreparer(
  db: Db,
  input: { ownerId: string; preparerId: string | null; onlyFrom?: string },
  actor: Actor,
  meta: RequestMeta = {},
): Promise<string[]> {
  const before = await db
    .select({ id: companies.id, preparerId: companies.preparerId })
    .from(companies)
    .where(
      and(
        eq(companies.ownerId, input.ownerId),
        isNull(companies.deletedAt),
        input.onlyFrom ? eq(companies.preparerId, input.onlyFrom) : undefined,
        input.preparerId ? or(isNull(companies.preparerId), ne(companies.preparerId, input.preparerId)) : undefined,
      ),
    )
    .for('update');
  if (before.length === 0) return [];
  await db
    .update(companies)
    .set({ preparerId: input.preparerId, updatedAt: new Date() })
    .where(inArray(companies.id, before.map((c) => c.id)));
  for (const c of before) {
    await trail(db, actor, meta, {
      companyId: c.id,
      action: 'company.preparer_reassigned',
      targetType: 'company',
      targetId: c.id,
      details: { from: c.preparerId, to: input.preparerId, via: 'assignment' },
    });
  }
  return before.map((c) => c.id);
}

/** How many live companies each of these preparers prepares (the approver's view of their preparers' load). */
export async function countCompaniesByPreparer(db: Db, preparerIds: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (preparerIds.length === 0) return out;
  const rows = await db
    .select({ preparerId: companies.preparerId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(companies)
    .where(and(inArray(companies.preparerId, [...preparerIds]), isNull(companies.deletedAt)))
    .groupBy(companies.preparerId);
  for (const r of rows) if (r.preparerId) out.set(r.preparerId, r.n);
  return out;
}
