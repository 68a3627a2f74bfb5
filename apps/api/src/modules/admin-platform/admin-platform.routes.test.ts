import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboardResponse, AdminMetricsResponse, AdminSummaryResponse, AuditLogsResponse } from '@quayside/contract/admin-platform';
import { CURSOR_INVALID_MESSAGE, encodeCursor } from '@quayside/contract/cursor';
import { auditLogs, calendarEntries, documents, payments, tasks } from '../../db/schema/index';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signAccessToken } from '../auth/auth.service';
import { createWorld, type World } from '../companies/companies.test-helpers';

const METRICS_TOKEN = 'metrics-token-for-the-scraper-0123456789';

let t: TestApp;
let w: World;
let nriAuth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN });
  w = await createWorld(t);
  const nri = await createUser(t.db, { role: 'nri_client' });
  nriAuth = { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, nri, 3600)}` };
});
afterAll(async () => {
  await t.close();
});

const admin = () => w.auth(w.admin);
const nonAdmins = () => [
  ['preparer', w.auth(w.preparerA)],
  ['approver', w.auth(w.approver)],
  ['client', w.auth(w.clientA)],
  ['nri_client', nriAuth],
] as const;
const get = (url: string, headers: Record<string, string> = admin()) => t.app.inject({ method: 'GET', url, headers });
const dashboard = async () => {
  const res = await get('/api/admin/dashboard');
  expect(res.statusCode).toBe(200);
  return res.json<AdminDashboardResponse>().counts;
};
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
/** Parses CSV text as written by csv-stringify (quoted cells may hold commas, quotes and newlines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      endCell();
    } else if (!quoted && ch === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else {
      cell += ch;
    }
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

const PLATFORM_ROUTES = [
  '/api/admin/dashboard',
  '/api/admin/summary',
  '/api/admin/summary/export',
  '/api/admin/metrics',
  '/api/admin/audit-logs',
  '/api/admin/audit-logs/export',
  '/metrics',
];

describe('admin platform routes: who may call them', () => {
  it('refuses every role but admin (403) and anonymous callers (401)', async () => {
    for (const url of PLATFORM_ROUTES) {
      for (const [role, headers] of nonAdmins()) {
        const res = await get(url, headers);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
      expect((await get(url, {})).statusCode, `anonymous ${url}`).toBe(401);
    }
  });
});

describe('GET /api/admin/dashboard', () => {
  it('counts clients, companies, incorporations, documents, overdue work, revenue and sign-ins from the records', async () => {
    const before = await dashboard();
    expect(before.clients.client).toBeGreaterThanOrEqual(2);
    expect(before.companies.total).toBeGreaterThanOrEqual(2);

    await createUser(t.db, { role: 'client' });
    await createUser(t.db, { role: 'nri_client' });
    await t.db.insert(documents).values({ ownerId: w.clientA.id, companyId: w.companyA.id, name: 'Passport', status: 'Pending' });
    await t.db.insert(documents).values({ ownerId: w.clientA.id, companyId: w.companyA.id, name: 'Old', status: 'Approved' });
    await t.db.insert(tasks).values([
      { userId: w.clientA.id, companyId: w.companyA.id, title: 'Late', status: 'Pending', dueDate: isoDaysAgo(3) },
      { userId: w.clientA.id, companyId: w.companyA.id, title: 'Late but done', status: 'Completed', dueDate: isoDaysAgo(3) },
      { userId: w.clientA.id, companyId: w.companyA.id, title: 'Not yet due', status: 'Pending', dueDate: isoDaysAgo(-5) },
    ]);
    await t.db.insert(calendarEntries).values([
      { companyId: w.companyA.id, title: 'Late return', source: 'staff', dueDate: isoDaysAgo(2), state: 'open' },
      { companyId: w.companyA.id, title: 'Filed return', source: 'staff', dueDate: isoDaysAgo(2), state: 'done' },
    ]);
    const paid = { provider: 'test' as const, purpose: 'invoice' as const, referenceId: 'ref', status: 'paid' as const, paidAt: new Date() };
    await t.db.insert(payments).values([
      { ...paid, amountMinor: 12_345, currency: 'USD' },
      { ...paid, amountMinor: 500, currency: 'SGD' },
      { ...paid, amountMinor: 999, currency: 'USD', status: 'refunded' },
      { ...paid, amountMinor: 777, currency: 'USD', status: 'created', paidAt: null },
    ]);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: w.clientB.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);

    const after = await dashboard();
    expect(after.clients.client - before.clients.client).toBe(1);
    expect(after.clients.nriClient - before.clients.nriClient).toBe(1);
    expect(after.clients.total - before.clients.total).toBe(2);
    expect(after.documentsWaiting - before.documentsWaiting).toBe(1);
    expect(after.overdue.tasks - before.overdue.tasks).toBe(1);
    expect(after.overdue.calendarEntries - before.overdue.calendarEntries).toBe(1);
    const amount = (list: { currency: string; amountMinor: number }[], c: string) => list.find((a) => a.currency === c)?.amountMinor ?? 0;
    expect(amount(after.revenue.month, 'USD') - amount(before.revenue.month, 'USD')).toBe(12_345);
    expect(amount(after.revenue.year, 'SGD') - amount(before.revenue.year, 'SGD')).toBe(500);
    expect(after.signIns.last24h - before.signIns.last24h).toBe(1);
    expect(after.signIns.usersLast30d).toBeGreaterThanOrEqual(1);
    expect(after.companies.byStatus.reduce((s, b) => s + b.count, 0)).toBe(after.companies.total);
  });
});

describe('GET /api/admin/summary', () => {
  it('answers the counts and the series of its charts: 30 days of sign-ins, revenue per month, users per role', async () => {
    const res = await get('/api/admin/summary');
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminSummaryResponse>();
    expect(body.series.signInsByDay).toHaveLength(30);
    expect(body.series.signInsByDay.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
    expect(body.series.signInsByDay.reduce((s, d) => s + d.count, 0)).toBe(body.counts.signIns.last30d);
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(body.series.revenueByMonth).toContainEqual({ month: thisMonth, currency: 'USD', amountMinor: body.counts.revenue.month.find((r) => r.currency === 'USD')?.amountMinor });
    expect(body.series.usersByRole.find((r) => r.role === 'admin')?.count).toBe(body.counts.staff.admin);
  });
});

describe('GET /api/admin/summary/export', () => {
  it('downloads the summary as a CSV attachment', async () => {
    const res = await get('/api/admin/summary/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="quayside-summary-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['section', 'metric', 'key', 'value', 'currency']);
    const summary = (await get('/api/admin/summary')).json<AdminSummaryResponse>();
    expect(rows).toContainEqual(['clients', 'total', '', String(summary.counts.clients.total), '']);
    expect(rows.filter((r) => r[1] === 'byDay')).toHaveLength(30);
    expect(rows.some((r) => r[0] === 'revenue' && r[1] === 'thisMonthMinor' && r[4] === 'USD')).toBe(true);
  });
});

describe('GET /api/admin/metrics and GET /metrics', () => {
  it('answers request counts, error rate, latency, job queue depth and database size', async () => {
    await get('/api/admin/dashboard');
    await get('/api/admin/audit-logs?cursor=not-a-cursor');
    const res = await get('/api/admin/metrics');
    expect(res.statusCode).toBe(200);
    const m = res.json<AdminMetricsResponse>();
    expect(m.requests.total).toBeGreaterThan(0);
    expect(m.requests.clientErrors).toBeGreaterThan(0);
    expect(m.requests.errorRate).toBeGreaterThanOrEqual(0);
    expect(m.requests.errorRate).toBeLessThanOrEqual(1);
    expect(m.requests.p95Ms).not.toBeNull();
    expect(m.requests.p95Ms ?? 0).toBeGreaterThanOrEqual(m.requests.p50Ms ?? 0);
    expect(m.latencyBuckets.reduce((s, b) => s + b.count, 0)).toBe(m.requests.total);
    expect(m.byStatusClass.reduce((s, b) => s + b.count, 0)).toBe(m.requests.total);
    expect(m.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(m.jobs).toEqual({ queued: expect.any(Number), active: expect.any(Number), failed: expect.any(Number) });
  });

  it('counts the queued jobs of pg-boss when its schema exists', async () => {
    await t.db.execute(sql`create schema if not exists pgboss`);
    await t.db.execute(sql`create table if not exists pgboss.job (id uuid primary key default gen_random_uuid(), state text not null)`);
    await t.db.execute(sql`insert into pgboss.job (state) values ('created'), ('retry'), ('active'), ('failed'), ('completed')`);
    const m = (await get('/api/admin/metrics')).json<AdminMetricsResponse>();
    expect(m.jobs).toEqual({ queued: 2, active: 1, failed: 1 });
  });

  it('serves Prometheus text to an admin and to the metrics token, and refuses anyone else', async () => {
    const asAdmin = await get('/metrics');
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(asAdmin.body).toContain('quayside_http_requests_total{method="GET",route="/api/admin/dashboard",status_code="200"}');
    expect(asAdmin.body).toContain('quayside_http_request_duration_seconds_bucket');
    expect(asAdmin.body).toMatch(/quayside_database_size_bytes \d+/);
    expect(asAdmin.body).toContain('quayside_job_queue_depth{state="queued"} 2');

    const scraper = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('quayside_http_requests_total');

    expect((await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}x` })).statusCode).toBe(401);
    expect((await get('/metrics', { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    expect((await get('/metrics', w.auth(w.clientA))).statusCode).toBe(403);
  });

  it('takes no token when METRICS_TOKEN is unset: admins only', async () => {
    const other = await createTestApp();
    try {
      const res = await other.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(res.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/admin/audit-logs', () => {
  const base = Date.parse('2026-03-10T12:00:00Z');
  beforeAll(async () => {
    // 30 rows over 30 days for the filters: two actors, three actions, two targets.
    await t.db.insert(auditLogs).values(
      Array.from({ length: 30 }, (_, i) => ({
        actorId: i % 2 === 0 ? w.admin.id : w.preparerA.id,
        actorRole: i % 2 === 0 ? 'admin' : 'preparer',
        action: ['test.alpha', 'test.beta', 'test.gamma'][i % 3] ?? 'test.alpha',
        targetType: i % 5 === 0 ? 'company' : 'user',
        targetId: i % 5 === 0 ? w.companyA.id : w.clientA.id,
        ip: '10.0.0.1',
        meta: { i },
        createdAt: new Date(base + i * 86_400_000),
      })),
    );
  });
  const list = async (qs: string) => {
    const res = await get(`/api/admin/audit-logs?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditLogsResponse>();
  };
  const mine = (r: AuditLogsResponse) => r.logs.filter((l) => l.action.startsWith('test.'));

  it('answers newest first with the actor named, and pages by cursor without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AuditLogsResponse = await list(`from=2026-03-01&to=2026-04-30&take=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.hasMore).toBe(page.nextCursor !== null);
      seen.push(...page.logs.map((l) => l.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(5);
    expect(new Set(seen).size).toBe(30);
    const all = await list('from=2026-03-01&to=2026-04-30&take=200');
    expect(all.logs.map((l) => l.id)).toEqual(seen);
    const times = all.logs.map((l) => l.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const first = all.logs[0];
    expect(first).toMatchObject({ action: 'test.gamma', actorId: w.preparerA.id, actorEmail: w.preparerA.email, actorName: w.preparerA.fullName, meta: { i: 29 } });
  });

  it('filters by actor (id or e-mail), action, target and date range', async () => {
    expect(mine(await list(`actor=${w.admin.id}&take=200`)).length).toBe(15);
    expect(mine(await list(`actor=${encodeURIComponent(w.preparerA.email.toUpperCase())}&take=200`)).length).toBe(15);
    expect((await list('actor=nobody@example.com')).logs).toEqual([]);
    expect((await list('action=test.beta&take=200')).logs).toHaveLength(10);
    expect((await list(`targetType=company&targetId=${w.companyA.id}&take=200`)).logs.filter((l) => l.action.startsWith('test.'))).toHaveLength(6);
    expect(mine(await list('targetType=company&take=200')).every((l) => l.targetType === 'company')).toBe(true);
    // Inclusive days: 2026-03-10 is i=0, 2026-03-12 is i=2.
    const range = await list('from=2026-03-10&to=2026-03-12&take=200');
    expect(range.logs.map((l) => l.meta.i)).toEqual([2, 1, 0]);
    const combined = await list(`action=test.alpha&actor=${w.admin.id}&from=2026-03-10&to=2026-04-30&take=200`);
    expect(combined.logs.map((l) => l.meta.i)).toEqual([24, 18, 12, 6, 0]);
  });

  it('answers 400 to a bad cursor, a cursor of another list, a reversed range and a bad take', async () => {
    const bad = await get('/api/admin/audit-logs?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: CURSOR_INVALID_MESSAGE });
    const uuidCursor = encodeCursor({ ts: '2026-03-10 12:00:00+00', id: w.admin.id });
    expect((await get(`/api/admin/audit-logs?cursor=${uuidCursor}`)).statusCode).toBe(400);
    const reversed = await get('/api/admin/audit-logs?from=2026-03-12&to=2026-03-10');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain('The start date must be on or before the end date');
    expect((await get('/api/admin/audit-logs?from=2026-02-31')).statusCode).toBe(400);
    expect((await get('/api/admin/audit-logs?take=0')).statusCode).toBe(400);
    expect((await get('/api/admin/audit-logs?take=201')).statusCode).toBe(400);
  });

  it('rejects a uuid-keyed cursor on the uuid lists too (a bigint cursor is only the audit log)', async () => {
    const bigintCursor = encodeCursor({ ts: '2026-03-10 12:00:00+00', id: '12345' });
    const res = await get(`/api/admin/users/clients?cursor=${bigintCursor}`);
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/admin/audit-logs/export', () => {
  it("downloads the rows matching the list's filters as CSV, newest first, formulas neutralised", async () => {
    await t.db.insert(auditLogs).values({ action: 'test.csv', targetType: 'user', targetId: '=HYPERLINK("x")', meta: { note: 'a, "quoted"\nline' }, createdAt: new Date('2026-05-01T00:00:00Z') });
    const res = await get('/api/admin/audit-logs/export?action=test.beta');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="quayside-audit-logs-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['id', 'created_at', 'actor_id', 'actor_email', 'actor_role', 'action', 'target_type', 'target_id', 'ip', 'meta']);
    expect(rows).toHaveLength(11);
    expect(rows.slice(1).every((r) => r[5] === 'test.beta')).toBe(true);
    const listed = (await get('/api/admin/audit-logs?action=test.beta&take=200')).json<AuditLogsResponse>();
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.logs.map((l) => l.id));

    const odd = parseCsv((await get('/api/admin/audit-logs/export?action=test.csv')).body);
    expect(odd[1]?.[7]).toBe(`'=HYPERLINK("x")`);
    expect(JSON.parse(odd[1]?.[9] ?? '{}')).toEqual({ note: 'a, "quoted"\nline' });
  });

  it('answers 400 to a reversed range and a header-only file when nothing matches', async () => {
    expect((await get('/api/admin/audit-logs/export?from=2026-03-12&to=2026-03-10')).statusCode).toBe(400);
    const empty = await get('/api/admin/audit-logs/export?actor=nobody@example.com');
    expect(empty.statusCode).toBe(200);
    expect(parseCsv(empty.body)).toHaveLength(1);
  });
});
