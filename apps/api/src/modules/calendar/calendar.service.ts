import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { CalendarEntry } from '@quayside/contract/calendar';
import type { AddCalendarEntryBody, UpdateCalendarEntryBody } from '@quayside/contract/calendar';
import {
  CALENDAR_KINDS,
  addMonths,
  calendarStatus,
  DUE_SOON_DAYS,
  complianceSchedule,
  type CalendarKind,
  type DueDateExtension,
  type ComplianceJurisdiction,
} from '@quayside/contract/compliance-rules';
import type { Db } from '../../db/client';
import { calendarEntries } from '../../db/schema/calendar';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { todayUtc } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { sqlLiteralList } from '../../lib/sql';
import { writeAudit } from '../audit/audit.service';
import { listExtensionsForRules } from '../rules/rules.service';
import type { Actor } from '../auth/auth.service';
export { overdueCalendarEntriesSql } from './calendar.platform-stats';
export { insertFirstCalendars } from './calendar.import';

type EntryRow = typeof calendarEntries.$inferSelect;

export { todayUtc };
/** Financial years that ended this long ago still get their (possibly overdue) entries. */
const MONTHS_BACK = 15;
const MONTHS_AHEAD = 12;

export function toCalendarEntry(row: Omit<EntryRow, 'withdrawnAt'>, today = todayUtc()): CalendarEntry {
  return calendarEntryOf(row, row.completedAt?.toISOString() ?? null, today);
}

/** A stored kind as the contract's CalendarKind ('other' for one the list does not name). */
export function calendarKindOf(kind: string): CalendarKind {
  return (CALENDAR_KINDS as readonly string[]).includes(kind) ? (kind as CalendarKind) : 'other';
}

/** An open entry's stored fields, as calendarEntryOf reads them. */
type StoredEntry = Pick<CalendarEntry, 'id' | 'companyId' | 'title' | 'description' | 'dueDate' | 'source' | 'reference' | 'periodEnd'> & {
  state: 'open' | 'done' | 'not_applicable';
  kind: string;
};

/** An entry's answer from its stored fields, with its status as of `today` (toCalendarEntry). */
function calendarEntryOf(e: StoredEntry, completedAt: string | null, today: string): CalendarEntry {
  return {
    id: e.id,
    companyId: e.companyId,
    title: e.title,
    description: e.description,
    dueDate: e.dueDate,
    status: calendarStatus({ dueDate: e.dueDate, state: e.state }, today),
    kind: calendarKindOf(e.kind),
    source: e.source,
    reference: e.reference,
    periodEnd: e.periodEnd,
    completedAt,
  };
}

export type ComplianceCompany = {
  id: string;
  jurisdiction: string;
  companyType: string;
  incorporationDate: string | null;
  financialYearEnd: string;
  firstFinancialYearEnd?: string | null;
  listed?: boolean;
  gstVatRegistered?: boolean;
  transferPricing?: boolean;
  auditRequired?: boolean;
};

/**
 * The rule-made entries a company's calendar holds on `asOf` (the sync window: 15 months back, 12 ahead), by its
 * type, listing, registrations and dates, with the due-date extensions applied.
 */
export function ruleItemsFor(company: Omit<ComplianceCompany, 'id'>, asOf: string, extensions: readonly DueDateExtension[] = []) {
  const jurisdiction = company.jurisdiction as ComplianceJurisdiction;
  return ['SG', 'IN', 'AE'].includes(jurisdiction)
    ? complianceSchedule(
        {
          jurisdiction,
          companyType: company.companyType,
          incorporationDate: company.incorporationDate,
          financialYearEnd: company.financialYearEnd,
          firstFinancialYearEnd: company.firstFinancialYearEnd ?? null,
          listed: company.listed ?? false,
          gstVatRegistered: company.gstVatRegistered ?? false,
          transferPricing: company.transferPricing ?? false,
          auditRequired: company.auditRequired ?? false,
        },
        { asOf, monthsBack: MONTHS_BACK, monthsAhead: MONTHS_AHEAD, extensions },
      )
    : [];
}

/** The note a withdrawn entry carries (its rule no longer applies to the company). */
export function withdrawnNote(asOf: string): string {
  return `Withdrawn on ${asOf}: this obligation no longer applies to the company as now recorded (its type, listing, registrations or dates changed).`;
}

/**
 * Brings a company's generated deadlines in line with its type, listing, registrations, dates and the due-date
 * extensions: new obligations are added, open ones move when their date changes, and open ones that no longer
 * apply (within the window) are withdrawn: kept as not applicable with a note saying why, never deleted. A
 * withdrawn entry whose rule applies again is reopened. Entries recorded done or not applicable by staff, and
 * staff entries, are never touched. The companies module calls it on every write that changes these inputs, and
 * its scheduled job rolls every company forward.
 */
export async function syncComplianceCalendar(db: Db, company: ComplianceCompany, asOf = todayUtc()): Promise<void> {
  const items = ruleItemsFor(company, asOf, await listExtensionsForRules(db));
  const windowStart = addMonths(asOf, -MONTHS_BACK);
  const keyOf = (ruleCode: string | null, periodEnd: string | null) => `${ruleCode ?? ''}|${periodEnd ?? ''}`;
  await db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(calendarEntries)
      .where(and(eq(calendarEntries.companyId, company.id), eq(calendarEntries.source, 'rule')));
    const byKey = new Map(existing.map((e) => [keyOf(e.ruleCode, e.periodEnd), e]));
    const wanted = new Set<string>();
    const inserts: (typeof calendarEntries.$inferInsert)[] = [];
    for (const item of items) {
      const key = keyOf(item.ruleCode, item.periodEnd);
      wanted.add(key);
      const found = byKey.get(key);
      if (!found) {
        inserts.push({
          companyId: company.id,
          title: item.title,
          description: item.description,
          kind: item.kind,
          source: 'rule',
          ruleCode: item.ruleCode,
          periodEnd: item.periodEnd,
          dueDate: item.dueDate,
          reference: item.reference,
        });
      } else if (found.withdrawnAt) {
        // The rule applies again (e.g. the company's type was put back): the entry is open again.
        await tx
          .update(calendarEntries)
          .set({ state: 'open', withdrawnAt: null, completedAt: null, completedById: null, dueDate: item.dueDate, title: item.title, description: item.description, reference: item.reference, updatedAt: new Date() })
          .where(eq(calendarEntries.id, found.id));
      } else if (
        found.state === 'open' &&
        (found.dueDate !== item.dueDate || found.title !== item.title || found.description !== item.description || found.reference !== item.reference)
      ) {
        await tx
          .update(calendarEntries)
          .set({ dueDate: item.dueDate, title: item.title, description: item.description, reference: item.reference, updatedAt: new Date() })
          .where(eq(calendarEntries.id, found.id));
      }
    }
    // Two requests may sync the same company at once: the unique rule index makes the second insert a no-op.
    if (inserts.length > 0) await tx.insert(calendarEntries).values(inserts).onConflictDoNothing();
    const stale = existing
      .filter((e) => e.state === 'open' && !wanted.has(keyOf(e.ruleCode, e.periodEnd)))
      .filter((e) => e.periodEnd === null || e.periodEnd >= windowStart)
      .map((e) => e.id);
    if (stale.length > 0) {
      const note = withdrawnNote(asOf);
      await tx
        .update(calendarEntries)
        .set({
          state: 'not_applicable',
          withdrawnAt: new Date(),
          completedAt: new Date(),
          description: sql`coalesce(${calendarEntries.description} || ' ', '') || ${note}`,
          updatedAt: new Date(),
        })
        .where(inArray(calendarEntries.id, stale));
    }
  });
}

/** A company's calendar, by due date. */
export async function listCalendar(
  db: Db,
  companyId: string,
  opts: { from?: string; to?: string; openOnly?: boolean; limit?: number } = {},
): Promise<CalendarEntry[]> {
  const rows = await db
    .select()
    .from(calendarEntries)
    .where(
      and(
        eq(calendarEntries.companyId, companyId),
        opts.from ? gte(calendarEntries.dueDate, opts.from) : undefined,
        opts.to ? lte(calendarEntries.dueDate, opts.to) : undefined,
        opts.openOnly ? eq(calendarEntries.state, 'open') : undefined,
      ),
    )
    .orderBy(asc(calendarEntries.dueDate), asc(calendarEntries.id))
    .limit(opts.limit ?? 500);
  const today = todayUtc();
  return rows.map((r) => toCalendarEntry(r, today));
}

/** Counts of open entries that are overdue and due within 30 days. */
export async function calendarCounts(db: Db, companyId: string): Promise<{ overdue: number; dueSoon: number }> {
  const today = todayUtc();
  const [row] = await db
    .select({
      overdue: sql<number>`count(*) filter (where ${calendarEntries.dueDate} < ${today}::date)`.mapWith(Number),
      dueSoon: sql<number>`count(*) filter (where ${calendarEntries.dueDate} >= ${today}::date and ${calendarEntries.dueDate} <= (${today}::date + 30))`.mapWith(Number),
    })
    .from(calendarEntries)
    .where(and(eq(calendarEntries.companyId, companyId), eq(calendarEntries.state, 'open')));
  return { overdue: row?.overdue ?? 0, dueSoon: row?.dueSoon ?? 0 };
}

/**
 * Staff add an entry to a company's calendar (the caller checks that the actor may reach the company).
 * For the admin's and preparer's calendar routes.
 */
export async function addCalendarEntry(
  db: Db,
  companyId: string,
  body: AddCalendarEntryBody,
  actor: Actor,
): Promise<CalendarEntry> {
  const [row] = await db
    .insert(calendarEntries)
    .values({
      companyId,
      title: body.title,
      description: body.description ?? null,
      dueDate: body.dueDate,
      kind: body.kind ?? 'other',
      source: 'staff',
      createdById: actor.id,
    })
    .returning();
  if (!row) throw new Error('calendar entry not created');
  await writeAudit(db, { actorId: actor.id, actorRole: actor.role, action: 'calendar.added', targetType: 'calendar_entry', targetId: row.id, meta: { companyId } });
  return toCalendarEntry(row);
}

export async function getCalendarEntryRow(db: Db, id: string): Promise<EntryRow> {
  const [row] = await db.select().from(calendarEntries).where(eq(calendarEntries.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Calendar entry not found');
  return row;
}

/**
 * Staff update an entry: record it done / not applicable / open again, or (staff entries, or a rule entry the
 * preparer needs to move, e.g. after an extension) change its title, description or date.
 */
export async function updateCalendarEntry(
  db: Db,
  id: string,
  body: UpdateCalendarEntryBody,
  actor: Actor,
): Promise<CalendarEntry> {
  const entry = await getCalendarEntryRow(db, id);
  const set: Partial<typeof calendarEntries.$inferInsert> = { updatedAt: new Date() };
  if (body.title !== undefined) set.title = body.title;
  if (body.description !== undefined) set.description = body.description;
  if (body.dueDate !== undefined) set.dueDate = body.dueDate;
  if (body.state !== undefined) {
    set.state = body.state;
    set.completedAt = body.state === 'open' ? null : new Date();
    set.completedById = body.state === 'open' ? null : actor.id;
  }
  const [row] = await db.update(calendarEntries).set(set).where(eq(calendarEntries.id, entry.id)).returning();
  if (!row) throw new AppError('NOT_FOUND', 'Calendar entry not found');
  await writeAudit(db, { actorId: actor.id, actorRole: actor.role, action: 'calendar.updated', targetType: 'calendar_entry', targetId: row.id, meta: { companyId: row.companyId, ...body } });
  return toCalendarEntry(row);
}

/** Every entry of a company, by due date (the status summary's compliance steps). */
export async function listCompanyEntries(db: Db, companyId: string): Promise<EntryRow[]> {
  return db.select().from(calendarEntries).where(eq(calendarEntries.companyId, companyId)).orderBy(asc(calendarEntries.dueDate));
}

export type { EntryRow as CalendarEntryRow };

/* ------------------------------------------------------------------ read-model fragments (client dashboard) */

/** Open entries of the company in `companyId` that are past due on `today`: a scalar count subquery. */
export function overdueCountSql(companyId: SQL, today: string): SQL {
  return sql`(select count(*) from ${calendarEntries} e where e.company_id = ${companyId} and e.state = 'open' and e.due_date < ${today}::date)`;
}

/** The stored kinds the contract names, as SQL literals (calendarKindOf's list). */
const kindLiterals = () => sqlLiteralList(CALENDAR_KINDS);

/**
 * The next `limit` open entries of the company in `companyId` as a JSON array of the answer's CalendarEntry, built
 * as it is sent (the dashboard passes the statement's JSON text through): exactly CalendarEntry's fields in its
 * order, the status as of `today` (calendarStatus of an open entry: overdue before today, due soon within
 * DUE_SOON_DAYS, else upcoming), the kind as calendarKindOf gives it, and no completion time (an open entry).
 */
export function nextDeadlinesJsonSql(companyId: SQL, limit: number, today: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
        'id', x.id, 'companyId', x.company_id, 'title', x.title, 'description', x.description, 'dueDate', x.due_date,
        'status', case when x.due_date < ${today}::date then 'overdue'
                       when x.due_date - ${today}::date <= ${sql.raw(String(DUE_SOON_DAYS))} then 'due_soon' else 'upcoming' end,
        'kind', case when x.kind in (${kindLiterals()}) then x.kind else 'other' end,
        'source', x.source, 'reference', x.reference, 'periodEnd', x.period_end, 'completedAt', null
      ) order by x.due_date, x.id), '[]'::json) from (
      select e.id, e.company_id, e.title, e.description, e.due_date, e.kind, e.source, e.reference, e.period_end
      from ${calendarEntries} e where e.company_id = ${companyId} and e.state = 'open'
      order by e.due_date, e.id limit ${sql.raw(String(Math.trunc(limit)))}) x)`;
}

/* ------------------------------------------------------------------ every company's entries (the admin's calendar actions) */

export type CalendarStatusFilter = 'upcoming' | 'due_soon' | 'overdue' | 'done' | 'not_applicable';

/** The SQL of a calendar status on `today` (calendarStatus in the contract, as a condition). */
function statusCondition(status: CalendarStatusFilter, today: string): SQL {
  const e = calendarEntries;
  switch (status) {
    case 'overdue':
      return sql`${e.state} = 'open' and ${e.dueDate} < ${today}::date`;
    case 'due_soon':
      return sql`${e.state} = 'open' and ${e.dueDate} >= ${today}::date and ${e.dueDate} <= (${today}::date + 30)`;
    case 'upcoming':
      return sql`${e.state} = 'open' and ${e.dueDate} > (${today}::date + 30)`;
    default:
      return sql`${e.state} = ${status}`;
  }
}

/**
 * Every company's entries by due date, earliest first, keyset paged on (due_date, id) (the cursor's timestamp is
 * the due date at midnight). Filters: status on `today`, company, due date range.
 */
export async function listAllCalendarEntries(
  db: Db,
  query: { status?: CalendarStatusFilter; companyId?: string; from?: string; to?: string; cursor?: string; take: number },
  today = todayUtc(),
): Promise<{ rows: EntryRow[]; nextCursor: string | null }> {
  const cursor = decodeCursor(query.cursor);
  const e = calendarEntries;
  const rows = await db
    .select({ row: e, cursorTs: sql<string>`${e.dueDate}::timestamp::text`, id: e.id })
    .from(e)
    .where(
      and(
        query.status ? statusCondition(query.status, today) : undefined,
        query.companyId ? eq(e.companyId, query.companyId) : undefined,
        query.from ? gte(e.dueDate, query.from) : undefined,
        query.to ? lte(e.dueDate, query.to) : undefined,
        cursor ? sql`(${e.dueDate}, ${e.id}) > (${cursor.ts}::timestamp::date, ${cursor.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(e.dueDate), asc(e.id))
    .limit(query.take + 1);
  const hasMore = rows.length > query.take;
  const page = hasMore ? rows.slice(0, query.take) : rows;
  const last = page[page.length - 1];
  return { rows: page.map((r) => r.row), nextCursor: hasMore && last ? encodeCursor({ ts: last.cursorTs, id: last.id }) : null };
}

/** Open entries due on `today` and those overdue (oldest first), at most `take` of each, with their counts. */
export async function listDueCalendarEntries(
  db: Db,
  query: { companyId?: string; take: number },
  today = todayUtc(),
): Promise<{ dueToday: EntryRow[]; overdue: EntryRow[]; dueTodayCount: number; overdueCount: number }> {
  const e = calendarEntries;
  const company = query.companyId ? eq(e.companyId, query.companyId) : undefined;
  const open = eq(e.state, 'open');
  const isToday = sql`${e.dueDate} = ${today}::date`;
  const isOverdue = sql`${e.dueDate} < ${today}::date`;
  const [dueToday, overdue, counts] = await Promise.all([
    db.select().from(e).where(and(open, isToday, company)).orderBy(asc(e.id)).limit(query.take),
    db.select().from(e).where(and(open, isOverdue, company)).orderBy(asc(e.dueDate), asc(e.id)).limit(query.take),
    db
      .select({
        today: sql<number>`count(*) filter (where ${isToday})`.mapWith(Number),
        overdue: sql<number>`count(*) filter (where ${isOverdue})`.mapWith(Number),
      })
      .from(e)
      .where(and(open, sql`${e.dueDate} <= ${today}::date`, company)),
  ]);
  return { dueToday, overdue, dueTodayCount: counts[0]?.today ?? 0, overdueCount: counts[0]?.overdue ?? 0 };
}

/* ------------------------------------------------------------------ read-model fragments (the preparer's dashboard) */

/**
 * `select id, due_date ...`: the open entries due from `from` to `to` (inclusive) of the companies `companyIds`
 * selects (null: every company), from calendar_entries_company_open_idx alone: a CTE the dashboard counts and picks
 * the soonest from.
 */
export function deadlineKeysSql(companyIds: SQL | null, from: string, to: string): SQL {
  return sql`select e.id, e.due_date from ${calendarEntries} e
    where e.state = 'open' and e.due_date between ${from}::date and ${to}::date ${companyIds ? sql`and e.company_id in (${companyIds})` : sql``}`;
}

/** `select id, company_id, title, due_date, state, kind ...` of the entries `ids` selects. */
export function calendarRowsSql(ids: SQL): SQL {
  return sql`select e.id, e.company_id, e.title, e.due_date, e.state, e.kind from ${calendarEntries} e where e.id in (${ids})`;
}
