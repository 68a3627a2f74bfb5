import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  computeKycRisk,
  KYC_TASK_CATEGORY,
  type CreateKycAmlRequestBody,
  type KycAmlRequest,
  type KycAmlRequestStatus,
  type KycAmlSurvey,
  type KycAmlSurveys,
  type KycSurveyAnswers,
  type KycSurveyDraft,
} from '@quayside/contract/kyc-aml';
import { kycMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { kycAmlRequests, kycAmlSurveys } from '../../db/schema/kyc-aml';
import { AppError, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/sql';
import { assertMay, type CompanyRef } from '../access/access.service';
import { approverLinksOf } from '../assignments/assignments.service';
import { writeAudit } from '../audit/audit.service';
import { findUserByEmail, getUserRefs, type Actor } from '../auth/auth.service';
import {
  companyNotFound,
  companyPeopleWithEmail,
  getCompanyBrief,
  getCompanyForActor,
  recordCompanyActivity,
  type RequestMeta,
} from '../companies/companies.service';
import { createNotification } from '../notifications/notifications.service';
import { closeOpenTasks, createTask, createUserTasks } from '../tasks/tasks.service';

/**
 * KYC/AML requests and surveys (the kyc-aml module owns kyc_aml_requests and kyc_aml_surveys). Every "who may" is
 * the access module's:
 * - request, cancel, archive: staff who may `manage` the company (its preparer, the admin);
 * - read (status, surveys): whoever may `read` the company (the approver above its preparer too), and the people
 *   asked (their own task's `read`);
 * - fill (draft, submit): the company's owner (`write` on the company, so a locked dashboard refuses it) and the
 *   directors and shareholders asked (`write` on their own task, which follows the same lock);
 * - sign off a high rating: `review` of the preparer's work (the access module's approval record): the approvers
 *   above the company's preparer and the admin, never the preparer (four eyes).
 * The risk rating is staff's: a client's answers come back without it.
 */

type RequestRow = typeof kycAmlRequests.$inferSelect;
type SurveyRow = typeof kycAmlSurveys.$inferSelect;
const errs = kycMessages.errors;
const requestNotFound = () => notFound(errs.requestNotFound);
const surveyNotFound = () => notFound(errs.surveyNotFound);
const LIVE: readonly RequestRow['status'][] = ['open', 'awaiting_sign_off'];
const isStaff = (actor: Actor) => actor.role === 'admin' || actor.role === 'preparer' || actor.role === 'approver';
const taskLink = (taskId: string) => `/dashboard/client/tasks/${taskId}`;

/* ------------------------------------------------------------------ mapping */

async function toRequests(db: Db, rows: readonly RequestRow[]): Promise<KycAmlRequest[]> {
  const people = await getUserRefs(db, rows.map((r) => r.requestedById));
  return rows.map((r) => {
    const by = people.find((p) => p.id === r.requestedById);
    return {
      id: r.id,
      companyId: r.companyId,
      status: r.status,
      message: r.message,
      requestedBy: by ? { id: by.id, fullName: by.fullName } : null,
      recipients: r.recipients,
      createdAt: r.createdAt.toISOString(),
      cancelledAt: r.cancelledAt?.toISOString() ?? null,
      completedAt: r.completedAt?.toISOString() ?? null,
    };
  });
}

async function toSurveys(db: Db, rows: readonly SurveyRow[], actor: Actor): Promise<KycAmlSurvey[]> {
  const people = await getUserRefs(db, rows.flatMap((r) => [r.savedById, r.submittedById, r.signedOffById]));
  const ref = (id: string | null) => {
    const p = id ? people.find((x) => x.id === id) : undefined;
    return p ? { id: p.id, fullName: p.fullName } : null;
  };
  const staff = isStaff(actor);
  return rows.map((r) => ({
    id: r.id,
    requestId: r.requestId,
    companyId: r.companyId,
    status: r.status,
    answers: r.answers,
    savedBy: ref(r.savedById),
    submittedBy: ref(r.submittedById),
    submittedAt: r.submittedAt?.toISOString() ?? null,
    risk: staff && r.riskRating ? { rating: r.riskRating, score: r.riskScore ?? 0, reasons: r.riskReasons ?? [] } : null,
    signOff:
      staff && r.status !== 'draft'
        ? { required: r.signOffRequired, signedOffAt: r.signedOffAt?.toISOString() ?? null, signedOffBy: ref(r.signedOffById), note: r.signOffNote }
        : null,
    archivedAt: r.archivedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

async function oneSurvey(db: Db, row: SurveyRow, actor: Actor): Promise<KycAmlSurvey> {
  const [out] = await toSurveys(db, [row], actor);
  if (!out) throw new Error('survey not mapped');
  return out;
}

/* ------------------------------------------------------------------ who reaches the company */

type Reached = { id: string; name: string; ownerId: string | null; preparerId: string | null; ref: CompanyRef };

/**
 * The company if the actor may do `verb` to it (`read` or `write`): through the company itself (its owner, its
 * staff), or, for a client who does not own it, through the task a request gave them. 404 otherwise.
 */
async function reachCompany(db: Db, actor: Actor, companyId: string, verb: 'read' | 'write'): Promise<Reached> {
  try {
    const row = await getCompanyForActor(db, companyId, actor, verb);
    return { id: row.id, name: row.name, ownerId: row.ownerId, preparerId: row.preparerId, ref: { ownerId: row.ownerId, preparerId: row.preparerId, dashboardLocked: row.dashboardLocked } };
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'NOT_FOUND' || actor.role !== 'client') throw err;
  }
  const brief = await getCompanyBrief(db, companyId);
  if (!brief || brief.deletedAt) throw companyNotFound();
  const asked = await db
    .select({ recipients: kycAmlRequests.recipients })
    .from(kycAmlRequests)
    .where(eq(kycAmlRequests.companyId, companyId))
    .orderBy(desc(kycAmlRequests.createdAt))
    .limit(20);
  const mine = asked.flatMap((r) => r.recipients).some((p) => p.userId === actor.id);
  if (!mine) throw companyNotFound();
  const ref: CompanyRef = { ownerId: brief.ownerId, preparerId: brief.preparerId, dashboardLocked: brief.dashboardLocked };
  await assertMay(db, actor, verb, { kind: 'task', ownerId: actor.id, company: ref }, { notFound: companyNotFound });
  return { id: brief.id, name: brief.name, ownerId: brief.ownerId, preparerId: brief.preparerId, ref };
}

async function requestRow(db: Db, id: string): Promise<RequestRow | null> {
  const [row] = await db.select().from(kycAmlRequests).where(eq(kycAmlRequests.id, id)).limit(1);
  return row ?? null;
}

async function surveyRow(db: Db, id: string): Promise<SurveyRow | null> {
  const [row] = await db.select().from(kycAmlSurveys).where(eq(kycAmlSurveys.id, id)).limit(1);
  return row ?? null;
}

async function liveRequest(db: Db, companyId: string): Promise<RequestRow | null> {
  const [row] = await db
    .select()
    .from(kycAmlRequests)
    .where(and(eq(kycAmlRequests.companyId, companyId), inArray(kycAmlRequests.status, [...LIVE])))
    .limit(1);
  return row ?? null;
}

async function activeDraftRow(db: Db, companyId: string): Promise<SurveyRow | null> {
  const [row] = await db.select().from(kycAmlSurveys).where(and(eq(kycAmlSurveys.companyId, companyId), eq(kycAmlSurveys.status, 'draft'))).limit(1);
  return row ?? null;
}

const audit = (db: Db, actor: Actor, action: string, companyId: string, meta: RequestMeta, details: Record<string, unknown>) =>
  Promise.all([
    recordCompanyActivity(db, { companyId, actorId: actor.id, action, details }),
    writeAudit(db, { actorId: actor.id, actorRole: actor.role, action, targetType: 'company', targetId: companyId, ip: meta.ip ?? null, meta: details }),
  ]);

/* ------------------------------------------------------------------ staff: request, cancel, archive */

const SURVEY_TASK = (companyName: string, body: CreateKycAmlRequestBody) => ({
  title: `AML/KYC survey for ${companyName}`,
  description:
    body.message ??
    'Please answer our anti-money-laundering questions: your identity, whether you hold a public function, where the funds come from, and who owns the company. You can save a draft and come back.',
  dueDate: body.dueDate ?? null,
  priority: 'high' as const,
  category: KYC_TASK_CATEGORY,
});

/**
 * POST /api/kyc-aml/company/{id}/request: opens a request (one live request per company) and gives the company's
 * client, and each director or shareholder whose e-mail has a client account, a task with the survey (each told).
 */
export async function createKycAmlRequest(db: Db, actor: Actor, companyId: string, body: CreateKycAmlRequestBody, meta: RequestMeta = {}): Promise<KycAmlRequest> {
  const company = await getCompanyForActor(db, companyId, actor, 'manage');
  const ownerId = company.ownerId;
  if (!ownerId) throw new AppError('INVALID_STATE', errs.noOwner);
  if (await liveRequest(db, company.id)) throw conflict(errs.requestOpen);
  const people = await companyPeopleWithEmail(db, company.id);
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(kycAmlRequests).values({ companyId: company.id, message: body.message ?? null, requestedById: actor.id }).returning();
      if (!created) throw new Error('request not created');
      const task = SURVEY_TASK(company.name, body);
      const ownerTask = await createTask(tx, actor, { companyId: company.id, ...task }, meta);
      const [owner] = await getUserRefs(tx, [ownerId]);
      const recipients = [{ userId: ownerId, fullName: owner?.fullName ?? company.name, taskId: ownerTask.id }];
      for (const person of people) {
        const user = await findUserByEmail(tx, person.email);
        if (!user || user.role !== 'client' || user.deletedAt || recipients.some((r) => r.userId === user.id)) continue;
        const [taskId] = await createUserTasks(tx, {
          userId: user.id,
          companyId: company.id,
          preparerId: company.preparerId,
          createdById: actor.id,
          link: taskLink,
          tasks: [{ ...task, requirements: [] }],
        });
        if (!taskId) continue;
        await createNotification(tx, {
          userId: user.id,
          type: 'task',
          title: `New task: ${task.title}`,
          message: `${actor.fullName} asks you, as ${person.kind} of ${company.name}, to answer the AML/KYC survey.`,
          link: taskLink(taskId),
        });
        recipients.push({ userId: user.id, fullName: user.fullName, taskId });
      }
      const [saved] = await tx.update(kycAmlRequests).set({ recipients }).where(eq(kycAmlRequests.id, created.id)).returning();
      if (!saved) throw new Error('request not saved');
      await audit(tx, actor, 'kyc_aml.requested', company.id, meta, { requestId: saved.id, recipients: recipients.map((r) => r.userId) });
      return saved;
    });
    const [out] = await toRequests(db, [row]);
    if (!out) throw new Error('request not mapped');
    return out;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(errs.requestOpen);
    throw err;
  }
}

/** DELETE /api/kyc-aml/request/{id}: a live request is cancelled, its open tasks withdrawn and its draft archived. */
export async function cancelKycAmlRequest(db: Db, actor: Actor, requestId: string, meta: RequestMeta = {}): Promise<KycAmlRequest> {
  const before = await requestRow(db, requestId);
  if (!before) throw requestNotFound();
  await assertCompany(db, actor, before.companyId, 'manage', requestNotFound);
  if (!LIVE.includes(before.status)) throw conflict(errs.notOpen);
  const row = await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(kycAmlRequests)
      .set({ status: 'cancelled', cancelledAt: now, cancelledById: actor.id, updatedAt: now })
      .where(and(eq(kycAmlRequests.id, requestId), inArray(kycAmlRequests.status, [...LIVE])))
      .returning();
    if (!row) throw conflict(errs.notOpen);
    await tx
      .update(kycAmlSurveys)
      .set({ status: 'archived', archivedAt: now, archivedById: actor.id, updatedAt: now })
      .where(and(eq(kycAmlSurveys.requestId, requestId), eq(kycAmlSurveys.status, 'draft')));
    await closeOpenTasks(tx, row.recipients.map((r) => r.taskId), 'Cancelled');
    for (const r of row.recipients) {
      await createNotification(tx, { userId: r.userId, type: 'task', title: 'AML/KYC survey withdrawn', message: `${actor.fullName} cancelled the AML/KYC request. There is nothing more to do for it.`, link: taskLink(r.taskId) });
    }
    await audit(tx, actor, 'kyc_aml.cancelled', row.companyId, meta, { requestId });
    return row;
  });
  const [out] = await toRequests(db, [row]);
  if (!out) throw new Error('request not mapped');
  return out;
}

/** DELETE /api/kyc-aml/survey/{id}: the survey is archived (kept for the record; a draft's place is freed). */
export async function archiveKycAmlSurvey(db: Db, actor: Actor, surveyId: string, meta: RequestMeta = {}): Promise<KycAmlSurvey> {
  const before = await surveyRow(db, surveyId);
  if (!before) throw surveyNotFound();
  await assertCompany(db, actor, before.companyId, 'manage', surveyNotFound);
  if (before.status === 'archived') throw conflict(errs.alreadyArchived);
  const row = await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx.update(kycAmlSurveys).set({ status: 'archived', archivedAt: now, archivedById: actor.id, updatedAt: now }).where(eq(kycAmlSurveys.id, surveyId)).returning();
    if (!row) throw surveyNotFound();
    await audit(tx, actor, 'kyc_aml.survey_archived', row.companyId, meta, { surveyId, from: before.status });
    return row;
  });
  return oneSurvey(db, row, actor);
}

/** The company-level check for a record of it, answering the record's own 404 when the actor may not see it. */
async function assertCompany(db: Db, actor: Actor, companyId: string, verb: 'read' | 'manage', notFoundError: () => AppError): Promise<void> {
  try {
    await getCompanyForActor(db, companyId, actor, verb);
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') throw notFoundError();
    throw err;
  }
}

/* ------------------------------------------------------------------ reads */

/** GET /api/kyc-aml/company/{id}/request/status */
export async function getKycAmlStatus(db: Db, actor: Actor, companyId: string): Promise<KycAmlRequestStatus> {
  const company = await reachCompany(db, actor, companyId, 'read');
  const [latest] = await db.select().from(kycAmlRequests).where(eq(kycAmlRequests.companyId, company.id)).orderBy(desc(kycAmlRequests.createdAt), desc(kycAmlRequests.id)).limit(1);
  const [submitted] = await db
    .select()
    .from(kycAmlSurveys)
    .where(and(eq(kycAmlSurveys.companyId, company.id), eq(kycAmlSurveys.status, 'submitted')))
    .orderBy(desc(kycAmlSurveys.submittedAt), desc(kycAmlSurveys.id))
    .limit(1);
  const draft = await activeDraftRow(db, company.id);
  const [request] = latest ? await toRequests(db, [latest]) : [];
  return {
    request: request ?? null,
    status: latest?.status ?? 'none',
    hasActiveDraft: !!draft,
    latestSubmitted: submitted ? await oneSurvey(db, submitted, actor) : null,
  };
}

/** GET /api/kyc-aml/company/{id}/surveys: newest first, with the active draft apart. */
export async function listKycAmlSurveys(db: Db, actor: Actor, companyId: string): Promise<KycAmlSurveys> {
  const company = await reachCompany(db, actor, companyId, 'read');
  const rows = await db.select().from(kycAmlSurveys).where(eq(kycAmlSurveys.companyId, company.id)).orderBy(desc(kycAmlSurveys.createdAt), desc(kycAmlSurveys.id)).limit(100);
  const surveys = await toSurveys(db, rows, actor);
  return { surveys, activeDraft: surveys.find((s) => s.status === 'draft') ?? null };
}

/* ------------------------------------------------------------------ the people asked: draft and submit */

/** POST /api/kyc-aml/company/{id}/survey/draft: saves the company's one active draft (made on the first save). */
export async function saveKycAmlDraft(db: Db, actor: Actor, companyId: string, draft: KycSurveyDraft, meta: RequestMeta = {}): Promise<KycAmlSurvey> {
  const company = await reachCompany(db, actor, companyId, 'write');
  const request = await liveRequest(db, company.id);
  if (!request || request.status !== 'open') throw conflict(errs.noOpenRequest);
  const answers = draft as Record<string, unknown>;
  const save = () =>
    db.transaction(async (tx) => {
      const now = new Date();
      const existing = await activeDraftRow(tx, company.id);
      const [row] = existing
        ? await tx.update(kycAmlSurveys).set({ answers, savedById: actor.id, updatedAt: now }).where(eq(kycAmlSurveys.id, existing.id)).returning()
        : await tx.insert(kycAmlSurveys).values({ requestId: request.id, companyId: company.id, answers, savedById: actor.id }).returning();
      if (!row) throw new Error('draft not saved');
      await audit(tx, actor, 'kyc_aml.draft_saved', company.id, meta, { surveyId: row.id });
      return row;
    });
  let row: SurveyRow;
  try {
    row = await save();
  } catch (err) {
    // Two first saves at once: the other made the draft; save into it.
    if (!isUniqueViolation(err)) throw err;
    row = await save();
  }
  return oneSurvey(db, row, actor);
}

/**
 * POST /api/kyc-aml/survey/{id}/submit: the answers (checked in full by the route's schema) replace the draft, the
 * risk rating is computed, the request completes (or waits for an approver's sign-off when the rating is high),
 * the people's survey tasks close and the company's preparer is told.
 */
export async function submitKycAmlSurvey(db: Db, actor: Actor, surveyId: string, answers: KycSurveyAnswers, meta: RequestMeta = {}): Promise<KycAmlSurvey> {
  const before = await surveyRow(db, surveyId);
  if (!before) throw surveyNotFound();
  let company: Reached;
  try {
    company = await reachCompany(db, actor, before.companyId, 'write');
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') throw surveyNotFound();
    throw err;
  }
  if (before.status !== 'draft') throw conflict(errs.notDraft);
  const request = await requestRow(db, before.requestId);
  if (!request || request.status !== 'open') throw conflict(errs.notOpen);
  const risk = computeKycRisk(answers);
  const high = risk.rating === 'high';
  const row = await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(kycAmlSurveys)
      .set({
        status: 'submitted',
        answers: answers as unknown as Record<string, unknown>,
        submittedById: actor.id,
        submittedAt: now,
        riskRating: risk.rating,
        riskScore: risk.score,
        riskReasons: risk.reasons,
        signOffRequired: high,
        updatedAt: now,
      })
      .where(and(eq(kycAmlSurveys.id, surveyId), eq(kycAmlSurveys.status, 'draft')))
      .returning();
    if (!row) throw conflict(errs.notDraft);
    await tx
      .update(kycAmlRequests)
      .set(high ? { status: 'awaiting_sign_off', updatedAt: now } : { status: 'completed', completedAt: now, updatedAt: now })
      .where(eq(kycAmlRequests.id, request.id));
    await closeOpenTasks(tx, request.recipients.map((r) => r.taskId), 'Completed');
    if (company.preparerId) {
      await createNotification(tx, {
        userId: company.preparerId,
        type: 'task',
        title: `AML/KYC survey submitted: ${company.name}`,
        message: high ? `Risk rated high: an approver's sign-off is needed.` : `Risk rated ${risk.rating}.`,
        link: `/dashboard/preparer/companies/${company.id}`,
      });
    }
    // A high rating waits for a second pair of eyes: the approvers above the company's preparer are told where.
    if (high && company.preparerId) {
      for (const { approverId } of await approverLinksOf(tx, [company.preparerId])) {
        await createNotification(tx, {
          userId: approverId,
          type: 'approval',
          title: `AML/KYC sign-off needed: ${company.name}`,
          message: `The survey was rated high (${risk.reasons.map((r) => r.text).join('; ')}). Review it and sign off.`,
          link: `/dashboard/approver/companies/${company.id}/kyc-aml`,
        });
      }
    }
    await audit(tx, actor, 'kyc_aml.submitted', company.id, meta, { surveyId, rating: risk.rating, score: risk.score });
    return row;
  });
  return oneSurvey(db, row, actor);
}

/* ------------------------------------------------------------------ sign-off of a high rating (four eyes) */

/**
 * POST /api/kyc-aml/survey/{id}/sign-off: an approver above the company's preparer (or an admin) accepts a
 * high-risk survey with a note; the request completes. The preparer who asked cannot sign off their own case.
 */
export async function signOffKycAmlSurvey(db: Db, actor: Actor, surveyId: string, note: string, meta: RequestMeta = {}): Promise<KycAmlSurvey> {
  const before = await surveyRow(db, surveyId);
  if (!before) throw surveyNotFound();
  const company = await getCompanyForActor(db, before.companyId, actor, 'read').catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'NOT_FOUND') throw surveyNotFound();
    throw err;
  });
  await assertMay(db, actor, 'review', { kind: 'approval', preparerId: company.preparerId ?? '' }, {
    notFound: surveyNotFound,
    forbidden: () => new AppError('FORBIDDEN', errs.fourEyes),
  });
  if (before.status !== 'submitted' || !before.signOffRequired) throw conflict(errs.signOffNotNeeded);
  if (before.signedOffAt) throw conflict(errs.alreadySignedOff);
  const row = await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(kycAmlSurveys)
      .set({ signedOffAt: now, signedOffById: actor.id, signOffNote: note, updatedAt: now })
      .where(eq(kycAmlSurveys.id, surveyId))
      .returning();
    if (!row) throw surveyNotFound();
    await tx
      .update(kycAmlRequests)
      .set({ status: 'completed', completedAt: now, updatedAt: now })
      .where(and(eq(kycAmlRequests.id, row.requestId), eq(kycAmlRequests.status, 'awaiting_sign_off')));
    if (company.preparerId && company.preparerId !== actor.id) {
      await createNotification(tx, {
        userId: company.preparerId,
        type: 'approval',
        title: `AML/KYC signed off: ${company.name}`,
        message: `${actor.fullName} signed off the high-risk survey: ${note}`,
        link: `/dashboard/preparer/companies/${company.id}`,
      });
    }
    await audit(tx, actor, 'kyc_aml.signed_off', company.id, meta, { surveyId, note });
    return row;
  });
  return oneSurvey(db, row, actor);
}

/* ------------------------------------------------------------------ demo seed */

/**
 * The demo company's past AML/KYC round: a completed request with the client's submitted survey, rated by the
 * same rules (a shareholder tied to a FATF increased-monitoring jurisdiction: medium).
 */
export async function seedDemoKycAml(db: Db, input: { companyId: string; clientId: string; clientName: string; preparerId: string }): Promise<void> {
  const answers: KycSurveyAnswers = {
    identity: { fullName: input.clientName, dateOfBirth: '1988-06-21', nationality: 'SG', countryOfResidence: 'SG', idType: 'national_id', idNumber: 'S8812345D', role: 'director_and_shareholder' },
    pep: { isPep: false, isPepRelated: false },
    funds: { sourceOfFunds: 'Savings from employment, paid in from DBS account', sourceOfWealth: 'Salary and bonuses as a marine engineer since 2010', expectedAnnualTurnover: 'SGD 1.2 million' },
    business: { activity: 'Wholesale trade of marine equipment', cashIntensive: false, countriesOfOperation: ['SG', 'MY'] },
    ownership: {
      owners: [
        { name: input.clientName, kind: 'individual', country: 'SG', layer: 1, percent: 70, isPep: false },
        { name: 'Elena Petrova', kind: 'individual', country: 'BG', layer: 1, percent: 30, isPep: false },
      ],
      noUboOver25: false,
    },
    declaration: { accurate: true, signature: input.clientName },
  };
  const risk = computeKycRisk(answers);
  const at = new Date('2025-03-20T09:00:00.000Z');
  const [request] = await db
    .insert(kycAmlRequests)
    .values({ companyId: input.companyId, status: 'completed', requestedById: input.preparerId, message: 'Onboarding AML/KYC survey', completedAt: at, createdAt: at, updatedAt: at })
    .returning({ id: kycAmlRequests.id });
  if (!request) throw new Error('demo KYC request not created');
  await db.insert(kycAmlSurveys).values({
    requestId: request.id,
    companyId: input.companyId,
    status: 'submitted',
    answers: answers as unknown as Record<string, unknown>,
    savedById: input.clientId,
    submittedById: input.clientId,
    submittedAt: at,
    riskRating: risk.rating,
    riskScore: risk.score,
    riskReasons: risk.reasons,
    signOffRequired: risk.rating === 'high',
    createdAt: at,
    updatedAt: at,
  });
}
