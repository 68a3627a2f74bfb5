import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCompaniesResponse,
  AdminCompanyMutationResponse,
  CompanyActivityResponse,
  CompanyPreviewResponse,
  ReassignPreparerResponse,
} from '@quayside/contract/admin-companies';
import { adminMessages, companyMessages } from '@quayside/contract/messages';
import { actions, auditLogs, companies, companyActivity, notifications, roleAssignments, taskRequirements, tasks } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signAccessToken } from '../auth/auth.service';
import { PDF, multipart } from '../client/client.test-helpers';
import { asActor, createWorld, insertCompany, type World } from '../companies/companies.test-helpers';
import { createTask } from '../tasks/tasks.service';
import { seedServices } from '../../seed/seed';

let t: TestApp;
let w: World;
let nriAuth: Record<string, string>;
let taskId: string;
let requirementId: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  await seedServices(t.db);
  const nri = await createUser(t.db, { role: 'nri_client', fullName: 'Nina NRI' });
  nriAuth = { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, nri, 3600)}` };
  const task = await createTask(t.db, asActor(w.preparerA), {
    companyId: w.companyA.id,
    title: 'Annual return KYC',
    requirements: [{ name: 'Passport' }],
  });
  taskId = task.id;
  const [req] = await t.db.select().from(taskRequirements).where(eq(taskRequirements.taskId, task.id));
  requirementId = req?.id ?? '';
});
afterAll(async () => {
  await t.close();
});

const admin = () => w.auth(w.admin);
const url = (id: string, what: string) => `/api/admin/company/${id}/${what}`;
const auditOf = (action: string, targetId: string) =>
  t.db.select().from(auditLogs).where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, targetId)));
const activityOf = (action: string, companyId: string) =>
  t.db.select().from(companyActivity).where(and(eq(companyActivity.action, action), eq(companyActivity.companyId, companyId)));
const notificationsOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('admin company routes refuse every other role', () => {
  it('answers 403 to preparer, approver, client and NRI client on every call, and 401 without a token', async () => {
    const id = w.companyA.id;
    const calls = [
      { method: 'GET' as const, url: '/api/admin/companies' },
      { method: 'GET' as const, url: url(id, 'activity') },
      { method: 'PUT' as const, url: url(id, 'lock'), payload: { locked: true, reason: 'Fees unpaid' } },
      { method: 'GET' as const, url: url(id, 'preview') },
      { method: 'PUT' as const, url: url(id, 'reassign-preparer'), payload: { newPreparerId: w.preparerB.id } },
      { method: 'PUT' as const, url: url(id, 'reset-status'), payload: { newStatus: 'dormant', reason: 'Not trading' } },
    ];
    const others = [w.auth(w.preparerA), w.auth(w.approver), w.auth(w.clientA), nriAuth];
    for (const call of calls) {
      for (const headers of others) expect((await t.app.inject({ ...call, headers })).statusCode, `${call.method} ${call.url}`).toBe(403);
      expect((await t.app.inject(call)).statusCode).toBe(401);
    }
    const [row] = await t.db.select().from(companies).where(eq(companies.id, id));
    expect(row?.dashboardLocked).toBe(false);
    expect(row?.preparerId).toBe(w.preparerA.id);
    expect(row?.status).toBe('active');
  });

  it('answers 404 for a company that does not exist, and 400 for an id that is not one', async () => {
    const missing = '0b6f5a8e-2d4c-4e1a-9b7f-3c2d1e0f9a8b';
    for (const what of ['activity', 'preview']) {
      const res = await t.app.inject({ method: 'GET', url: url(missing, what), headers: admin() });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(companyMessages.errors.notFound);
    }
    expect((await t.app.inject({ method: 'PUT', url: url(missing, 'lock'), headers: admin(), payload: { reason: 'x' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url('not-an-id', 'activity'), headers: admin() })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/companies', () => {
  it('lists every company with its owner and preparer, filters by q and status, and pages by cursor', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/companies', headers: admin() });
    expect(all.statusCode).toBe(200);
    const body = all.json<AdminCompaniesResponse>();
    const a = body.companies.find((c) => c.id === w.companyA.id);
    expect(a?.owner?.fullName).toBe('Clara Client');
    expect(a?.preparerName).toBe('Priya Preparer');
    expect(body.companies.map((c) => c.id)).toContain(w.companyB.id);

    const q = (await t.app.inject({ method: 'GET', url: '/api/admin/companies', query: { q: 'bravo' }, headers: admin() })).json<AdminCompaniesResponse>();
    expect(q.companies.map((c) => c.name)).toEqual(['Bravo Marine Pte. Ltd.']);

    const dormant = await insertCompany(t.db, { name: 'Charlie Dormant Pte. Ltd.', status: 'dormant', ownerId: w.clientB.id });
    const s = (await t.app.inject({ method: 'GET', url: '/api/admin/companies', query: { status: 'dormant' }, headers: admin() })).json<AdminCompaniesResponse>();
    expect(s.companies.map((c) => c.id)).toEqual([dormant.id]);

    const first = (await t.app.inject({ method: 'GET', url: '/api/admin/companies', query: { take: '1' }, headers: admin() })).json<AdminCompaniesResponse>();
    expect(first.companies).toHaveLength(1);
    expect(first.hasMore).toBe(true);
    const second = (
      await t.app.inject({ method: 'GET', url: '/api/admin/companies', query: { take: '1', cursor: first.nextCursor ?? '' }, headers: admin() })
    ).json<AdminCompaniesResponse>();
    expect(second.companies[0]?.id).not.toBe(first.companies[0]?.id);

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/companies', query: { cursor: 'garbage' }, headers: admin() })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/companies', query: { status: 'nope' }, headers: admin() })).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/company/{id}/lock and what the client can do then', () => {
  it('requires a reason to lock', async () => {
    const res = await t.app.inject({ method: 'PUT', url: url(w.companyA.id, 'lock'), headers: admin(), payload: { locked: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(adminMessages.errors.lockReasonRequired);
    const blank = await t.app.inject({ method: 'PUT', url: url(w.companyA.id, 'lock'), headers: admin(), payload: { reason: '   ' } });
    expect(blank.statusCode).toBe(400);
  });

  it('locks with a reason: audit and activity rows, a notice to the client, and the client sees the locked state', async () => {
    const before = (await notificationsOf(w.clientA.id)).length;
    const res = await t.app.inject({ method: 'PUT', url: url(w.companyA.id, 'lock'), headers: admin(), payload: { locked: true, reason: 'Fees for 2025 unpaid' } });
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminCompanyMutationResponse>();
    expect(body.message).toBe(adminMessages.success.dashboardLocked);
    expect(body.company.dashboardLocked).toBe(true);
    expect(body.company.dashboardLockReason).toBe('Fees for 2025 unpaid');
    expect(await auditOf('company.locked', w.companyA.id)).toHaveLength(1);
    expect(await activityOf('company.locked', w.companyA.id)).toHaveLength(1);
    const notes = await notificationsOf(w.clientA.id);
    expect(notes).toHaveLength(before + 1);
    expect(notes.some((n) => n.message.includes('Fees for 2025 unpaid'))).toBe(true);

    const again = await t.app.inject({ method: 'PUT', url: url(w.companyA.id, 'lock'), headers: admin(), payload: { reason: 'Twice' } });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(adminMessages.errors.alreadyLocked);

    const mine = await t.app.inject({ method: 'GET', url: '/api/client/company', query: { companyId: w.companyA.id }, headers: w.auth(w.clientA) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ company: { dashboardLocked: boolean; dashboardLockReason: string | null } }>().company).toMatchObject({
      dashboardLocked: true,
      dashboardLockReason: 'Fees for 2025 unpaid',
    });
    const dash = await t.app.inject({ method: 'GET', url: '/api/client/dashboard', query: { companyId: w.companyA.id }, headers: w.auth(w.clientA) });
    expect(dash.json<{ dashboard: { company: { dashboardLockReason: string | null } } }>().dashboard.company.dashboardLockReason).toBe('Fees for 2025 unpaid');
  });

  it('refuses every client write on the locked company with the locked text, keeps reads working, and lets staff work', async () => {
    const client = w.auth(w.clientA);
    const id = w.companyA.id;
    const pdf = (field: string, extra: Array<{ name: string; value: string }> = []) =>
      multipart([...extra, { name: field, filename: 'scan.pdf', contentType: 'application/pdf', content: PDF }]);
    const [action] = await t.db.select().from(actions).where(eq(actions.userId, w.clientA.id));
    const upload = pdf('document');
    const final = pdf('file', [{ name: 'companyId', value: id }]);
    const writes = [
      { method: 'PUT' as const, url: `/api/companies/${id}`, payload: { businessActivity: 'Shipping' } },
      { method: 'DELETE' as const, url: `/api/companies/${id}` },
      { method: 'POST' as const, url: `/api/companies/${id}/directors`, payload: { fullName: 'Dina Director' } },
      { method: 'POST' as const, url: `/api/companies/${id}/shareholders`, payload: { fullName: 'Sam Holder', shares: 10 } },
      { method: 'POST' as const, url: `/api/companies/${id}/services/1`, payload: {} },
      { method: 'POST' as const, url: `/api/client/tasks/assigned/${taskId}/complete` },
      { method: 'POST' as const, url: `/api/client/tasks/assigned/${taskId}/submit`, payload: {} },
      { method: 'POST' as const, url: `/api/client/tasks/requirements/${requirementId}/upload`, payload: upload.payload, headers: upload.headers },
      { method: 'POST' as const, url: '/api/client/upload-final-doc', payload: final.payload, headers: final.headers },
      { method: 'POST' as const, url: `/api/client/actions/${action?.id ?? ''}/ack` },
    ];
    for (const call of writes) {
      const res = await t.app.inject({ ...call, headers: { ...(call.headers ?? {}), ...client } });
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(403);
      expect(res.json<{ message: string; code: string }>()).toMatchObject({ code: 'EDIT_LOCKED', message: companyMessages.errors.dashboardLocked });
    }
    for (const read of [`/api/companies/${id}`, `/api/companies/${id}/dashboard`, `/api/client/tasks/assigned/${taskId}`, '/api/client/documents', '/api/client/actions']) {
      expect((await t.app.inject({ method: 'GET', url: read, headers: client })).statusCode, read).toBe(200);
    }
    // The firm works on as before.
    const staff = await t.app.inject({ method: 'POST', url: `/api/companies/${id}/directors`, headers: w.auth(w.preparerA), payload: { fullName: 'Staff Added' } });
    expect(staff.statusCode).toBe(201);
    // Another client's company is not affected.
    const other = await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyB.id}`, headers: w.auth(w.clientB), payload: { businessActivity: 'Fishing' } });
    expect(other.statusCode).toBe(200);
  });

  it('unlocks: the client can write again and is told', async () => {
    const res = await t.app.inject({ method: 'PUT', url: url(w.companyA.id, 'lock'), headers: admin(), payload: { locked: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminCompanyMutationResponse>()).toMatchObject({
      message: adminMessages.success.dashboardUnlocked,
      company: { dashboardLocked: false, dashboardLockReason: null, dashboardLockedAt: null },
    });
    expect(await auditOf('company.unlocked', w.companyA.id)).toHaveLength(1);
    expect((await notificationsOf(w.clientA.id)).some((n) => n.title.includes('unlocked'))).toBe(true);
    const again = await t.app.inject({ method: 'PUT', url: url(w.companyA.id, 'lock'), headers: admin(), payload: { locked: false } });
    expect(again.statusCode).toBe(409);
    const edit = await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}`, headers: w.auth(w.clientA), payload: { businessActivity: 'Ship broking' } });
    expect(edit.statusCode).toBe(200);
  });
});

describe('GET /api/admin/company/{id}/activity', () => {
  it('answers the activity log newest first, keyset paged', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(w.companyA.id, 'activity'), headers: admin() });
    expect(res.statusCode).toBe(200);
    const body = res.json<CompanyActivityResponse>();
    expect(body.activity[0]?.action).toBe('company.updated');
    expect(body.activity.map((a) => a.action)).toEqual(expect.arrayContaining(['company.locked', 'company.unlocked']));
    const times = body.activity.map((a) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const page1 = (await t.app.inject({ method: 'GET', url: url(w.companyA.id, 'activity'), query: { take: '2' }, headers: admin() })).json<CompanyActivityResponse>();
    expect(page1.activity).toHaveLength(2);
    expect(page1.hasMore).toBe(true);
    const page2 = (
      await t.app.inject({ method: 'GET', url: url(w.companyA.id, 'activity'), query: { take: '2', cursor: page1.nextCursor ?? '' }, headers: admin() })
    ).json<CompanyActivityResponse>();
    expect(page2.activity.map((a) => a.id)).toEqual(body.activity.slice(2, 4).map((a) => a.id));
    expect((await t.app.inject({ method: 'GET', url: url(w.companyA.id, 'activity'), query: { cursor: 'nope' }, headers: admin() })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/company/{id}/preview', () => {
  it("answers the client's own dashboard and company record for that company", async () => {
    const res = await t.app.inject({ method: 'GET', url: url(w.companyA.id, 'preview'), headers: admin() });
    expect(res.statusCode).toBe(200);
    const preview = res.json<CompanyPreviewResponse>();
    const dash = await t.app.inject({ method: 'GET', url: '/api/client/dashboard', query: { companyId: w.companyA.id }, headers: w.auth(w.clientA) });
    const company = await t.app.inject({ method: 'GET', url: '/api/client/company', query: { companyId: w.companyA.id }, headers: w.auth(w.clientA) });
    expect(preview.dashboard).toEqual(dash.json<{ dashboard: unknown }>().dashboard);
    expect(preview.company).toEqual(company.json<{ company: unknown }>().company);
    expect(preview.dashboard.user.fullName).toBe('Clara Client');
  });

  it('answers 409 for a company with no client', async () => {
    const orphan = await insertCompany(t.db, { name: 'Orphan Holdings Pte. Ltd.' });
    const res = await t.app.inject({ method: 'GET', url: url(orphan.id, 'preview'), headers: admin() });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(adminMessages.errors.noClientToPreview);
  });
});

describe('PUT /api/admin/company/{id}/reassign-preparer', () => {
  it('refuses someone who is not an active preparer, and the preparer it already has', async () => {
    const put = (newPreparerId: string) =>
      t.app.inject({ method: 'PUT', url: url(w.companyA.id, 'reassign-preparer'), headers: admin(), payload: { newPreparerId } });
    const client = await put(w.clientB.id);
    expect(client.statusCode).toBe(400);
    expect(client.json<{ message: string }>().message).toBe(adminMessages.errors.preparerNotActive);
    const blocked = await createUser(t.db, { role: 'preparer', isBlocked: true });
    expect((await put(blocked.id)).statusCode).toBe(400);
    const suspended = await createUser(t.db, { role: 'preparer', isSuspended: true });
    expect((await put(suspended.id)).statusCode).toBe(400);
    expect((await put('7c1d7b2e-3f1a-4c55-9a0e-2b8f6f0d9a11')).statusCode).toBe(400);
    const same = await put(w.preparerA.id);
    expect(same.statusCode).toBe(409);
    expect(same.json<{ message: string }>().message).toBe(adminMessages.errors.samePreparer);
  });

  it('moves the company and its open tasks, keeps the assignment tree in step, and leaves a trail', async () => {
    const res = await t.app.inject({ method: 'PUT', url: url(w.companyA.id, 'reassign-preparer'), headers: admin(), payload: { newPreparerId: w.preparerB.id } });
    expect(res.statusCode).toBe(200);
    const body = res.json<ReassignPreparerResponse>();
    expect(body.message).toBe(adminMessages.success.preparerReassigned);
    expect(body.company.preparerId).toBe(w.preparerB.id);
    expect(body.tasksMoved).toBe(1);
    const [task] = await t.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task?.preparerId).toBe(w.preparerB.id);
    const tree = await t.db
      .select()
      .from(roleAssignments)
      .where(and(eq(roleAssignments.kind, 'preparer_client'), eq(roleAssignments.targetId, w.clientA.id)));
    expect(tree.map((r) => r.preparerId)).toEqual([w.preparerB.id]);
    expect(await auditOf('company.preparer_reassigned', w.companyA.id)).toHaveLength(1);
    expect(await activityOf('company.preparer_reassigned', w.companyA.id)).toHaveLength(1);
    expect((await notificationsOf(w.preparerB.id)).some((n) => n.title.includes('Alpha Harbour'))).toBe(true);
    // Access follows: the new preparer reaches the company, the old one no longer does.
    expect((await t.app.inject({ method: 'GET', url: `/api/companies/${w.companyA.id}`, headers: w.auth(w.preparerB) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/companies/${w.companyA.id}`, headers: w.auth(w.preparerA) })).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/company/{id}/reset-status', () => {
  it('refuses a status off the list, a missing reason and the status it already has', async () => {
    const put = (payload: unknown) => t.app.inject({ method: 'PUT', url: url(w.companyA.id, 'reset-status'), headers: admin(), payload: payload as object });
    expect((await put({ newStatus: 'bankrupt', reason: 'x' })).statusCode).toBe(400);
    const noReason = await put({ newStatus: 'dormant' });
    expect(noReason.statusCode).toBe(400);
    expect((await put({ newStatus: 'dormant', reason: '  ' })).json<{ message: string }>().message).toContain(adminMessages.errors.statusReasonRequired);
    const same = await put({ newStatus: 'active', reason: 'Again' });
    expect(same.statusCode).toBe(409);
    expect(same.json<{ message: string }>().message).toBe(adminMessages.errors.sameStatus);
  });

  it('sets the status with the reason as its remarks, leaves a trail and tells the client', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: url(w.companyA.id, 'reset-status'),
      headers: admin(),
      payload: { newStatus: 'dormant', reason: 'Not trading this year' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminCompanyMutationResponse>()).toMatchObject({
      message: adminMessages.success.companyStatusReset,
      company: { status: 'dormant', statusRemarks: 'Not trading this year' },
    });
    const [audit] = await auditOf('company.status_reset', w.companyA.id);
    expect(audit?.meta).toMatchObject({ from: 'active', to: 'dormant', reason: 'Not trading this year' });
    expect(await activityOf('company.status_reset', w.companyA.id)).toHaveLength(1);
    expect((await notificationsOf(w.clientA.id)).some((n) => n.message.includes('Not trading this year'))).toBe(true);
  });
});
