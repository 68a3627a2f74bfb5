import { eq } from 'drizzle-orm';
import type { OrderLine } from '@quayside/contract/cart';
import {
  INCORPORATION_FILE_TYPE_LABELS,
  checkIncorporationReady,
  type IncorporationFileType,
} from '@quayside/contract/incorporation';
import type { Db } from '../../db/client';
import { incorporationSessions } from '../../db/schema/incorporation';
import { assignedPreparerOf } from '../assignments/assignments.service';
import { findOrCreateOnboardedUser } from '../auth/auth.service';
import { createCompanyFromApplication, recordCompanyActivity, type ApplicationPerson } from '../companies/companies.service';
import { fileCarriedDocuments } from '../documents/documents.service';
import { transferStoredFiles } from '../files/files.service';
import { openSatisfiedTask } from '../tasks/tasks.service';
import { openBaselineDocumentsTask } from './incorporation.baseline';
import { entriesWithFiles, filesOf, sessionFiles } from './incorporation.files';
import { checkCompanyName } from './incorporation.name-check';
import { accountForOrder, readSnapshot, releaseOrderHold, type OrderSnapshot } from './incorporation.order';
import type { SessionRow } from './incorporation.service';

/** Why a paid order was not fulfilled (its payment is a refund due). */
export type RefusedBecause =
  /** The payment carries no snapshot of the application. */
  | 'no_snapshot'
  /** The snapshot no longer passes the readiness rules, or KYC files it names are gone from the application. */
  | 'changed'
  /** Another company has the name by now. */
  | 'name_taken'
  /** The contact address has an account the payer did not show to be theirs (or one that cannot hold a company). */
  | 'account_unproven';

export type FulfilmentResult =
  /** The session no longer exists (deleted by an admin while the payer was paying). */
  | { kind: 'gone' }
  /** The session was completed by an earlier payment (a late or second payment). */
  | { kind: 'already_paid'; userId: string | null }
  | { kind: 'refused'; because: RefusedBecause }
  | {
      kind: 'created';
      /** What was ordered: the application the company was made from. */
      ordered: OrderSnapshot;
      session: SessionRow;
      companyId: string;
      userId: string;
      /** True when the client account was created now (they get a set-password link). */
      isNewUser: boolean;
    };

type PersonFiles = ApplicationPerson['files'];
const plainFiles = (files: Record<string, { fileId: string; name: string; url?: string } | undefined>): PersonFiles =>
  Object.fromEntries(
    Object.entries(files).flatMap(([k, v]) => (v ? [[k, { fileId: v.fileId, name: v.name }] as const] : [])),
  );

const text = (v: string | undefined | null) => (v && v.trim() ? v.trim() : null);
const lowerText = (v: string | undefined | null) => text(v)?.toLowerCase() ?? null;

/**
 * What a received incorporation payment sets off, inside the caller's transaction. It fulfils the snapshot the
 * order froze (`snapshot`, kept on the payment), never the application as it is by now, and checks it again
 * first: still ready (every rule, and every KYC file it names still there), the name still free, and the account
 * rule of accountForOrder as of the order. Then the session is completed; the client account for the ordered
 * address is created (requiredChangePassword, e-mail verified by the code) or, when the rule allows, the
 * existing one used; the company is created with its directors, shareholders (with their KYC files, which now
 * belong to the client) and the services paid for. Runs once per session: the session row is locked and a
 * completed session is left as it is. A refused order lets go of the application's hold so it can be fixed.
 */
export async function fulfilIncorporation(
  tx: Db,
  input: { sessionId: string; paymentId: string; snapshot: unknown; lines: readonly OrderLine[]; paidAt: Date },
): Promise<FulfilmentResult> {
  const [row] = await tx
    .select()
    .from(incorporationSessions)
    .where(eq(incorporationSessions.id, input.sessionId))
    .for('update');
  if (!row) return { kind: 'gone' };
  if (row.isCompleted) return { kind: 'already_paid', userId: row.userId };
  const refuse = async (because: RefusedBecause): Promise<FulfilmentResult> => {
    await releaseOrderHold(tx, row.id, input.paymentId);
    return { kind: 'refused', because };
  };

  const ordered = readSnapshot(input.snapshot);
  if (!ordered) return refuse('no_snapshot');
  const present = new Set((await sessionFiles(tx, row.id)).map((f) => f.fileId));
  if (ordered.files.some((f) => !present.has(f.fileId))) return refuse('changed');
  const people = entriesWithFiles(ordered, (roleType, index) => plainFiles(filesOf(ordered.files, roleType, index)));
  if (checkIncorporationReady({ ...ordered, ...people }).length > 0) return refuse('changed');
  if (ordered.companyName && !(await checkCompanyName(tx, { companyName: ordered.companyName, sessionId: row.id, jurisdiction: ordered.companyDetails?.jurisdiction ?? null })).available) {
    return refuse('name_taken');
  }
  const email = ordered.contactEmail;
  const account = await accountForOrder(tx, {
    contactEmail: email,
    emailVerifiedAt: ordered.emailVerifiedAt ? new Date(ordered.emailVerifiedAt) : null,
    orderedBy: ordered.orderedBy,
    orderedAt: new Date(ordered.orderedAt),
  });
  if (account.kind === 'unproven' || account.kind === 'not_client') return refuse('account_unproven');
  const user =
    account.kind === 'existing'
      ? { id: account.userId, isNew: false }
      : await findOrCreateOnboardedUser(tx, {
          email,
          fullName: ordered.fullName,
          role: 'client',
          phone: ordered.contactNumber,
          countryCode: ordered.countryCode,
        });
  // A shareholder who is also a director (same e-mail) shares the director's KYC files.
  const directorFiles = new Map<string, PersonFiles>();
  for (const d of people.directorData) {
    const key = lowerText(d.email);
    if (key) directorFiles.set(key, d.files);
  }
  const renews = new Date(input.paidAt);
  renews.setUTCFullYear(renews.getUTCFullYear() + 1);
  const details = ordered.companyDetails ?? {};

  const preparerId = user.isNew ? null : await assignedPreparerOf(tx, user.id);
  const company = await createCompanyFromApplication(tx, {
    ownerId: user.id,
    preparerId,
    name: ordered.companyName ?? `${ordered.fullName}'s company`,
    jurisdiction: details.jurisdiction ?? 'SG',
    companyType: details.companyType ?? 'private_limited',
    // India's financial year is fixed (April to March): createCompanyFromApplication applies it.
    financialYearEnd: text(details.financialYearEnd) ?? '12-31',
    registeredAddress: text(details.registeredAddress),
    businessActivity: text(details.businessActivity),
    contactEmail: email,
    contactNumber: ordered.contactNumber,
    statusRemarks: 'Application and payment received; the firm is preparing the filing.',
    details: {
      source: 'incorporation',
      incorporationSessionId: row.id,
      paymentId: input.paymentId,
      alternativeName: ordered.companyNameOptional,
      requestedRegistrationDate: ordered.registrationDate,
      activityCode: details.activityCode ?? null,
      shareCapital: details.shareCapital ?? null,
      useNomineeDirector: ordered.useNomineeDirector,
    },
    directors: people.directorData.map((d) => ({
      fullName: text(d.fullName) ?? 'Director',
      email: lowerText(d.email),
      phone: text(d.phone),
      nationality: text(d.nationality),
      idType: d.idType ?? null,
      idNumber: text(d.idNumber),
      dateOfBirth: text(d.dateOfBirth),
      address: text(d.address),
      files: d.files,
    })),
    shareholders: people.shareholderData.map((s) => ({
      type: s.type ?? 'individual',
      fullName: text(s.fullName) ?? 'Shareholder',
      email: lowerText(s.email),
      nationality: text(s.nationality),
      idNumber: text(s.idNumber),
      address: text(s.address),
      shares: s.shares ?? 0,
      shareClass: text(s.shareClass) ?? 'Ordinary',
      files: { ...(s.email ? (directorFiles.get(s.email.trim().toLowerCase()) ?? {}) : {}), ...s.files },
    })),
    services: input.lines.flatMap((l) =>
      l.serviceId === null
        ? []
        : [
            {
              serviceId: l.serviceId,
              priceMinor: l.unitPriceMinor,
              currency: l.currency,
              startedAt: input.paidAt,
              renewsAt: l.billing === 'yearly' ? renews : null,
            },
          ],
    ),
    origin: { source: 'incorporation', sessionId: row.id, paymentId: input.paymentId },
  });
  await transferStoredFiles(
    tx,
    ordered.files.map((f) => f.fileId),
    user.id,
  );
  await fileApplicationKyc(tx, { ordered, people, companyId: company.id, directorIds: company.directorIds, shareholderIds: company.shareholderIds, ownerId: user.id, preparerId, at: input.paidAt });
  // The baseline list's documents the application did not carry: the new company's opening task.
  const typesOf = (roleType: 'director' | 'shareholder', index: number) =>
    ordered.files.filter((f) => f.roleType === roleType && f.personIndex === index).map((f) => f.fileType as IncorporationFileType);
  const directorIndexByEmail = new Map(people.directorData.map((d, i) => [lowerText(d.email) ?? `#${i}`, i]));
  await openBaselineDocumentsTask(tx, {
    companyId: company.id,
    companyName: ordered.companyName ?? `${ordered.fullName}'s company`,
    jurisdiction: details.jurisdiction ?? 'SG',
    ownerId: user.id,
    preparerId,
    dueDate: new Date(input.paidAt.getTime() + 14 * 86_400_000).toISOString().slice(0, 10),
    directors: people.directorData.map((d, i) => ({ fullName: text(d.fullName) ?? `Director ${i + 1}`, files: typesOf('director', i) })),
    shareholders: people.shareholderData.map((sh, i) => {
      const asDirector = directorIndexByEmail.get(lowerText(sh.email) ?? '');
      return { fullName: text(sh.fullName) ?? `Shareholder ${i + 1}`, files: [...typesOf('shareholder', i), ...(asDirector === undefined ? [] : typesOf('director', asDirector))] };
    }),
  });

  const [session] = await tx
    .update(incorporationSessions)
    .set({
      status: 'completed',
      isCompleted: true,
      isPaid: true,
      paidAt: input.paidAt,
      completedAt: input.paidAt,
      companyId: company.id,
      userId: user.id,
      orderPaymentId: null,
      heldUntil: null,
      updatedAt: input.paidAt,
    })
    .where(eq(incorporationSessions.id, row.id))
    .returning();
  if (!session) throw new Error('session not completed');
  return { kind: 'created', ordered, session, companyId: company.id, userId: user.id, isNewUser: user.isNew };
}

const capitalised = (v: string) => v.charAt(0).toUpperCase() + v.slice(1);

/**
 * Every KYC file of the application becomes one of the company's documents (its type, the director or
 * shareholder it is about, waiting for the firm's review), each on a requirement of one "KYC documents" task that
 * is already handed in (pending review): the client sees them in their documents and on the company, and the
 * firm reviews them as it reviews any upload.
 */
async function fileApplicationKyc(
  tx: Db,
  input: {
    ordered: OrderSnapshot;
    people: { directorData: ReadonlyArray<{ fullName?: string }>; shareholderData: ReadonlyArray<{ fullName?: string }> };
    companyId: string;
    directorIds: readonly string[];
    shareholderIds: readonly string[];
    ownerId: string;
    preparerId: string | null;
    at: Date;
  },
): Promise<void> {
  const files = [...input.ordered.files].sort(
    (a, b) => a.roleType.localeCompare(b.roleType) || a.personIndex - b.personIndex || a.fileType.localeCompare(b.fileType),
  );
  if (files.length === 0) return;
  const items = files.map((f) => {
    const person = f.roleType === 'director' ? input.people.directorData[f.personIndex] : input.people.shareholderData[f.personIndex];
    const who = text(person?.fullName) ?? `${f.roleType} ${f.personIndex + 1}`;
    const label = capitalised(INCORPORATION_FILE_TYPE_LABELS[f.fileType as IncorporationFileType] ?? f.fileType);
    return {
      file: f,
      name: `${label}: ${who} (${f.roleType} ${f.personIndex + 1})`,
      directorId: f.roleType === 'director' ? (input.directorIds[f.personIndex] ?? null) : null,
      shareholderId: f.roleType === 'shareholder' ? (input.shareholderIds[f.personIndex] ?? null) : null,
    };
  });
  const { taskId, requirementIds } = await openSatisfiedTask(tx, {
    companyId: input.companyId,
    userId: input.ownerId,
    preparerId: input.preparerId,
    title: 'KYC documents',
    description: 'The identity and address documents you uploaded with your application. We are reviewing them and will tell you if anything is needed.',
    category: 'kyc',
    requirements: items.map((i) => ({ name: i.name })),
    at: input.at,
  });
  if (requirementIds.length !== items.length) throw new Error('KYC requirements not created');
  const documentIds = await fileCarriedDocuments(tx, {
    ownerId: input.ownerId,
    companyId: input.companyId,
    taskId,
    at: input.at,
    documents: items.map((i, n) => ({
      name: i.name,
      documentType: i.file.fileType,
      directorId: i.directorId,
      shareholderId: i.shareholderId,
      requirementId: requirementIds[n] ?? '',
      storedFileId: i.file.fileId,
    })),
  });
  await recordCompanyActivity(tx, {
    companyId: input.companyId,
    actorId: null,
    action: 'documents.kyc_received',
    details: { taskId, documents: documentIds.length },
  });
}
