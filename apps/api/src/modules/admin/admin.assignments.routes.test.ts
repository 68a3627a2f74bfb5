import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserMessages, type AssignmentResponse, type AssignmentTree } from '@quayside/contract/admin-users';
import { OPEN_TASK_STATUSES } from '@quayside/contract/client-area';
import { adminMessages, authMessages } from '@quayside/contract/messages';
import type { Role } from '@quayside/contract/roles';
import { auditLogs, companies, roleAssignments, tasks, users } from '../../db/schema/index';
import { seedDemo } from '../../seed/seed';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signAccessToken } from '../auth/auth.service';

let t: TestApp;
let adminToken = '';
const tokens: Partial<Record<Role, string>> = {};
const ids = { client: '', nri: '', demoPreparer: '', approver: '' };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = adminToken) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });

const idOf = async (email: string) => {
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no ${email}`);
  return u.id;
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, { storage: t.deps.storage });
  const secret = t.deps.config.jwtSecret;
  adminToken = await signAccessToken(secret, await createUser(t.db, { role: 'admin' }), 900);
  for (const role of ['approver', 'preparer', 'client', 'nri_client'] as const) {
    tokens[role] = await signAccessToken(secret, await createUser(t.db, { role }), 900);
  }
  ids.client = await idOf('client@quayside.test');
  ids.nri = await idOf('nri@quayside.test');
  ids.demoPreparer = await idOf('preparer@quayside.test');
  ids.approver = await idOf('approver@quayside.test');
});
afterAll(async () => {
  await t.close();
});

const someId = '7c1d7b2e-3f1a-4c55-9a0e-2b8f6f0d9a11';

describe('assignment calls: who may call them', () => {
  it('answers 401 without a token and 403 to every role but admin, changing nothing', async () => {
    const before = await t.db.select().from(roleAssignments);
    const calls: Array<['GET' | 'POST' | 'DELETE', string, unknown?]> = [
      ['POST', '/api/admin/assign-approver', { preparerId: ids.demoPreparer, approverId: ids.approver }],
      ['POST', '/api/admin/assign-preparer', { clientId: ids.client, preparerId: ids.demoPreparer }],
      ['POST', '/api/admin/assign-preparer/nri', { nriUserId: ids.nri, preparerId: ids.demoPreparer }],
      ['GET', '/api/admin/assignment-tree'],
      ['DELETE', `/api/admin/role-assignment/${before[0]?.id ?? someId}`],
    ];
    for (const [method, url, payload] of calls) {
      const anon = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      for (const role of ['approver', 'preparer', 'client', 'nri_client'] as const) {
        const res = await call(method, url, payload, tokens[role]);
        expect(res.statusCode, `${method} ${url} as ${role}`).toBe(403);
        expect(res.json().message).toBe(authMessages.errors.forbidden);
      }
    }
    expect(await t.db.select().from(roleAssignments)).toEqual(before);
  });
});

describe('POST /api/admin/assign-preparer', () => {
  it("assigns the preparer to the client and to the client's companies, and moves the open tasks", async () => {
    const newPreparer = await createUser(t.db, { role: 'preparer', fullName: 'Nadia New' });
    const openBefore = await t.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.userId, ids.client), isNull(tasks.deletedAt)));
    const open = openBefore.filter((x) => (OPEN_TASK_STATUSES as readonly string[]).includes(x.status));
    const closed = openBefore.filter((x) => !(OPEN_TASK_STATUSES as readonly string[]).includes(x.status));
    expect(open.length).toBeGreaterThan(0);

    const res = await call('POST', '/api/admin/assign-preparer', { clientId: ids.client, preparerId: newPreparer.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AssignmentResponse>();
    expect(body.message).toBe(adminMessages.success.preparerAssigned);
    expect(body.assignment).toMatchObject({ kind: 'preparer_client', preparer: { id: newPreparer.id, fullName: 'Nadia New' }, target: { id: ids.client } });
    expect(body.tasksMoved).toBe(open.filter((x) => x.preparerId !== newPreparer.id).length);

    const owned = await t.db.select().from(companies).where(and(eq(companies.ownerId, ids.client), isNull(companies.deletedAt)));
    expect(owned.length).toBeGreaterThan(0);
    expect(body.companiesAssigned).toBe(owned.length);
    expect(owned.every((c) => c.preparerId === newPreparer.id)).toBe(true);
    const after = await t.db.select().from(tasks).where(and(eq(tasks.userId, ids.client), isNull(tasks.deletedAt)));
    for (const task of after) {
      const was = openBefore.find((x) => x.id === task.id);
      if (open.some((x) => x.id === task.id)) expect(task.preparerId).toBe(newPreparer.id);
      if (closed.some((x) => x.id === task.id)) expect(task.preparerId).toBe(was?.preparerId);
    }
    // The client has one preparer: the earlier assignment is replaced.
    const rows = await t.db.select().from(roleAssignments).where(and(eq(roleAssignments.kind, 'preparer_client'), eq(roleAssignments.targetId, ids.client)));
    expect(rows.map((r) => r.preparerId)).toEqual([newPreparer.id]);
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'admin.preparer_assigned'), eq(auditLogs.targetId, body.assignment.id)));
    expect(audit?.meta).toMatchObject({ replaced: [ids.demoPreparer] });

    // The new preparer reaches the client's company now; the old one does not.
    const company = owned[0]?.id ?? '';
    const newToken = await signAccessToken(t.deps.config.jwtSecret, newPreparer, 900);
    const oldPrep = (await t.db.select().from(users).where(eq(users.id, ids.demoPreparer)))[0];
    if (!oldPrep) throw new Error('demo preparer missing');
    const oldToken = await signAccessToken(t.deps.config.jwtSecret, oldPrep, 900);
    expect((await t.app.inject({ method: 'GET', url: `/api/companies/${company}`, headers: { authorization: `Bearer ${newToken}` } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/companies/${company}`, headers: { authorization: `Bearer ${oldToken}` } })).statusCode).toBe(404);

    // Back to the demo preparer (reassigning again moves them back).
    const back = await call('POST', '/api/admin/assign-preparer', { clientId: ids.client, preparerId: ids.demoPreparer });
    expect(back.json<AssignmentResponse>().companiesAssigned).toBe(owned.length);
    // Assigning the same pair again changes nothing.
    const same = await call('POST', '/api/admin/assign-preparer', { clientId: ids.client, preparerId: ids.demoPreparer });
    expect(same.json<AssignmentResponse>()).toMatchObject({ companiesAssigned: 0, tasksMoved: 0, assignment: { id: back.json<AssignmentResponse>().assignment.id } });
  });

  it('checks the roles: a preparer must be a preparer, a client a client (400 naming the field)', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ clientId: ids.client, preparerId: ids.approver }, 'body.preparerId', adminUserMessages.errors.notPreparer],
      [{ clientId: ids.nri, preparerId: ids.demoPreparer }, 'body.clientId', adminUserMessages.errors.notClient],
      [{ clientId: someId, preparerId: ids.demoPreparer }, 'body.clientId', adminUserMessages.errors.notClient],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/api/admin/assign-preparer', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, fields: { [field]: [message] } });
    }
    expect((await call('POST', '/api/admin/assign-preparer', { clientId: 'x', preparerId: ids.demoPreparer })).statusCode).toBe(400);
    const deleted = await createUser(t.db, { role: 'preparer', isDeleted: true });
    expect((await call('POST', '/api/admin/assign-preparer', { clientId: ids.client, preparerId: deleted.id })).statusCode).toBe(400);
  });
});

describe('POST /api/admin/assign-preparer/nri and /assign-approver', () => {
  it('assigns a preparer to the NRI client (roles checked)', async () => {
    const res = await call('POST', '/api/admin/assign-preparer/nri', { nriUserId: ids.nri, preparerId: ids.demoPreparer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: adminMessages.success.nriAssigned, assignment: { kind: 'preparer_nri', target: { id: ids.nri } } });
    const wrong = await call('POST', '/api/admin/assign-preparer/nri', { nriUserId: ids.client, preparerId: ids.demoPreparer });
    expect(wrong.json()).toMatchObject({ message: adminUserMessages.errors.notNri });
  });

  it("sets the preparer's approver, replacing an earlier one", async () => {
    const other = await createUser(t.db, { role: 'approver', fullName: 'Other Approver' });
    const res = await call('POST', '/api/admin/assign-approver', { preparerId: ids.demoPreparer, approverId: other.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: adminMessages.success.approverAssigned, assignment: { kind: 'preparer_approver', target: { id: other.id } } });
    const rows = await t.db.select().from(roleAssignments).where(and(eq(roleAssignments.kind, 'preparer_approver'), eq(roleAssignments.preparerId, ids.demoPreparer)));
    expect(rows.map((r) => r.targetId)).toEqual([other.id]);
    expect((await call('POST', '/api/admin/assign-approver', { preparerId: ids.demoPreparer, approverId: ids.demoPreparer })).json().message).toBe(
      adminUserMessages.errors.notApprover,
    );
    expect((await call('POST', '/api/admin/assign-approver', { preparerId: ids.demoPreparer, approverId: ids.approver })).statusCode).toBe(200);
  });
});

describe('GET /api/admin/assignment-tree', () => {
  it('answers the three groupings under one approver, a comma list, or the whole firm', async () => {
    const lone = await createUser(t.db, { role: 'approver' });
    const loneRes = await call('GET', `/api/admin/assignment-tree?approverId=${lone.id}`);
    expect(loneRes.json()).toEqual({ preparerToApprover: [], preparerClients: [], preparerNri: [] });

    const tree = (await call('GET', `/api/admin/assignment-tree?approverId=${ids.approver}`)).json<AssignmentTree>();
    expect(tree.preparerToApprover.map((a) => [a.preparer.id, a.target.id])).toEqual([[ids.demoPreparer, ids.approver]]);
    expect(tree.preparerClients.some((a) => a.target.id === ids.client && a.preparer.fullName === 'Priya Sharma')).toBe(true);
    expect(tree.preparerNri.some((a) => a.target.id === ids.nri)).toBe(true);

    const list = (await call('GET', `/api/admin/assignment-tree?approverIds=${lone.id},${ids.approver}`)).json<AssignmentTree>();
    expect(list).toEqual(tree);
    const whole = (await call('GET', '/api/admin/assignment-tree')).json<AssignmentTree>();
    expect(whole.preparerClients.length).toBeGreaterThanOrEqual(tree.preparerClients.length);
    for (const q of ['?approverId=nope', `?approverIds=${ids.approver},nope`]) {
      expect((await call('GET', `/api/admin/assignment-tree${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe('DELETE /api/admin/role-assignment/{id}', () => {
  it("removes the assignment and takes the preparer off the client's companies and open tasks", async () => {
    const prep = await createUser(t.db, { role: 'preparer' });
    const assigned = (await call('POST', '/api/admin/assign-preparer', { clientId: ids.client, preparerId: prep.id })).json<AssignmentResponse>();
    const res = await call('DELETE', `/api/admin/role-assignment/${assigned.assignment.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: adminMessages.success.assignmentRemoved, id: assigned.assignment.id });
    expect(await t.db.select().from(roleAssignments).where(eq(roleAssignments.id, assigned.assignment.id))).toEqual([]);
    const owned = await t.db.select().from(companies).where(eq(companies.ownerId, ids.client));
    expect(owned.some((c) => c.preparerId === prep.id)).toBe(false);
    const held = await t.db.select().from(tasks).where(eq(tasks.preparerId, prep.id));
    expect(held.filter((x) => (OPEN_TASK_STATUSES as readonly string[]).includes(x.status))).toEqual([]);
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'admin.assignment_removed'), eq(auditLogs.targetId, assigned.assignment.id)));
    expect(audit).toBeDefined();
    const again = await call('DELETE', `/api/admin/role-assignment/${assigned.assignment.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(adminUserMessages.errors.assignmentNotFound);
    // Restore the demo client's preparer for anything after.
    expect((await call('POST', '/api/admin/assign-preparer', { clientId: ids.client, preparerId: ids.demoPreparer })).statusCode).toBe(200);
  });
});

describe('PUT /api/admin/users/{id}/role and assignments', () => {
  it('drops the assignments the new role cannot hold, releasing the clients it had', async () => {
    const prep = await createUser(t.db, { role: 'preparer' });
    const client = await createUser(t.db, { role: 'client' });
    await t.db.insert(companies).values({ name: `Role Change Co ${prep.id.slice(0, 6)}`, normalizedName: `role change co ${prep.id}`, jurisdiction: 'SG', companyType: 'private_limited', ownerId: client.id, financialYearEnd: '12-31' });
    expect((await call('POST', '/api/admin/assign-preparer', { clientId: client.id, preparerId: prep.id })).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/assign-approver', { preparerId: prep.id, approverId: ids.approver })).statusCode).toBe(200);
    expect((await t.db.select().from(companies).where(eq(companies.ownerId, client.id)))[0]?.preparerId).toBe(prep.id);

    // The same role again changes nothing.
    const same = await call('PUT', `/api/admin/users/${prep.id}/role`, { newRole: 'preparer' });
    expect(same.statusCode).toBe(200);
    expect(await t.db.select().from(roleAssignments).where(eq(roleAssignments.preparerId, prep.id))).toHaveLength(2);

    const res = await call('PUT', `/api/admin/users/${prep.id}/role`, { newRole: 'approver' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(roleAssignments).where(eq(roleAssignments.preparerId, prep.id))).toEqual([]);
    expect((await t.db.select().from(companies).where(eq(companies.ownerId, client.id)))[0]?.preparerId).toBeNull();
    const removed = await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'admin.assignment_removed'), eq(auditLogs.actorRole, 'admin')));
    expect(removed.filter((r) => (r.meta as { preparerId?: string }).preparerId === prep.id)).toHaveLength(2);
  });
});

describe('GET and PUT /api/admin/assignment-defaults/nri-preparer (designed)', () => {
  const url = '/api/admin/assignment-defaults/nri-preparer';

  it('names an active preparer, refuses anyone else, clears it, and audits each change', async () => {
    expect((await call('GET', url)).json()).toEqual({ preparer: null, fallback: 'least_loaded' });
    for (const role of ['approver', 'preparer', 'client', 'nri_client'] as const) {
      expect((await call('PUT', url, { preparerId: ids.demoPreparer }, tokens[role])).statusCode).toBe(403);
    }

    const set = await call('PUT', url, { preparerId: ids.demoPreparer });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ message: adminUserMessages.success.defaultNriPreparerSet, preparer: { id: ids.demoPreparer, email: 'preparer@quayside.test' } });
    expect((await call('GET', url)).json()).toMatchObject({ preparer: { id: ids.demoPreparer } });

    const suspended = await createUser(t.db, { role: 'preparer', isSuspended: true });
    for (const preparerId of [ids.client, ids.approver, suspended.id, someId]) {
      const res = await call('PUT', url, { preparerId });
      expect(res.statusCode, preparerId).toBe(400);
      expect(res.json().message).toBe(adminUserMessages.errors.defaultPreparerNotActive);
    }
    expect((await call('PUT', url, { preparerId: 'x' })).statusCode).toBe(400);
    expect((await call('PUT', url, {})).statusCode).toBe(400);
    // The refusals changed nothing.
    expect((await call('GET', url)).json()).toMatchObject({ preparer: { id: ids.demoPreparer } });

    const cleared = await call('PUT', url, { preparerId: null });
    expect(cleared.json()).toEqual({ message: adminUserMessages.success.defaultNriPreparerCleared, preparer: null, fallback: 'least_loaded' });
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'admin.default_nri_preparer_set'));
    expect(audits.map((a) => a.targetId)).toEqual([ids.demoPreparer, null]);
  });
});
