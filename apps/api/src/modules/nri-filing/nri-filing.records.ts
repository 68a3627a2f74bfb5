import { returnDueDates } from '@quayside/contract/compliance-rules';
import { asc, desc, eq } from 'drizzle-orm';
import type { Document } from '@quayside/contract/client-area';
import {
  ITR_DRAFT_STATUSES,
  ITR_STAGE_LABELS,
  ITR_STAGES,
  NRI_RETURN_TYPES,
  type ItrDraftStatus,
  type ItrStage,
  type ItrStatus,
  type NriFiling,
  type NriProfile,
  type NriReturnType,
} from '@quayside/contract/nri-area';
import type { Db } from '../../db/client';
import { nriFilings, nriFilingStages, nriProfiles } from '../../db/schema/nri-filing';
import type { Storage } from '../../lib/storage';
import { getUserRef, userMayEditProfile, type UserRef } from '../auth/auth.service';
import { preparersOfUser } from '../assignments/assignments.service';
import { getUserDocumentsByIds } from '../documents/documents.service';

export type Deps = { db: Db; storage: Storage };
export type ProfileRow = typeof nriProfiles.$inferSelect;
export type FilingRow = typeof nriFilings.$inferSelect;

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
export const asStage = (s: string): ItrStage => ((ITR_STAGES as readonly string[]).includes(s) ? (s as ItrStage) : 'documents_pending');
const asDraft = (s: string): ItrDraftStatus => ((ITR_DRAFT_STATUSES as readonly string[]).includes(s) ? (s as ItrDraftStatus) : 'none');
const asReturnType = (s: string): NriReturnType => ((NRI_RETURN_TYPES as readonly string[]).includes(s) ? (s as NriReturnType) : 'ITR-2');
export const stageIndex = (s: ItrStage) => ITR_STAGES.indexOf(s);

export async function getProfileRow(db: Db, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(nriProfiles).where(eq(nriProfiles.userId, userId)).limit(1);
  return row ?? null;
}

/** The user's profile as answered, read fresh. */
export async function loadProfile(db: Db, user: Pick<UserRef, 'id' | 'fullName' | 'email'>): Promise<NriProfile> {
  const [row, canEdit] = await Promise.all([getProfileRow(db, user.id), userMayEditProfile(db, user.id)]);
  return toProfile(user, row, canEdit);
}

/**
 * The profile as answered: the details (empty for an NRI client with no profile row yet, an account the admin
 * made) and whether the client may edit them (the account's can_edit_profile, the preparer's toggle).
 */
export function toProfile(user: Pick<UserRef, 'id' | 'fullName' | 'email'>, row: ProfileRow | null, canEditProfile: boolean): NriProfile {
  const a = row?.addressData ?? {};
  const i = row?.identityData ?? {};
  return {
    userId: user.id,
    fullName: user.fullName,
    email: user.email,
    contactNumber: row?.contactNumber ?? null,
    countryCode: row?.countryCode ?? null,
    residencyStatus: row?.residencyStatus ?? null,
    address: {
      streetAddress: str(a.streetAddress),
      streetAddress2: str(a.streetAddress2),
      city: str(a.city),
      state: str(a.state),
      postalCode: str(a.postalCode),
      country: str(a.country),
      otherCountry: str(a.otherCountry),
    },
    identity: {
      aadhaarStatus: str(i.aadhaarStatus),
      aadhaarNumber: str(i.aadhaarNumber),
      panStatus: str(i.panStatus),
      panNumber: str(i.panNumber),
      passportNumber: str(i.passportNumber),
    },
    dob: row?.dob ?? null,
    gender: row?.gender ?? null,
    stayDuration: { daysInIndia: row?.daysInIndia ?? null, daysInIndia4Yrs: row?.daysInIndia4Yrs ?? null },
    jurisdictionOfResidence: row?.jurisdictionOfResidence ?? null,
    taxpayerIdentificationNumber: row?.taxpayerIdentificationNumber ?? null,
    incomeSources: row?.incomeSources ?? [],
    deductions: row?.deductions ?? [],
    canEditProfile,
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
  };
}

/** The user's current filing: the latest assessment year (then the newest). */
export async function getCurrentFilingRow(db: Db, userId: string): Promise<FilingRow | null> {
  const [row] = await db
    .select()
    .from(nriFilings)
    .where(eq(nriFilings.userId, userId))
    .orderBy(desc(nriFilings.assessmentYear), desc(nriFilings.createdAt), desc(nriFilings.id))
    .limit(1);
  return row ?? null;
}

/** The NRI preparer assigned to the user (the first if several), as a person. */
export async function assignedNriPreparer(db: Db, userId: string): Promise<{ id: string; fullName: string; email: string } | null> {
  const [id] = await preparersOfUser(db, userId, 'preparer_nri');
  const ref = id ? await getUserRef(db, id) : null;
  return ref ? { id: ref.id, fullName: ref.fullName, email: ref.email } : null;
}

export async function toFiling(db: Db, row: FilingRow): Promise<NriFiling> {
  return {
    id: row.id,
    userId: row.userId,
    assessmentYear: row.assessmentYear,
    returnType: asReturnType(row.returnType),
    itrStatus: asStage(row.itrStatus),
    itrDraftStatus: asDraft(row.itrDraftStatus),
    draftDecision:
      row.draftDecidedAt && (row.draftDecisionAction === 'approve' || row.draftDecisionAction === 'request_changes')
        ? { action: row.draftDecisionAction, fullName: row.draftDecisionName ?? '', reason: row.draftDecisionReason, decidedAt: row.draftDecidedAt.toISOString() }
        : null,
    acknowledgementNumber: row.acknowledgementNumber,
    statusRemarks: row.statusRemarks,
    preparer: await assignedNriPreparer(db, row.userId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The ITR status of the filing (or of none): the stage list with what was reached and when. */
export async function toItrStatus(db: Db, row: FilingRow | null): Promise<ItrStatus> {
  const current = row ? asStage(row.itrStatus) : null;
  const moves = row
    ? await db.select({ stage: nriFilingStages.stage, at: nriFilingStages.createdAt }).from(nriFilingStages).where(eq(nriFilingStages.filingId, row.id)).orderBy(asc(nriFilingStages.createdAt))
    : [];
  // When each stage was last reached (a later move back and forth keeps the latest time).
  const reachedAt = new Map<string, Date>();
  for (const m of moves) reachedAt.set(m.stage, m.at);
  const upTo = current ? stageIndex(current) : -1;
  return {
    statusMap: ITR_STAGES.map((key, i) => ({
      key,
      label: ITR_STAGE_LABELS[key],
      reached: i <= upTo,
      current: key === current,
      reachedAt: i <= upTo ? (reachedAt.get(key)?.toISOString() ?? null) : null,
    })),
    itrStatus: current,
    updatedAt: row ? row.stageUpdatedAt.toISOString() : null,
    itrDraftStatus: row ? asDraft(row.itrDraftStatus) : 'none',
    filingId: row?.id ?? null,
    assessmentYear: row?.assessmentYear ?? null,
    returnType: row ? asReturnType(row.returnType) : null,
    statusRemarks: row?.statusRemarks ?? null,
    returnDates: row ? nriReturnDates(row.assessmentYear, asReturnType(row.returnType)) : null,
  };
}

/** AY "2026-27" is the year ending 31 March 2026: its dates by form (issue 19: Finance Act 2026, Act by year). */
function nriReturnDates(assessmentYear: string, form: NriReturnType): ItrStatus['returnDates'] {
  const m = /^(\d{4})-\d{2}$/.exec(assessmentYear);
  if (!m) return null;
  const d = returnDueDates({ yearEnd: `${m[1]}-03-31`, form });
  return { dueDate: d.dueDate, belatedBy: d.belatedBy, revisedBy: d.revisedBy, revisedFeeAfter: d.revisedFeeAfter, act: d.law.act, reference: d.reference };
}

/** The filing's draft computation and acknowledgement documents (signed URLs), each null when there is none. */
export async function filingArtifactsOf(deps: Deps, row: FilingRow | null): Promise<{ draftComputation: Document | null; acknowledgement: Document | null }> {
  if (!row) return { draftComputation: null, acknowledgement: null };
  const docs = await getUserDocumentsByIds(deps, row.userId, [row.draftDocumentId, row.acknowledgementDocumentId]);
  return {
    draftComputation: docs.find((d) => d.id === row.draftDocumentId) ?? null,
    acknowledgement: docs.find((d) => d.id === row.acknowledgementDocumentId) ?? null,
  };
}

/** Records a move of the filing to a stage (the statusMap's reachedAt). */
export async function recordStage(db: Db, input: { filingId: string; stage: ItrStage; actorId: string | null; remarks?: string | null; at?: Date }): Promise<void> {
  await db.insert(nriFilingStages).values({ filingId: input.filingId, stage: input.stage, actorId: input.actorId, remarks: input.remarks ?? null, createdAt: input.at ?? new Date() });
}

