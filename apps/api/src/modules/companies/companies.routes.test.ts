import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMessages } from '@quayside/contract/messages';
import type { Company, CompanySummary, ListCompaniesResponse } from '@quayside/contract/companies';
import { seedServices } from '../../seed/seed';
import { auditLogs, calendarEntries, companies, companyActivity, notifications, tasks } from '../../db/schema/index';
import { createTask } from '../tasks/tasks.service';
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

  it('pages through a search whose matches lie both among the newest companies and far older than them', async () => {
    // More companies than a search's first step reads (SEARCH_WINDOW, the newest after the cursor): 12 matches
    // among the newest 1,200, and 9 matches a year older than all of them (the second step finds those).
    await t.db.execute(sql`
      insert into companies (name, normalized_name, registration_number, jurisdiction, owner_id, created_at)
      select case when g % 100 = 0 then 'Quokka Newer ' || g else 'Filler ' || g end || ' Pte. Ltd.', 'window' || g,
             'W' || lpad(g::text, 6, '0'), 'SG', ${w.clientB.id}::uuid, now() - (g || ' seconds')::interval
      from generate_series(1, 1200) g`);
    await t.db.execute(sql`
      insert into companies (name, normalized_name, registration_number, jurisdiction, owner_id, created_at)
      select 'Older ' || g || ' Pte. Ltd.', 'older' || g, 'QUOKKA' || g, 'SG', ${w.clientB.id}::uuid, now() - interval '1 year' - (g || ' seconds')::interval
      from generate_series(1, 9) g`);
    const expected = (
      (await t.db.execute(sql`select id from companies where deleted_at is null
        and (lower(name) like '%quokka%' or lower(registration_number) like '%quokka%') order by created_at desc, id desc`)) as unknown as {
        rows: Array<{ id: string }>;
      }
    ).rows.map((r) => r.id);
    expect(expected).toHaveLength(21);
    for (const pageSize of [5, 11, 100]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/companies?search=QUOKKA&pageSize=${pageSize}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const body = (await t.app.inject({ method: 'GET', url, headers: w.auth(w.admin) })).json() as ListCompaniesResponse;
        seen.push(...body.items.map((c) => c.id));
        cursor = body.nextCursor;
      } while (cursor && seen.length <= expected.length);
      expect(seen, `pageSize ${pageSize}`).toEqual(expected);
    }
    // The owner's scope: the same companies through the owner's list.
    const own = (await t.app.inject({ method: 'GET', url: '/api/companies?search=quokka&pageSize=100', headers: w.auth(w.clientB) })).json() as ListCompaniesResponse;
    expect(own.items.map((c) => c.id)).toEqual(expected);
    // A term with a line break matches within the name or within the registration number, never across them.
    const across = await t.app.inject({ method: 'GET', url: `/api/companies?search=${encodeURIComponent('ltd.\nquokka')}`, headers: w.auth(w.admin) });
    expect(across.statusCode).toBe(200);
    expect((across.json() as ListCompaniesResponse).items).toEqual([]);
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
    const { signAccessToken } = await import('../auth/auth.service');
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
    expect(notClient.statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: '/api/companies', headers: w.auth(w.preparerB), payload: { ...body, name: 'Made By Ben Pte. Ltd.', ownerId: w.clientB.id } });
    expect(res.statusCode).toBe(201);
    expect(res.json().company).toMatchObject({ ownerId: w.clientB.id, preparerId: w.preparerB.id });
    const approver = await t.app.inject({ method: 'POST', url: '/api/companies', headers: w.auth(w.approver), payload: body });
    expect(approver.statusCode).toBe(403);
  });

  it('answers a preparer the same 404 for an unassigned client, a staff account and an unknown id, creating nothing', async () => {
    const post = (ownerId: string, name: string) =>
      t.app.inject({ method: 'POST', url: '/api/companies', headers: w.auth(w.preparerA), payload: { ...body, name, ownerId } });
    const answers = [];
    for (const [ownerId, name] of [
      [w.clientB.id, 'Not Priya Client Pte. Ltd.'],
      [w.admin.id, 'Owned By Admin Pte. Ltd.'],
      [w.preparerB.id, 'Owned By Preparer Pte. Ltd.'],
      ['00000000-0000-4000-8000-000000000000', 'Owned By Nobody Pte. Ltd.'],
    ] as const) {
      const res = await post(ownerId, name);
      expect(res.statusCode, name).toBe(404);
      answers.push(res.json());
      expect(await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name))).toEqual([]);
    }
    expect(answers.every((a) => JSON.stringify(a) === JSON.stringify({ message: companyMessages.errors.ownerNotFound, code: 'NOT_FOUND' }))).toBe(true);
    const own = await post(w.clientA.id, 'Priya Client Co Pte. Ltd.');
    expect(own.statusCode).toBe(201);
    expect(own.json().company).toMatchObject({ ownerId: w.clientA.id, preparerId: w.preparerA.id });
    const admin = await t.app.inject({ method: 'POST', url: '/api/companies', headers: w.auth(w.admin), payload: { ...body, name: 'Admin Names Staff Pte. Ltd.', ownerId: w.preparerB.id } });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().message).toBe(companyMessages.errors.ownerNotClient);
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

  it('tells the client status fields are staff-only, and an approver that they only read, whatever the fields', async () => {
    const put = (user: { id: string }, payload: object) => t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}`, headers: w.auth(user), payload });
    const client = await put(w.clientA, { statusRemarks: 'Done' });
    expect(client.statusCode).toBe(403);
    expect(client.json().message).toBe(companyMessages.errors.staffOnlyFields);
    for (const payload of [{ status: 'closed' }, { name: 'Renamed by approver Pte. Ltd.' }]) {
      const approver = await put(w.approver, payload);
      expect(approver.statusCode).toBe(403);
      expect(approver.json().message).toBe(companyMessages.errors.approverReadOnly);
    }
    const [row] = await t.db.select().from(companies).where(eq(companies.id, w.companyA.id));
    expect(row?.name).not.toBe('Renamed by approver Pte. Ltd.');
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
    const open = entries.filter((e) => e.state === 'open');
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((e) => e.periodEnd?.endsWith('-06-30'))).toBe(true);
    // The 31 December year's open entries are withdrawn with a note, not deleted (issue 19).
    const withdrawn = entries.filter((e) => e.periodEnd?.endsWith('-12-31'));
    expect(withdrawn.length).toBeGreaterThan(0);
    expect(withdrawn.every((e) => e.state === 'not_applicable' && e.withdrawnAt !== null && (e.description ?? '').includes('Withdrawn on'))).toBe(true);
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

describe('registration numbers: unique, without telling anyone about a company they cannot see', () => {
  const base = { jurisdiction: 'SG', financialYearEnd: '12-31' };
  type User = { id: string };
  const post = (user: User, payload: object) => t.app.inject({ method: 'POST', url: '/api/companies', headers: w.auth(user), payload: { ...base, ...payload } });
  const put = (user: User, id: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/companies/${id}`, headers: w.auth(user), payload });
  const heldAudits = async (ids: string[]) =>
    (await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'company.registration_held'))).filter((a) => a.targetId && ids.includes(a.targetId));
  const takenBy = (name: string) => ({
    message: companyMessages.errors.registrationTakenBy(name),
    code: 'CONFLICT',
    fields: { 'body.registrationNumber': [companyMessages.errors.registrationTakenBy(name)] },
  });

  it('answers a client the same for a number another client\'s company holds as for a free one; the holder keeps it', async () => {
    const holder = await insertCompany(t.db, { ownerId: w.clientA.id, preparerId: w.preparerA.id, name: 'Number Holder Pte. Ltd.', registrationNumber: '201811111A' });
    const taken = await post(w.clientB, { name: 'Claims A Number Pte. Ltd.', registrationNumber: '201811111a' });
    const free = await post(w.clientB, { name: 'Claims A Free Number Pte. Ltd.', registrationNumber: '201822222b' });
    expect([taken.statusCode, free.statusCode]).toEqual([201, 201]);
    expect(Object.keys(taken.json().company).sort()).toEqual(Object.keys(free.json().company).sort());
    expect(taken.json()).toMatchObject({ message: ok.created, company: { registrationNumber: '201811111A', ownerId: w.clientB.id, preparerId: w.preparerB.id, status: 'onboarding' } });
    expect(free.json()).toMatchObject({ message: ok.created, company: { registrationNumber: '201822222B', ownerId: w.clientB.id, preparerId: w.preparerB.id, status: 'onboarding' } });
    const read = await t.app.inject({ method: 'GET', url: `/api/companies/${taken.json().company.id}`, headers: w.auth(w.clientB) });
    expect(read.json().company.registrationNumber).toBe('201811111A');

    const own = await insertCompany(t.db, { ownerId: w.clientB.id, preparerId: w.preparerB.id, name: 'Renumbered Pte. Ltd.' });
    const renumbered = await put(w.clientB, own.id, { registrationNumber: '201811111A' });
    expect(renumbered.statusCode).toBe(200);
    expect(renumbered.json()).toMatchObject({ message: ok.updated, company: { registrationNumber: '201811111A' } });

    // The number stays the holder's: the firm is told who has it, and an audit row records each claim held back.
    const admin = await post(w.admin, { name: 'Admin Tries Pte. Ltd.', registrationNumber: '201811111A' });
    expect(admin.statusCode).toBe(409);
    expect(admin.json()).toEqual(takenBy(holder.name));
    const audits = await heldAudits([taken.json().company.id, own.id]);
    expect(audits).toHaveLength(2);
    expect(audits.every((a) => (a.meta as { clashesWith?: string }).clashesWith === holder.id)).toBe(true);
    expect(await heldAudits([free.json().company.id])).toEqual([]);
  });

  it('tells those who reach the holder which company it is: its owner, its preparer, an admin', async () => {
    const holder = await insertCompany(t.db, { ownerId: w.clientA.id, preparerId: w.preparerA.id, name: 'Second Holder Pte. Ltd.', registrationNumber: '201833333C' });
    const other = await insertCompany(t.db, { ownerId: w.clientA.id, preparerId: w.preparerA.id, name: 'Sister Company Pte. Ltd.' });
    for (const res of [
      await post(w.clientA, { name: 'Owner Repeats Pte. Ltd.', registrationNumber: '201833333c' }),
      await post(w.preparerA, { name: 'Preparer Repeats Pte. Ltd.', registrationNumber: '201833333C', ownerId: w.clientA.id }),
      await post(w.admin, { name: 'Admin Repeats Pte. Ltd.', registrationNumber: '201833333C' }),
      await put(w.clientA, other.id, { registrationNumber: '201833333C' }),
      await put(w.preparerA, other.id, { registrationNumber: '201833333C' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(takenBy(holder.name));
    }
    // A preparer who does not reach the holder is answered as for a free number.
    const outside = await post(w.preparerB, { name: 'Ben Repeats Pte. Ltd.', registrationNumber: '201833333C', ownerId: w.clientB.id });
    expect(outside.statusCode).toBe(201);
    expect(outside.json().company.registrationNumber).toBe('201833333C');
    expect(await heldAudits([outside.json().company.id])).toHaveLength(1);
  });

  it('keeps one confirmed company per number when two clients save it at once', async () => {
    const [a, b] = await Promise.all([
      post(w.clientA, { name: 'Race Alpha Pte. Ltd.', registrationNumber: '201844444D' }),
      post(w.clientB, { name: 'Race Bravo Pte. Ltd.', registrationNumber: '201844444D' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const held = await heldAudits([a.json().company.id, b.json().company.id]);
    expect(held).toHaveLength(1);
    const confirmed = held[0]?.targetId === a.json().company.id ? b : a;
    const admin = await post(w.admin, { name: 'Admin After Race Pte. Ltd.', registrationNumber: '201844444D' });
    expect(admin.json()).toEqual(takenBy(confirmed.json().company.name));
  });

  it('confirms a held number once the holder gives it up and the owner saves it again', async () => {
    const holder = await insertCompany(t.db, { ownerId: w.clientA.id, preparerId: w.preparerA.id, name: 'Gives Up Pte. Ltd.', registrationNumber: '201855555E' });
    const claim = await post(w.clientB, { name: 'Rightful Owner Pte. Ltd.', registrationNumber: '201855555E' });
    expect(claim.statusCode).toBe(201);
    expect((await put(w.admin, holder.id, { registrationNumber: '201855555F' })).statusCode).toBe(200);
    expect((await put(w.clientB, claim.json().company.id, { registrationNumber: '201855555E' })).statusCode).toBe(200);
    const admin = await post(w.admin, { name: 'Admin Checks Pte. Ltd.', registrationNumber: '201855555E' });
    expect(admin.json()).toEqual(takenBy('Rightful Owner Pte. Ltd.'));
  });
});
