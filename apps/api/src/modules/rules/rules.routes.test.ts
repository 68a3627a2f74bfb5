import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, calendarEntries, companies } from '../../db/schema/index';
import { todayUtc } from '../../lib/dates';
import { createTestApp, type TestApp } from '../../test/test-app';
import { syncCompanyCalendar } from '../companies/companies.service';
import { createWorld, insertCompany, type World } from '../companies/companies.test-helpers';

let t: TestApp;
let w: World;
let indian: Awaited<ReturnType<typeof insertCompany>>;
const year = Number(todayUtc().slice(0, 4));
// The year end whose ITR-6 is inside the calendar's window today (15 months back, 12 ahead).
const periodEnd = `${todayUtc() > `${year}-03-31` ? year : year - 1}-03-31`;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  indian = await insertCompany(t.db, {
    name: 'Noida Spices Private Limited',
    jurisdiction: 'IN',
    companyType: 'private_limited',
    incorporationDate: '2020-06-01',
    financialYearEnd: '03-31',
    ownerId: w.clientA.id,
    preparerId: w.preparerA.id,
  });
  await syncCompanyCalendar(t.db, indian);
});
afterAll(async () => {
  await t.close();
});

const itr6 = async () => {
  const [row] = await t.db
    .select()
    .from(calendarEntries)
    .where(and(eq(calendarEntries.companyId, indian.id), eq(calendarEntries.ruleCode, 'IN_ITR6'), eq(calendarEntries.periodEnd, periodEnd)));
  return row;
};

describe('GET /api/government-fees', () => {
  it('lists the starting fees (ACRA S$15 name + S$300 registration) to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/government-fees?jurisdiction=SG' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { code: string; amountMinor: number; reference: string }[];
    expect(items.find((f) => f.code === 'ACRA_COMPANY_REGISTRATION')).toMatchObject({ amountMinor: 30_000 });
    expect(items.find((f) => f.code === 'ACRA_NAME')).toMatchObject({ amountMinor: 1_500 });
    expect(items.every((f) => f.reference.length > 0)).toBe(true);
  });
});

describe('admin government fees', () => {
  it('an admin changes a fee; the change is audited; others get 403', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/government-fees?jurisdiction=SG' })).json().items as { id: string; code: string }[];
    const fee = list.find((f) => f.code === 'ACRA_NAME');
    if (!fee) throw new Error('fee missing');
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/rules/government-fees/${fee.id}`, headers: w.auth(w.admin), payload: { amountMinor: 2_000, reference: 'ACRA fees (revised)' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().fee).toMatchObject({ amountMinor: 2_000 });
    const audit = await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'rules.fee.updated'), eq(auditLogs.targetId, fee.id)));
    expect(audit).toHaveLength(1);
    const denied = await t.app.inject({ method: 'PUT', url: `/api/admin/rules/government-fees/${fee.id}`, headers: w.auth(w.preparerA), payload: { amountMinor: 1 } });
    expect(denied.statusCode).toBe(403);
  });
  it('refuses a second fee with the same code (409)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/rules/government-fees',
      headers: w.auth(w.admin),
      payload: { jurisdiction: 'SG', code: 'ACRA_NAME', label: 'Again', amountMinor: 1, currency: 'SGD', reference: 'x-ref' },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('due-date extensions', () => {
  it('lists the CBDT Circular 15/2025 extension from the start', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/rules/extensions', headers: w.auth(w.admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ ruleCode: 'IN_ITR6', periodEnd: '2025-03-31', newDueDate: '2025-12-10', reference: expect.stringContaining('15/2025') })]),
    );
  });

  it('an extension moves the date on the calendars at once, shows its reference, is audited, and removing it restores the statute', async () => {
    const before = await itr6();
    expect(before?.dueDate).toBe(`${periodEnd.slice(0, 4)}-10-31`);
    const newDueDate = `${periodEnd.slice(0, 4)}-12-15`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/rules/extensions',
      headers: w.auth(w.admin),
      payload: { ruleCode: 'IN_ITR6', periodEnd, newDueDate, reference: 'CBDT Circular No. 99/2026 (test)' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().resynced).toBeGreaterThanOrEqual(1);
    const moved = await itr6();
    expect(moved).toMatchObject({ dueDate: newDueDate, id: before?.id });
    expect(moved?.reference).toContain('CBDT Circular No. 99/2026 (test)');
    expect(moved?.description).toContain(`Extended from ${periodEnd.slice(0, 4)}-10-31`);
    const id = res.json().extension.id as string;
    expect(await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'rules.extension.created'), eq(auditLogs.targetId, id)))).toHaveLength(1);

    const dup = await t.app.inject({ method: 'POST', url: '/api/admin/rules/extensions', headers: w.auth(w.admin), payload: { ruleCode: 'IN_ITR6', periodEnd, newDueDate, reference: 'again' } });
    expect(dup.statusCode).toBe(409);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/rules/extensions/${id}`, headers: w.auth(w.admin) });
    expect(del.statusCode).toBe(200);
    expect((await itr6())?.dueDate).toBe(`${periodEnd.slice(0, 4)}-10-31`);
    expect(await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'rules.extension.deleted'), eq(auditLogs.targetId, id)))).toHaveLength(1);
  });

  it('answers 403 to staff other than the admin and 401 to nobody', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/rules/extensions', headers: w.auth(w.preparerA) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/rules/extensions' })).statusCode).toBe(401);
  });

  it('rejects a bad date and an unknown id clearly', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/rules/extensions', headers: w.auth(w.admin), payload: { ruleCode: 'IN_ITR6', periodEnd: '2026-02-30', newDueDate: 'soon', reference: 'x' } });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/admin/rules/extensions/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', headers: w.auth(w.admin) });
    expect(missing.statusCode).toBe(404);
  });
});

describe('PUT /api/companies/:id: the calendar follows the type, listing and registrations', () => {
  it('an Indian company turned LLP: company filings are withdrawn with a note (not deleted), LLP filings appear; back again reopens them', async () => {
    const agmBefore = await t.db.select().from(calendarEntries).where(and(eq(calendarEntries.companyId, indian.id), eq(calendarEntries.ruleCode, 'IN_AGM')));
    expect(agmBefore.length).toBeGreaterThan(0);
    const res = await t.app.inject({ method: 'PUT', url: `/api/companies/${indian.id}`, headers: w.auth(w.admin), payload: { companyType: 'llp' } });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(calendarEntries).where(eq(calendarEntries.companyId, indian.id));
    const agm = rows.filter((r) => r.ruleCode === 'IN_AGM');
    expect(agm.map((r) => r.id).sort()).toEqual(agmBefore.map((r) => r.id).sort());
    const openAgm = agm.filter((r) => agmBefore.find((b) => b.id === r.id)?.state === 'open');
    expect(openAgm.every((r) => r.state === 'not_applicable' && r.withdrawnAt !== null && (r.description ?? '').includes('Withdrawn on'))).toBe(true);
    expect(rows.some((r) => r.ruleCode === 'IN_LLP_FORM11')).toBe(true);
    expect(rows.some((r) => r.ruleCode === 'IN_LLP_ITR5')).toBe(true);

    await t.app.inject({ method: 'PUT', url: `/api/companies/${indian.id}`, headers: w.auth(w.admin), payload: { companyType: 'private_limited' } });
    const reopened = await t.db.select().from(calendarEntries).where(and(eq(calendarEntries.companyId, indian.id), eq(calendarEntries.ruleCode, 'IN_AGM')));
    expect(reopened.filter((r) => openAgm.some((o) => o.id === r.id)).every((r) => r.state === 'open' && r.withdrawnAt === null)).toBe(true);
  });

  it('a Singapore company marked listed gets AGM within 4 months; GST-registered gets GST F5; a client may not set these', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}`, headers: w.auth(w.admin), payload: { listed: true, gstVatRegistered: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().company?.compliance ?? res.json().compliance).toMatchObject({ listed: true, gstVatRegistered: true });
    const rows = await t.db.select().from(calendarEntries).where(eq(calendarEntries.companyId, w.companyA.id));
    const agm = rows.find((r) => r.ruleCode === 'SG_AGM' && r.state === 'open' && r.periodEnd?.endsWith('-12-31'));
    expect(agm?.dueDate.slice(5)).toBe('04-30');
    expect(rows.some((r) => r.ruleCode === 'SG_GST_F5')).toBe(true);
    const byClient = await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyA.id}`, headers: w.auth(w.clientA), payload: { listed: false } });
    expect(byClient.statusCode).toBe(403);
  });

  it('refuses a Singapore first financial year longer than 18 months', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyB.id}`, headers: w.auth(w.admin), payload: { firstFinancialYearEnd: '2026-12-31' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('18 months');
    const ok = await t.app.inject({ method: 'PUT', url: `/api/companies/${w.companyB.id}`, headers: w.auth(w.admin), payload: { firstFinancialYearEnd: '2026-06-30', financialYearEnd: '06-30' } });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, w.companyB.id));
    expect(row?.firstFinancialYearEnd).toBe('2026-06-30');
  });
});
