import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApprovalRequestDetail,
  ApprovalRequestList,
  ApproverDashboard,
  PreparerCompanyDetails,
  PreparerLoad,
} from '@quayside/contract/approvals';
import type { Company } from '@quayside/contract/companies';
import type { Task } from '@quayside/contract/client-area';
import { approvalMessages, authMessages } from '@quayside/contract/messages';
import { auditLogs, companies, companyActivity, directors, notifications, shareholders, tasks } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signAccessToken } from '../auth/auth.service';
import { createWorld, type World } from '../companies/companies.test-helpers';
import { returnedRequestsForPreparer } from './approvals.service';

const ok = approvalMessages.success;

let t: TestApp;
let w: World;
let loneApprover: Record<string, string>;
let nriAuth: Record<string, string>;
let dirA1: string;
let dirA2: string;
let shA1: string;

const company = (id: string) => `/api/preparer/company/${id}`;
const status = (id: string) => `/api/preparer/status/${id}`;
const send = (id: string) => `/api/preparer/send-to-approver/${id}`;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  const secret = t.deps.config.jwtSecret;
  const lone = await createUser(t.db, { role: 'approver' });
  loneApprover = { authorization: `Bearer ${await signAccessToken(secret, lone, 3600)}` };
  const nri = await createUser(t.db, { role: 'nri_client' });
  nriAuth = { authorization: `Bearer ${await signAccessToken(secret, nri, 3600)}` };
  const ds = await t.db
    .insert(directors)
    .values([
      { companyId: w.companyA.id, fullName: 'Marcus Lim', nationality: 'Singaporean' },
      { companyId: w.companyA.id, fullName: 'Elena Petrova', nationality: 'Bulgarian' },
    ])
    .returning();
  dirA1 = ds[0]?.id ?? '';
  dirA2 = ds[1]?.id ?? '';
  const [sh] = await t.db.insert(shareholders).values([{ companyId: w.companyA.id, fullName: 'Marcus Lim', shares: 1000 }]).returning();
  shA1 = sh?.id ?? '';
});

afterAll(async () => {
  await t.close();
});

const inject = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function liveCompany(id: string): Promise<Company> {
  const res = await inject('GET', `/api/companies/${id}`, w.auth(w.admin));
  return res.json<{ company: Company }>().company;
}
async function notificationsOf(userId: string, title: string) {
  return t.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.title, title)));
}
async function auditCount(action: string) {
  return (await t.db.select().from(auditLogs).where(eq(auditLogs.action, action))).length;
}
async function activityCount(companyId: string, action: string) {
  return (await t.db.select().from(companyActivity).where(and(eq(companyActivity.companyId, companyId), eq(companyActivity.action, action)))).length;
}

/** A task of company A the client completed and preparer A approved (now AwaitingApproval). */
async function taskAwaitingApproval(title: string): Promise<string> {
  const created = await inject('POST', `/api/company-preparer/${w.companyA.id}/tasks`, w.auth(w.preparerA), { title, dueDate: '2030-06-30' });
  expect(created.statusCode).toBe(201);
  const id = created.json<{ task: Task }>().task.id;
  const done = await inject('POST', `/api/client/tasks/assigned/${id}/complete`, w.auth(w.clientA));
  expect(done.statusCode).toBe(200);
  const reviewed = await inject('POST', `/api/company-preparer/tasks/${id}/review?action=approve`, w.auth(w.preparerA));
  expect(reviewed.statusCode).toBe(200);
  expect(reviewed.json<{ task: Task }>().task.status).toBe('AwaitingApproval');
  return id;
}

describe('scope', () => {
  it('refuses clients and NRI clients with the route-level 403 on every call', async () => {
    for (const headers of [w.auth(w.clientA), nriAuth]) {
      for (const [method, url, payload] of [
        ['GET', company(w.companyA.id)],
        ['PUT', company(w.companyA.id), { company: { businessActivity: 'x' } }],
        ['PUT', status(w.companyA.id), { status: 'dormant' }],
        ['PUT', send(w.companyA.id), { note: 'x' }],
        ['GET', '/api/approver/dashboard'],
        ['GET', '/api/approver/queue'],
        ['GET', '/api/approver/history'],
        ['GET', '/api/approver/preparers'],
      ] as const) {
        const res = await inject(method, url, headers, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: authMessages.errors.forbidden });
      }
    }
  });

  it("answers 404 to preparer B on preparer A's company, and changes nothing", async () => {
    for (const [method, url, payload] of [
      ['GET', company(w.companyA.id)],
      ['PUT', company(w.companyA.id), { company: { businessActivity: 'Not yours' } }],
      ['PUT', status(w.companyA.id), { status: 'dormant' }],
      ['PUT', send(w.companyA.id), { note: 'Not yours' }],
    ] as const) {
      const res = await inject(method, url, w.auth(w.preparerB), payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const details = await inject('GET', company(w.companyA.id), w.auth(w.preparerA));
    expect(details.json<PreparerCompanyDetails>().pendingChanges).toBeNull();
  });

  it("keeps preparers off the approver calls and approvers off the preparer's writes (403); the approver above reads the company", async () => {
    expect((await inject('GET', '/api/approver/queue', w.auth(w.preparerA))).statusCode).toBe(403);
    expect((await inject('PUT', company(w.companyA.id), w.auth(w.approver), { company: { businessActivity: 'x' } })).statusCode).toBe(403);
    expect((await inject('PUT', status(w.companyA.id), w.auth(w.approver), { status: 'dormant' })).statusCode).toBe(403);
    expect((await inject('PUT', send(w.companyA.id), w.auth(w.approver), { note: 'x' })).statusCode).toBe(403);
    expect((await inject('GET', company(w.companyA.id), w.auth(w.approver))).statusCode).toBe(200);
    expect((await inject('GET', company(w.companyB.id), w.auth(w.approver))).statusCode).toBe(404);
    expect((await inject('GET', company(w.companyA.id), loneApprover)).statusCode).toBe(404);
  });

  it('answers 404 for a company or a request that does not exist', async () => {
    const none = '7c1d7b2e-3f1a-4c55-9a0e-2b8f6f0d9a11';
    expect((await inject('GET', company(none), w.auth(w.admin))).statusCode).toBe(404);
    const res = await inject('GET', `/api/approver/requests/${none}`, w.auth(w.admin));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: approvalMessages.errors.requestNotFound });
  });
});

describe('validation', () => {
  it('refuses bodies that are empty, malformed or out of bounds (400)', async () => {
    for (const payload of [
      {},
      { company: {} },
      { directors: { created: [], updated: [], deleted: [] } },
      { company: { name: '' } },
      { company: { contactEmail: 'not-an-email' } },
      { company: { financialYearEnd: '02-30' } },
      { directors: { created: [{ email: 'a@b.co' }] } },
      { directors: { deleted: ['not-a-uuid'] } },
      { shareholders: { created: [{ fullName: 'No shares' }] } },
      { shareholders: { updated: [{ id: 'x', shares: 0 }] } },
    ]) {
      const res = await inject('PUT', company(w.companyA.id), w.auth(w.preparerA), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [{}, { status: 'sleeping' }, { incorporationStatus: 42 }]) {
      const res = await inject('PUT', status(w.companyA.id), w.auth(w.preparerA), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [{}, { note: '' }, { note: 'x'.repeat(2001) }]) {
      const res = await inject('PUT', send(w.companyA.id), w.auth(w.preparerA), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("answers 404 for a director or shareholder that is not the company's", async () => {
    const foreign = await t.db.insert(directors).values({ companyId: w.companyB.id, fullName: 'Other Company Director' }).returning();
    const res = await inject('PUT', company(w.companyA.id), w.auth(w.preparerA), { directors: { updated: [{ id: foreign[0]?.id, fullName: 'Hijack' }] } });
    expect(res.statusCode).toBe(404);
    const sh = await inject('PUT', company(w.companyA.id), w.auth(w.preparerA), { shareholders: { deleted: ['7c1d7b2e-3f1a-4c55-9a0e-2b8f6f0d9a11'] } });
    expect(sh.statusCode).toBe(404);
    const details = await inject('GET', company(w.companyA.id), w.auth(w.preparerA));
    expect(details.json<PreparerCompanyDetails>().pendingChanges).toBeNull();
  });

  it('answers 409 "Nothing to send for approval" when nothing is staged or waiting', async () => {
    const res = await inject('PUT', send(w.companyA.id), w.auth(w.preparerA), { note: 'Please approve' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: approvalMessages.errors.nothingToSend });
  });
});

describe('the whole loop: stage, send, queue, detail, return, resend, approve', () => {
  let stagedDirectorId: string;
  let taskId: string;
  let firstRequest: string;
  let secondRequest: string;

  it('stages a preparer\'s company changes ("Updated successfully"); the client keeps seeing the live record', async () => {
    const res = await inject('PUT', company(w.companyA.id), w.auth(w.preparerA), {
      company: { businessActivity: 'Ship chandling (SSIC 46900)' },
      directors: { created: [{ fullName: 'Nadia Rahman', nationality: 'Malaysian' }], updated: [{ id: dirA1, nationality: 'Malaysian' }] },
      shareholders: { deleted: [shA1] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<PreparerCompanyDetails & { message: string; outcome: string }>();
    expect(body.message).toBe(ok.updated);
    expect(body.outcome).toBe('staged');
    expect(body.pendingChanges?.company).toEqual({ businessActivity: 'Ship chandling (SSIC 46900)' });
    expect(body.pendingChanges?.directors.created).toHaveLength(1);
    expect(body.pendingChanges?.directors.updated).toEqual([{ id: dirA1, nationality: 'Malaysian' }]);
    expect(body.pendingChanges?.shareholders.deleted).toEqual([shA1]);
    stagedDirectorId = body.pendingChanges?.directors.created[0]?.id ?? '';
    expect(body.pendingDiff.map((d) => `${d.entity}:${d.change}`).sort()).toEqual(['company:updated', 'director:created', 'director:updated', 'shareholder:deleted']);
    // Live record unchanged, for the client and for everyone.
    const clientView = await inject('GET', `/api/companies/${w.companyA.id}`, w.auth(w.clientA));
    const live = clientView.json<{ company: Company }>().company;
    expect(live.businessActivity).toBeNull();
    expect(live.directors.map((d) => d.fullName).sort()).toEqual(['Elena Petrova', 'Marcus Lim']);
    expect(live.shareholders).toHaveLength(1);
    expect(await auditCount('approval.staged')).toBe(1);
    expect(await activityCount(w.companyA.id, 'approval.staged')).toBe(1);
  });

  it('merges a second save with what is staged (a staged new director changed, another field added, a removal undone by deleting a staged person)', async () => {
    const res = await inject('PUT', company(w.companyA.id), w.auth(w.preparerA), {
      company: { contactNumber: '+65 6100 9999' },
      directors: { updated: [{ id: stagedDirectorId, email: 'nadia@example.com' }, { id: dirA1, idNumber: 'S1234567A' }] },
    });
    expect(res.statusCode).toBe(200);
    const staged = res.json<PreparerCompanyDetails>().pendingChanges;
    expect(staged?.company).toEqual({ businessActivity: 'Ship chandling (SSIC 46900)', contactNumber: '+65 6100 9999' });
    expect(staged?.directors.created).toEqual([{ id: stagedDirectorId, fullName: 'Nadia Rahman', nationality: 'Malaysian', email: 'nadia@example.com' }]);
    expect(staged?.directors.updated).toEqual([{ id: dirA1, nationality: 'Malaysian', idNumber: 'S1234567A' }]);
    // A person staged for removal cannot be changed.
    const conflict = await inject('PUT', company(w.companyA.id), w.auth(w.preparerA), { shareholders: { updated: [{ id: shA1, shares: 5 }] } });
    expect(conflict.statusCode).toBe(409);
  });

  it('stages status changes from PUT /api/preparer/status and POST /api/company-preparer/{id}/status ("Status updated")', async () => {
    const res = await inject('PUT', status(w.companyA.id), w.auth(w.preparerA), { status: 'dormant' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ok.statusUpdated, outcome: 'staged', status: { status: 'active' }, pendingStatus: { status: 'dormant' } });
    const cp = await inject('POST', `/api/company-preparer/${w.companyA.id}/status`, w.auth(w.preparerA), { statusRemarks: 'No trading this year' });
    expect(cp.statusCode).toBe(200);
    expect(cp.json()).toMatchObject({ message: ok.statusUpdated, outcome: 'staged', status: { status: 'active', statusRemarks: null }, pendingStatus: { status: 'dormant', statusRemarks: 'No trading this year' } });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, w.companyA.id));
    expect(row?.status).toBe('active');
    // The client was not told about a change that is not made.
    expect(await notificationsOf(w.clientA.id, `${w.companyA.name}: status updated`)).toHaveLength(0);
  });

  it('a task the preparer approved waits for the approver (AwaitingApproval): open for the client, not done, client not told yet', async () => {
    taskId = await taskAwaitingApproval('Annual return filing');
    const open = await inject('GET', '/api/client/tasks/assigned?openOnly=true', w.auth(w.clientA));
    const listed = open.json<{ items: Array<{ id: string; status: string }> }>().items.find((x) => x.id === taskId);
    expect(listed?.status).toBe('AwaitingApproval');
    expect(await notificationsOf(w.clientA.id, 'Task completed: Annual return filing')).toHaveLength(0);
    // The client cannot complete it again meanwhile.
    const again = await inject('POST', `/api/client/tasks/assigned/${taskId}/complete`, w.auth(w.clientA));
    expect(again.statusCode).toBe(409);
    const details = await inject('GET', company(w.companyA.id), w.auth(w.preparerA));
    expect(details.json<PreparerCompanyDetails>().tasksAwaitingApproval.map((x) => x.id)).toEqual([taskId]);
  });

  it('sends the draft and the task to the approver ("Sent to approver") with the diff; the approver above is told', async () => {
    const res = await inject('PUT', send(w.companyA.id), w.auth(w.preparerA), { note: 'New director and the annual return' });
    expect(res.statusCode).toBe(200);
    const { message, request } = res.json<{ message: string; request: ApprovalRequestDetail }>();
    expect(message).toBe(ok.sentToApprover);
    firstRequest = request.id;
    expect(request).toMatchObject({ state: 'pending', note: 'New director and the annual return', company: { id: w.companyA.id }, preparer: { id: w.preparerA.id }, taskCount: 1 });
    const byKey = Object.fromEntries(request.diff.map((d) => [`${d.entity}:${d.change}:${d.entityId}`, d]));
    expect(byKey[`company:updated:${w.companyA.id}`]?.fields).toEqual([
      { field: 'businessActivity', before: null, after: 'Ship chandling (SSIC 46900)' },
      { field: 'contactNumber', before: null, after: '+65 6100 9999' },
    ]);
    expect(byKey[`status:updated:${w.companyA.id}`]?.fields).toEqual([
      { field: 'status', before: 'active', after: 'dormant' },
      { field: 'statusRemarks', before: null, after: 'No trading this year' },
    ]);
    expect(byKey[`director:updated:${dirA1}`]).toMatchObject({ label: 'Marcus Lim', fields: [{ field: 'nationality', before: 'Singaporean', after: 'Malaysian' }, { field: 'idNumber', before: null, after: 'S1234567A' }] });
    expect(byKey[`director:created:${stagedDirectorId}`]?.label).toBe('Nadia Rahman');
    expect(byKey[`shareholder:deleted:${shA1}`]?.label).toBe('Marcus Lim');
    expect(byKey[`task:completed:${taskId}`]).toMatchObject({ label: 'Annual return filing', fields: [{ field: 'status', before: 'AwaitingApproval', after: 'Completed' }] });
    expect(request.tasks.map((x) => x.id)).toEqual([taskId]);
    expect(await notificationsOf(w.approver.id, `For approval: ${w.companyA.name}`)).toHaveLength(1);
    expect(await auditCount('approval.sent')).toBe(1);
    expect(await activityCount(w.companyA.id, 'approval.sent')).toBe(1);
    // The draft is gone into the request; nothing is left to send.
    const details = (await inject('GET', company(w.companyA.id), w.auth(w.preparerA))).json<PreparerCompanyDetails>();
    expect(details).toMatchObject({ pendingChanges: null, pendingRequests: 1, tasksAwaitingApproval: [], lastRequest: { id: firstRequest, state: 'pending' } });
    const twice = await inject('PUT', send(w.companyA.id), w.auth(w.preparerA), { note: 'Again' });
    expect(twice.statusCode).toBe(409);
  });

  it('lists it in the queue of the approver above and of the admin, not of an approver over someone else', async () => {
    for (const headers of [w.auth(w.approver), w.auth(w.admin)]) {
      const res = await inject('GET', '/api/approver/queue', headers);
      expect(res.statusCode).toBe(200);
      expect(res.json<ApprovalRequestList>().items.map((x) => x.id)).toContain(firstRequest);
    }
    const lone = await inject('GET', '/api/approver/queue', loneApprover);
    expect(lone.json<ApprovalRequestList>().items).toEqual([]);
    const filtered = await inject('GET', `/api/approver/queue?q=${encodeURIComponent('alpha harb')}&companyId=${w.companyA.id}&preparerId=${w.preparerA.id}`, w.auth(w.approver));
    expect(filtered.json<ApprovalRequestList>().items.map((x) => x.id)).toEqual([firstRequest]);
    const other = await inject('GET', `/api/approver/queue?preparerId=${w.preparerB.id}`, w.auth(w.approver));
    expect(other.json<ApprovalRequestList>().items).toEqual([]);
    // A company filter out of reach answers 404.
    expect((await inject('GET', `/api/approver/queue?companyId=${w.companyB.id}`, w.auth(w.approver))).statusCode).toBe(404);
    expect((await inject('GET', `/api/approver/queue?companyId=${w.companyA.id}`, loneApprover)).statusCode).toBe(404);
    const badCursor = await inject('GET', '/api/approver/queue?cursor=nonsense', w.auth(w.approver));
    expect(badCursor.statusCode).toBe(400);
  });

  it('shows the request with its note, diff and tasks; 404 to an approver over someone else', async () => {
    const res = await inject('GET', `/api/approver/requests/${firstRequest}`, w.auth(w.approver));
    expect(res.statusCode).toBe(200);
    const { request } = res.json<{ request: ApprovalRequestDetail }>();
    expect(request.diff.length).toBe(6);
    expect(request.changeCount).toBe(5);
    expect(request.tasks[0]?.status).toBe('AwaitingApproval');
    for (const url of [`/api/approver/requests/${firstRequest}`]) {
      expect((await inject('GET', url, loneApprover)).statusCode).toBe(404);
    }
    expect((await inject('POST', `/api/approver/requests/${firstRequest}/approve`, loneApprover, {})).statusCode).toBe(404);
    expect((await inject('POST', `/api/approver/requests/${firstRequest}/return`, loneApprover, { reason: 'No' })).statusCode).toBe(404);
  });

  it('counts it on the dashboard', async () => {
    const res = await inject('GET', '/api/approver/dashboard', w.auth(w.approver));
    expect(res.statusCode).toBe(200);
    const { dashboard } = res.json<{ dashboard: ApproverDashboard }>();
    expect(dashboard.counts).toMatchObject({ pending: 1, returnedAwaitingResubmission: 0, decidedLast7Days: 0, preparers: 1 });
    expect(dashboard.oldestPending.map((x) => x.id)).toEqual([firstRequest]);
  });

  it('returns it with a reason ("Returned to preparer"): changes back in the draft (merged with what was staged since), the task back to review, the preparer told', async () => {
    // Staged after sending: kept alongside what comes back.
    const later = await inject('PUT', company(w.companyA.id), w.auth(w.preparerA), { company: { contactNumber: '+65 6100 1111' } });
    expect(later.statusCode).toBe(200);
    expect((await inject('POST', `/api/approver/requests/${firstRequest}/return`, w.auth(w.approver), {})).statusCode).toBe(400);
    const res = await inject('POST', `/api/approver/requests/${firstRequest}/return`, w.auth(w.approver), { reason: 'Attach the new director\'s passport first' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ok.returned, request: { state: 'returned', decisionReason: "Attach the new director's passport first", decidedBy: { id: w.approver.id } } });
    const details = (await inject('GET', company(w.companyA.id), w.auth(w.preparerA))).json<PreparerCompanyDetails>();
    expect(details.pendingChanges?.company).toEqual({ businessActivity: 'Ship chandling (SSIC 46900)', contactNumber: '+65 6100 1111' });
    expect(details.pendingChanges?.status).toEqual({ status: 'dormant', statusRemarks: 'No trading this year' });
    expect(details.pendingChanges?.directors.created.map((d) => d.fullName)).toEqual(['Nadia Rahman']);
    expect(details.pendingChanges?.shareholders.deleted).toEqual([shA1]);
    expect(details.lastRequest).toMatchObject({ id: firstRequest, state: 'returned', reason: "Attach the new director's passport first" });
    const [task] = await t.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task?.status).toBe('complete (pending review)');
    const told = await notificationsOf(w.preparerA.id, `Returned: ${w.companyA.name}`);
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain("Attach the new director's passport first");
    expect(await returnedRequestsForPreparer(t.db, w.preparerA.id, 5)).toEqual([
      expect.objectContaining({ id: firstRequest, companyId: w.companyA.id, companyName: w.companyA.name, reason: "Attach the new director's passport first" }),
    ]);
    // The preparer's dashboard lists it under "returned by the approver" (and the approver's, for the preparers under them).
    for (const who of [w.preparerA, w.approver]) {
      const preparerDash = (await inject('GET', '/api/preparer/dashboard', w.auth(who))).json<{ dashboard: { returnedByApprover: unknown[] } }>().dashboard;
      expect(preparerDash.returnedByApprover).toEqual([expect.objectContaining({ id: firstRequest, companyName: w.companyA.name, reason: "Attach the new director's passport first" })]);
    }
    const dash = (await inject('GET', '/api/approver/dashboard', w.auth(w.approver))).json<{ dashboard: ApproverDashboard }>().dashboard;
    expect(dash.counts).toMatchObject({ pending: 0, returnedAwaitingResubmission: 1, decidedLast7Days: 1 });
    expect(await auditCount('approval.returned')).toBe(1);
    // Decided: not decided again.
    expect((await inject('POST', `/api/approver/requests/${firstRequest}/approve`, w.auth(w.approver), {})).statusCode).toBe(409);
    expect((await inject('POST', `/api/approver/requests/${firstRequest}/return`, w.auth(w.approver), { reason: 'Again' })).statusCode).toBe(409);
  });

  it('sends it again: the returned request counts as resubmitted', async () => {
    const review = await inject('POST', `/api/company-preparer/tasks/${taskId}/review?action=approve`, w.auth(w.preparerA));
    expect(review.json<{ task: Task }>().task.status).toBe('AwaitingApproval');
    const res = await inject('PUT', send(w.companyA.id), w.auth(w.preparerA), { note: 'Passport attached' });
    expect(res.statusCode).toBe(200);
    secondRequest = res.json<{ request: ApprovalRequestDetail }>().request.id;
    expect(secondRequest).not.toBe(firstRequest);
    expect(await returnedRequestsForPreparer(t.db, w.preparerA.id, 5)).toEqual([]);
    const preparerDash = (await inject('GET', '/api/preparer/dashboard', w.auth(w.preparerA))).json<{ dashboard: { returnedByApprover: unknown[] } }>().dashboard;
    expect(preparerDash.returnedByApprover).toEqual([]);
    const dash = (await inject('GET', '/api/approver/dashboard', w.auth(w.approver))).json<{ dashboard: ApproverDashboard }>().dashboard;
    expect(dash.counts).toMatchObject({ pending: 1, returnedAwaitingResubmission: 0 });
  });

  it('approves it ("Approved"): every change applied in one go, the task Completed, the client and the preparer told', async () => {
    const res = await inject('POST', `/api/approver/requests/${secondRequest}/approve`, w.auth(w.approver), { note: 'All in order' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ok.approved, request: { state: 'approved', decisionNote: 'All in order' } });
    const live = await liveCompany(w.companyA.id);
    expect(live).toMatchObject({ businessActivity: 'Ship chandling (SSIC 46900)', contactNumber: '+65 6100 1111', status: 'dormant', statusRemarks: 'No trading this year' });
    const people = Object.fromEntries(live.directors.map((d) => [d.fullName, d]));
    expect(Object.keys(people).sort()).toEqual(['Elena Petrova', 'Marcus Lim', 'Nadia Rahman']);
    expect(people['Marcus Lim']).toMatchObject({ id: dirA1, nationality: 'Malaysian', idNumber: 'S1234567A' });
    expect(people['Nadia Rahman']).toMatchObject({ email: 'nadia@example.com', nationality: 'Malaysian' });
    expect(people['Elena Petrova']?.id).toBe(dirA2);
    expect(live.shareholders).toEqual([]);
    const [task] = await t.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task?.status).toBe('Completed');
    expect(await notificationsOf(w.clientA.id, 'Task completed: Annual return filing')).toHaveLength(1);
    expect(await notificationsOf(w.clientA.id, `${w.companyA.name}: company details updated`)).toHaveLength(1);
    expect(await notificationsOf(w.clientA.id, `${w.companyA.name}: status updated`)).toHaveLength(1);
    expect(await notificationsOf(w.preparerA.id, `Approved: ${w.companyA.name}`)).toHaveLength(1);
    expect(await auditCount('approval.approved')).toBe(1);
    expect(await activityCount(w.companyA.id, 'approval.approved')).toBe(1);
    expect(await activityCount(w.companyA.id, 'director.added')).toBe(1);
    expect(await activityCount(w.companyA.id, 'shareholder.deleted')).toBe(1);
    const details = (await inject('GET', company(w.companyA.id), w.auth(w.preparerA))).json<PreparerCompanyDetails>();
    expect(details).toMatchObject({ pendingChanges: null, pendingRequests: 0, lastRequest: { id: secondRequest, state: 'approved', reason: 'All in order' } });
  });

  it('keeps both decisions in the history, newest first, filterable', async () => {
    const res = await inject('GET', '/api/approver/history', w.auth(w.approver));
    expect(res.statusCode).toBe(200);
    expect(res.json<ApprovalRequestList>().items.map((x) => [x.id, x.state])).toEqual([
      [secondRequest, 'approved'],
      [firstRequest, 'returned'],
    ]);
    const returned = await inject('GET', '/api/approver/history?decision=returned&limit=1', w.auth(w.approver));
    expect(returned.json<ApprovalRequestList>().items.map((x) => x.id)).toEqual([firstRequest]);
    const page1 = await inject('GET', '/api/approver/history?limit=1', w.auth(w.admin));
    const { nextCursor } = page1.json<ApprovalRequestList>();
    expect(nextCursor).toBeTruthy();
    const page2 = await inject('GET', `/api/approver/history?limit=1&cursor=${encodeURIComponent(nextCursor ?? '')}`, w.auth(w.admin));
    expect(page2.json<ApprovalRequestList>().items.map((x) => x.id)).toEqual([firstRequest]);
    expect((await inject('GET', '/api/approver/history', loneApprover)).json<ApprovalRequestList>().items).toEqual([]);
  });

  it("shows each preparer's load to the approver (their preparers) and the admin (every preparer)", async () => {
    const overdue = await inject('POST', `/api/company-preparer/${w.companyA.id}/tasks`, w.auth(w.preparerA), { title: 'Late one', dueDate: '2026-01-01' });
    expect(overdue.statusCode).toBe(201);
    const res = await inject('GET', '/api/approver/preparers', w.auth(w.approver));
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: PreparerLoad[] }>();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ preparer: { id: w.preparerA.id }, companies: 1, pendingRequests: 0, returnedRequests: 0 });
    expect(items[0]?.openTasks).toBeGreaterThanOrEqual(1);
    expect(items[0]?.overdueTasks).toBeGreaterThanOrEqual(1);
    const admin = (await inject('GET', '/api/approver/preparers', w.auth(w.admin))).json<{ items: PreparerLoad[] }>().items;
    expect(admin.map((x) => x.preparer.id)).toEqual(expect.arrayContaining([w.preparerA.id, w.preparerB.id]));
    expect((await inject('GET', '/api/approver/preparers', loneApprover)).json<{ items: PreparerLoad[] }>().items).toEqual([]);
  });
});

describe('an approver cannot decide on work of a preparer not under them', () => {
  it("answers 404 on preparer B's request to the approver over A; the admin decides it", async () => {
    const staged = await inject('PUT', status(w.companyB.id), w.auth(w.preparerB), { statusRemarks: 'Checked by B' });
    expect(staged.statusCode).toBe(200);
    const sent = await inject('PUT', send(w.companyB.id), w.auth(w.preparerB), { note: 'Remarks only' });
    expect(sent.statusCode).toBe(200);
    const id = sent.json<{ request: ApprovalRequestDetail }>().request.id;
    // Nobody above preparer B: nobody but the admins to tell.
    for (const [method, url, payload] of [
      ['GET', `/api/approver/requests/${id}`],
      ['POST', `/api/approver/requests/${id}/approve`, {}],
      ['POST', `/api/approver/requests/${id}/return`, { reason: 'Not mine' }],
    ] as const) {
      expect((await inject(method, url, w.auth(w.approver), payload)).statusCode, url).toBe(404);
    }
    expect((await inject('GET', '/api/approver/queue', w.auth(w.approver))).json<ApprovalRequestList>().items.map((x) => x.id)).not.toContain(id);
    const approved = await inject('POST', `/api/approver/requests/${id}/approve`, w.auth(w.admin));
    expect(approved.statusCode).toBe(200);
    expect((await liveCompany(w.companyB.id)).statusRemarks).toBe('Checked by B');
  });
});

describe("an admin's changes apply directly", () => {
  it('PUT /api/preparer/company and /status as admin: applied, nothing staged', async () => {
    const res = await inject('PUT', company(w.companyB.id), w.auth(w.admin), {
      company: { registeredAddress: '1 Harbourfront Walk, Singapore 098585' },
      directors: { created: [{ fullName: 'Admin Added', isNominee: true }] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<PreparerCompanyDetails & { message: string; outcome: string }>();
    expect(body).toMatchObject({ message: ok.updated, outcome: 'applied', pendingChanges: null });
    expect(body.company.registeredAddress).toBe('1 Harbourfront Walk, Singapore 098585');
    expect(body.directors.map((d) => d.fullName)).toContain('Admin Added');
    const st = await inject('PUT', status(w.companyB.id), w.auth(w.admin), { status: 'dormant' });
    expect(st.json()).toMatchObject({ message: ok.statusUpdated, outcome: 'applied', status: { status: 'dormant' } });
    expect((await liveCompany(w.companyB.id)).status).toBe('dormant');
    expect(await notificationsOf(w.clientB.id, `${w.companyB.name}: status updated`)).toHaveLength(1);
    // A preparer approving a task would wait for the approver; the admin's completes it.
    const created = await inject('POST', `/api/company-preparer/${w.companyB.id}/tasks`, w.auth(w.admin), { title: 'Admin task', dueDate: '2030-01-01' });
    const id = created.json<{ task: Task }>().task.id;
    const reviewed = await inject('POST', `/api/company-preparer/tasks/${id}/review?action=approve`, w.auth(w.admin));
    expect(reviewed.json<{ task: Task }>().task.status).toBe('Completed');
  });
});

describe('at the same moment', () => {
  it('merges two simultaneous saves into the one draft', async () => {
    const [a, b] = await Promise.all([
      inject('PUT', company(w.companyA.id), w.auth(w.preparerA), { directors: { created: [{ fullName: 'Parallel One' }] } }),
      inject('PUT', company(w.companyA.id), w.auth(w.preparerA), { directors: { created: [{ fullName: 'Parallel Two' }] } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const details = (await inject('GET', company(w.companyA.id), w.auth(w.preparerA))).json<PreparerCompanyDetails>();
    expect(details.pendingChanges?.directors.created.map((d) => d.fullName).sort()).toEqual(['Parallel One', 'Parallel Two']);
  });

  it('decides a request once when two decisions arrive together', async () => {
    const sent = await inject('PUT', send(w.companyA.id), w.auth(w.preparerA), { note: 'Two new directors' });
    expect(sent.statusCode).toBe(200);
    const id = sent.json<{ request: ApprovalRequestDetail }>().request.id;
    const answers = await Promise.all([
      inject('POST', `/api/approver/requests/${id}/approve`, w.auth(w.approver), {}),
      inject('POST', `/api/approver/requests/${id}/return`, w.auth(w.admin), { reason: 'Too many directors' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const live = await liveCompany(w.companyA.id);
    const added = live.directors.filter((d) => d.fullName.startsWith('Parallel')).length;
    const details = (await inject('GET', company(w.companyA.id), w.auth(w.preparerA))).json<PreparerCompanyDetails>();
    // Either applied (both people are on the record) or returned (both are back in the draft), never both or half.
    if (added) expect([added, details.pendingChanges]).toEqual([2, null]);
    else expect(details.pendingChanges?.directors.created).toHaveLength(2);
  });
});

describe('a record that changed after the work was sent', () => {
  it('refuses to approve a change to a person removed since (409), and the returned draft drops it', async () => {
    const [extra] = await t.db.insert(directors).values({ companyId: w.companyA.id, fullName: 'Soon Gone' }).returning();
    const staged = await inject('PUT', company(w.companyA.id), w.auth(w.preparerA), { directors: { updated: [{ id: extra?.id, nationality: 'Thai' }] } });
    expect(staged.statusCode).toBe(200);
    const sent = await inject('PUT', send(w.companyA.id), w.auth(w.preparerA), { note: 'Nationality fix' });
    const id = sent.json<{ request: ApprovalRequestDetail }>().request.id;
    await t.db.delete(directors).where(eq(directors.id, extra?.id ?? ''));
    const approve = await inject('POST', `/api/approver/requests/${id}/approve`, w.auth(w.approver), {});
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({ message: approvalMessages.errors.stale });
    // Nothing of it was applied; it still waits for a decision.
    const still = (await inject('GET', `/api/approver/requests/${id}`, w.auth(w.approver))).json<{ request: ApprovalRequestDetail }>().request;
    expect(still.state).toBe('pending');
    const back = await inject('POST', `/api/approver/requests/${id}/return`, w.auth(w.approver), { reason: 'Director left' });
    expect(back.statusCode).toBe(200);
    const details = (await inject('GET', company(w.companyA.id), w.auth(w.preparerA))).json<PreparerCompanyDetails>();
    expect(details.pendingChanges?.directors.updated ?? []).toEqual([]);
  });
});
