import { sql } from 'drizzle-orm';
import type { AdminDashboardResponse, AdminSummaryResponse, CurrencyAmount, PlatformCounts } from '@quayside/contract/admin-platform';
import type { Db } from '../../db/client';
import { signInsByDayJsonSql, signInsSinceJsonSql } from '../audit/audit.service';
import { userCountsByRoleJsonSql } from '../auth/auth.service';
import { overdueCalendarEntriesSql } from '../calendar/calendar.service';
import { companiesByStatusJsonSql, incorporationsByStatusJsonSql, incorporationsInProgressSql } from '../companies/companies.service';
import { documentsWaitingSql } from '../documents/documents.service';
import { openIncorporationSessionsSql } from '../incorporation/incorporation.service';
import { revenueByMonthJsonSql, revenueSinceJsonSql } from '../payments/payments.service';
import { overdueTasksSql } from '../tasks/tasks.service';

/**
 * The admin's dashboard and system summary (part 2 section 7 Admin): counts that matter to the firm, read from the
 * owners' tables in one statement each (the owners export the SQL fragments; this audience module assembles).
 */

type Json<T> = T | string;
const parsed = <T>(v: Json<T>): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

type StatusCount = { status: string; count: number };
type Raw = {
  roles: Json<Record<string, number>>;
  companies: Json<StatusCount[]>;
  incorporations: number;
  sessions: number;
  documents: number;
  tasks: number;
  calendar: number;
  revenue_month: Json<CurrencyAmount[]>;
  revenue_year: Json<CurrencyAmount[]>;
  signins_day: Json<{ count: number; users: number }>;
  signins_month: Json<{ count: number; users: number }>;
};

/** The moments the counts are taken against, in UTC. */
function windowsOf(now: Date) {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return {
    today: now.toISOString().slice(0, 10),
    monthStart: new Date(Date.UTC(y, m, 1)).toISOString(),
    yearStart: new Date(Date.UTC(y, 0, 1)).toISOString(),
    /** The first day of the month eleven months back: twelve months with this one. */
    twelveMonthsStart: new Date(Date.UTC(y, m - 11, 1)).toISOString(),
    dayAgo: new Date(now.getTime() - 86_400_000).toISOString(),
    thirtyDaysAgo: new Date(now.getTime() - 30 * 86_400_000).toISOString(),
    /** Midnight UTC 29 days back: thirty calendar days with today. */
    thirtyDaysStart: new Date(Date.UTC(y, m, now.getUTCDate() - 29)).toISOString(),
  };
}

async function rowOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  const row = result.rows[0];
  if (!row) throw new Error('admin-platform: the read model answered no row');
  return row;
}

function countsOf(raw: Raw): PlatformCounts {
  const roles = parsed(raw.roles);
  const companies = parsed(raw.companies);
  const n = (v: unknown) => Number(v ?? 0);
  const amounts = (v: Json<CurrencyAmount[]>) => parsed(v).map((a) => ({ currency: a.currency, amountMinor: n(a.amountMinor) }));
  const day = parsed(raw.signins_day);
  const month = parsed(raw.signins_month);
  return {
    clients: { total: n(roles.client) + n(roles.nri_client), client: n(roles.client), nriClient: n(roles.nri_client) },
    staff: { admin: n(roles.admin), approver: n(roles.approver), preparer: n(roles.preparer) },
    companies: { total: companies.reduce((s, c) => s + n(c.count), 0), byStatus: companies.map((c) => ({ status: c.status, count: n(c.count) })) },
    incorporations: { inProgress: n(raw.incorporations), onboardingSessions: n(raw.sessions) },
    documentsWaiting: n(raw.documents),
    overdue: { tasks: n(raw.tasks), calendarEntries: n(raw.calendar) },
    revenue: { month: amounts(raw.revenue_month), year: amounts(raw.revenue_year) },
    signIns: { last24h: n(day.count), last30d: n(month.count), usersLast30d: n(month.users) },
  };
}

function countsQuery(w: ReturnType<typeof windowsOf>) {
  return sql`
    ${userCountsByRoleJsonSql()} as roles,
    ${companiesByStatusJsonSql()} as companies,
    ${incorporationsInProgressSql()} as incorporations,
    ${openIncorporationSessionsSql()} as sessions,
    ${documentsWaitingSql()} as documents,
    ${overdueTasksSql(w.today)} as tasks,
    ${overdueCalendarEntriesSql(w.today)} as calendar,
    ${revenueSinceJsonSql(w.monthStart)} as revenue_month,
    ${revenueSinceJsonSql(w.yearStart)} as revenue_year,
    ${signInsSinceJsonSql(w.dayAgo)} as signins_day,
    ${signInsSinceJsonSql(w.thirtyDaysAgo)} as signins_month`;
}

/** GET /api/admin/dashboard. */
export async function getAdminDashboard(db: Db, now = new Date()): Promise<AdminDashboardResponse> {
  const raw = await rowOf<Raw>(db, sql`select ${countsQuery(windowsOf(now))}`);
  return { generatedAt: now.toISOString(), counts: countsOf(raw) };
}

type SummaryRaw = Raw & {
  signins_by_day: Json<{ day: string; count: number }[]>;
  revenue_by_month: Json<{ month: string; currency: string; amountMinor: number }[]>;
  incorporations_by_status: Json<StatusCount[]>;
};

/** The days from `start` to `today` (UTC, inclusive) as YYYY-MM-DD: the chart shows a day with no sign-in as 0. */
function daysFrom(start: string, today: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(start); t <= Date.parse(`${today}T00:00:00Z`); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** GET /api/admin/summary: the dashboard's counts and the series its charts draw. */
export async function getAdminSummary(db: Db, now = new Date()): Promise<AdminSummaryResponse> {
  const w = windowsOf(now);
  const raw = await rowOf<SummaryRaw>(
    db,
    sql`select ${countsQuery(w)},
      ${signInsByDayJsonSql(w.thirtyDaysStart)} as signins_by_day,
      ${revenueByMonthJsonSql(w.twelveMonthsStart)} as revenue_by_month,
      ${incorporationsByStatusJsonSql()} as incorporations_by_status`,
  );
  const counts = countsOf(raw);
  const perDay = new Map(parsed(raw.signins_by_day).map((d) => [d.day, Number(d.count)]));
  const roles = parsed(raw.roles);
  return {
    generatedAt: now.toISOString(),
    counts,
    series: {
      signInsByDay: daysFrom(w.thirtyDaysStart, w.today).map((day) => ({ day, count: perDay.get(day) ?? 0 })),
      revenueByMonth: parsed(raw.revenue_by_month).map((r) => ({ month: r.month, currency: r.currency, amountMinor: Number(r.amountMinor) })),
      usersByRole: Object.entries(roles)
        .map(([role, count]) => ({ role, count: Number(count) }))
        .sort((a, b) => a.role.localeCompare(b.role)),
      incorporationsByStatus: parsed(raw.incorporations_by_status).map((s) => ({ status: s.status, count: Number(s.count) })),
    },
  };
}

/** The columns of the summary export. */
export const SUMMARY_CSV_COLUMNS = ['section', 'metric', 'key', 'value', 'currency'] as const;
export type SummaryCsvRecord = [string, string, string, string, string];

/** The summary as CSV records: every count, then the series, one value per row (section, metric, key, value, currency). */
export function* summaryRecords(s: AdminSummaryResponse): Generator<SummaryCsvRecord> {
  const c = s.counts;
  yield ['generated', 'generatedAt', '', s.generatedAt, ''];
  yield ['clients', 'total', '', String(c.clients.total), ''];
  yield ['clients', 'client', '', String(c.clients.client), ''];
  yield ['clients', 'nriClient', '', String(c.clients.nriClient), ''];
  for (const [role, n] of Object.entries(c.staff)) yield ['staff', role, '', String(n), ''];
  yield ['companies', 'total', '', String(c.companies.total), ''];
  for (const b of c.companies.byStatus) yield ['companies', 'byStatus', b.status, String(b.count), ''];
  yield ['incorporations', 'inProgress', '', String(c.incorporations.inProgress), ''];
  yield ['incorporations', 'onboardingSessions', '', String(c.incorporations.onboardingSessions), ''];
  for (const b of s.series.incorporationsByStatus) yield ['incorporations', 'byStatus', b.status, String(b.count), ''];
  yield ['documents', 'waitingForReview', '', String(c.documentsWaiting), ''];
  yield ['overdue', 'tasks', '', String(c.overdue.tasks), ''];
  yield ['overdue', 'calendarEntries', '', String(c.overdue.calendarEntries), ''];
  for (const r of c.revenue.month) yield ['revenue', 'thisMonthMinor', '', String(r.amountMinor), r.currency];
  for (const r of c.revenue.year) yield ['revenue', 'thisYearMinor', '', String(r.amountMinor), r.currency];
  for (const r of s.series.revenueByMonth) yield ['revenue', 'byMonthMinor', r.month, String(r.amountMinor), r.currency];
  yield ['signIns', 'last24h', '', String(c.signIns.last24h), ''];
  yield ['signIns', 'last30d', '', String(c.signIns.last30d), ''];
  yield ['signIns', 'usersLast30d', '', String(c.signIns.usersLast30d), ''];
  for (const d of s.series.signInsByDay) yield ['signIns', 'byDay', d.day, String(d.count), ''];
  for (const u of s.series.usersByRole) yield ['users', 'byRole', u.role, String(u.count), ''];
}
