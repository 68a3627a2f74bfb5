import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarStatus } from '@quayside/contract/compliance-rules';
import { clientDashboardResponseSchema, type ClientDashboard } from '@quayside/contract/client-area';
import { normalizeRole } from '@quayside/contract/roles';
import { calendarEntries, roleAssignments, tasks } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signAccessToken } from '../auth/auth.service';
import { calendarKindOf } from '../calendar/calendar.service';
import { insertCompany } from '../companies/companies.test-helpers';
import { clientDashboardJson, getClientDashboard } from './client.dashboard';

/**
 * GET /api/client/dashboard sends the statement's JSON text as it is (client.dashboard.ts): these tests prove that
 * text is exactly the contract's answer (no field the schema does not declare, every field in the schema's order)
 * and that the values made in SQL (deadline status and kind, task overdue flag and priority, the author, the
 * preparer's role and title, the edit flags) are those the former mapping in TypeScript made.
 */
let t: TestApp;
let client: Awaited<ReturnType<typeof createUser>>;
let preparer: Awaited<ReturnType<typeof createUser>>;
let companyId: string;
let token: string;
const TODAY = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  preparer = await createUser(t.db, { role: 'preparer', fullName: 'Pia "Quote" Preparer' });
  // A stored role in another case and padded: the answer gives it as normalizeRole does.
  await t.db.execute(sql`update users set role = ${' Preparer\u00a0'} where id = ${preparer.id}`);
  client = await createUser(t.db, { role: 'client', fullName: 'Cleo Client' });
  await t.db.insert(roleAssignments).values({ kind: 'preparer_client', preparerId: preparer.id, targetId: client.id });
  const company = await insertCompany(t.db, {
    name: 'Dashboard Text Pte. Ltd.',
    ownerId: client.id,
    preparerId: preparer.id,
    dashboardLocked: false,
    dashboardLockReason: 'a stale reason, not sent while unlocked',
  });
  companyId = company.id;
  // Edit flags with a key the contract does not declare: never sent.
  await t.db.execute(sql`update companies set edit_flags = '{"services": false, "company": true, "extra": "secret", "directors": true, "shareholders": false}'::jsonb where id = ${companyId}`);
  await t.db.insert(calendarEntries).values([
    { companyId, title: 'Overdue filing', dueDate: day(-3), kind: 'annual_return', source: 'staff', state: 'open' },
    { companyId, title: 'Due soon', dueDate: day(30), kind: 'no-such-kind', source: 'staff', state: 'open', description: 'line\nbreak "quoted" \\ back' },
    { companyId, title: 'Upcoming', dueDate: day(31), kind: 'agm', source: 'rule', state: 'open', reference: 'Companies Act s175' },
    { companyId, title: 'Done, not listed', dueDate: day(-10), kind: 'agm', source: 'rule', state: 'done' },
  ]);
  await t.db.insert(tasks).values([
    { userId: client.id, companyId, title: 'Overdue task', dueDate: day(-1), priority: 'high', createdById: preparer.id },
    { userId: client.id, companyId, title: 'Due today', dueDate: TODAY, priority: 'no-such-priority', createdById: preparer.id, status: 'Rejected' },
    { userId: client.id, companyId, title: 'No due date', status: 'complete (pending review)' },
    { userId: client.id, companyId, title: 'Closed, not listed', status: 'Completed', dueDate: day(-5) },
  ]);
  token = await signAccessToken(t.deps.config.jwtSecret, client, 3600);
});
afterAll(async () => {
  await t.close();
});

/** Every object's keys in the order they appear in the text (JSON.parse keeps the order of non-numeric keys). */
function keyOrders(value: unknown, path = '$', out: Record<string, string[]> = {}): Record<string, string[]> {
  if (Array.isArray(value)) value.forEach((v, i) => keyOrders(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    out[path] = Object.keys(value);
    for (const [k, v] of Object.entries(value)) keyOrders(v, `${path}.${k}`, out);
  }
  return out;
}

describe('the client dashboard as JSON text', () => {
  it('is exactly the contract-validated answer: same values, no undeclared field, the schema order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client/dashboard', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const sent: unknown = JSON.parse(res.payload);
    const validated = clientDashboardResponseSchema.parse(sent);
    // zod drops every field the schema does not declare: equal values (and keys) mean there is none.
    expect(sent).toStrictEqual(validated);
    expect(keyOrders(sent)).toEqual(keyOrders(validated));
    // The serialiser's output (JSON.stringify of zod's answer) and the text are the same JSON text, whitespace aside.
    expect(JSON.stringify(sent)).toBe(JSON.stringify(validated));
    // And the same as the service's answer as an object (the admin's view), and as its text.
    const d = (sent as { dashboard: ClientDashboard }).dashboard;
    expect(await getClientDashboard(t.db, client)).toStrictEqual(d);
    expect(JSON.parse(await clientDashboardJson(t.db, client))).toStrictEqual(sent);
  });

  it('makes in SQL the values the TypeScript mapping made', async () => {
    const d = await getClientDashboard(t.db, client, companyId);
    expect(d.user).toEqual({ id: client.id, fullName: client.fullName, email: client.email });
    expect(d.company?.dashboardLockReason).toBeNull();
    expect(d.company?.dashboardLockedAt).toBeNull();
    expect(d.company?.editFlags).toEqual({ company: true, directors: true, shareholders: false, services: false });
    expect(Object.keys(d.company?.editFlags ?? {})).toEqual(['company', 'directors', 'shareholders', 'services']);

    // Deadlines: calendarStatus as of today, calendarKindOf, no completion time; open entries only, by due date.
    expect(d.nextDeadlines.map((e) => e.title)).toEqual(['Overdue filing', 'Due soon', 'Upcoming']);
    for (const e of d.nextDeadlines) {
      expect(e.status).toBe(calendarStatus({ dueDate: e.dueDate, state: 'open' }, TODAY));
      expect(e.completedAt).toBeNull();
    }
    expect(d.nextDeadlines.map((e) => e.status)).toEqual(['overdue', 'due_soon', 'upcoming']);
    expect(d.nextDeadlines.map((e) => e.kind)).toEqual(['annual_return', calendarKindOf('no-such-kind'), 'agm']);
    expect(d.nextDeadlines[1]?.description).toBe('line\nbreak "quoted" \\ back');
    expect(d.nextDeadlines[2]).toMatchObject({ source: 'rule', reference: 'Companies Act s175', periodEnd: null, companyId });

    // Tasks: open ones, most urgent first; overdue only before today; an unknown priority is 'normal'.
    expect(d.openTasks.map((x) => [x.title, x.isOverdue, x.priority, x.status])).toEqual([
      ['Overdue task', true, 'high', 'Pending'],
      ['Due today', false, 'normal', 'Rejected'],
      ['No due date', false, 'normal', 'complete (pending review)'],
    ]);
    expect(d.openTasks[0]).toMatchObject({
      assignedBy: { id: preparer.id, fullName: preparer.fullName },
      companyName: 'Dashboard Text Pte. Ltd.',
      requirementsTotal: 0,
      requirementsUploaded: 0,
    });
    expect(d.openTasks[2]?.assignedBy).toBeNull();
    expect(d.counts).toMatchObject({ openTasks: 3, overdueDeadlines: 1 });

    // The preparer: their role as normalizeRole gives it, and the title.
    expect(d.preparer).toEqual({ id: preparer.id, fullName: preparer.fullName, role: normalizeRole(' Preparer\u00a0'), email: preparer.email, title: 'Your preparer' });
    expect(d.preparer?.role).toBe('preparer');
  });

  it('gives an author with an empty name no assignedBy, and a locked company its reason and time', async () => {
    const author = await createUser(t.db, { role: 'preparer', fullName: '' });
    await t.db.insert(tasks).values({ userId: client.id, companyId, title: 'Nameless author', dueDate: day(-400), createdById: author.id });
    await t.db.execute(sql`update companies set dashboard_locked = true, dashboard_locked_at = now() where id = ${companyId}`);
    try {
      const d = await getClientDashboard(t.db, client, companyId);
      expect(d.openTasks[0]).toMatchObject({ title: 'Nameless author', assignedBy: null, isOverdue: true });
      expect(d.company?.dashboardLockReason).toBe('a stale reason, not sent while unlocked');
      expect(d.company?.dashboardLockedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    } finally {
      await t.db.execute(sql`update companies set dashboard_locked = false where id = ${companyId}`);
      await t.db.execute(sql`delete from tasks where title = 'Nameless author'`);
    }
  });

  it('answers 404 for a company the client does not own, and an empty dashboard without companies', async () => {
    const other = await insertCompany(t.db, { name: 'Not Theirs Ltd.', ownerId: preparer.id });
    const res = await t.app.inject({ method: 'GET', url: `/api/client/dashboard?companyId=${other.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(404);
    const lonely = await createUser(t.db, { role: 'client', fullName: 'Lonely Client' });
    const d = await getClientDashboard(t.db, lonely);
    expect(d).toMatchObject({ company: null, companies: [], nextDeadlines: [], openTasks: [], recentNotifications: [], preparer: null });
  });
});
