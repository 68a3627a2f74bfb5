import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, Document, ListTasksResponse, Notification, Task, TaskDetailResponse } from '@quayside/contract/client-area';
import type { CompanyPreparerSummary, CompanyStatusRecord } from '@quayside/contract/company-preparer';
import { authMessages, clientMessages, preparerMessages } from '@quayside/contract/messages';
import { actions, approvalRequests, auditLogs, companies, companyActivity, documents, notifications, taskRequirements, tasks } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signAccessToken } from '../auth/auth.service';
import { addCalendarEntry } from '../calendar/calendar.service';
import { FAKE_PDF, PDF, multipart } from '../client/client.test-helpers';
import { asActor, createWorld, insertCompany, type World } from '../companies/companies.test-helpers';

const ok = preparerMessages.success;

let t: TestApp;
let w: World;
let nriAuth: Record<string, string>;
let approverB: { headers: Record<string, string> };

const base = (companyId: string) => `/api/company-preparer/${companyId}`;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  const secret = t.deps.config.jwtSecret;
  const nri = await createUser(t.db, { role: 'nri_client' });
  nriAuth = { authorization: `Bearer ${await signAccessToken(secret, nri, 3600)}` };
  // An approver with no preparer under them.
  const lone = await createUser(t.db, { role: 'approver' });
  approverB = { headers: { authorization: `Bearer ${await signAccessToken(secret, lone, 3600)}` } };
});

afterAll(async () => {
  await t.close();
});

async function auditCount(action: string, targetId: string) {
  return (await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, targetId)))).length;
}
async function activityCount(companyId: string, action: string) {
  return (await t.db.select().from(companyActivity).where(and(eq(companyActivity.companyId, companyId), eq(companyActivity.action, action)))).length;
}

async function createTaskAs(headers: Record<string, string>, companyId: string, title: string) {
  return t.app.inject({
    method: 'POST',
    url: `${base(companyId)}/tasks`,
    headers,
    payload: { title, dueDate: '2030-06-30', priority: 'high', requiredDocuments: [{ name: 'Signed minutes' }] },
  });
}

describe('scope of /api/company-preparer', () => {
  const reads = ['summary', 'status', 'calendar', 'documents', 'actions', 'tasks'];

  it("lets the company's preparer, the approver above them and the admin read every part", async () => {
    for (const who of [w.preparerA, w.approver, w.admin]) {
      for (const part of reads) {
        const res = await t.app.inject({ method: 'GET', url: `${base(w.companyA.id)}/${part}`, headers: w.auth(who) });
        expect(res.statusCode, `${who.fullName} GET ${part}`).toBe(200);
      }
    }
  });

  it("answers 404 to preparer A for preparer B's company, on every read and write", async () => {
    for (const part of reads) {
      const res = await t.app.inject({ method: 'GET', url: `${base(w.companyB.id)}/${part}`, headers: w.auth(w.preparerA) });
      expect(res.statusCode, `GET ${part}`).toBe(404);
    }
    const writes = [
      { url: `${base(w.companyB.id)}/status`, payload: { status: 'dormant' } },
      { url: `${base(w.companyB.id)}/actions`, payload: { title: 'Nope', message: 'Not yours' } },
      { url: `${base(w.companyB.id)}/tasks`, payload: { title: 'Nope', dueDate: '2030-01-01' } },
    ];
    for (const wr of writes) {
      const res = await t.app.inject({ method: 'POST', url: wr.url, headers: w.auth(w.preparerA), payload: wr.payload });
      expect(res.statusCode, wr.url).toBe(404);
    }
    const [b] = await t.db.select().from(companies).where(eq(companies.id, w.companyB.id));
    expect(b?.status).toBe('active');
  });

  it('answers 404 to an approver for a preparer not under them (and to an approver over nobody)', async () => {
    for (const [who, headers] of [
      ['approver', w.auth(w.approver)],
      ['lone approver', approverB.headers],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `${base(w.companyB.id)}/summary`, headers });
      expect(res.statusCode, who).toBe(404);
    }
    const lone = await t.app.inject({ method: 'GET', url: `${base(w.companyA.id)}/tasks`, headers: approverB.headers });
    expect(lone.statusCode).toBe(404);
  });

  it('answers 404 for a company that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${base('7c1d7b2e-3f1a-4c55-9a0e-2b8f6f0d9a11')}/summary`, headers: w.auth(w.admin) });
    expect(res.statusCode).toBe(404);
  });

  it('refuses clients (even on their own company) and NRI clients with the route-level 403', async () => {
    for (const headers of [w.auth(w.clientA), nriAuth]) {
      const res = await t.app.inject({ method: 'GET', url: `${base(w.companyA.id)}/summary`, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: authMessages.errors.forbidden });
      const post = await createTaskAs(headers, w.companyA.id, 'Self-assigned');
      expect(post.statusCode).toBe(403);
    }
  });

  it('keeps the approver read-only: writes are refused for the route (403)', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${base(w.companyA.id)}/status`, headers: w.auth(w.approver), payload: { status: 'dormant' } });
    expect(res.statusCode).toBe(403);
    const task = await createTaskAs(w.auth(w.approver), w.companyA.id, 'Approver task');
    expect(task.statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${base(w.companyA.id)}/summary` });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/company-preparer/{id}/summary', () => {
  it('answers the company, its client and the waiting work', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${base(w.companyA.id)}/summary`, headers: w.auth(w.preparerA) });
    const { summary } = res.json<{ summary: CompanyPreparerSummary }>();
    expect(summary.company.id).toBe(w.companyA.id);
    expect(summary.company.name).toBe('Alpha Harbour Pte. Ltd.');
    expect(summary.owner).toEqual({ id: w.clientA.id, fullName: w.clientA.fullName, email: w.clientA.email });
    expect(summary.unacknowledgedActions).toBeGreaterThanOrEqual(0);
    expect(Array.isArray(summary.openTasks)).toBe(true);
  });
});

describe('GET /api/company-preparer/{id}/calendar', () => {
  it("answers the company's whole calendar, soonest first, filtered by dates and openness", async () => {
    const far = await addCalendarEntry(t.db, w.companyA.id, { title: 'Annual return (next year)', dueDate: '2031-03-31', kind: 'other' }, asActor(w.admin));
    const near = await addCalendarEntry(t.db, w.companyA.id, { title: 'GST return', dueDate: '2030-01-31', kind: 'other' }, asActor(w.admin));
    await addCalendarEntry(t.db, w.companyB.id, { title: 'Not this company', dueDate: '2030-01-15', kind: 'other' }, asActor(w.admin));
    const res = await t.app.inject({ method: 'GET', url: `${base(w.companyA.id)}/calendar?from=2030-01-01`, headers: w.auth(w.preparerA) });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{ items: Array<{ id: string; companyId: string; dueDate: string }> }>().items;
    expect(items.map((e) => e.id)).toEqual([near.id, far.id]);
    const until = await t.app.inject({ method: 'GET', url: `${base(w.companyA.id)}/calendar?from=2030-01-01&to=2030-12-31&openOnly=true`, headers: w.auth(w.approver) });
    expect(until.json<{ items: Array<{ id: string }> }>().items.map((e) => e.id)).toEqual([near.id]);
    for (const bad of ['from=31-01-2030', 'openOnly=maybe', 'to=2030-02-31']) {
      const r = await t.app.inject({ method: 'GET', url: `${base(w.companyA.id)}/calendar?${bad}`, headers: w.auth(w.preparerA) });
      expect(r.statusCode, bad).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: `${base(w.companyA.id)}/calendar`, headers: w.auth(w.clientA) })).statusCode).toBe(403);
  });
});

describe('status: GET and POST /api/company-preparer/{id}/status', () => {
  it('reads status, incorporationStatus, statusRemarks and updatedAt', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${base(w.companyA.id)}/status`, headers: w.auth(w.approver) });
    expect(res.statusCode).toBe(200);
    const { status } = res.json<{ status: CompanyStatusRecord }>();
    expect(status).toMatchObject({ status: 'active', incorporationStatus: 'incorporated', statusRemarks: null });
    expect(typeof status.updatedAt).toBe('string');
  });

  it('stages a preparer\'s status change for the approver ("Status updated"): the live status and the client are untouched', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${base(w.companyA.id)}/status`,
      headers: { ...w.auth(w.preparerA), 'x-forwarded-for': '203.0.113.9' },
      payload: { status: 'dormant', statusRemarks: 'No trading this year' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; status: CompanyStatusRecord; outcome: string; pendingStatus: unknown }>();
    expect(body.message).toBe(ok.statusUpdated);
    expect(body.outcome).toBe('staged');
    expect(body.status).toMatchObject({ status: 'active', statusRemarks: null });
    expect(body.pendingStatus).toEqual({ status: 'dormant', statusRemarks: 'No trading this year' });
    const read = await t.app.inject({ method: 'GET', url: `${base(w.companyA.id)}/status`, headers: w.auth(w.preparerA) });
    expect(read.json<{ status: CompanyStatusRecord }>().status.status).toBe('active');
    expect(await auditCount('approval.staged', w.companyA.id)).toBe(1);
    expect(await activityCount(w.companyA.id, 'approval.staged')).toBe(1);
    expect(await auditCount('company.status', w.companyA.id)).toBe(0);
    const told = await t.db.select().from(notifications).where(and(eq(notifications.userId, w.clientA.id), eq(notifications.title, `${w.companyA.name}: status updated`)));
    expect(told).toHaveLength(0);
    // The staged change is the approver's to decide; drop it for the other tests.
    await t.db.delete(approvalRequests).where(eq(approvalRequests.companyId, w.companyA.id));
  });

  it('applies an admin\'s status change at once ("Status updated") with an audit row, an activity entry and a notice to the client', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${base(w.companyA.id)}/status`,
      headers: w.auth(w.admin),
      payload: { status: 'dormant', statusRemarks: 'No trading this year' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; status: CompanyStatusRecord; outcome: string }>();
    expect(body.message).toBe(ok.statusUpdated);
    expect(body.outcome).toBe('applied');
    expect(body.status).toMatchObject({ status: 'dormant', statusRemarks: 'No trading this year' });
    const read = await t.app.inject({ method: 'GET', url: `${base(w.companyA.id)}/status`, headers: w.auth(w.preparerA) });
    expect(read.json<{ status: CompanyStatusRecord }>().status.status).toBe('dormant');
    expect(await auditCount('company.status', w.companyA.id)).toBe(1);
    expect(await activityCount(w.companyA.id, 'company.status')).toBe(1);
    const told = await t.db.select().from(notifications).where(and(eq(notifications.userId, w.clientA.id), eq(notifications.title, `${w.companyA.name}: status updated`)));
    expect(told).toHaveLength(1);
    // Put it back for the other tests.
    await t.app.inject({ method: 'POST', url: `${base(w.companyA.id)}/status`, headers: w.auth(w.admin), payload: { status: 'active', statusRemarks: null } });
  });

  it('refuses an empty body and unknown status values with 400', async () => {
    for (const payload of [{}, { status: 'sleeping' }, { incorporationStatus: 42 }]) {
      const res = await t.app.inject({ method: 'POST', url: `${base(w.companyA.id)}/status`, headers: w.auth(w.preparerA), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('lets staff work on a company whose dashboard the admin locked', async () => {
    await t.db.update(companies).set({ dashboardLocked: true, dashboardLockReason: 'Fees overdue' }).where(eq(companies.id, w.companyA.id));
    try {
      const res = await t.app.inject({ method: 'POST', url: `${base(w.companyA.id)}/status`, headers: w.auth(w.preparerA), payload: { statusRemarks: 'Working while locked' } });
      expect(res.statusCode).toBe(200);
      const task = await createTaskAs(w.auth(w.preparerA), w.companyA.id, 'Locked company task');
      expect(task.statusCode).toBe(201);
    } finally {
      await t.db.update(companies).set({ dashboardLocked: false, dashboardLockReason: null }).where(eq(companies.id, w.companyA.id));
    }
  });
});

describe('documents: GET and POST /api/company-preparer/{id}/documents', () => {
  it("uploads a document for the client, shown in the client's documents and the company's list", async () => {
    const { payload, headers } = multipart([
      { name: 'name', value: 'Engagement letter' },
      { name: 'file', filename: 'letter.pdf', content: PDF, contentType: 'application/pdf' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: `${base(w.companyA.id)}/documents`, headers: { ...w.auth(w.preparerA), ...headers }, payload });
    expect(res.statusCode).toBe(201);
    const { message, document } = res.json<{ message: string; document: Document }>();
    expect(message).toBe(clientMessages.success.documentUploaded);
    expect(document).toMatchObject({ name: 'Engagement letter', ownerId: w.clientA.id, companyId: w.companyA.id, status: 'Approved', isVerified: true });
    expect(document.files).toHaveLength(1);
    expect(await auditCount('document.staff_uploaded', document.id)).toBe(1);
    expect(await activityCount(w.companyA.id, 'document.staff_uploaded')).toBe(1);

    const list = await t.app.inject({ method: 'GET', url: `${base(w.companyA.id)}/documents`, headers: w.auth(w.approver) });
    expect(list.json<{ items: Document[] }>().items.map((d) => d.id)).toContain(document.id);
    const clientList = await t.app.inject({ method: 'GET', url: '/api/client/documents', headers: w.auth(w.clientA) });
    expect(clientList.json<{ items: Document[] }>().items.map((d) => d.id)).toContain(document.id);
    const told = await t.db.select().from(notifications).where(and(eq(notifications.userId, w.clientA.id), eq(notifications.title, 'New document: Engagement letter')));
    expect(told).toHaveLength(1);
  });

  it('checks the file by content as the client uploads are (415), and wants a file (400)', async () => {
    const fake = multipart([{ name: 'file', filename: 'letter.pdf', content: FAKE_PDF, contentType: 'application/pdf' }]);
    const res = await t.app.inject({ method: 'POST', url: `${base(w.companyA.id)}/documents`, headers: { ...w.auth(w.preparerA), ...fake.headers }, payload: fake.payload });
    expect(res.statusCode).toBe(415);
    const none = multipart([{ name: 'name', value: 'Nothing' }]);
    const empty = await t.app.inject({ method: 'POST', url: `${base(w.companyA.id)}/documents`, headers: { ...w.auth(w.preparerA), ...none.headers }, payload: none.payload });
    expect(empty.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: `${base(w.companyA.id)}/documents`, headers: w.auth(w.preparerA), payload: { name: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  it("answers 404 for a taskId of another company, and for preparer B's company", async () => {
    const other = await insertCompany(t.db, { ownerId: w.clientA.id, preparerId: w.preparerB.id });
    const created = await createTaskAs(w.auth(w.preparerB), other.id, 'Other company task');
    const otherTask = created.json<{ task: Task }>().task.id;
    const mp = multipart([
      { name: 'taskId', value: otherTask },
      { name: 'file', filename: 'letter.pdf', content: PDF, contentType: 'application/pdf' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: `${base(w.companyA.id)}/documents`, headers: { ...w.auth(w.preparerA), ...mp.headers }, payload: mp.payload });
    expect(res.statusCode).toBe(404);
    const mp2 = multipart([{ name: 'file', filename: 'letter.pdf', content: PDF, contentType: 'application/pdf' }]);
    const b = await t.app.inject({ method: 'POST', url: `${base(w.companyB.id)}/documents`, headers: { ...w.auth(w.preparerA), ...mp2.headers }, payload: mp2.payload });
    expect(b.statusCode).toBe(404);
    expect(await t.db.select().from(documents).where(eq(documents.companyId, w.companyB.id))).toHaveLength(0);
  });
});

describe('actions: GET and POST /api/company-preparer/{id}/actions, POST .../actions/{actionId}/ack', () => {
  let sent: Action;

  it('sends an action to the client ("Action sent"), who sees it and is notified', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${base(w.companyA.id)}/actions`,
      headers: w.auth(w.preparerA),
      payload: { title: 'Confirm your address', message: 'Please confirm the registered address.', type: 'request', dueDate: '2030-01-31' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ message: string; action: Action }>();
    expect(body.message).toBe(ok.actionSent);
    sent = body.action;
    expect(sent).toMatchObject({ title: 'Confirm your address', type: 'request', companyId: w.companyA.id, clientAck: false, dueDate: '2030-01-31' });
    expect(sent.createdBy?.id).toBe(w.preparerA.id);
    expect(await auditCount('action.sent', sent.id)).toBe(1);
    expect(await activityCount(w.companyA.id, 'action.sent')).toBe(1);
    const centre = await t.app.inject({ method: 'GET', url: '/api/client/actions', headers: w.auth(w.clientA) });
    expect(JSON.stringify(centre.json())).toContain(sent.id);
    const list = await t.app.inject({ method: 'GET', url: `${base(w.companyA.id)}/actions`, headers: w.auth(w.approver) });
    expect(list.json<{ items: Action[] }>().items.map((a) => a.id)).toContain(sent.id);
  });

  it('refuses a blank title or an unknown type (400)', async () => {
    for (const payload of [{ title: ' ', message: 'x' }, { title: 'x', message: 'x', type: 'task' }]) {
      const res = await t.app.inject({ method: 'POST', url: `${base(w.companyA.id)}/actions`, headers: w.auth(w.preparerA), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('records the acknowledgement ("Action acknowledged") once, with audit and activity', async () => {
    const url = `${base(w.companyA.id)}/actions/${sent.id}/ack`;
    const res = await t.app.inject({ method: 'POST', url, headers: w.auth(w.preparerA) });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string; action: Action }>()).toMatchObject({ message: ok.actionAcknowledged, action: { id: sent.id, clientAck: true } });
    const again = await t.app.inject({ method: 'POST', url, headers: w.auth(w.preparerA) });
    expect(again.statusCode).toBe(200);
    expect(await auditCount('action.acknowledged', sent.id)).toBe(1);
    expect(await activityCount(w.companyA.id, 'action.acknowledged')).toBe(1);
  });

  it("answers 404 for an action under another company's path and for preparer B", async () => {
    const other = await t.app.inject({ method: 'POST', url: `${base(w.companyB.id)}/actions/${sent.id}/ack`, headers: w.auth(w.preparerB) });
    expect(other.statusCode).toBe(404);
    const stranger = await t.app.inject({ method: 'POST', url: `${base(w.companyA.id)}/actions/${sent.id}/ack`, headers: w.auth(w.preparerB) });
    expect(stranger.statusCode).toBe(404);
    const [row] = await t.db.select().from(actions).where(eq(actions.id, sent.id));
    expect(row?.clientAck).toBe(true);
  });
});

describe('tasks and the review loop', () => {
  let task: Task;

  it('creates a task with required documents, due date and priority ("Task created"); the client is notified', async () => {
    const res = await createTaskAs(w.auth(w.preparerA), w.companyA.id, 'Board resolution');
    expect(res.statusCode).toBe(201);
    const body = res.json<{ message: string; task: Task }>();
    expect(body.message).toBe(ok.taskCreated);
    task = body.task;
    expect(task).toMatchObject({ title: 'Board resolution', dueDate: '2030-06-30', priority: 'high', status: 'Pending', companyId: w.companyA.id, requirementsTotal: 1 });
    expect(await auditCount('task.created', task.id)).toBe(1);
    const told = await t.db.select().from(notifications).where(and(eq(notifications.userId, w.clientA.id), eq(notifications.title, 'New task: Board resolution')));
    expect(told).toHaveLength(1);
    const reqs = await t.db.select().from(taskRequirements).where(eq(taskRequirements.taskId, task.id));
    expect(reqs.map((r) => r.name)).toEqual(['Signed minutes']);
  });

  it('refuses a task without a due date or with an unknown priority (400)', async () => {
    for (const payload of [{ title: 'No date' }, { title: 'Bad', dueDate: '2030-01-01', priority: 'asap' }, { title: 'Bad date', dueDate: '2030-02-30' }]) {
      const res = await t.app.inject({ method: 'POST', url: `${base(w.companyA.id)}/tasks`, headers: w.auth(w.preparerA), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('lists the task for staff, and the client sees it in /api/client/tasks/assigned', async () => {
    const staff = await t.app.inject({ method: 'GET', url: `${base(w.companyA.id)}/tasks?openOnly=true`, headers: w.auth(w.approver) });
    expect(staff.json<ListTasksResponse>().items.map((x) => x.id)).toContain(task.id);
    const client = await t.app.inject({ method: 'GET', url: '/api/client/tasks/assigned?openOnly=true', headers: w.auth(w.clientA) });
    expect(client.json<ListTasksResponse>().items.map((x) => x.id)).toContain(task.id);
  });

  it('GET /api/company-preparer/tasks/{id}: the task and its required documents; 404 out of scope', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/company-preparer/tasks/${task.id}`, headers: w.auth(w.approver) });
    expect(res.statusCode).toBe(200);
    const detail = res.json<TaskDetailResponse>();
    expect(detail.task.id).toBe(task.id);
    expect(detail.requiredDocuments.map((r) => r.name)).toEqual(['Signed minutes']);
    for (const headers of [w.auth(w.preparerB), approverB.headers]) {
      const hidden = await t.app.inject({ method: 'GET', url: `/api/company-preparer/tasks/${task.id}`, headers });
      expect(hidden.statusCode).toBe(404);
    }
    const client = await t.app.inject({ method: 'GET', url: `/api/company-preparer/tasks/${task.id}`, headers: w.auth(w.clientA) });
    expect(client.statusCode).toBe(403);
  });

  it('requires a reason to return or reject, and a known action (400); preparer B gets 404', async () => {
    for (const q of ['action=return', 'action=reject&reason=', 'action=close', '']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/company-preparer/tasks/${task.id}/review?${q}`, headers: w.auth(w.preparerA) });
      expect(res.statusCode, q).toBe(400);
    }
    const other = await t.app.inject({ method: 'POST', url: `/api/company-preparer/tasks/${task.id}/review?action=approve`, headers: w.auth(w.preparerB) });
    expect(other.statusCode).toBe(404);
    const approver = await t.app.inject({ method: 'POST', url: `/api/company-preparer/tasks/${task.id}/review?action=approve`, headers: w.auth(w.approver) });
    expect(approver.statusCode).toBe(403);
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row?.status).toBe('Pending');
  });

  it("returns the task with a reason ('Task reviewed'): back in the client's open list with the reason and a notification", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/company-preparer/tasks/${task.id}/review?action=return&reason=${encodeURIComponent('Please sign page 2')}`,
      headers: w.auth(w.preparerA),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; task: Task }>();
    expect(body.message).toBe(ok.taskReviewed);
    expect(body.task).toMatchObject({ status: 'Rejected', reviewReason: 'Please sign page 2' });
    expect(await auditCount('task.reviewed', task.id)).toBe(1);
    expect(await activityCount(w.companyA.id, 'task.returned')).toBe(1);

    const open = await t.app.inject({ method: 'GET', url: '/api/client/tasks/assigned?openOnly=true', headers: w.auth(w.clientA) });
    const listed = open.json<ListTasksResponse>().items.find((x) => x.id === task.id);
    expect(listed?.status).toBe('Rejected');
    const detail = await t.app.inject({ method: 'GET', url: `/api/client/tasks/assigned/${task.id}`, headers: w.auth(w.clientA) });
    expect(detail.json<TaskDetailResponse>().task.reviewReason).toBe('Please sign page 2');
    const inbox = await t.app.inject({ method: 'GET', url: '/api/client/notifications', headers: w.auth(w.clientA) });
    const { items } = inbox.json<{ items: Notification[] }>();
    expect(items.some((n) => n.title === 'Changes requested: Board resolution' && n.message.includes('Please sign page 2'))).toBe(true);
  });

  it("puts a task the preparer approves in AwaitingApproval (open for the client, who is told once the approver approves)", async () => {
    const gated = (await createTaskAs(w.auth(w.preparerA), w.companyA.id, 'Four eyes')).json<{ task: Task }>().task;
    const res = await t.app.inject({ method: 'POST', url: `/api/company-preparer/tasks/${gated.id}/review?action=approve`, headers: w.auth(w.preparerA) });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string; task: Task }>()).toMatchObject({ message: ok.taskReviewed, task: { status: 'AwaitingApproval' } });
    expect(await activityCount(w.companyA.id, 'task.approved_by_preparer')).toBe(1);
    const open = await t.app.inject({ method: 'GET', url: '/api/client/tasks/assigned?openOnly=true', headers: w.auth(w.clientA) });
    expect(open.json<ListTasksResponse>().items.find((x) => x.id === gated.id)?.status).toBe('AwaitingApproval');
    const told = await t.db.select().from(notifications).where(and(eq(notifications.userId, w.clientA.id), eq(notifications.title, 'Task completed: Four eyes')));
    expect(told).toHaveLength(0);
    // Approving it again is refused; it waits for the approver.
    const again = await t.app.inject({ method: 'POST', url: `/api/company-preparer/tasks/${gated.id}/review?action=approve`, headers: w.auth(w.preparerA) });
    expect(again.statusCode).toBe(409);
  });

  it('approves a task (Completed) and rejects another (Cancelled, with the reason); a closed task is not reviewed again', async () => {
    const approve = await t.app.inject({ method: 'POST', url: `/api/company-preparer/tasks/${task.id}/review?action=approve`, headers: w.auth(w.admin) });
    expect(approve.statusCode).toBe(200);
    expect(approve.json<{ task: Task }>().task.status).toBe('Completed');
    const again = await t.app.inject({ method: 'POST', url: `/api/company-preparer/tasks/${task.id}/review?action=approve`, headers: w.auth(w.preparerA) });
    expect(again.statusCode).toBe(409);

    const other = (await createTaskAs(w.auth(w.preparerA), w.companyA.id, 'Dropped filing')).json<{ task: Task }>().task;
    const reject = await t.app.inject({ method: 'POST', url: `/api/company-preparer/tasks/${other.id}/review?action=reject&reason=No%20longer%20needed`, headers: w.auth(w.preparerA) });
    expect(reject.statusCode).toBe(200);
    expect(reject.json<{ task: Task }>().task).toMatchObject({ status: 'Cancelled', reviewReason: 'No longer needed' });
    const open = await t.app.inject({ method: 'GET', url: '/api/client/tasks/assigned?openOnly=true', headers: w.auth(w.clientA) });
    expect(open.json<ListTasksResponse>().items.map((x) => x.id)).not.toContain(other.id);
    const told = await t.db.select().from(notifications).where(and(eq(notifications.userId, w.clientA.id), eq(notifications.title, 'Task rejected: Dropped filing')));
    expect(told).toHaveLength(1);
  });
});

describe("scope follows the admin's assignments", () => {
  it('moves with reassign-preparer: the old preparer gets 404, the new one (and no longer the approver) reaches it', async () => {
    const c = await insertCompany(t.db, { ownerId: w.clientA.id, preparerId: w.preparerA.id });
    const before = await t.app.inject({ method: 'GET', url: `${base(c.id)}/summary`, headers: w.auth(w.preparerB) });
    expect(before.statusCode).toBe(404);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/company/${c.id}/reassign-preparer`,
      headers: w.auth(w.admin),
      payload: { newPreparerId: w.preparerB.id },
    });
    expect(moved.statusCode).toBe(200);
    const nowB = await t.app.inject({ method: 'GET', url: `${base(c.id)}/summary`, headers: w.auth(w.preparerB) });
    expect(nowB.statusCode).toBe(200);
    for (const who of [w.preparerA, w.approver]) {
      const gone = await t.app.inject({ method: 'GET', url: `${base(c.id)}/summary`, headers: w.auth(who) });
      expect(gone.statusCode, who.fullName).toBe(404);
    }
  });
});
