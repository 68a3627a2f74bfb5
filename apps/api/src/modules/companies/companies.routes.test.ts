import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMessages } from '@quayside/contract/messages';
import type { Company, CompanySummary, ListCompaniesResponse } from '@quayside/contract/companies';
import { seedServices } from '../../db/seed';
import { auditLogs, calendarEntries, companies, companyActivity, notifications, tasks } from '../../db/schema/index';
import { createTask } from '../client/tasks.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, insertCompany, type World } from './companies.test-helpers';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  await seedServices(t.db);
  w = await createWorld(t);
});
afterAll(async () => {
  await t.close();
});

const ok = companyMessages.success;

describe('GET /api/companies', () => {
  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/companies' });
    expect(res.statusCode).toBe(401);
  });

  it('shows a client only the companies they own', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/companies', headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ListCompaniesResponse;
    expect(body.items.map((c) => c.id)).toEqual([w.companyA.id]);
    expect(body).toMatchObject({ pageSize: 10, hasMore: false, nextCursor: null });
  });

  it('shows a preparer only assigned companies, an approver its preparers\', an admin all', async () => {
    const ids = async (user: { id: string }) =>
      ((await t.app.inject({ method: 'GET', url: '/api/companies?pageSize=100', headers: w.auth(user) })).json() as ListCompaniesResponse).items.map((c) => c.id);
    expect(await ids(w.preparerA)).toEqual([w.companyA.id]);
    expect(await ids(w.preparerB)).toEqual([w.companyB.id]);
    expect(await ids(w.approver)).toEqual([w.companyA.id]);
    expect(await ids(w.admin)).toEqual(expect.arrayContaining([w.companyA.id, w.companyB.id]));
  });

  it('pages newest first with an opaque cursor until there is no next page, the server pageSize winning', async () => {
    const owner = w.clientA;
    const made: string[] = [];
    for (let i = 0; i < 4; i += 1) made.push((await insertCompany(t.db, { ownerId: owner.id, preparerId: w.preparerA.id, name: `Paging ${i} Pte. Ltd.` })).id);
    const seen: CompanySummary[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/companies?pageSize=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await t.app.inject({ method: 'GET', url, headers: w.auth(owner) });
      expect(res.statusCode).toBe(200);
      const body = res.json() as ListCompaniesResponse;
      expect(body.pageSize).toBe(2);
      expect(body.items.length).toBeLessThanOrEqual(2);
      expect(body.hasMore).toBe(body.nextCursor !== null);
      seen.push(...body.items);
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen.map((c) => c.id)).toEqual([...made.reverse(), w.companyA.id]);
  });

  it('searches name and registration number case-insensitively (one or two characters: starts with), and filters by status', async () => {
    const c = await insertCompany(t.db, { name: 'Zephyr Logistics 100% Pte. Ltd.', registrationNumber: '201912345Z', status: 'dormant' });
    const get = async (q: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/companies?${q}`, headers: w.auth(w.admin) })).json() as ListCompaniesResponse).items.map((x) => x.id);
    expect(await get('search=zephyr')).toEqual([c.id]);
    expect(await get('search=LOGISTICS')).toEqual([c.id]);
    expect(await get('search=912345z')).toEqual([c.id]);
    expect(await get('search=100%25')).toEqual([c.id]);
    expect(await get('search=1%25%25')).toEqual([]);
    expect(await get('search=ZE')).toEqual([c.id]);
    expect(await get('search=hy')).toEqual([]);
    expect(await get('status=dormant')).toEqual([c.id]);
    expect(await get('status=active&search=zephyr')).toEqual([]);
  });

  it('answers 400 for a bad cursor, status or pageSize', async () => {
    const impossibleDay = Buffer.from(JSON.stringify(['2026-02-31 10:00:00+00', w.companyA.id])).toString('base64url');
    for (const q of ['cursor=not-a-cursor', 'status=bogus', 'pageSize=0', 'pageSize=101', `cursor=${Buffer.from('["x","y"]').toString('base64url')}`, `cursor=${impossibleDay}`, 'search=ab%00cd']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/companies?${q}`, headers: w.auth(w.admin) });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses an NRI client', async () => {
    const { createUser } = await import('../../test/factories');
    const { signAccessToken } = await import('../../plugins/auth');
    const nri = await createUser(t.db, { role: 'nri_client' });
    const token = await signAccessToken(t.deps.config.jwtSecret, nri, 600);
    const res = await t.app.inject({ method: 'GET', url: '/api/companies', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/companies', () => {
  const body = { name: 'Northwind Ventures Pte. Ltd.', jurisdiction: 'SG', incorporationDate: '2025-06-02', financialYearEnd: '12-31' };

  it('creates a client\'s company owned by them, with their preparer and a compliance calendar', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/companies', headers: w.auth(w.clientA), payload: body });
    expect(res.statusCode).toBe(201);
    const { message, company } = res.json() as { message: string; company: Company };
    expect(message).toBe(ok.created);
    expect(company).toMatchObject({ name: body.name, ownerId: w.clientA.id, preparerId: w.preparerA.id, status: 'onboarding', companyId: company.id });
    const entries = await t.db.select().from(calendarEntries).where(eq(calendarEntries.companyId, company.id));
    expect(entries.map((e) => e.ruleCode)).toEqual(expect.arrayContaining(['SG_AGM', 'SG_ANNUAL_RETURN', 'SG_ECI', 'SG_FORM_C']));
    expect(entries.find((e) => e.ruleCode === 'SG_AGM' && e.periodEnd === '2025-12-31')?.dueDate).toBe('2026-06-30');
  });

  it('lets a preparer create for a client (owner required) and refuses approvers', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/companies', headers: w.auth(w.preparerB), payload: { ...body, name: 'Owner Less Pte. Ltd.' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty(['body.ownerId']);
    const notClient = await t.app.inject({ method: 'POST', url: '/api/companies', headers: w.auth(w.preparerB), payload: { ...body, ownerId: w.admin.id } });
    expect(notClient.statusCode).toBe(400);
    const res = await t.app.inject({ method: 'POST', url: '/api/companies', headers: w.auth(w.preparerB), payload: { ...body, name: 'Made By Ben Pte. Ltd.', ownerId: w.clientB.id } });
    expect(res.statusCode).toBe(201);
    expect(res.json().company).toMatchObject({ ownerId: w.clientB.id, preparerId: w.preparerB.id });
    const approver = await t.app.inject({ method: 'POST', url: '/api/companies', headers: w.auth(w.approver), payload: body });
    expect(approver.statusCode).toBe(403);
  });

  it('refuses staff-only fields from a client, bad bodies and a taken registration number', async () => {
    const staffOnly = await t.app.inject({ method: 'POST', url: '/api/companies', headers: w.auth(w.clientA), payload: { ...body, status: 'active' } });
    expect(staffOnly.statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'POST', url: '/api/companies', headers: w.auth(w.clientA), payload: { name: '', jurisdiction: 'XX', financialYearEnd: '02-30' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['body.name', 'body.jurisdiction', 'body.financialYearEnd']));
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: w.auth(w.admin),
      payload: { ...body, registrationNumber: w.companyA.registrationNumber?.toLowerCase() },
    });
    expect(taken.statusCode).toBe(409);
    const notJson = await t.app.inject({ method: 'POST', url: '/api/companies', headers: { ...w.auth(w.admin), 'content-type': 'application/json' }, payload: '{"name":' });
    expect(notJson.statusCode).toBe(400);
  });

  it('forces the 31 March year end on an Indian company', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: w.auth(w.admin),
      payload: { name: 'Noida Softworks Private Limited', jurisdiction: 'IN', financialYearEnd: '12-31', incorporationDate: '2024-07-01' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().company.financialYearEnd).toBe('03-31');
  });
});

describe('GET /api/companies/:id', () => {
  it('gives the owner the full record; another client, an unassigned preparer and an unrelated approver get 404', async () => {
    const own = await t.app.inject({ method: 'GET', url: `/api/companies/${w.companyA.id}`, headers: w.auth(w.clientA) });
    expect(own.statusCode).toBe(200);
    expect(own.json().company).toMatchObject({ id: w.companyA.id, directors: [], shareholders: [], companyServices: [], preparer: { id: w.preparerA.id } });
    for (const [user, id] of [
      [w.clientB, w.companyA.id],
      [w.clientA, w.companyB.id],
      [w.preparerB, w.companyA.id],
      [w.approver, w.companyB.id],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/companies/${id}`, headers: w.auth(user) });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(id === w.companyA.id ? w.companyA.name : w.companyB.name);
    }
    const approver = await t.app.inject({ method: 'GET', url: `/api/companies/${w.companyA.id}`, headers: w.auth(w.approver) });
    expect(approver.statusCode).toBe(200);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/companies/123', headers: w.auth(w.admin) });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /api/companies/:id', () => {
  it('lets the owner edit details while allowed, and records the activity', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}`, headers: w.auth(w.clientA), payload: { registeredAddress: '1 Raffles Place, Singapore 048616' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ok.updated, company: { registeredAddress: '1 Raffles Place, Singapore 048616' } });
    const activity = await t.db.select().from(companyActivity).where(eq(companyActivity.companyId, w.companyA.id));
    expect(activity.some((a) => a.action === 'company.updated')).toBe(true);
  });

  it('refuses status changes from a client, and empty bodies', async () => {
    const status = await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}`, headers: w.auth(w.clientA), payload: { status: 'closed' } });
    expect(status.statusCode).toBe(403);
    const empty = await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}`, headers: w.auth(w.clientA), payload: {} });
    expect(empty.statusCode).toBe(400);
    const unstorable = await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}`, headers: w.auth(w.admin), payload: { name: 'x\u0000y', incorporationDate: '0000-01-01' } });
    expect(unstorable.statusCode).toBe(400);
    expect(Object.keys(unstorable.json().fields)).toEqual(expect.arrayContaining(['body.name', 'body.incorporationDate']));
  });

  it('answers 404 for another client\'s company and changes nothing', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyB.id}`, headers: w.auth(w.clientA), payload: { name: 'Hijacked Ltd' } });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, w.companyB.id));
    expect(row?.name).toBe('Bravo Marine Pte. Ltd.');
  });

  it('lets the preparer change the incorporation status, telling the client and writing an audit row', async () => {
    const c = await insertCompany(t.db, { ownerId: w.clientA.id, preparerId: w.preparerA.id, status: 'onboarding', incorporationStatus: 'filed', incorporationDate: null });
    const res = await t.app.inject({ method: 'PUT', url: `/api/companies/${c.id}`, headers: w.auth(w.preparerA), payload: { incorporationStatus: 'incorporated' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toMatchObject({ incorporationStatus: 'incorporated', status: 'active' });
    expect(res.json().company.incorporationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, w.clientA.id));
    expect(notes.some((n) => n.title.includes(c.name))).toBe(true);
    const audit = await t.db.select().from(auditLogs).where(and(eq(auditLogs.targetId, c.id), eq(auditLogs.action, 'company.incorporation_status')));
    expect(audit).toHaveLength(1);
    const entries = await t.db.select().from(calendarEntries).where(eq(calendarEntries.companyId, c.id));
    expect(entries.length).toBeGreaterThan(0);
  });

  it('recalculates the calendar when the financial year end changes', async () => {
    const c = await insertCompany(t.db, { ownerId: w.clientA.id, preparerId: w.preparerA.id, name: 'Recalc Pte. Ltd.' });
    await t.app.inject({ method: 'PUT', url: `/api/companies/${c.id}`, headers: w.auth(w.preparerA), payload: { financialYearEnd: '12-31', incorporationDate: '2024-01-10' } });
    const res = await t.app.inject({ method: 'PUT', url: `/api/companies/${c.id}`, headers: w.auth(w.preparerA), payload: { financialYearEnd: '06-30' } });
    expect(res.statusCode).toBe(200);
    const entries = await t.db.select().from(calendarEntries).where(eq(calendarEntries.companyId, c.id));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.periodEnd?.endsWith('-06-30'))).toBe(true);
  });
});

describe('PUT /api/companies/:id/edit-flags', () => {
  it('lets the assigned preparer lock a part; the client\'s edit of it is then refused', async () => {
    const c = await insertCompany(t.db, { ownerId: w.clientA.id, preparerId: w.preparerA.id, name: 'Flags Pte. Ltd.' });
    const res = await t.app.inject({ method: 'PUT', url: `/api/companies/${c.id}/edit-flags`, headers: w.auth(w.preparerA), payload: { company: false, directors: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ok.editFlagsUpdated, updated: { id: c.id, editFlags: { company: false, directors: false, shareholders: true, services: true } } });
    const edit = await t.app.inject({ method: 'PUT', url: `/api/companies/${c.id}`, headers: w.auth(w.clientA), payload: { name: 'Renamed Pte. Ltd.' } });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ code: 'EDIT_LOCKED', message: companyMessages.errors.locked });
    const dir = await t.app.inject({ method: 'POST', url: `/api/companies/${c.id}/directors`, headers: w.auth(w.clientA), payload: { fullName: 'Late Director' } });
    expect(dir.statusCode).toBe(403);
    const holder = await t.app.inject({ method: 'POST', url: `/api/companies/${c.id}/shareholders`, headers: w.auth(w.clientA), payload: { fullName: 'Still Open', shares: 10 } });
    expect(holder.statusCode).toBe(201);
  });

  it('is staff-only: the client gets 403, an unassigned preparer 404, a bad body 400', async () => {
    expect((await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}/edit-flags`, headers: w.auth(w.clientA), payload: { company: false } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}/edit-flags`, headers: w.auth(w.approver), payload: { company: false } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}/edit-flags`, headers: w.auth(w.preparerB), payload: { company: false } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}/edit-flags`, headers: w.auth(w.preparerA), payload: { company: 'no' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}/edit-flags`, headers: w.auth(w.preparerA), payload: {} })).statusCode).toBe(400);
  });
});

describe('directors: POST, PUT, DELETE /api/companies/:id/directors', () => {
  it('adds, updates and deletes a director with the spec texts', async () => {
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${w.companyA.id}/directors`,
      headers: w.auth(w.clientA),
      payload: { fullName: 'Mei Ling Tan', email: 'mei@example.com', idType: 'nric', idNumber: 'S1234567D', dateOfBirth: '1985-04-02' },
    });
    expect(add.statusCode).toBe(201);
    const { message, director } = add.json();
    expect(message).toBe(ok.directorAdded);
    const upd = await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}/directors/${director.id}`, headers: w.auth(w.preparerA), payload: { phone: '+65 8123 4567' } });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ message: ok.directorUpdated, director: { id: director.id, phone: '+65 8123 4567', fullName: 'Mei Ling Tan' } });
    const other = await t.app.inject({ method: 'DELETE', url: `/api/companies/${w.companyA.id}/directors/${director.id}`, headers: w.auth(w.clientB) });
    expect(other.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/companies/${w.companyA.id}/directors/${director.id}`, headers: w.auth(w.clientA) });
    expect(del.json()).toEqual({ message: ok.directorDeleted, id: director.id, deleted: true });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/companies/${w.companyA.id}/directors/${director.id}`, headers: w.auth(w.clientA) });
    expect(again.statusCode).toBe(404);
    const history = await t.db.select().from(companyActivity).where(and(eq(companyActivity.companyId, w.companyA.id), eq(companyActivity.action, 'director.deleted')));
    expect(history[0]?.details).toMatchObject({ removed: { fullName: 'Mei Ling Tan' } });
  });

  it('validates the body and refuses a director of another company', async () => {
    const bad = await t.app.inject({ method: 'POST', url: `/api/companies/${w.companyA.id}/directors`, headers: w.auth(w.clientA), payload: { fullName: ' ', email: 'nope', dateOfBirth: '2999-01-01' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['body.fullName', 'body.email', 'body.dateOfBirth']));
    const add = await t.app.inject({ method: 'POST', url: `/api/companies/${w.companyB.id}/directors`, headers: w.auth(w.clientB), payload: { fullName: 'B Director' } });
    const id = add.json().director.id;
    const cross = await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}/directors/${id}`, headers: w.auth(w.clientA), payload: { fullName: 'X' } });
    expect(cross.statusCode).toBe(404);
  });
});

describe('shareholders: POST, PUT, DELETE /api/companies/:id/shareholders', () => {
  it('adds, updates and deletes a shareholder with the spec texts', async () => {
    const add = await t.app.inject({ method: 'POST', url: `/api/companies/${w.companyA.id}/shareholders`, headers: w.auth(w.clientA), payload: { fullName: 'Harbour Holdings Ltd', type: 'corporate', shares: 5000 } });
    expect(add.statusCode).toBe(201);
    const { shareholder } = add.json();
    expect(add.json().message).toBe(ok.shareholderAdded);
    expect(shareholder).toMatchObject({ type: 'corporate', shares: 5000, shareClass: 'Ordinary' });
    const upd = await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}/shareholders/${shareholder.id}`, headers: w.auth(w.clientA), payload: { shares: 7500 } });
    expect(upd.json()).toMatchObject({ message: ok.shareholderUpdated, shareholder: { shares: 7500 } });
    const bad = await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}/shareholders/${shareholder.id}`, headers: w.auth(w.clientA), payload: { shares: 1.5 } });
    expect(bad.statusCode).toBe(400);
    const cross = await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}/shareholders/${shareholder.id}`, headers: w.auth(w.clientB), payload: { shares: 1 } });
    expect(cross.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/companies/${w.companyA.id}/shareholders/${shareholder.id}`, headers: w.auth(w.clientA) });
    expect(del.json()).toEqual({ message: ok.shareholderDeleted, id: shareholder.id, deleted: true });
  });
});

describe('services: POST, DELETE /api/companies/:id/services/:serviceId', () => {
  it('adds a catalogue service at its price, refuses a duplicate, removes it', async () => {
    const add = await t.app.inject({ method: 'POST', url: `/api/companies/${w.companyA.id}/services/5`, headers: w.auth(w.clientA) });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({ message: ok.serviceAdded, service: { serviceId: 5, service: { id: 5 } } });
    const dup = await t.app.inject({ method: 'POST', url: `/api/companies/${w.companyA.id}/services/5`, headers: w.auth(w.clientA) });
    expect(dup.statusCode).toBe(409);
    const detail = await t.app.inject({ method: 'GET', url: `/api/companies/${w.companyA.id}`, headers: w.auth(w.clientA) });
    expect(detail.json().company.companyServices.map((s: { serviceId: number }) => s.serviceId)).toContain(5);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/companies/${w.companyA.id}/services/5`, headers: w.auth(w.clientA) });
    expect(del.json()).toMatchObject({ message: ok.serviceRemoved, service: { serviceId: 5 } });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/companies/${w.companyA.id}/services/5`, headers: w.auth(w.clientA) });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for an unknown service, 400 for a bad id, 404 on another client\'s company', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/companies/${w.companyA.id}/services/9999`, headers: w.auth(w.clientA) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/companies/${w.companyA.id}/services/abc`, headers: w.auth(w.clientA) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/companies/${w.companyA.id}/services/99999999999`, headers: w.auth(w.clientA) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/companies/${w.companyB.id}/services/5`, headers: w.auth(w.clientA) })).statusCode).toBe(404);
  });
});

describe('GET /api/companies/:id/dashboard', () => {
  it('gives the record with counts, deadlines and activity to those who reach it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/companies/${w.companyA.id}/dashboard`, headers: w.auth(w.preparerA) });
    expect(res.statusCode).toBe(200);
    const { dashboard } = res.json();
    expect(dashboard.company.id).toBe(w.companyA.id);
    expect(dashboard.counts).toMatchObject({ documents: { total: 0 }, tasks: { open: 0 } });
    expect(Array.isArray(dashboard.upcomingDeadlines)).toBe(true);
    expect(dashboard.recentActivity.length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/companies/${w.companyA.id}/dashboard`, headers: w.auth(w.clientB) })).statusCode).toBe(404);
  });
});

describe('DELETE /api/companies/:id', () => {
  it('refuses a client deleting a registered company and a preparer deleting any', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/companies/${w.companyA.id}`, headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(companyMessages.errors.deleteRegistered);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/companies/${w.companyA.id}`, headers: w.auth(w.preparerA) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/companies/${w.companyA.id}`, headers: w.auth(w.clientB) })).statusCode).toBe(404);
  });

  it('soft-deletes an unfiled company for its owner with an audit row; it then disappears from lists', async () => {
    const c = await insertCompany(t.db, { ownerId: w.clientA.id, preparerId: w.preparerA.id, status: 'onboarding', incorporationStatus: 'pending', name: 'Short Lived Pte. Ltd.' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/companies/${c.id}`, headers: w.auth(w.clientA) });
    expect(res.json()).toEqual({ message: ok.deleted, id: c.id, deleted: true });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, c.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const audit = await t.db.select().from(auditLogs).where(and(eq(auditLogs.targetId, c.id), eq(auditLogs.action, 'company.deleted')));
    expect(audit).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/companies/${c.id}`, headers: w.auth(w.clientA) })).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/companies?pageSize=100', headers: w.auth(w.admin) })).json() as ListCompaniesResponse;
    expect(list.items.map((x) => x.id)).not.toContain(c.id);
  });

  it('lets an admin delete any company; its open tasks are cancelled, closed ones kept', async () => {
    const c = await insertCompany(t.db, { name: 'Admin Removes Pte. Ltd.', ownerId: w.clientB.id, preparerId: w.preparerB.id });
    const adminActor = { id: w.admin.id, email: w.admin.email, fullName: w.admin.fullName, role: 'admin' as const, user: w.admin };
    const open = await createTask(t.db, adminActor, { companyId: c.id, title: 'Open work' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/companies/${c.id}`, headers: w.auth(w.admin) });
    expect(res.statusCode).toBe(200);
    const [task] = await t.db.select().from(tasks).where(eq(tasks.id, open.id));
    expect(task?.status).toBe('Cancelled');
  });
});
