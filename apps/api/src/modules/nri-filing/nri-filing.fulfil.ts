import { and, eq } from 'drizzle-orm';
import { NRI_OPENING_TASK_DUE_DAYS, type NriReturnType } from '@quayside/contract/nri-area';
import type { Db } from '../../db/client';
import { nriFilings, nriProfiles } from '../../db/schema/nri-filing';
import { writeAudit } from '../audit/audit.service';
import { findOrCreateOnboardedUser, findUserIdByEmail, getUserRef, listActiveUserIdsWithRole } from '../auth/auth.service';
import { leastLoadedNriPreparer, preparersOfUser, setAssignment } from '../assignments/assignments.service';
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
const matches = (list: readonly string[], re: RegExp) => list.some((s) => re.test(s));

/**
 * The assessment year a filing paid at `at` is for: the Indian financial year ends on 31 March, so from April the
 * return due is that of the year just ended (paid November 2026: financial year 2025-26, assessment year 2026-27).
 */
export function assessmentYearFor(at: Date): string {
  const y = at.getUTCFullYear();
  const start = at.getUTCMonth() >= 3 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * ITR-3 when the income includes a business or a profession, ITR-2 otherwise (an NRI cannot file ITR-1). The
 * onboarding's answers are its INCOME_SOURCES keys (salary, house_property, capital_gains, property_sale,
 * business, ...); free text from older sessions is matched by its words.
 */
export function returnTypeFor(incomeSources: readonly unknown[]): NriReturnType {
  return matches(texts(incomeSources), /business|profession|freelanc|consult/i) ? 'ITR-3' : 'ITR-2';
}

/** The opening tasks and their required documents, as the onboarding answers require. */
export function openingTasksFor(input: { incomeSources: readonly unknown[]; assessmentYear: string; dueDate: string }): UserTaskInput[] {
  const sources = texts(input.incomeSources);
  const income: UserTaskInput['requirements'] = [
    { name: 'Form 16/16A or Form 26AS/AIS', description: 'Form 16 or 16A from whoever deducted tax in India, or your Form 26AS / Annual Information Statement from the income-tax portal' },
    { name: 'Bank statements', description: 'Statements of your NRO (and NRE) accounts for the financial year', allowMultiple: true },
  ];
  if (matches(sources, /capital|shares|stock|mutual|property[ _]sale|sale of property|equity|securities/i)) {
    income.push({ name: 'Capital gains statements', description: 'Statements from your broker or fund house, and sale and purchase deeds for property sold', allowMultiple: true });
  }
  if (matches(sources, /rent|house[ _]property/i)) {
    income.push({ name: 'Rent receipts or lease agreement', description: 'For the Indian property you let', allowMultiple: true, isRequired: false });
  }
  return [
    {
      title: `Identity documents for AY ${input.assessmentYear}`,
      description: 'Upload your PAN card and the pages of your passport (photo page and the pages with Indian entry and exit stamps of the year).',
      dueDate: input.dueDate,
      priority: 'high',
      category: 'nri_filing',
      requirements: [
        { name: 'PAN card', description: 'Both sides, clearly readable' },
        { name: 'Passport pages', description: 'Photo page and the pages with entry and exit stamps', allowMultiple: true },
      ],
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
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const pick = (data: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, strOrNull(data[k])]));

/** The account the filing belongs to: the session's own, else the verified e-mail's (an NRI client's, or a new one). */
async function accountFor(tx: Db, session: PaidNriSession): Promise<{ id: string; isNew: boolean } | { none: 'email_unverified' | 'address_taken' | 'account_not_nri' }> {
  if (session.userId) {
    // The session's own account holds the filing only if it is an NRI client's (a client's or staff account is not).
    const ref = await getUserRef(tx, session.userId);
    return ref && ref.role === 'nri_client' && !ref.isDeleted ? { id: ref.id, isNew: false } : { none: 'account_not_nri' };
  }
  // Without the onboarding's e-mail code nobody proved the address is the payer's (incorporation's rule).
  if (!session.isEmailVerified) return { none: 'email_unverified' };
  // An account that already has the address is not the payer's unless its owner proved it (incorporation's rule,
  // incorporation.order.ts): an NRI session keeps no verification time to judge the proof fresh, so such a
  // payment stays without an account for the staff to attach (POST /api/admin/assign-preparer/nri and so on).
  if (await findUserIdByEmail(tx, session.contactEmail)) return { none: 'address_taken' };
  return findOrCreateOnboardedUser(tx, {
    email: session.contactEmail,
    fullName: session.fullName,
    role: 'nri_client',
    phone: session.contactNumber,
    countryCode: session.countryCode,
  });
}

/**
 * The default NRI preparer (designed: there is no admin setting for it): the client's assigned one if they have
 * one, else the active preparer with the fewest NRI clients (ties: the longest-standing account); none when the
 * firm has no active preparer (the admin assigns one later: POST /api/admin/assign-preparer/nri).
 */
async function defaultPreparer(tx: Db, userId: string, at: Date): Promise<string | null> {
  const [assigned] = await preparersOfUser(tx, userId, 'preparer_nri');
  if (assigned) return assigned;
  const preparerId = await leastLoadedNriPreparer(tx, await listActiveUserIdsWithRole(tx, 'preparer'));
  if (!preparerId) return null;
  const { row } = await setAssignment(tx, { kind: 'preparer_nri', preparerId, targetId: userId });
  await writeAudit(tx, { action: 'nri.preparer_assigned_default', targetType: 'role_assignment', targetId: row.id, meta: { nriUserId: userId, preparerId, at: at.toISOString() } });
  return preparerId;
}

/**
 * A paid NRI tax session opens the client's filing, inside the payment's transaction: the nri_client account (new
 * ones get the set-password mail from payments), their profile from the session's answers, the filing (assessment
 * year and return type from the answers, stage documents_pending), its opening tasks with their required
 * documents, and the default preparer. Fulfilling the same session again finds its filing and changes nothing.
 */
export async function openNriFiling(tx: Db, input: { session: PaidNriSession; paidAt: Date }): Promise<OpenedFiling> {
  const { session, paidAt } = input;
  const [already] = await tx.select({ id: nriFilings.id, userId: nriFilings.userId }).from(nriFilings).where(eq(nriFilings.sessionId, session.id)).limit(1);
  if (already) return { kind: 'existing', userId: already.userId, filingId: already.id };

  const account = await accountFor(tx, session);
  if ('none' in account) return { kind: 'no_account', reason: account.none };
  const userId = account.id;
  const assessmentYear = assessmentYearFor(paidAt);
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
      returnType: returnTypeFor(session.incomeSources),
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
    tasks: openingTasksFor({ incomeSources: session.incomeSources, assessmentYear, dueDate: due }),
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
