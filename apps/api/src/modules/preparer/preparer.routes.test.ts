import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document, Notification, Task, TaskDetailResponse, TaskSummary } from '@quayside/contract/client-area';
import { CURSOR_INVALID_MESSAGE } from '@quayside/contract/cursor';
import { authMessages, preparerMessages } from '@quayside/contract/messages';
import type { AssignedTasksResponse, AssignedUsersResponse, KycRecord, PreparerDashboard, UserTasksResponse } from '@quayside/contract/preparer';
import type { CalendarAction } from '@quayside/contract/admin-comms';
import { addDays } from '@quayside/contract/compliance-rules';
import { auditLogs, calendarEntries, companyActivity, directors, notifications, roleAssignments, shareholders, tasks } from '../../db/schema/index';
import { todayUtc } from '../../lib/dates';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signAccessToken } from '../auth/auth.service';
import { multipart, PDF } from '../client/client.test-helpers';
import { createWorld, insertCompany, type World } from '../companies/companies.test-helpers';

const ok = preparerMessages.success;

let t: TestApp;
let w: World;
let nriAuth: Record<string, string>;
let loneApprover: Record<string, string>;
let nri: { id: string; fullName: string; email: string };
let nriOfB: { id: string };
let clientC: { id: string; fullName: string };
let companyC: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  const secret = t.deps.config.jwtSecret;
  const nriUser = await createUser(t.db, { role: 'nri_client', fullName: 'Nina Nri' });
  nri = nriUser;
  nriAuth = { authorization: `Bearer ${await signAccessToken(secret, nriUser, 3600)}` };
  nriOfB = await createUser(t.db, { role: 'nri_client', fullName: 'Omar Other' });
  await t.db.insert(roleAssignments).values([
    { kind: 'preparer_nri', preparerId: w.preparerA.id, targetId: nriUser.id },
    { kind: 'preparer_nri', preparerId: w.preparerB.id, targetId: nriOfB.id },
  ]);
  const lone = await createUser(t.db, { role: 'approver' });
  loneApprover = { authorization: `Bearer ${await signAccessToken(secret, lone, 3600)}` };
  // A client not assigned to preparer A, who owns a company preparer A prepares.
  clientC = await createUser(t.db, { role: 'client', fullName: 'Cyrus Company-only' });
  companyC = await insertCompany(t.db, { name: 'Charlie Freight Pte. Ltd.', ownerId: clientC.id, preparerId: w.preparerA.id });
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function auditCount(action: string, targetId: string) {
  return (await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, targetId)))).length;
}
async function activityCount(companyId: string, action: string) {
  return (await t.db.select().from(companyActivity).where(and(eq(companyActivity.companyId, companyId), eq(companyActivity.action, action)))).length;
}
async function notificationsOf(userId: string, title: string) {
  return t.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.title, title)));
}

async function assign(headers: Record<string, string>, companyId: string, title: string, extra: Record<string, unknown> = {}) {
  return send('POST', '/api/preparer/assign-task', headers, { companyId, title, dueDate: '2030-06-30', priority: 'high', requiredDocuments: [{ name: 'Bank statement' }], ...extra });
}
async function newTask(headers: Record<string, string>, companyId: string, title: string, extra: Record<string, unknown> = {}): Promise<Task> {
  const res = await assign(headers, companyId, title, extra);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ task: Task }>().task;
}
/** The client uploads a PDF to the task's first requirement: a Pending document. */
async function clientUpload(clientHeaders: Record<string, string>, taskId: string): Promise<Document> {
  const detail = (await get(`/api/client/tasks/assigned/${taskId}`, clientHeaders)).json<TaskDetailResponse>();
  const req = detail.requiredDocuments[0];
  if (!req) throw new Error('task has no requirement');
  const mp = multipart([{ name: 'document', filename: 'statement.pdf', content: PDF, contentType: 'application/pdf' }]);
  const res = await t.app.inject({ method: 'POST', url: `/api/client/tasks/requirements/${req.id}/upload`, headers: { ...clientHeaders, ...mp.headers }, payload: mp.payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ uploadedDoc: Document }>().uploadedDoc;
}

const UUID = '7c1d7b2e-3f1a-4c55-9a0e-2b8f6f0d9a11';

describe('roles on /api/preparer', () => {
  const reads = () => ['/api/preparer/dashboard', '/api/preparer/assigned-users', `/api/preparer/kyc/${w.companyA.id}`, '/api/preparer/assigned-tasks', `/api/preparer/tasks/user/${w.clientA.id}`];

  it('refuses clients and NRI clients every call with the route-level 403', async () => {
    const writes: Array<['POST' | 'PUT' | 'DELETE', string, unknown]> = [
      ['POST', `/api/preparer/kyc/${w.companyA.id}`, { riskRating: 'low' }],
      ['POST', `/api/preparer/notify/${w.clientA.id}`, { title: 'x', message: 'y' }],
      ['PUT', `/api/preparer/calendar/${UUID}`, { state: 'done' }],
      ['PUT', `/api/preparer/verify-document/${UUID}`, { status: 'Approved' }],
      ['POST', '/api/preparer/assign-task', { companyId: w.companyA.id, title: 'x', dueDate: '2030-01-01' }],
      ['PUT', `/api/preparer/task/${UUID}`, { title: 'x' }],
      ['DELETE', `/api/preparer/task/${UUID}`, undefined],
      ['PUT', `/api/preparer/recommendations/${w.clientA.id}`, { content: 'x' }],
    ];
    for (const headers of [w.auth(w.clientA), nriAuth]) {
      for (const url of reads()) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: authMessages.errors.forbidden });
      }
      for (const [method, url, payload] of writes) {
        const res = await send(method, url, headers, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('lets an approver read (the work of the preparers under them) but not write', async () => {
    for (const url of reads()) {
      const res = await get(url, w.auth(w.approver));
      expect(res.statusCode, url).toBe(200);
    }
    const res = await send('POST', `/api/preparer/kyc/${w.companyA.id}`, w.auth(w.approver), { riskRating: 'low' });
    expect(res.statusCode).toBe(403);
    const task = await assign(w.auth(w.approver), w.companyA.id, 'Approver task');
    expect(task.statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/preparer/dashboard', {})).statusCode).toBe(401);
  });
});

describe('GET /api/preparer/dashboard', () => {
  it("shows preparer A's clients, open tasks, waiting documents and deadlines, and nothing of preparer B's", async () => {
    const taskA = await newTask(w.auth(w.preparerA), w.companyA.id, 'Dashboard task A', { dueDate: '2020-01-31' });
    await newTask(w.auth(w.preparerB), w.companyB.id, 'Dashboard task B');
    const doc = await clientUpload(w.auth(w.clientA), taskA.id);
    const today = todayUtc();
    await t.db.insert(calendarEntries).values([
      { companyId: w.companyA.id, title: 'Annual return A', dueDate: addDays(today, 10), source: 'staff', kind: 'other' },
      { companyId: w.companyA.id, title: 'Far away A', dueDate: addDays(today, 90), source: 'staff', kind: 'other' },
      { companyId: w.companyB.id, title: 'Annual return B', dueDate: addDays(today, 5), source: 'staff', kind: 'other' },
    ]);

    const res = await get('/api/preparer/dashboard', w.auth(w.preparerA));
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<{ dashboard: PreparerDashboard }>().dashboard;
    expect(d.view).toBe('preparer');
    expect(d.companiesCount).toBe(2); // Alpha and Charlie
    expect(d.assignedClients.count).toBe(3); // clientA (assigned and owner), clientC (owner), the NRI client assigned
    expect(d.assignedClients.items.map((c) => c.id).sort()).toEqual([w.clientA.id, clientC.id, nri.id].sort());
    expect(d.assignedClients.items.find((c) => c.id === nri.id)?.companies).toBe(0);
    expect(d.assignedClients.items.find((c) => c.id === w.clientA.id)?.companies).toBe(1);
    expect(d.openTasks.byStatus.map((s) => s.status)).toContain('Pending');
    expect(d.openTasks.total).toBeGreaterThanOrEqual(1);
    expect(d.openTasks.overdue).toBeGreaterThanOrEqual(1);
    expect(d.documentsAwaitingVerification.items.map((x) => x.id)).toContain(doc.id);
    expect(d.documentsAwaitingVerification.items.every((x) => x.companyId !== w.companyB.id)).toBe(true);
    expect(d.upcomingDeadlines.items.map((e) => e.title)).toEqual(['Annual return A']);
    expect(d.upcomingDeadlines.items[0]).toMatchObject({ companyName: 'Alpha Harbour Pte. Ltd.', status: 'due_soon' });
    expect(d.upcomingDeadlines.from).toBe(today);
    expect(d.returnedByApprover).toEqual([]);
  });

  it('gives the admin the platform-wide view and the approver the view of the preparers under them', async () => {
    const admin = (await get('/api/preparer/dashboard', w.auth(w.admin))).json<{ dashboard: PreparerDashboard }>().dashboard;
    expect(admin.view).toBe('admin');
    expect(admin.companiesCount).toBeGreaterThanOrEqual(3);
    expect(admin.upcomingDeadlines.items.map((e) => e.title)).toEqual(expect.arrayContaining(['Annual return A', 'Annual return B']));
    const approver = (await get('/api/preparer/dashboard', w.auth(w.approver))).json<{ dashboard: PreparerDashboard }>().dashboard;
    expect(approver.view).toBe('approver');
    expect(approver.companiesCount).toBe(2);
    const lone = (await get('/api/preparer/dashboard', loneApprover)).json<{ dashboard: PreparerDashboard }>().dashboard;
    expect(lone).toMatchObject({ companiesCount: 0, assignedClients: { count: 0, items: [] }, documentsAwaitingVerification: { count: 0 } });
  });
});

describe('GET /api/preparer/assigned-users', () => {
  it('lists the companies (with owner and open tasks) and the assigned NRI users of the preparer only', async () => {
    const res = await get('/api/preparer/assigned-users', w.auth(w.preparerA));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AssignedUsersResponse>();
    const ids = body.companies.map((c) => c.id);
    expect(ids).toContain(w.companyA.id);
    expect(ids).toContain(companyC.id);
    expect(ids).not.toContain(w.companyB.id);
    const alpha = body.companies.find((c) => c.id === w.companyA.id);
    expect(alpha?.owner).toEqual({ id: w.clientA.id, fullName: w.clientA.fullName, email: w.clientA.email });
    expect(alpha?.openTasks).toBeGreaterThanOrEqual(1);
    expect(body.nris.map((n) => n.id)).toEqual([nri.id]);
    expect(body.pageInfo).toEqual({ companies: { nextCursor: null, hasMore: false }, nris: { nextCursor: null, hasMore: false } });
  });

  it('pages each list with its own cursor, newest first', async () => {
    const p = await createUser(t.db, { role: 'preparer' });
    const headers = { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, p, 3600)}` };
    const owner = await createUser(t.db, { role: 'client', fullName: 'Paging Owner' });
    for (let i = 0; i < 5; i += 1) await insertCompany(t.db, { name: `Paging ${i} Pte. Ltd.`, ownerId: owner.id, preparerId: p.id });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = `/api/preparer/assigned-users?takeCompanies=2&includeNri=false${cursor ? `&cursorCompany=${cursor}` : ''}`;
      const body: AssignedUsersResponse = (await get(q, headers)).json<AssignedUsersResponse>();
      expect(body.nris).toEqual([]);
      seen.push(...body.companies.map((c) => c.name));
      cursor = body.pageInfo.companies.nextCursor;
      expect(body.pageInfo.companies.hasMore).toBe(cursor !== null);
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it('searches company name, owner name and owner e-mail case-insensitively', async () => {
    const byCompany = (await get('/api/preparer/assigned-users?q=ALPHA', w.auth(w.preparerA))).json<AssignedUsersResponse>();
    expect(byCompany.companies.map((c) => c.id)).toEqual([w.companyA.id]);
    expect(byCompany.nris).toEqual([]);
    const byOwner = (await get('/api/preparer/assigned-users?q=cyrus', w.auth(w.preparerA))).json<AssignedUsersResponse>();
    expect(byOwner.companies.map((c) => c.id)).toEqual([companyC.id]);
    const byEmail = (await get(`/api/preparer/assigned-users?q=${encodeURIComponent(w.clientA.email.toUpperCase())}`, w.auth(w.preparerA))).json<AssignedUsersResponse>();
    expect(byEmail.companies.map((c) => c.id)).toEqual([w.companyA.id]);
    const byNri = (await get('/api/preparer/assigned-users?q=nina', w.auth(w.preparerA))).json<AssignedUsersResponse>();
    expect(byNri.nris.map((n) => n.id)).toEqual([nri.id]);
    expect(byNri.companies).toEqual([]);
    const noLeak = (await get('/api/preparer/assigned-users?q=bravo', w.auth(w.preparerA))).json<AssignedUsersResponse>();
    expect(noLeak.companies).toEqual([]);
  });

  it('pages a search newest first: every match by company name or owner, each once, nothing else', async () => {
    const p = await createUser(t.db, { role: 'preparer' });
    const headers = { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, p, 3600)}` };
    const owner = await createUser(t.db, { role: 'client', fullName: 'Walter Quokka' });
    const other = await createUser(t.db, { role: 'client', fullName: 'Olive Other', email: 'olive.quokkamail@example.test' });
    const plain = await createUser(t.db, { role: 'client', fullName: 'Pat Plain' });
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    // Matches: by name (any owner), by the owner's name, by the owner's e-mail; in created_at order, two at the same instant.
    const made = [
      await insertCompany(t.db, { name: 'Quokka Trading Pte. Ltd.', ownerId: plain.id, preparerId: p.id, createdAt: at(1) }),
      await insertCompany(t.db, { name: 'Harbour One Pte. Ltd.', ownerId: owner.id, preparerId: p.id, createdAt: at(2) }),
      await insertCompany(t.db, { name: 'Harbour Two Pte. Ltd.', ownerId: other.id, preparerId: p.id, createdAt: at(3) }),
      await insertCompany(t.db, { name: 'Little QUOKKA Ltd.', ownerId: plain.id, preparerId: p.id, createdAt: at(3) }),
      await insertCompany(t.db, { name: 'Harbour Three Pte. Ltd.', ownerId: owner.id, preparerId: p.id, createdAt: at(5) }),
    ];
    // Not matches: another name and owner, a registration number with the term, a deleted company, another preparer's.
    await insertCompany(t.db, { name: 'Plain Works Pte. Ltd.', ownerId: plain.id, preparerId: p.id, createdAt: at(4) });
    await insertCompany(t.db, { name: 'Number Works Pte. Ltd.', registrationNumber: 'QUOKKA123', ownerId: plain.id, preparerId: p.id, createdAt: at(4) });
    await insertCompany(t.db, { name: 'Gone Quokka Pte. Ltd.', ownerId: owner.id, preparerId: p.id, createdAt: at(6), deletedAt: at(7) });
    await insertCompany(t.db, { name: 'Elsewhere Quokka Pte. Ltd.', ownerId: owner.id, preparerId: w.preparerB.id, createdAt: at(6) });
    const expected = [...made].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)).map((c) => c.id);
    for (const take of [1, 2, 3, 20]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const q: string = `/api/preparer/assigned-users?q=QuoKKa&takeCompanies=${take}&includeNri=false${cursor ? `&cursorCompany=${cursor}` : ''}`;
        const res = await get(q, headers);
        expect(res.statusCode, res.body).toBe(200);
        const body: AssignedUsersResponse = res.json<AssignedUsersResponse>();
        expect(body.companies.length).toBeLessThanOrEqual(take);
        seen.push(...body.companies.map((c) => c.id));
        cursor = body.pageInfo.companies.nextCursor;
        expect(body.pageInfo.companies.hasMore).toBe(cursor !== null);
      } while (cursor);
      expect(seen, `takeCompanies=${take}`).toEqual(expected);
    }
    // The page's rows are whole: owner and open tasks as on the unsearched list.
    const all = (await get('/api/preparer/assigned-users?takeCompanies=100&includeNri=false', headers)).json<AssignedUsersResponse>();
    const found = (await get('/api/preparer/assigned-users?q=quokka&takeCompanies=100&includeNri=false', headers)).json<AssignedUsersResponse>();
    expect(found.companies).toEqual(all.companies.filter((c) => expected.includes(c.id)));
  });

  it('matches one or two characters at the start of a name or e-mail only', async () => {
    const p = await createUser(t.db, { role: 'preparer' });
    const headers = { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, p, 3600)}` };
    const owner = await createUser(t.db, { role: 'client', fullName: 'Xavier Vu', email: 'xv.owner@example.test' });
    const plain = await createUser(t.db, { role: 'client', fullName: 'Pat Plain', email: 'pat.plain2@example.test' });
    const byName = await insertCompany(t.db, { name: 'Zq Holdings Pte. Ltd.', ownerId: plain.id, preparerId: p.id });
    await insertCompany(t.db, { name: 'Alpha Zq Pte. Ltd.', ownerId: plain.id, preparerId: p.id });
    const byOwner = await insertCompany(t.db, { name: 'Owner Co Pte. Ltd.', ownerId: owner.id, preparerId: p.id });
    const ids = async (q: string) => (await get(`/api/preparer/assigned-users?q=${q}&includeNri=false`, headers)).json<AssignedUsersResponse>().companies.map((c) => c.id);
    expect(await ids('zq')).toEqual([byName.id]);
    expect(await ids('xv')).toEqual([byOwner.id]);
    expect(await ids('x')).toEqual([byOwner.id]);
    expect(await ids('vu')).toEqual([]);
  });

  it('shows a company without an owner with owner null, on the page, in a search and in the admin\'s list', async () => {
    // The owner comes from a left join on the users (one lookup per row): a company without an owner still lists.
    const p = await createUser(t.db, { role: 'preparer' });
    const headers = { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, p, 3600)}` };
    const owner = await createUser(t.db, { role: 'client', fullName: 'Ownerful Olga' });
    const orphan = await insertCompany(t.db, { name: 'Orphan Holdings Pte. Ltd.', ownerId: null, preparerId: p.id });
    const owned = await insertCompany(t.db, { name: 'Owned Holdings Pte. Ltd.', ownerId: owner.id, preparerId: p.id });
    const ownerOf = (body: AssignedUsersResponse) => Object.fromEntries(body.companies.map((c) => [c.id, c.owner]));
    const expected = { [orphan.id]: null, [owned.id]: { id: owner.id, fullName: 'Ownerful Olga', email: owner.email } };
    for (const q of ['', '?q=holdings', '?includeNri=false', '?q=holdings&includeNri=false']) {
      const res = await get(`/api/preparer/assigned-users${q}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(ownerOf(res.json<AssignedUsersResponse>()), q).toEqual(expected);
    }
    const admin = (await get('/api/preparer/assigned-users?q=orphan%20holdings&takeCompanies=100', w.auth(w.admin))).json<AssignedUsersResponse>();
    expect(ownerOf(admin)).toEqual({ [orphan.id]: null });
  });

  it('gives the admin every company and NRI user; leaves a list out when asked', async () => {
    const admin = (await get('/api/preparer/assigned-users?takeCompanies=100', w.auth(w.admin))).json<AssignedUsersResponse>();
    expect(admin.companies.map((c) => c.id)).toEqual(expect.arrayContaining([w.companyA.id, w.companyB.id]));
    expect(admin.nris.map((n) => n.id)).toEqual(expect.arrayContaining([nri.id, nriOfB.id]));
    // The admin's and the approver's searches (every company; several preparers') are planned per call, not prepared.
    const adminSearch = (await get('/api/preparer/assigned-users?q=alpha%20harbour&takeCompanies=100', w.auth(w.admin))).json<AssignedUsersResponse>();
    expect(adminSearch.companies.map((c) => c.id)).toEqual([w.companyA.id]);
    const approverSearch = (await get('/api/preparer/assigned-users?q=cyrus', w.auth(w.approver))).json<AssignedUsersResponse>();
    expect(approverSearch.companies.map((c) => c.id)).toEqual([companyC.id]);
    const none = (await get('/api/preparer/assigned-users?includeCompanies=false&includeNri=false', w.auth(w.admin))).json<AssignedUsersResponse>();
    expect(none.companies).toEqual([]);
    expect(none.nris).toEqual([]);
  });

  it('refuses a bad cursor and bad numbers with 400', async () => {
    const bad = await get('/api/preparer/assigned-users?cursorCompany=not-ours', w.auth(w.preparerA));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(CURSOR_INVALID_MESSAGE);
    for (const q of ['takeCompanies=0', 'takeNris=1000', 'includeNri=maybe']) {
      expect((await get(`/api/preparer/assigned-users?${q}`, w.auth(w.preparerA))).statusCode, q).toBe(400);
    }
  });
});

describe('POST and GET /api/preparer/kyc/{id}', () => {
  it('records a check on the company and on a director, with audit and activity, listed newest first', async () => {
    const [director] = await t.db.insert(directors).values({ companyId: w.companyA.id, fullName: 'Dana Director' }).returning();
    if (!director) throw new Error('director not created');
    const first = await send('POST', `/api/preparer/kyc/${w.companyA.id}`, w.auth(w.preparerA), {
      identityVerified: true,
      addressVerified: true,
      pepScreened: true,
      sanctionsScreened: true,
      riskRating: 'low',
      notes: 'Certificate of incorporation checked',
      nextReviewDate: '2027-01-31',
    });
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json<{ message: string; record: KycRecord }>();
    expect(body.message).toBe(ok.kycRecorded);
    expect(body.record).toMatchObject({ subjectType: 'company', subjectId: null, subjectName: 'Alpha Harbour Pte. Ltd.', riskRating: 'low', nextReviewDate: '2027-01-31' });
    expect(body.record.recordedBy?.id).toBe(w.preparerA.id);
    expect(await auditCount('kyc.recorded', w.companyA.id)).toBe(1);
    expect(await activityCount(w.companyA.id, 'kyc.recorded')).toBe(1);

    const second = await send('POST', `/api/preparer/kyc/${w.companyA.id}`, w.auth(w.admin), { subjectType: 'director', subjectId: director.id, riskRating: 'high', pepScreened: true });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<{ record: KycRecord }>().record).toMatchObject({ subjectType: 'director', subjectId: director.id, subjectName: 'Dana Director', identityVerified: false });

    const list = await get(`/api/preparer/kyc/${w.companyA.id}`, w.auth(w.approver));
    expect(list.statusCode).toBe(200);
    expect(list.json<{ items: KycRecord[] }>().items.map((r) => r.subjectType)).toEqual(['director', 'company']);
  });

  it("refuses a person of another company, a missing subject and bad values (400); preparer B's company is 404", async () => {
    const [other] = await t.db.insert(shareholders).values({ companyId: w.companyB.id, fullName: 'Sam Shareholder', shares: 100 }).returning();
    if (!other) throw new Error('shareholder not created');
    const foreign = await send('POST', `/api/preparer/kyc/${w.companyA.id}`, w.auth(w.preparerA), { subjectType: 'shareholder', subjectId: other.id, riskRating: 'low' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ message: string }>().message).toBe(preparerMessages.errors.kycSubjectNotFound);
    for (const payload of [{ subjectType: 'director', riskRating: 'low' }, { riskRating: 'extreme' }, {}, { riskRating: 'low', nextReviewDate: '2027-02-31' }]) {
      const res = await send('POST', `/api/preparer/kyc/${w.companyA.id}`, w.auth(w.preparerA), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await send('POST', `/api/preparer/kyc/${w.companyB.id}`, w.auth(w.preparerA), { riskRating: 'low' })).statusCode).toBe(404);
    expect((await get(`/api/preparer/kyc/${w.companyB.id}`, w.auth(w.preparerA))).statusCode).toBe(404);
    expect((await get(`/api/preparer/kyc/${w.companyA.id}`, loneApprover)).statusCode).toBe(404);
  });
});

describe('PUT /api/preparer/recommendations/{id}', () => {
  const put = (userId: string, headers: Record<string, string>, content = 'Consider a holding structure') => {
    const mp = multipart([
      { name: 'content', value: content },
      { name: 'files', filename: 'plan.pdf', content: PDF, contentType: 'application/pdf' },
    ]);
    return t.app.inject({ method: 'PUT', url: `/api/preparer/recommendations/${userId}`, headers: { ...headers, ...mp.headers }, payload: mp.payload });
  };

  it("saves a recommendation the client sees under Insights (\"Insight recommendation updated\")", async () => {
    const res = await put(w.clientA.id, w.auth(w.preparerA));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; recommendation: { id: string; content: string; files: unknown[] } }>();
    expect(body.message).toBe(ok.insightUpdated);
    expect(body.recommendation.files).toHaveLength(1);
    const insights = await get('/api/client/insights', w.auth(w.clientA));
    expect(JSON.stringify(insights.json())).toContain('Consider a holding structure');
    expect(await auditCount('insight.updated', w.clientA.id)).toBeGreaterThanOrEqual(1);
    expect(await notificationsOf(w.clientA.id, 'New recommendation from your advisers')).not.toHaveLength(0);
  });

  it('reaches a client through a company the preparer prepares, not only by assignment', async () => {
    expect((await put(clientC.id, w.auth(w.preparerA), 'Through the company')).statusCode).toBe(200);
  });

  it("answers 404 for preparer B's client, a staff account and an unknown id; 415 without multipart", async () => {
    for (const id of [w.clientB.id, w.preparerB.id, UUID]) {
      expect((await put(id, w.auth(w.preparerA))).statusCode, id).toBe(404);
    }
    const json = await send('PUT', `/api/preparer/recommendations/${w.clientA.id}`, w.auth(w.preparerA), { content: 'x' });
    expect(json.statusCode).toBe(415);
    const empty = multipart([{ name: 'content', value: '' }]);
    const blank = await t.app.inject({ method: 'PUT', url: `/api/preparer/recommendations/${w.clientA.id}`, headers: { ...w.auth(w.preparerA), ...empty.headers }, payload: empty.payload });
    expect(blank.statusCode).toBe(400);
  });
});

describe('POST /api/preparer/notify/{id}', () => {
  it('creates a notification for the client, with an audit row', async () => {
    const res = await send('POST', `/api/preparer/notify/${w.clientA.id}`, w.auth(w.preparerA), { title: 'Documents received', message: 'Thank you, we have everything.' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; notification: Notification }>();
    expect(body.message).toBe(ok.notificationSent);
    expect(body.notification).toMatchObject({ title: 'Documents received', isRead: false });
    const list = await get('/api/client/notifications', w.auth(w.clientA));
    expect(JSON.stringify(list.json())).toContain(body.notification.id);
    expect(await auditCount('notification.sent', w.clientA.id)).toBe(1);
    // The NRI client assigned to preparer A is reached too.
    expect((await send('POST', `/api/preparer/notify/${nri.id}`, w.auth(w.preparerA), { title: 'Hello', message: 'Welcome' })).statusCode).toBe(201);
  });

  it("refuses blank fields (400) and answers 404 for preparer B's client and NRI user", async () => {
    expect((await send('POST', `/api/preparer/notify/${w.clientA.id}`, w.auth(w.preparerA), { title: ' ', message: 'x' })).statusCode).toBe(400);
    for (const id of [w.clientB.id, nriOfB.id]) {
      expect((await send('POST', `/api/preparer/notify/${id}`, w.auth(w.preparerA), { title: 'x', message: 'y' })).statusCode).toBe(404);
    }
    expect(await notificationsOf(w.clientB.id, 'x')).toHaveLength(0);
  });
});

describe('PUT /api/preparer/calendar/{id}', () => {
  it('updates an entry of a company in reach ("Calendar action updated") with audit and activity; 404 for B\'s', async () => {
    const [mine] = await t.db.insert(calendarEntries).values({ companyId: w.companyA.id, title: 'GST return', dueDate: '2030-04-30', source: 'staff', kind: 'other' }).returning();
    const [theirs] = await t.db.insert(calendarEntries).values({ companyId: w.companyB.id, title: 'GST return B', dueDate: '2030-04-30', source: 'staff', kind: 'other' }).returning();
    if (!mine || !theirs) throw new Error('entries not created');
    const res = await send('PUT', `/api/preparer/calendar/${mine.id}`, w.auth(w.preparerA), { state: 'done' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; entry: CalendarAction }>();
    expect(body.message).toBe(ok.calendarActionUpdated);
    expect(body.entry).toMatchObject({ id: mine.id, status: 'done', companyName: 'Alpha Harbour Pte. Ltd.' });
    expect(await auditCount('calendar.updated', mine.id)).toBe(1);
    expect(await activityCount(w.companyA.id, 'calendar.updated')).toBeGreaterThanOrEqual(1);
    expect((await send('PUT', `/api/preparer/calendar/${theirs.id}`, w.auth(w.preparerA), { state: 'done' })).statusCode).toBe(404);
    expect((await send('PUT', `/api/preparer/calendar/${UUID}`, w.auth(w.preparerA), { state: 'done' })).statusCode).toBe(404);
    expect((await send('PUT', `/api/preparer/calendar/${mine.id}`, w.auth(w.preparerA), {})).statusCode).toBe(400);
  });
});

describe('PUT /api/preparer/verify-document/{id}', () => {
  it('approves ("Document approved") once, then refuses a second approval (409); the client is told', async () => {
    const task = await newTask(w.auth(w.preparerA), w.companyA.id, 'Verify me');
    const doc = await clientUpload(w.auth(w.clientA), task.id);
    const res = await send('PUT', `/api/preparer/verify-document/${doc.id}`, w.auth(w.preparerA), { status: 'Approved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string; document: Document }>()).toMatchObject({ message: ok.documentApproved, document: { status: 'Approved', isVerified: true } });
    expect(await notificationsOf(w.clientA.id, `Document approved: ${doc.name}`)).toHaveLength(1);
    expect(await auditCount('document.approved', doc.id)).toBe(1);
    expect((await send('PUT', `/api/preparer/verify-document/${doc.id}`, w.auth(w.preparerA), { status: 'Approved' })).statusCode).toBe(409);
  });

  it('rejects with a reason ("Document rejected"); a rejection without one is 400', async () => {
    const task = await newTask(w.auth(w.preparerA), w.companyA.id, 'Reject me');
    const doc = await clientUpload(w.auth(w.clientA), task.id);
    expect((await send('PUT', `/api/preparer/verify-document/${doc.id}`, w.auth(w.preparerA), { status: 'Rejected' })).statusCode).toBe(400);
    expect((await send('PUT', `/api/preparer/verify-document/${doc.id}`, w.auth(w.preparerA), { status: 'Maybe' })).statusCode).toBe(400);
    const res = await send('PUT', `/api/preparer/verify-document/${doc.id}`, w.auth(w.preparerA), { status: 'Rejected', reason: 'Blurred scan' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string; document: Document }>()).toMatchObject({ message: ok.documentRejected, document: { status: 'Rejected', rejectionReason: 'Blurred scan' } });
    expect(await notificationsOf(w.clientA.id, `Document rejected: ${doc.name}`)).toHaveLength(1);
  });

  it("answers 404 to preparer A for a document of preparer B's company", async () => {
    const task = await newTask(w.auth(w.preparerB), w.companyB.id, 'B document');
    const doc = await clientUpload(w.auth(w.clientB), task.id);
    expect((await send('PUT', `/api/preparer/verify-document/${doc.id}`, w.auth(w.preparerA), { status: 'Approved' })).statusCode).toBe(404);
    expect((await send('PUT', `/api/preparer/verify-document/${doc.id}`, w.auth(w.admin), { status: 'Approved' })).statusCode).toBe(200);
  });
});

describe('POST /api/preparer/assign-task', () => {
  it('creates a task with required documents for the client ("Task created"), who is told', async () => {
    const res = await assign(w.auth(w.preparerA), w.companyA.id, 'Send the signed minutes', { requiredDocuments: [{ name: 'Minutes', description: 'Signed by every director' }] });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; task: Task }>();
    expect(body.message).toBe(ok.taskCreated);
    expect(body.task).toMatchObject({ title: 'Send the signed minutes', status: 'Pending', priority: 'high', requirementsTotal: 1, companyId: w.companyA.id });
    expect(await notificationsOf(w.clientA.id, 'New task: Send the signed minutes')).toHaveLength(1);
    expect(await auditCount('task.created', body.task.id)).toBe(1);
  });

  it("refuses a missing company id or due date (400); preparer B's company is 404", async () => {
    expect((await send('POST', '/api/preparer/assign-task', w.auth(w.preparerA), { title: 'x', dueDate: '2030-01-01' })).statusCode).toBe(400);
    expect((await send('POST', '/api/preparer/assign-task', w.auth(w.preparerA), { companyId: w.companyA.id, title: 'x' })).statusCode).toBe(400);
    expect((await assign(w.auth(w.preparerA), w.companyB.id, 'Not mine')).statusCode).toBe(404);
  });
});

describe('GET /api/preparer/assigned-tasks', () => {
  it('is the work queue: open tasks in reach, soonest due first, paged by due date then id', async () => {
    const p = await createUser(t.db, { role: 'preparer' });
    const headers = { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, p, 3600)}` };
    const owner = await createUser(t.db, { role: 'client', fullName: 'Queue Owner' });
    const co = await insertCompany(t.db, { name: 'Queue Co Pte. Ltd.', ownerId: owner.id, preparerId: p.id });
    const dues = ['2030-03-01', '2030-01-01', null, '2030-02-01', '2030-01-01'];
    for (const [i, due] of dues.entries()) await newTask(headers, co.id, `Queue ${i}`, { dueDate: due ?? '2030-12-31' });
    // One without a due date (created directly: the contract's create needs one) and one closed.
    await t.db.insert(tasks).values({ companyId: co.id, userId: owner.id, preparerId: p.id, title: 'No due date' });
    await t.db.insert(tasks).values({ companyId: co.id, userId: owner.id, preparerId: p.id, title: 'Closed', status: 'Completed', dueDate: '2029-01-01' });

    const seen: AssignedTasksResponse['items'] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`/api/preparer/assigned-tasks?limit=2${cursor ? `&cursor=${cursor}` : ''}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      const body: AssignedTasksResponse = res.json<AssignedTasksResponse>();
      seen.push(...body.items);
      cursor = body.nextCursor;
      expect(body.hasMore).toBe(cursor !== null);
    } while (cursor);
    expect(seen.map((x) => x.dueDate)).toEqual(['2030-01-01', '2030-01-01', '2030-02-01', '2030-03-01', '2030-12-31', null]);
    expect(seen.every((x) => x.client?.id === owner.id && x.companyName === 'Queue Co Pte. Ltd.')).toBe(true);

    const closed = (await get('/api/preparer/assigned-tasks?includeClosed=true', headers)).json<AssignedTasksResponse>();
    expect(closed.items.map((x) => x.title)[0]).toBe('Closed');
    const done = (await get('/api/preparer/assigned-tasks?status=Completed', headers)).json<AssignedTasksResponse>();
    expect(done.items.map((x) => x.title)).toEqual(['Closed']);
    const before = (await get('/api/preparer/assigned-tasks?dueBefore=2030-01-15', headers)).json<AssignedTasksResponse>();
    expect(before.items).toHaveLength(2);
    const byTitle = (await get('/api/preparer/assigned-tasks?q=queue%203', headers)).json<AssignedTasksResponse>();
    expect(byTitle.items.map((x) => x.title)).toEqual(['Queue 3']);
    const byClient = (await get('/api/preparer/assigned-tasks?q=QUEUE%20OWNER', headers)).json<AssignedTasksResponse>();
    expect(byClient.items).toHaveLength(6);
    const byCompany = (await get(`/api/preparer/assigned-tasks?companyId=${co.id}&q=queue%20co`, headers)).json<AssignedTasksResponse>();
    expect(byCompany.items).toHaveLength(6);
  });

  it("never lists preparer B's tasks for preparer A, and answers 404 for B's company filter; bad cursor 400", async () => {
    const mine = (await get('/api/preparer/assigned-tasks?limit=100', w.auth(w.preparerA))).json<AssignedTasksResponse>();
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((x) => x.companyId !== w.companyB.id)).toBe(true);
    expect((await get(`/api/preparer/assigned-tasks?companyId=${w.companyB.id}`, w.auth(w.preparerA))).statusCode).toBe(404);
    expect((await get('/api/preparer/assigned-tasks?cursor=bogus', w.auth(w.preparerA))).statusCode).toBe(400);
    const admin = (await get('/api/preparer/assigned-tasks?limit=100', w.auth(w.admin))).json<AssignedTasksResponse>();
    expect(admin.items.some((x) => x.companyId === w.companyB.id)).toBe(true);
  });
});

describe('PUT and DELETE /api/preparer/task/{id}', () => {
  it('edits a task ("Updated successfully") and tells the client; staff moves only', async () => {
    const task = await newTask(w.auth(w.preparerA), w.companyA.id, 'Edit me');
    const res = await send('PUT', `/api/preparer/task/${task.id}`, w.auth(w.preparerA), { title: 'Edited', dueDate: '2031-01-31', priority: 'urgent', status: 'InProgress' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string; task: Task }>()).toMatchObject({ message: ok.updated, task: { title: 'Edited', dueDate: '2031-01-31', priority: 'urgent', status: 'InProgress' } });
    expect(await notificationsOf(w.clientA.id, 'Task updated: Edited')).toHaveLength(1);
    expect(await auditCount('task.updated', task.id)).toBe(1);
    expect(await activityCount(w.companyA.id, 'task.updated')).toBeGreaterThanOrEqual(1);
    for (const payload of [{}, { status: 'Completed' }, { priority: 'meh' }, { title: '' }]) {
      expect((await send('PUT', `/api/preparer/task/${task.id}`, w.auth(w.preparerA), payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('withdraws a task ("Deleted successfully"): Cancelled, kept, the client told; a closed task is 409', async () => {
    const task = await newTask(w.auth(w.preparerA), w.companyA.id, 'Withdraw me');
    const res = await send('DELETE', `/api/preparer/task/${task.id}`, w.auth(w.preparerA));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string; task: Task }>()).toMatchObject({ message: ok.deleted, task: { id: task.id, status: 'Cancelled' } });
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row?.deletedAt).toBeNull();
    expect(await notificationsOf(w.clientA.id, 'Task withdrawn: Withdraw me')).toHaveLength(1);
    expect(await auditCount('task.cancelled', task.id)).toBe(1);
    expect((await send('DELETE', `/api/preparer/task/${task.id}`, w.auth(w.preparerA))).statusCode).toBe(409);
    expect((await send('PUT', `/api/preparer/task/${task.id}`, w.auth(w.preparerA), { title: 'Again' })).statusCode).toBe(409);
  });

  it("answers 404 to preparer A for preparer B's task and changes nothing", async () => {
    const task = await newTask(w.auth(w.preparerB), w.companyB.id, 'B task');
    expect((await send('PUT', `/api/preparer/task/${task.id}`, w.auth(w.preparerA), { title: 'Hijack' })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/preparer/task/${task.id}`, w.auth(w.preparerA))).statusCode).toBe(404);
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row).toMatchObject({ title: 'B task', status: 'Pending' });
    expect((await send('DELETE', `/api/preparer/task/${task.id}`, w.auth(w.admin))).statusCode).toBe(200);
  });
});

describe('GET /api/preparer/tasks/user/{id}', () => {
  it("lists a client's tasks in reach; 404 for preparer B's client", async () => {
    const res = await get(`/api/preparer/tasks/user/${w.clientA.id}`, w.auth(w.preparerA));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UserTasksResponse>();
    expect(body.user.id).toBe(w.clientA.id);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((x: TaskSummary) => x.companyId === w.companyA.id)).toBe(true);
    const open = (await get(`/api/preparer/tasks/user/${w.clientA.id}?openOnly=true&limit=50`, w.auth(w.preparerA))).json<UserTasksResponse>();
    expect(open.items.every((x) => x.status !== 'Cancelled' && x.status !== 'Completed')).toBe(true);
    expect((await get(`/api/preparer/tasks/user/${w.clientB.id}`, w.auth(w.preparerA))).statusCode).toBe(404);
    expect((await get(`/api/preparer/tasks/user/${w.preparerB.id}`, w.auth(w.admin))).statusCode).toBe(404);
    expect((await get(`/api/preparer/tasks/user/${w.clientB.id}`, w.auth(w.admin))).statusCode).toBe(200);
    expect((await get(`/api/preparer/tasks/user/${clientC.id}`, w.auth(w.preparerA))).statusCode).toBe(200);
  });
});

describe("notifications to the company's preparer", () => {
  it('tells the preparer when the client uploads to a requirement, marks the task complete and submits it', async () => {
    const task = await newTask(w.auth(w.preparerA), w.companyA.id, 'Loop task');
    // The task's own preparer differs: the company's preparer is told.
    await t.db.update(tasks).set({ preparerId: null }).where(eq(tasks.id, task.id));
    await clientUpload(w.auth(w.clientA), task.id);
    expect(await notificationsOf(w.preparerA.id, 'Document uploaded: Bank statement')).not.toHaveLength(0);
    const done = await send('POST', `/api/client/tasks/assigned/${task.id}/complete`, w.auth(w.clientA));
    expect(done.statusCode, done.body).toBe(200);
    expect(await notificationsOf(w.preparerA.id, 'Task complete: Loop task')).toHaveLength(1);
    const submitted = await send('POST', `/api/client/tasks/assigned/${task.id}/submit`, w.auth(w.clientA), { message: 'All done' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await notificationsOf(w.preparerA.id, 'Task submitted: Loop task')).toHaveLength(1);
    expect(await notificationsOf(w.preparerB.id, 'Task submitted: Loop task')).toHaveLength(0);
  });
});
