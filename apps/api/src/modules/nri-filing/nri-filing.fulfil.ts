import { and, eq } from 'drizzle-orm';
import { NRI_OPENING_TASK_DUE_DAYS } from '@quayside/contract/nri-area';
import { nriAssessmentYear, nriReturnType } from '@quayside/contract/nri-onboarding';
import type { Db } from '../../db/client';
import { nriFilings, nriProfiles } from '../../db/schema/nri-filing';
import type { BaselineDoc } from '@quayside/contract/baseline-docs';
import { writeAudit } from '../audit/audit.service';
import { activeBaselineDocs } from '../baseline-docs/baseline-docs.service';
import { findOrCreateOnboardedUser, findUserIdByEmail, getUserRef, listActiveUserIdsWithRole, provesAddressAtOrder } from '../auth/auth.service';
import { getDefaultNriPreparerId, leastLoadedNriPreparer, preparersOfUser, setAssignment } from '../assignments/assignments.service';
import { createNotification } from '../notifications/notifications.service';
import { createUserTasks, type UserTaskInput } from '../tasks/tasks.service';
import { recordStage } from './nri-filing.records';

/** What fulfilment needs of a paid NRI tax session (the nri module's row, read by payments). */
export type PaidNriSession = {
  id: string;
  userId: string | null;
  fullName: string;
  contactEmail: string;
  contactNumber: string | null;
  countryCode: string | null;
  residencyStatus: string | null;
  isEmailVerified: boolean;
  /** When the onboarding's e-mail code was checked (null: never, or the address changed since). */
  emailVerifiedAt: Date | null;
  addressData: Record<string, unknown>;
  identityData: Record<string, unknown>;
  dob: string | null;
  gender: string | null;
  stayDurationData: Record<string, unknown>;
  jurisdictionOfResidence: string | null;
  taxpayerIdentificationNumber: string | null;
  incomeSources: readonly unknown[];
  deductions: readonly unknown[];
};

export type OpenedFiling =
  | { kind: 'opened'; userId: string; isNewUser: boolean; filingId: string; assessmentYear: string; preparerId: string | null }
  /** Paid again for a session already fulfilled (the filing exists): nothing new. */
  | { kind: 'existing'; userId: string; filingId: string }
  /** The client already has a filing for this assessment year from another payment: the money is a refund due. */
  | { kind: 'year_taken'; userId: string; assessmentYear: string }
  /** No account for the filing: e-mail not verified, the address already has an account, or the session's is not an NRI client's. */
  | { kind: 'no_account'; reason: 'email_unverified' | 'address_taken' | 'account_not_nri' };

const texts = (list: readonly unknown[]) => list.filter((v): v is string => typeof v === 'string');

/** What the opening tasks need of a baseline document (baseline-docs module's BaselineDoc). */
export type OpeningBaselineDoc = Pick<BaselineDoc, 'name' | 'description' | 'category' | 'incomeSources' | 'isRequired' | 'allowMultiple'>;

/**
 * The opening tasks and their required documents: the active NRI baseline documents (the baseline-docs module's
 * list, in its order), identity documents in the first task and the rest in the second; a document tied to income
 * sources only when the onboarding answers report one of them. A task left with no document is not opened.
 */
export function openingTasksFor(input: { incomeSources: readonly unknown[]; assessmentYear: string; dueDate: string; baseline: readonly OpeningBaselineDoc[] }): UserTaskInput[] {
  const sources = texts(input.incomeSources);
  const applies = (d: OpeningBaselineDoc) => d.incomeSources.length === 0 || d.incomeSources.some((k) => sources.includes(k));
  const requirement = (d: OpeningBaselineDoc) => ({ name: d.name, description: d.description, isRequired: d.isRequired, allowMultiple: d.allowMultiple });
  const docs = input.baseline.filter(applies);
  const identity = docs.filter((d) => d.category === 'identity' || d.category === 'address').map(requirement);
  const income = docs.filter((d) => d.category !== 'identity' && d.category !== 'address').map(requirement);
  const tasks: UserTaskInput[] = [
    {
      title: `Identity documents for AY ${input.assessmentYear}`,
      description: 'Upload your PAN card and the pages of your passport (photo page and the pages with Indian entry and exit stamps of the year).',
      dueDate: input.dueDate,
      priority: 'high',
      category: 'nri_filing',
      requirements: identity,
    },
    {
      title: `Income documents for AY ${input.assessmentYear}`,
      description: 'Upload the statements of your Indian income for the financial year.',
      dueDate: input.dueDate,
      priority: 'normal',
      category: 'nri_filing',
      requirements: income,
    },
  ];
  return tasks.filter((t) => t.requirements.length > 0);
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const pick = (data: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, strOrNull(data[k])]));

/**
 * The account the filing belongs to: the session's own, else the verified e-mail's. An address that already has an
 * account joins it under incorporation's rule (incorporation.order.ts accountForOrder): only when the onboarding's
 * code was checked within a day before the order (the auth module's provesAddressAtOrder) and the account is an
 * active NRI client's; an older proof, or another kind of account, stays without an account for the staff to
 * attach (POST /api/admin/assign-preparer/nri and so on).
 */
async function accountFor(
  tx: Db,
  session: PaidNriSession,
  orderedAt: Date,
): Promise<{ id: string; isNew: boolean } | { none: 'email_unverified' | 'address_taken' | 'account_not_nri' }> {
  if (session.userId) {
    // The session's own account holds the filing only if it is an NRI client's (a client's or staff account is not).
    const ref = await getUserRef(tx, session.userId);
    return ref && ref.role === 'nri_client' && !ref.isDeleted ? { id: ref.id, isNew: false } : { none: 'account_not_nri' };
  }
  // Without the onboarding's e-mail code nobody proved the address is the payer's.
  if (!session.isEmailVerified) return { none: 'email_unverified' };
  const existingId = await findUserIdByEmail(tx, session.contactEmail);
  if (existingId) {
    if (!provesAddressAtOrder(session.emailVerifiedAt, orderedAt)) return { none: 'address_taken' };
    const ref = await getUserRef(tx, existingId);
    if (!ref || ref.isDeleted || ref.isBlocked || ref.role !== 'nri_client') return { none: 'account_not_nri' };
    return { id: ref.id, isNew: false };
  }
  return findOrCreateOnboardedUser(tx, {
    email: session.contactEmail,
    fullName: session.fullName,
    role: 'nri_client',
    phone: session.contactNumber,
    countryCode: session.countryCode,
  });
}

/**
 * The NRI client's preparer: the one already assigned to them; else the default the admin named (PUT
 * /api/admin/assignment-defaults/nri-preparer) while that account can still work; else the active preparer with
 * the fewest NRI clients (ties: the longest-standing account); none when the firm has no active preparer (the
 * admin assigns one later: POST /api/admin/assign-preparer/nri).
 */
async function defaultPreparer(tx: Db, userId: string, at: Date): Promise<string | null> {
  const [assigned] = await preparersOfUser(tx, userId, 'preparer_nri');
  if (assigned) return assigned;
  const active = await listActiveUserIdsWithRole(tx, 'preparer');
  const named = await getDefaultNriPreparerId(tx);
  const preparerId = named && active.includes(named) ? named : await leastLoadedNriPreparer(tx, active);
  if (!preparerId) return null;
  const { row } = await setAssignment(tx, { kind: 'preparer_nri', preparerId, targetId: userId });
  await writeAudit(tx, {
    action: 'nri.preparer_assigned_default',
    targetType: 'role_assignment',
    targetId: row.id,
    meta: { nriUserId: userId, preparerId, rule: preparerId === named ? 'admin_default' : 'least_loaded', at: at.toISOString() },
  });
  return preparerId;
}

/**
 * A paid NRI tax session opens the client's filing, inside the payment's transaction: the nri_client account (new
 * ones get the set-password mail from payments), their profile from the session's answers, the filing (assessment
 * year and return type from the answers, stage documents_pending), its opening tasks with their required
 * documents, and the default preparer. Fulfilling the same session again finds its filing and changes nothing.
 */
export async function openNriFiling(tx: Db, input: { session: PaidNriSession; paidAt: Date; orderedAt?: Date }): Promise<OpenedFiling> {
  const { session, paidAt } = input;
  const [already] = await tx.select({ id: nriFilings.id, userId: nriFilings.userId }).from(nriFilings).where(eq(nriFilings.sessionId, session.id)).limit(1);
  if (already) return { kind: 'existing', userId: already.userId, filingId: already.id };

  // The order's time judges the e-mail proof (the payment may arrive much later); without one, the payment's.
  const account = await accountFor(tx, session, input.orderedAt ?? paidAt);
  if ('none' in account) return { kind: 'no_account', reason: account.none };
  const userId = account.id;
  const assessmentYear = nriAssessmentYear(paidAt);
  const [taken] = await tx
    .select({ id: nriFilings.id })
    .from(nriFilings)
    .where(and(eq(nriFilings.userId, userId), eq(nriFilings.assessmentYear, assessmentYear)))
    .limit(1);
  if (taken) return { kind: 'year_taken', userId, assessmentYear };

  const stay = session.stayDurationData;
  const profile = {
    sessionId: session.id,
    contactNumber: session.contactNumber,
    countryCode: session.countryCode,
    residencyStatus: session.residencyStatus,
    addressData: pick(session.addressData, ['streetAddress', 'streetAddress2', 'city', 'state', 'postalCode', 'country', 'otherCountry']),
    identityData: pick(session.identityData, ['aadhaarStatus', 'aadhaarNumber', 'panStatus', 'panNumber', 'passportNumber']),
    dob: session.dob,
    gender: session.gender,
    daysInIndia: num(stay.daysInIndia),
    daysInIndia4Yrs: num(stay.daysInIndia4Yrs),
    jurisdictionOfResidence: session.jurisdictionOfResidence,
    taxpayerIdentificationNumber: session.taxpayerIdentificationNumber,
    incomeSources: texts(session.incomeSources),
    deductions: texts(session.deductions),
    updatedAt: paidAt,
  };
  // A returning client's details are refreshed from the new answers; the preparer's edit toggle stays as it was.
  await tx
    .insert(nriProfiles)
    .values({ userId, ...profile, createdAt: paidAt })
    .onConflictDoUpdate({ target: nriProfiles.userId, set: profile });

  const preparerId = await defaultPreparer(tx, userId, paidAt);
  const [filing] = await tx
    .insert(nriFilings)
    .values({
      userId,
      sessionId: session.id,
      assessmentYear,
      returnType: nriReturnType(texts(session.incomeSources)),
      itrStatus: 'documents_pending',
      stageUpdatedAt: paidAt,
      createdAt: paidAt,
      updatedAt: paidAt,
    })
    .returning({ id: nriFilings.id });
  if (!filing) throw new Error('filing not created');
  await recordStage(tx, { filingId: filing.id, stage: 'documents_pending', actorId: null, at: paidAt });

  const due = new Date(paidAt.getTime() + NRI_OPENING_TASK_DUE_DAYS * 86_400_000).toISOString().slice(0, 10);
  await createUserTasks(tx, {
    userId,
    preparerId,
    createdById: null,
    link: (taskId) => `/dashboard/nri/tasks/${taskId}`,
    tasks: openingTasksFor({
      incomeSources: session.incomeSources,
      assessmentYear,
      dueDate: due,
      baseline: await activeBaselineDocs(tx, { appliesTo: ['nri'], service: 'nri-tax', jurisdiction: 'IN' }),
    }),
  });
  if (preparerId) {
    await createNotification(tx, {
      userId: preparerId,
      type: 'task',
      title: `New NRI client: ${session.fullName}`,
      message: `${session.fullName} paid for their AY ${assessmentYear} return. Their opening tasks ask for their documents.`,
      link: `/dashboard/preparer/nri/${userId}`,
    });
  }
  await writeAudit(tx, { action: 'nri.filing_opened', targetType: 'nri_filing', targetId: filing.id, meta: { userId, sessionId: session.id, assessmentYear, preparerId } });
  return { kind: 'opened', userId, isNewUser: account.isNew, filingId: filing.id, assessmentYear, preparerId };
}
