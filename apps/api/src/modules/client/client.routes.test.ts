import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMessages } from '@quayside/contract/messages';
import type { CalendarEntry } from '@quayside/contract/calendar';
import type { ClientDashboard, InsightsResponse, StatusSummary } from '@quayside/contract/client-area';
import { calendarEntries, companies, notifications } from '../../db/schema/index';
import type { Actor } from '../auth/auth.service';
import { createUser } from '../../test/factories';
import { signAccessToken } from '../auth/auth.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, insertCompany, type World } from '../companies/companies.test-helpers';
import { addCompanyCalendarEntry, rollCompanyCalendars, updateCompanyCalendarEntry } from '../companies/companies.service';
import { syncComplianceCalendar, updateCalendarEntry, addCalendarEntry } from '../calendar/calendar.service';
import { issueInvoice } from '../invoices/invoices.service';
import { createNotification } from '../notifications/notifications.service';
import { createAction } from '../actions/actions.service';
import { saveInsightRecommendation } from '../insights/insights.service';
import { createTask } from '../tasks/tasks.service';

let t: TestApp;
let w: World;
const ok = clientMessages.success;
const actor = (u: World['preparerA']): Actor => ({ id: u.id, email: u.email, fullName: u.fullName, role: u.role as Actor['role'], user: u });
let invoiceA: string;
let invoiceB: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  await syncComplianceCalendar(t.db, w.companyA, '2026-11-22');
  await createTask(t.db, actor(w.preparerA), { companyId: w.companyA.id, title: 'Sign the AGM minutes', dueDate: '2030-01-01' });
  await createTask(t.db, actor(w.preparerB), { companyId: w.companyB.id, title: 'Bravo only' });
  invoiceA = (await issueInvoice(t.db, { userId: w.clientA.id, companyId: w.companyA.id, currency: 'USD', paid: false, lines: [{ description: 'Corporate secretary (annual)', unitPriceMinor: 90000 }] })).id;
  await issueInvoice(t.db, { userId: w.clientA.id, companyId: w.companyA.id, currency: 'USD', paid: true, lines: [{ description: 'Incorporation package', unitPriceMinor: 125000 }] });
  invoiceB = (await issueInvoice(t.db, { userId: w.clientB.id, companyId: w.companyB.id, currency: 'USD', paid: false, lines: [{ description: 'Bravo invoice', unitPriceMinor: 5000 }] })).id;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/client/dashboard', () => {
  it('answers from the client\'s records: company, counts, deadlines, tasks, notifications, preparer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client/dashboard', headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(200);
    const d = res.json().dashboard as ClientDashboard;
    expect(d.user).toMatchObject({ id: w.clientA.id, fullName: 'Clara Client' });
    expect(d.company?.id).toBe(w.companyA.id);
    expect(d.companies).toEqual([{ id: w.companyA.id, name: w.companyA.name }]);
    expect(d.counts).toMatchObject({ openTasks: 1, tasksPendingReview: 0, unreadNotifications: 1, unacknowledgedActions: 1, unpaidInvoices: 1 });
    expect(d.openTasks.map((x) => x.title)).toEqual(['Sign the AGM minutes']);
    expect(d.recentNotifications[0]?.title).toBe('New task: Sign the AGM minutes');
    expect(d.nextDeadlines.length).toBeGreaterThan(0);
    expect(d.preparer).toMatchObject({ id: w.preparerA.id, fullName: 'Priya Preparer', role: 'preparer' });
  });

  it('answers 404 for another client\'s company and 403 for staff', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/client/dashboard?companyId=${w.companyB.id}`, headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Bravo');
    expect((await t.app.inject({ method: 'GET', url: '/api/client/dashboard', headers: w.auth(w.preparerA) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/client/dashboard?companyId=nope', headers: w.auth(w.clientA) })).statusCode).toBe(400);
  });

  it('works for a client without a company yet', async () => {
    const fresh = await createUser(t.db, { role: 'client' });
    const token = await signAccessToken(t.deps.config.jwtSecret, fresh, 600);
    const res = await t.app.inject({ method: 'GET', url: '/api/client/dashboard', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().dashboard).toMatchObject({ company: null, companies: [], preparer: null, counts: { openTasks: 0 } });
    const company = await t.app.inject({ method: 'GET', url: '/api/client/company', headers: { authorization: `Bearer ${token}` } });
    expect(company.json()).toEqual({ company: null, companies: [] });
    const summary = await t.app.inject({ method: 'GET', url: '/api/client/status/summary', headers: { authorization: `Bearer ${token}` } });
    expect(summary.json()).toEqual({ summary: null });
  });
});

describe('GET /api/client/company', () => {
  it('gives the client\'s company in full, and 404 for another\'s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client/company', headers: w.auth(w.clientA) });
    expect(res.json().company).toMatchObject({ id: w.companyA.id, directors: [], owner: { id: w.clientA.id } });
    expect((await t.app.inject({ method: 'GET', url: `/api/client/company?companyId=${w.companyB.id}`, headers: w.auth(w.clientA) })).statusCode).toBe(404);
  });
});

describe('GET /api/client/status/summary', () => {
  it('shows the incorporation path as done with dates, then the compliance period as steps', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client/status/summary', headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(200);
    const s = res.json().summary as StatusSummary;
    const incorporation = s.steps.filter((x) => x.key.startsWith('incorporation.'));
    expect(incorporation.map((x) => x.state)).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
    expect(incorporation.at(-1)).toMatchObject({ label: 'Incorporated', date: '2025-03-14' });
    const compliance = s.steps.filter((x) => x.key.startsWith('compliance.'));
    expect(compliance.length).toBeGreaterThan(0);
    expect(compliance.filter((x) => x.state === 'current')).toHaveLength(1);
    expect(s.compliance.nextDue).not.toBeNull();
  });

  it('marks where an application in progress stands', async () => {
    const c = await insertCompany(t.db, { ownerId: w.clientA.id, preparerId: w.preparerA.id, status: 'onboarding', incorporationStatus: 'pending', incorporationDate: null, name: 'In Progress Pte. Ltd.' });
    await t.app.inject({ method: 'PUT', url: `/api/companies/${c.id}`, headers: w.auth(w.preparerA), payload: { incorporationStatus: 'kyc_review' } });
    const res = await t.app.inject({ method: 'GET', url: `/api/client/status/summary?companyId=${c.id}`, headers: w.auth(w.clientA) });
    const steps = (res.json().summary as StatusSummary).steps;
    expect(steps.map((x) => x.state)).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming', 'upcoming']);
    expect(steps[2]?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await t.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, c.id));
  });
});

describe('GET /api/client/calendar', () => {
  it('lists the rule-generated deadlines with status, plus staff entries; recalculated entries keep done ones', async () => {
    const staff = await addCalendarEntry(t.db, w.companyA.id, { title: 'Board meeting: approve accounts', dueDate: '2027-02-15', kind: 'other' }, actor(w.preparerA));
    const res = await t.app.inject({ method: 'GET', url: '/api/client/calendar', headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as CalendarEntry[];
    const agm2025 = items.find((e) => e.kind === 'agm' && e.periodEnd === '2025-12-31');
    expect(agm2025).toMatchObject({ dueDate: '2026-06-30', source: 'rule', reference: expect.stringContaining('s175') });
    expect(items.find((e) => e.id === staff.id)).toMatchObject({ source: 'staff', title: 'Board meeting: approve accounts' });
    const eci = items.find((e) => e.kind === 'estimated_income' && e.periodEnd === '2025-12-31');
    if (!eci) throw new Error('ECI entry missing');
    await updateCalendarEntry(t.db, eci.id, { state: 'done' }, actor(w.preparerA));
    await syncComplianceCalendar(t.db, { ...w.companyA, financialYearEnd: '12-31' }, '2026-11-22');
    const after = (await t.app.inject({ method: 'GET', url: '/api/client/calendar?openOnly=false', headers: w.auth(w.clientA) })).json().items as CalendarEntry[];
    expect(after.find((e) => e.id === eci.id)?.status).toBe('done');
    const window = (await t.app.inject({ method: 'GET', url: '/api/client/calendar?from=2027-01-01&to=2027-12-31&openOnly=true', headers: w.auth(w.clientA) })).json().items as CalendarEntry[];
    expect(window.every((e) => e.dueDate >= '2027-01-01' && e.dueDate <= '2027-12-31' && e.status !== 'done')).toBe(true);
  });

  it('lets only staff who reach the company add or update entries', async () => {
    const made = await addCompanyCalendarEntry(t.db, w.companyA.id, { title: 'Renew the business licence', dueDate: '2027-03-01' }, actor(w.preparerA));
    await expect(addCompanyCalendarEntry(t.db, w.companyA.id, { title: 'x', dueDate: '2027-03-01' }, actor(w.preparerB))).rejects.toMatchObject({ statusCode: 404 });
    await expect(addCompanyCalendarEntry(t.db, w.companyA.id, { title: 'x', dueDate: '2027-03-01' }, actor(w.clientA))).rejects.toMatchObject({ statusCode: 403 });
    await expect(updateCompanyCalendarEntry(t.db, made.id, { state: 'done' }, actor(w.preparerB))).rejects.toMatchObject({ statusCode: 404 });
    const done = await updateCompanyCalendarEntry(t.db, made.id, { state: 'not_applicable' }, actor(w.preparerA));
    expect(done.status).toBe('not_applicable');
  });

  it('validates the query and refuses another client\'s company', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/client/calendar?from=2027-13-01', headers: w.auth(w.clientA) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/client/calendar?companyId=${w.companyB.id}`, headers: w.auth(w.clientA) })).statusCode).toBe(404);
  });

  it('reads never write: a company created elsewhere gets its calendar from the scheduled roll-forward', async () => {
    const c = await insertCompany(t.db, { ownerId: w.clientB.id, preparerId: w.preparerB.id, jurisdiction: 'AE', incorporationDate: '2024-05-10', companyType: 'free_zone', name: 'Dubai Creek Trading FZCO' });
    const entriesOf = () => t.db.select().from(calendarEntries).where(eq(calendarEntries.companyId, c.id));
    expect(await entriesOf()).toHaveLength(0);
    // The GETs that used to sync on read (calendar, status summary, insights, dashboard) leave the calendar as it is.
    for (const url of [`/api/client/calendar?companyId=${c.id}`, `/api/client/status/summary?companyId=${c.id}`, `/api/client/insights?companyId=${c.id}`, `/api/client/dashboard?companyId=${c.id}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: w.auth(w.clientB) })).statusCode).toBe(200);
    }
    expect(await entriesOf()).toHaveLength(0);
    // The job (calendar-roll) syncs every company never synced, or synced a week ago or more.
    expect(await rollCompanyCalendars(t.db)).toBeGreaterThanOrEqual(1);
    const res = await t.app.inject({ method: 'GET', url: `/api/client/calendar?companyId=${c.id}`, headers: w.auth(w.clientB) });
    const items = res.json().items as CalendarEntry[];
    expect(items.find((e) => e.kind === 'tax_registration')?.dueDate).toBe('2024-08-10');
    expect(items.some((e) => e.kind === 'tax_return')).toBe(true);
    // Fresh companies are left alone by the next run.
    expect(await rollCompanyCalendars(t.db)).toBe(0);
  });
});

describe('notifications: GET /api/client/notifications, PUT /api/client/notification/:id/read', () => {
  it('lists newest first with the unread count, marks one read, and refuses another user\'s', async () => {
    await createNotification(t.db, { userId: w.clientA.id, title: 'Payment received', message: 'We received USD 1,250.00.', type: 'payment' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/client/notifications', headers: w.auth(w.clientA) })).json();
    expect(list.items[0]).toMatchObject({ title: 'Payment received', isRead: false, type: 'payment' });
    const before = list.unreadCount as number;
    const id = list.items[0].id as string;
    const res = await t.app.inject({ method: 'PUT', url: `/api/client/notification/${id}/read`, headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ok.notificationRead, notification: { id, isRead: true }, unreadCount: before - 1 });
    const again = await t.app.inject({ method: 'PUT', url: `/api/client/notification/${id}/read`, headers: w.auth(w.clientA) });
    expect(again.json().unreadCount).toBe(before - 1);
    const foreign = await t.app.inject({ method: 'PUT', url: `/api/client/notification/${id}/read`, headers: w.auth(w.clientB) });
    expect(foreign.statusCode).toBe(404);
    const bList = (await t.app.inject({ method: 'GET', url: '/api/client/notifications', headers: w.auth(w.clientB) })).json();
    expect(bList.items.some((n: { id: string }) => n.id === id)).toBe(false);
  });

  it('pages, filters unread, and marks all read', async () => {
    for (let i = 0; i < 3; i += 1) await createNotification(t.db, { userId: w.clientA.id, title: `Note ${i}`, message: 'm' });
    const page = (await t.app.inject({ method: 'GET', url: '/api/client/notifications?limit=2&unreadOnly=true', headers: w.auth(w.clientA) })).json();
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();
    const all = await t.app.inject({ method: 'PUT', url: '/api/client/notifications/read-all', headers: w.auth(w.clientA) });
    expect(all.json()).toMatchObject({ message: ok.markedRead, unreadCount: 0 });
    expect(all.json().updated).toBeGreaterThanOrEqual(3);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, w.clientB.id));
    expect(rows.some((r) => !r.isRead)).toBe(true);
  });
});

describe('actions: GET /api/client/actions, POST /api/client/actions/:id/ack', () => {
  it('answers the action centre (actions and open tasks) and acknowledges an action', async () => {
    const made = await createAction(t.db, { userId: w.clientA.id, title: 'Confirm your registered address', message: 'Is 10 Anson Road still correct?', type: 'request', createdById: w.preparerA.id });
    const centre = (await t.app.inject({ method: 'GET', url: '/api/client/actions', headers: w.auth(w.clientA) })).json();
    expect(centre.actions.map((a: { id: string }) => a.id)).toContain(made.id);
    expect(centre.tasks.map((x: { title: string }) => x.title)).toEqual(['Sign the AGM minutes']);
    const count = centre.unacknowledgedCount as number;
    const res = await t.app.inject({ method: 'POST', url: `/api/client/actions/${made.id}/ack`, headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ok.actionAcknowledged, action: { id: made.id, clientAck: true, createdBy: { id: w.preparerA.id } } });
    const after = (await t.app.inject({ method: 'GET', url: '/api/client/actions', headers: w.auth(w.clientA) })).json();
    expect(after.unacknowledgedCount).toBe(count - 1);
    expect((await t.app.inject({ method: 'POST', url: `/api/client/actions/${made.id}/ack`, headers: w.auth(w.clientB) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/client/actions', headers: w.auth(w.clientB) })).json().actions.some((a: { id: string }) => a.id === made.id)).toBe(false);
  });
});

describe('invoices: GET /api/client/invoices, /:id, /:id/pdf', () => {
  it('lists the client\'s invoices (paid and unpaid) and serves the PDF', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client/invoices', headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(200);
    const { invoices } = res.json();
    expect(invoices).toHaveLength(2);
    expect(invoices.map((i: { status: string }) => i.status).sort()).toEqual(['issued', 'paid']);
    const unpaid = (await t.app.inject({ method: 'GET', url: '/api/client/invoices?status=issued', headers: w.auth(w.clientA) })).json();
    expect(unpaid.invoices.map((i: { id: string }) => i.id)).toEqual([invoiceA]);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/client/invoices/${invoiceA}/pdf`, headers: w.auth(w.clientA) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for another client\'s invoice and its PDF, never the data', async () => {
    const one = await t.app.inject({ method: 'GET', url: `/api/client/invoices/${invoiceB}`, headers: w.auth(w.clientA) });
    expect(one.statusCode).toBe(404);
    expect(one.body).not.toContain('Bravo invoice');
    expect((await t.app.inject({ method: 'GET', url: `/api/client/invoices/${invoiceB}/pdf`, headers: w.auth(w.clientA) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/client/invoices', headers: w.auth(w.clientA) })).body).not.toContain(invoiceB);
  });
});

describe('GET /api/client/insights and /api/client/chat-agents', () => {
  it('gives the staff recommendation and insights from the records', async () => {
    await saveInsightRecommendation(t.db, { userId: w.clientA.id, content: 'Consider the Start-up Tax Exemption for YA 2026.', createdById: w.preparerA.id });
    const res = await t.app.inject({ method: 'GET', url: '/api/client/insights', headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as InsightsResponse;
    expect(body.recommendation).toMatchObject({ content: 'Consider the Start-up Tax Exemption for YA 2026.', createdBy: { id: w.preparerA.id } });
    expect(body.items.some((i) => i.kind === 'invoice')).toBe(true);
    const ranks = body.items.map((i) => ({ critical: 0, warning: 1, info: 2 })[i.severity]);
    expect([...ranks].sort()).toEqual(ranks);
    const other = (await t.app.inject({ method: 'GET', url: '/api/client/insights', headers: w.auth(w.clientB) })).json() as InsightsResponse;
    expect(other.recommendation).toBeNull();
  });

  it('lists the preparer and the approver above, with names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client/chat-agents', headers: w.auth(w.clientA) });
    expect(res.json().agents).toEqual([
      { id: w.preparerA.id, fullName: 'Priya Preparer', role: 'preparer', email: w.preparerA.email, title: 'Your preparer' },
      { id: w.approver.id, fullName: 'Aaron Approver', role: 'approver', email: w.approver.email, title: 'Reviewing approver' },
    ]);
    const b = await t.app.inject({ method: 'GET', url: '/api/client/chat-agents', headers: w.auth(w.clientB) });
    expect(b.json().agents.map((a: { id: string }) => a.id)).toEqual([w.preparerB.id]);
  });
});
