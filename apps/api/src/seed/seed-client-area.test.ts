import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientDashboard, ListTasksResponse, TaskDetailResponse } from '@quayside/contract/client-area';
import type { ItrStatus } from '@quayside/contract/nri-area';
import type { AssignedUsersResponse } from '@quayside/contract/preparer';
import { signAccessToken } from '../modules/auth/auth.service';
import { createTestApp, type TestApp } from '../test/test-app';
import { nriFilings, tasks, users } from '../db/schema/index';
import { seedDemo } from './seed';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, { storage: t.deps.storage });
  await seedDemo(t.db, { storage: t.deps.storage });
  const [client] = await t.db.select().from(users).where(eq(users.email, 'client@quayside.test'));
  if (!client) throw new Error('demo client missing');
  auth = { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, client, 600)}` };
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('demo seed: the client dashboard of client@quayside.test', () => {
  it('is seeded once (idempotent) with tasks in every state', async () => {
    // The company's tasks (the demo NRI client's filing tasks have no company).
    const rows = await t.db.select({ status: tasks.status }).from(tasks).where(isNotNull(tasks.companyId));
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r.status).sort()).toEqual(['Completed', 'InProgress', 'InProgress', 'Pending']);
  });

  it('answers a working dashboard: counts, deadlines, unread notifications, actions, invoices, preparer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client/dashboard', headers: auth });
    expect(res.statusCode).toBe(200);
    const d = res.json().dashboard as ClientDashboard;
    expect(d.company?.name).toBe('Harbourline Trading Pte. Ltd.');
    expect(d.counts.openTasks).toBe(3);
    expect(d.counts.unreadNotifications).toBeGreaterThan(0);
    expect(d.counts.unacknowledgedActions).toBeGreaterThanOrEqual(2);
    expect(d.counts.unpaidInvoices).toBe(1);
    expect(d.counts.documentsRejected).toBe(1);
    expect(d.nextDeadlines.length).toBeGreaterThan(0);
    expect(d.preparer?.fullName).toBe('Priya Sharma');
    const read = (await t.app.inject({ method: 'GET', url: '/api/client/notifications', headers: auth })).json();
    expect(read.items.some((n: { isRead: boolean }) => n.isRead)).toBe(true);
  });

  it('has a required document uploaded as a bundle of two files, and a rejected upload', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/client/tasks/assigned', headers: auth })).json() as ListTasksResponse;
    const kyc = list.items.find((i) => i.title.startsWith('KYC refresh'));
    if (!kyc) throw new Error('KYC task missing');
    const detail = (await t.app.inject({ method: 'GET', url: `/api/client/tasks/assigned/${kyc.id}`, headers: auth })).json() as TaskDetailResponse;
    const bundle = detail.requiredDocuments.find((r) => r.uploadedDoc)?.uploadedDoc;
    expect(bundle?.files.map((f) => f.pageLabel)).toEqual(['Photo page', 'Back cover']);
    const bank = list.items.find((i) => i.title.startsWith('Bank statements'));
    const bankDetail = (await t.app.inject({ method: 'GET', url: `/api/client/tasks/assigned/${bank?.id}`, headers: auth })).json() as TaskDetailResponse;
    expect(bankDetail.requiredDocuments[0]).toMatchObject({ status: 'Rejected', uploadedDoc: { status: 'Rejected' } });
  });

  it('has a calendar with past deadlines done, invoices (paid and unpaid) and an insight recommendation', async () => {
    const cal = (await t.app.inject({ method: 'GET', url: '/api/client/calendar', headers: auth })).json().items as Array<{ status: string; source: string }>;
    expect(cal.some((e) => e.status === 'done')).toBe(true);
    expect(cal.some((e) => e.source === 'staff')).toBe(true);
    expect(cal.some((e) => e.status === 'overdue')).toBe(false);
    const invoices = (await t.app.inject({ method: 'GET', url: '/api/client/invoices', headers: auth })).json().invoices as Array<{ status: string }>;
    expect(invoices.map((i) => i.status).sort()).toEqual(['issued', 'paid']);
    const insights = (await t.app.inject({ method: 'GET', url: '/api/client/insights', headers: auth })).json();
    expect(insights.recommendation.content).toContain('start-up tax exemption');
  });
});

describe('demo seed: the NRI dashboard of nri@quayside.test', () => {
  it('has a paid filing with opening tasks (the PAN card uploaded), assigned to the demo preparer, seeded once', async () => {
    const [nri] = await t.db.select().from(users).where(eq(users.email, 'nri@quayside.test'));
    const [preparer] = await t.db.select().from(users).where(eq(users.email, 'preparer@quayside.test'));
    if (!nri || !preparer) throw new Error('demo accounts missing');
    await seedDemo(t.db, { storage: t.deps.storage });
    expect(await t.db.select().from(nriFilings).where(eq(nriFilings.userId, nri.id))).toHaveLength(1);
    const nriAuth = { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, nri, 600)}` };
    const status = (await t.app.inject({ method: 'GET', url: '/api/nri-client/itr/status', headers: nriAuth })).json<ItrStatus>();
    expect(status).toMatchObject({ itrStatus: 'documents_pending', itrDraftStatus: 'none' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/nri-client/tasks?onlyOpen=true', headers: nriAuth })).json<ListTasksResponse>();
    expect(list.items).toHaveLength(2);
    expect(list.items.some((x) => x.requirementsUploaded === 1)).toBe(true);
    const invoices = (await t.app.inject({ method: 'GET', url: '/api/nri-client/invoices', headers: nriAuth })).json<{ invoices: unknown[] }>();
    expect(invoices.invoices).toHaveLength(1);
    const prepAuth = { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, preparer, 600)}` };
    const assigned = (await t.app.inject({ method: 'GET', url: '/api/preparer/assigned-users', headers: prepAuth })).json<AssignedUsersResponse>();
    expect(assigned.nris.map((n) => n.email)).toContain('nri@quayside.test');
  });
});
