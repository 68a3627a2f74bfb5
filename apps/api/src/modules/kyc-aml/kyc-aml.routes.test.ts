import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KycAmlRequest, KycAmlRequestStatus, KycAmlSurvey, KycAmlSurveys, KycSurveyAnswers } from '@quayside/contract/kyc-aml';
import { kycMessages } from '@quayside/contract/messages';
import { auditLogs, companies, directors, kycAmlRequests, notifications, tasks } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signAccessToken } from '../auth/auth.service';
import { createWorld, type World } from '../companies/companies.test-helpers';

let t: TestApp;
let w: World;
let director: Awaited<ReturnType<typeof createUser>>;
let directorAuth: Record<string, string>;
const ok = kycMessages.success;
const errs = kycMessages.errors;

const answers = (over: Partial<KycSurveyAnswers> = {}): KycSurveyAnswers => ({
  identity: { fullName: 'Clara Client', dateOfBirth: '1985-02-11', nationality: 'SG', countryOfResidence: 'SG', idType: 'passport', idNumber: 'E7654321', role: 'director_and_shareholder' },
  pep: { isPep: false, isPepRelated: false },
  funds: { sourceOfFunds: 'Savings from my salary', sourceOfWealth: 'Employment income since 2008', expectedAnnualTurnover: 'SGD 800,000' },
  business: { activity: 'Ship chandlery', cashIntensive: false, countriesOfOperation: ['SG'] },
  ownership: { owners: [{ name: 'Clara Client', kind: 'individual', country: 'SG', layer: 1, percent: 100, isPep: false }], noUboOver25: false },
  declaration: { accurate: true, signature: 'Clara Client' },
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  director = await createUser(t.db, { role: 'client', fullName: 'Dina Director' });
  await t.db.insert(directors).values([
    { companyId: w.companyA.id, fullName: 'Dina Director', email: director.email, nationality: 'Singaporean' },
    // No account: no task.
    { companyId: w.companyA.id, fullName: 'Omar Offline', email: 'omar.offline@example.com', nationality: 'Emirati' },
  ]);
  directorAuth = { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, director, 3600)}` };
});
afterAll(async () => {
  await t.close();
});

const base = (id: string) => `/api/kyc-aml/company/${id}`;
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const statusOf = async (headers: Record<string, string>, companyId = w.companyA.id) => {
  const res = await inject('GET', `${base(companyId)}/request/status`, headers);
  expect(res.statusCode).toBe(200);
  return res.json<KycAmlRequestStatus>();
};

describe('POST /api/kyc-aml/company/{id}/request', () => {
  it('is refused to the approver, the client, and a preparer of another company (404), with nothing made', async () => {
    expect((await inject('POST', `${base(w.companyA.id)}/request`, w.auth(w.approver), {})).statusCode).toBe(403);
    expect((await inject('POST', `${base(w.companyA.id)}/request`, w.auth(w.clientA), {})).statusCode).toBe(403);
    expect((await inject('POST', `${base(w.companyA.id)}/request`, w.auth(w.preparerB), {})).statusCode).toBe(404);
    expect(await t.db.select().from(kycAmlRequests)).toHaveLength(0);
  });

  it("opens a request: a task for the client and for each director with an account, each told; audited", async () => {
    const res = await inject('POST', `${base(w.companyA.id)}/request`, w.auth(w.preparerA), { message: 'Annual AML refresh', dueDate: '2030-01-31' });
    expect(res.statusCode).toBe(201);
    const { message, request } = res.json<{ message: string; request: KycAmlRequest }>();
    expect(message).toBe(ok.requestCreated);
    expect(request).toMatchObject({ status: 'open', message: 'Annual AML refresh', requestedBy: { id: w.preparerA.id } });
    expect(request.recipients.map((r) => r.userId).sort()).toEqual([w.clientA.id, director.id].sort());
    for (const r of request.recipients) {
      const [task] = await t.db.select().from(tasks).where(eq(tasks.id, r.taskId));
      expect(task).toMatchObject({ userId: r.userId, companyId: w.companyA.id, category: 'kyc_aml', status: 'Pending', dueDate: '2030-01-31' });
      expect((await t.db.select().from(notifications).where(eq(notifications.userId, r.userId))).length).toBeGreaterThan(0);
    }
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'kyc_aml.requested'));
    expect(audit).toMatchObject({ actorId: w.preparerA.id, targetId: w.companyA.id });
  });

  it('keeps one live request per company (409)', async () => {
    const res = await inject('POST', `${base(w.companyA.id)}/request`, w.auth(w.admin), {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(errs.requestOpen);
  });
});

describe('GET /api/kyc-aml/company/{id}/request/status and /surveys', () => {
  it('answers the company\'s staff, its client and the director asked; 404 to strangers', async () => {
    for (const h of [w.auth(w.preparerA), w.auth(w.approver), w.auth(w.admin), w.auth(w.clientA), directorAuth]) {
      expect((await statusOf(h)).status).toBe('open');
      expect((await inject('GET', `${base(w.companyA.id)}/surveys`, h)).statusCode).toBe(200);
    }
    for (const h of [w.auth(w.clientB), w.auth(w.preparerB)]) {
      expect((await inject('GET', `${base(w.companyA.id)}/request/status`, h)).statusCode).toBe(404);
      expect((await inject('GET', `${base(w.companyA.id)}/surveys`, h)).statusCode).toBe(404);
    }
    expect((await statusOf(w.auth(w.clientB), w.companyB.id))).toMatchObject({ status: 'none', request: null, hasActiveDraft: false, latestSubmitted: null });
  });
});

let surveyId = '';

describe('POST /api/kyc-aml/company/{id}/survey/draft', () => {
  it('saves one active draft per company: the client starts it, the director resumes it', async () => {
    const first = await inject('POST', `${base(w.companyA.id)}/survey/draft`, w.auth(w.clientA), { identity: { fullName: 'Clara Client' } });
    expect(first.statusCode).toBe(200);
    const saved = first.json<{ message: string; survey: KycAmlSurvey }>();
    expect(saved.message).toBe(ok.draftSaved);
    expect(saved.survey).toMatchObject({ status: 'draft', answers: { identity: { fullName: 'Clara Client' } }, risk: null });
    surveyId = saved.survey.id;
    const second = await inject('POST', `${base(w.companyA.id)}/survey/draft`, directorAuth, { identity: { fullName: 'Clara Client' }, pep: { isPep: false } });
    expect(second.json<{ survey: KycAmlSurvey }>().survey).toMatchObject({ id: surveyId, savedBy: { id: director.id } });
    const list = (await inject('GET', `${base(w.companyA.id)}/surveys`, w.auth(w.clientA))).json<KycAmlSurveys>();
    expect(list.surveys).toHaveLength(1);
    expect(list.activeDraft?.answers).toEqual({ identity: { fullName: 'Clara Client' }, pep: { isPep: false } });
    expect((await statusOf(w.auth(w.preparerA))).hasActiveDraft).toBe(true);
  });

  it('refuses a field of the wrong kind (400), another client (404), and staff (403)', async () => {
    expect((await inject('POST', `${base(w.companyA.id)}/survey/draft`, w.auth(w.clientA), { pep: { isPep: 'maybe' } })).statusCode).toBe(400);
    expect((await inject('POST', `${base(w.companyA.id)}/survey/draft`, w.auth(w.clientB), {})).statusCode).toBe(404);
    expect((await inject('POST', `${base(w.companyA.id)}/survey/draft`, w.auth(w.preparerA), {})).statusCode).toBe(403);
  });

  it('needs an open request (409)', async () => {
    const res = await inject('POST', `${base(w.companyB.id)}/survey/draft`, w.auth(w.clientB), {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(errs.noOpenRequest);
  });

  it('refuses the client while the admin has locked the dashboard', async () => {
    await t.db.update(companies).set({ dashboardLocked: true }).where(eq(companies.id, w.companyA.id));
    try {
      for (const h of [w.auth(w.clientA), directorAuth]) {
        const res = await inject('POST', `${base(w.companyA.id)}/survey/draft`, h, {});
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('EDIT_LOCKED');
      }
    } finally {
      await t.db.update(companies).set({ dashboardLocked: false }).where(eq(companies.id, w.companyA.id));
    }
  });
});

describe('POST /api/kyc-aml/survey/{id}/submit', () => {
  it('checks the answers in full (400 naming the fields), and refuses strangers (404)', async () => {
    const bad = await inject('POST', `/api/kyc-aml/survey/${surveyId}/submit`, w.auth(w.clientA), { ...answers(), pep: { isPep: true, isPepRelated: false } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('pep');
    expect((await inject('POST', `/api/kyc-aml/survey/${surveyId}/submit`, w.auth(w.clientB), answers())).statusCode).toBe(404);
  });

  it('submits a high-risk survey: rated with reasons for staff, not for the client; the request awaits sign-off; tasks close', async () => {
    const high = answers({ pep: { isPep: true, isPepRelated: false, details: 'Member of parliament, SG, 2016-2021' } });
    const res = await inject('POST', `/api/kyc-aml/survey/${surveyId}/submit`, w.auth(w.clientA), high);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ok.surveySubmitted, survey: { status: 'submitted', risk: null, signOff: null } });
    const staff = await statusOf(w.auth(w.preparerA));
    expect(staff.status).toBe('awaiting_sign_off');
    expect(staff.latestSubmitted?.risk).toMatchObject({ rating: 'high', reasons: [{ code: 'pep' }] });
    expect(staff.latestSubmitted?.signOff).toMatchObject({ required: true, signedOffAt: null });
    const taskIds = staff.request?.recipients.map((r) => r.taskId) ?? [];
    const rows = await Promise.all(taskIds.map(async (id) => (await t.db.select().from(tasks).where(eq(tasks.id, id)))[0]?.status));
    expect(rows).toEqual(taskIds.map(() => 'Completed'));
    // The approver above the preparer is told where to sign off.
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, w.approver.id));
    expect(told.filter((n) => n.link === `/dashboard/approver/companies/${w.companyA.id}/kyc-aml`).map((n) => n.title)).toEqual([
      `AML/KYC sign-off needed: ${w.companyA.name}`,
    ]);
    const again = await inject('POST', `/api/kyc-aml/survey/${surveyId}/submit`, w.auth(w.clientA), high);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(errs.notDraft);
  });
});

describe('POST /api/kyc-aml/survey/{id}/sign-off', () => {
  it('is not the preparer\'s to give (four eyes: 403), nor a stranger approver\'s (404)', async () => {
    const res = await inject('POST', `/api/kyc-aml/survey/${surveyId}/sign-off`, w.auth(w.preparerA), { note: 'Looks fine' });
    expect(res.statusCode).toBe(403);
    const other = await createUser(t.db, { role: 'approver' });
    const h = { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, other, 3600)}` };
    expect((await inject('POST', `/api/kyc-aml/survey/${surveyId}/sign-off`, h, { note: 'Looks fine' })).statusCode).toBe(404);
  });

  it('is given by the approver above the preparer: the request completes; audited; not twice', async () => {
    const res = await inject('POST', `/api/kyc-aml/survey/${surveyId}/sign-off`, w.auth(w.approver), { note: 'Enhanced due diligence done: PEP declared, funds explained' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ok.signedOff, survey: { signOff: { required: true, signedOffBy: { id: w.approver.id } } } });
    expect((await statusOf(w.auth(w.admin))).status).toBe('completed');
    expect(await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'kyc_aml.signed_off'))).toHaveLength(1);
    expect((await inject('POST', `/api/kyc-aml/survey/${surveyId}/sign-off`, w.auth(w.admin), { note: 'Again' })).statusCode).toBe(409);
  });
});

describe('DELETE /api/kyc-aml/survey/{id} and DELETE /api/kyc-aml/request/{id}', () => {
  it('archives a survey (the preparer or admin; not the client or approver), once', async () => {
    expect((await inject('DELETE', `/api/kyc-aml/survey/${surveyId}`, w.auth(w.clientA))).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/kyc-aml/survey/${surveyId}`, w.auth(w.approver))).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/kyc-aml/survey/${surveyId}`, w.auth(w.preparerB))).statusCode).toBe(404);
    const res = await inject('DELETE', `/api/kyc-aml/survey/${surveyId}`, w.auth(w.preparerA));
    expect(res.json()).toMatchObject({ message: ok.surveyArchived, survey: { status: 'archived' } });
    expect((await inject('DELETE', `/api/kyc-aml/survey/${surveyId}`, w.auth(w.admin))).statusCode).toBe(409);
  });

  it('cancels a live request: tasks withdrawn, draft archived; a closed request is not cancelled again', async () => {
    const created = await inject('POST', `${base(w.companyB.id)}/request`, w.auth(w.preparerB), {});
    const request = created.json<{ request: KycAmlRequest }>().request;
    await inject('POST', `${base(w.companyB.id)}/survey/draft`, w.auth(w.clientB), { identity: { fullName: 'Bruno' } });
    expect((await inject('DELETE', `/api/kyc-aml/request/${request.id}`, w.auth(w.preparerA))).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/kyc-aml/request/${request.id}`, w.auth(w.clientB))).statusCode).toBe(403);
    const res = await inject('DELETE', `/api/kyc-aml/request/${request.id}`, w.auth(w.preparerB));
    expect(res.json()).toMatchObject({ message: ok.requestCancelled, request: { status: 'cancelled' } });
    const [task] = await t.db.select().from(tasks).where(eq(tasks.id, request.recipients[0]?.taskId ?? ''));
    expect(task?.status).toBe('Cancelled');
    const surveys = (await inject('GET', `${base(w.companyB.id)}/surveys`, w.auth(w.preparerB))).json<KycAmlSurveys>();
    expect(surveys.activeDraft).toBeNull();
    expect(surveys.surveys.map((s) => s.status)).toEqual(['archived']);
    const again = await inject('DELETE', `/api/kyc-aml/request/${request.id}`, w.auth(w.admin));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(errs.notOpen);
  });

  it('answers 404 for unknown ids and 400 for ids that are not ids', async () => {
    const unknown = '5f2b8a1e-0c4d-4e7a-9b3f-6a1d2c3e4f50';
    expect((await inject('DELETE', `/api/kyc-aml/request/${unknown}`, w.auth(w.admin))).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/kyc-aml/survey/${unknown}`, w.auth(w.admin))).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/kyc-aml/survey/not-an-id', w.auth(w.admin))).statusCode).toBe(400);
  });
});

describe('a low-risk survey', () => {
  it('completes the request at once, with no sign-off needed', async () => {
    await inject('POST', `${base(w.companyA.id)}/request`, w.auth(w.admin), {});
    const draft = await inject('POST', `${base(w.companyA.id)}/survey/draft`, w.auth(w.clientA), {});
    const id = draft.json<{ survey: KycAmlSurvey }>().survey.id;
    const res = await inject('POST', `/api/kyc-aml/survey/${id}/submit`, w.auth(w.clientA), answers());
    expect(res.statusCode).toBe(200);
    const staff = await statusOf(w.auth(w.approver));
    expect(staff).toMatchObject({ status: 'completed', latestSubmitted: { risk: { rating: 'low', score: 0 }, signOff: { required: false } } });
    const signOff = await inject('POST', `/api/kyc-aml/survey/${id}/sign-off`, w.auth(w.admin), { note: 'Not needed' });
    expect(signOff.statusCode).toBe(409);
    expect(signOff.json().message).toBe(errs.signOffNotNeeded);
  });
});
