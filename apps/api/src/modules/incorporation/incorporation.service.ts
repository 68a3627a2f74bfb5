import { eq } from 'drizzle-orm';
import {
  NO_TAX,
  TAX_BY_JURISDICTION,
  computeOrderTotals,
  orderLineFromService,
  type OrderSummary,
} from '@quayside/contract/cart';
import { INCORPORATION_FIXED_SERVICE_ID } from '@quayside/contract/constants';
import {
  checkIncorporationReady,
  readinessFields,
  todayIso,
  type IncorporationSession,
  type PersonFiles,
  type StartIncorporationBody,
  type UpdateIncorporationBody,
  type UploadedFile,
} from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import { JURISDICTION_LABELS, type Jurisdiction, type Service } from '@quayside/contract/services';
import type { Db } from '../../db/client';
import { incorporationSessions } from '../../db/schema/incorporation';
import { normalizeCompanyName } from '../../lib/company-name';
import { AppError } from '../../lib/errors';
import { maskEmail } from '../../lib/mask';
import type { Storage } from '../../lib/storage';
import { writeAudit } from '../audit/audit.service';
import { issueOtp, verifyOtp, type Actor } from '../auth/auth.service';
import { signedFileUrl } from '../files/files.service';
import type { Mailer } from '../outbox/outbox.service';
import { latestPaymentStatusFor } from '../payments/payments.service';
import { getServicesByIds } from '../services/services.service';
import { entriesWithFiles, filesOf, reconcileSessionFiles, removeFileBytes, sessionFiles, type FileRow } from './incorporation.files';
import { assertNameAvailable } from './incorporation.name-check';
import { accountForOrder, assertChangeable, orderingOwner, takeSnapshot, type OrderSnapshot } from './incorporation.order';
export { openIncorporationSessionsSql } from './incorporation.platform-stats';

/**
 * Incorporation applications (part 1 section 7): start, save, verify the e-mail, price, prepare the order and
 * complete. The module's public file: other modules use what is exported here, and fulfilIncorporation (what a
 * received payment sets off) is re-exported for payments. The name check, the session's KYC files and the admin's
 * staging area are this module's internal incorporation.name-check, .files and .staging.
 */
export { fulfilIncorporation, type FulfilmentResult, type RefusedBecause } from './incorporation.fulfilment';
export { ORDER_HOLD_MS, holdForOrder, releaseOrderHold } from './incorporation.order';
export { sessionIdsForCompanies, sessionRowForCompany } from './incorporation.staging';

const MSG = incorporationMessages.errors;

export type SessionRow = typeof incorporationSessions.$inferSelect;
export type RequestMeta = { ip?: string | null };

/** The nominee director service (Singapore), added to the order when the application asks for one. */
export const NOMINEE_DIRECTOR_SERVICE_ID = 2;

/* ------------------------------------------------------------------ reading */

export async function getSessionRow(db: Db, id: string): Promise<SessionRow> {
  const [row] = await db.select().from(incorporationSessions).where(eq(incorporationSessions.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG.sessionNotFound);
  return row;
}

/**
 * A completed application as the public calls answer it (resume, complete): its state only. The session id is
 * the visitor's key while they fill the application in; once paid, the application lives on as the client's
 * company, and the id (in mails, browser history, the confirmation page's address) must no longer open the
 * personal data or the KYC files. What the confirmation page and the wizard need stays: the state and the
 * payment status.
 */
async function completedState(db: Db, row: SessionRow): Promise<IncorporationSession> {
  return {
    id: row.id,
    fullName: '',
    companyName: null,
    companyName_optional: null,
    contactEmail: '',
    contactNumber: '',
    countryCode: null,
    registrationDate: null,
    directorData: [],
    shareholderData: [],
    servicesSelected: [],
    companyDetails: null,
    useNomineeDirector: false,
    currentStep: row.currentStep,
    status: row.status,
    isEmailVerified: row.isEmailVerified,
    isPaid: row.isPaid,
    isCompleted: row.isCompleted,
    companyId: null,
    uploadedFiles: [],
    quote: null,
    paymentStatus: await latestPaymentStatusFor(db, 'incorporation', row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * The session as the API answers it: entries with their files (fresh signed urls), the quote, payment status.
 * A completed session answers its state only (completedState) unless `staff` (the admin's staging calls).
 */
export async function toSession(db: Db, storage: Storage, row: SessionRow, opts: { staff?: boolean } = {}): Promise<IncorporationSession> {
  if (row.isCompleted && !opts.staff) return completedState(db, row);
  const files = await sessionFiles(db, row.id);
  const urls = new Map<string, string>();
  for (const f of files) urls.set(f.fileId, await signedFileUrl(storage, { storageKey: f.storageKey, originalName: f.name }));
  const withUrls = (roleType: 'director' | 'shareholder', index: number): PersonFiles => {
    const out: PersonFiles = {};
    for (const [type, ref] of Object.entries(filesOf(files, roleType, index))) {
      out[type as keyof PersonFiles] = { ...ref, url: urls.get(ref.fileId) ?? '' };
    }
    return out;
  };
  const uploadedFiles: UploadedFile[] = files.map((f) => ({
    fileId: f.fileId,
    roleType: f.roleType,
    index: f.personIndex,
    fileType: f.fileType as UploadedFile['fileType'],
    name: f.name,
    mimeType: f.mimeType,
    sizeBytes: f.sizeBytes,
    url: urls.get(f.fileId) ?? '',
    uploadedAt: f.createdAt.toISOString(),
  }));
  let quote: OrderSummary | null = null;
  try {
    quote = (await quoteSession(db, row)).summary;
  } catch {
    quote = null;
  }
  return {
    id: row.id,
    fullName: row.fullName,
    companyName: row.companyName,
    companyName_optional: row.companyNameOptional,
    contactEmail: row.contactEmail,
    contactNumber: row.contactNumber,
    countryCode: row.countryCode,
    registrationDate: row.registrationDate,
    ...entriesWithFiles(row, withUrls),
    servicesSelected: row.servicesSelected,
    companyDetails: row.companyDetails ?? null,
    useNomineeDirector: row.useNomineeDirector,
    currentStep: row.currentStep,
    status: row.status,
    isEmailVerified: row.isEmailVerified,
    isPaid: row.isPaid,
    isCompleted: row.isCompleted,
    companyId: row.companyId,
    uploadedFiles,
    quote,
    paymentStatus: await latestPaymentStatusFor(db, 'incorporation', row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/* ------------------------------------------------------------------ start */

/** "j***@example.com" (shared with the NRI onboarding). */
export { maskEmail };

export const resumeLink = (publicUrl: string, id: string) => `${publicUrl}/incorporate?session=${encodeURIComponent(id)}`;

export async function startSession(
  db: Db,
  mailer: Mailer,
  input: StartIncorporationBody & { publicUrl: string },
): Promise<SessionRow> {
  const [row] = await db
    .insert(incorporationSessions)
    .values({
      fullName: input.fullName,
      contactEmail: input.contactEmail,
      contactNumber: input.contactNumber,
      countryCode: input.countryCode ?? null,
      currentStep: 1,
    })
    .returning();
  if (!row) throw new Error('session not created');
  const link = resumeLink(input.publicUrl, row.id);
  await mailer.send(db, {
    to: row.contactEmail,
    subject: 'Your Quayside company application',
    text: [
      `Hello ${row.fullName},`,
      '',
      'Thank you for starting your company application with Quayside.',
      'You can come back to it at any time, on any device, with this link:',
      '',
      link,
      '',
      'Keep this link to yourself: anyone who has it can see and change your application.',
      '',
      'Quayside',
    ].join('\n'),
  });
  return row;
}

/* ------------------------------------------------------------------ update */

function assertOpen(row: SessionRow) {
  if (row.isCompleted) throw new AppError('SESSION_COMPLETED', MSG.sessionCompleted);
}

const emptyToNull = (v: string | null | undefined) => (v === undefined ? undefined : v && v.trim() ? v.trim() : null);

/** Drafts are stored without their files (the files live in incorporation_files). */
const withoutFiles = <T extends { files?: unknown }>(entry: T): Omit<T, 'files'> => {
  const { files: _files, ...rest } = entry;
  return rest;
};

/**
 * Applies an update (the visitor's PUT /update/{id} or the admin's PUT /admin/staging/{id}). Each field given
 * replaces the stored one; see updateIncorporationBodySchema for the rules on files and e-mail.
 */
export async function updateSession(
  db: Db,
  storage: Storage,
  id: string,
  body: UpdateIncorporationBody,
  opts: { actor?: Actor; meta?: RequestMeta } = {},
): Promise<SessionRow> {
  const removedKeys: string[] = [];
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(incorporationSessions).where(eq(incorporationSessions.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', MSG.sessionNotFound);
    assertChangeable(row);
    const patch: Partial<typeof incorporationSessions.$inferInsert> = { updatedAt: new Date() };

    if (body.fullName !== undefined) patch.fullName = body.fullName;
    if (body.contactNumber !== undefined) patch.contactNumber = body.contactNumber;
    if (body.countryCode !== undefined) patch.countryCode = body.countryCode;
    if (body.registrationDate !== undefined) patch.registrationDate = body.registrationDate;
    if (body.useNomineeDirector !== undefined) patch.useNomineeDirector = body.useNomineeDirector;
    if (body.currentStep !== undefined) patch.currentStep = body.currentStep;
    if (body.contactEmail !== undefined && body.contactEmail !== row.contactEmail) {
      // A new address must be verified again.
      patch.contactEmail = body.contactEmail;
      patch.isEmailVerified = false;
      patch.emailVerifiedAt = null;
    }
    const previousJurisdiction = row.companyDetails?.jurisdiction;
    if (body.companyDetails !== undefined) patch.companyDetails = body.companyDetails;
    const jurisdiction = (body.companyDetails !== undefined ? body.companyDetails?.jurisdiction : previousJurisdiction) ?? null;

    // Both names by the same rules (issue 12 item 4): words (for the registry the company goes to), free.
    const movedRegistry = jurisdiction !== (previousJurisdiction ?? null);
    if (body.companyName !== undefined) {
      const name = emptyToNull(body.companyName) ?? null;
      if (name && (movedRegistry || normalizeCompanyName(name) !== row.normalizedCompanyName)) await assertNameAvailable(tx, name, row.id, { jurisdiction });
      patch.companyName = name;
      patch.normalizedCompanyName = name ? normalizeCompanyName(name) : null;
    }
    if (body.companyName_optional !== undefined) {
      const alternative = emptyToNull(body.companyName_optional) ?? null;
      const first = patch.companyName !== undefined ? patch.companyName : row.companyName;
      if (alternative && first && normalizeCompanyName(alternative) === normalizeCompanyName(first)) {
        throw new AppError('VALIDATION_FAILED', MSG.alternativeSameAsFirst, { fields: { 'body.companyName_optional': [MSG.alternativeSameAsFirst] } });
      }
      const changed = !row.companyNameOptional || normalizeCompanyName(row.companyNameOptional) !== normalizeCompanyName(alternative ?? '');
      if (alternative && (movedRegistry || changed)) await assertNameAvailable(tx, alternative, row.id, { jurisdiction, alternative: true });
      patch.companyNameOptional = alternative;
    }

    if (body.servicesSelected !== undefined) {
      const ids = [...new Set(body.servicesSelected)];
      const found = await getServicesByIds(tx, ids);
      const missing = ids.filter((sid) => !found.some((s) => s.id === sid));
      if (missing.length) {
        const message = MSG.unknownService(missing.join(', '));
        throw new AppError('VALIDATION_FAILED', message, { fields: { 'body.servicesSelected': [message] } });
      }
      const misplaced = jurisdiction ? found.find((s) => s.jurisdiction && s.jurisdiction !== jurisdiction) : undefined;
      if (misplaced?.jurisdiction) {
        const message = MSG.wrongJurisdictionService(misplaced.name, JURISDICTION_LABELS[misplaced.jurisdiction]);
        throw new AppError('VALIDATION_FAILED', message, { fields: { 'body.servicesSelected': [message] } });
      }
      patch.servicesSelected = ids;
    } else if (jurisdiction && jurisdiction !== previousJurisdiction && row.servicesSelected.length) {
      // The company moved to another jurisdiction: services only offered in the old one leave the selection.
      const found = await getServicesByIds(tx, row.servicesSelected);
      patch.servicesSelected = row.servicesSelected.filter((sid) => {
        const s = found.find((f) => f.id === sid);
        return !s || !s.jurisdiction || s.jurisdiction === jurisdiction;
      });
    }

    if (body.directorData !== undefined || body.shareholderData !== undefined) {
      removedKeys.push(...(await reconcileSessionFiles(tx, row.id, { director: body.directorData, shareholder: body.shareholderData })));
      if (body.directorData !== undefined) patch.directorData = body.directorData.map(withoutFiles);
      if (body.shareholderData !== undefined) patch.shareholderData = body.shareholderData.map(withoutFiles);
    }

    const [next] = await tx.update(incorporationSessions).set(patch).where(eq(incorporationSessions.id, id)).returning();
    if (!next) throw new AppError('NOT_FOUND', MSG.sessionNotFound);
    if (opts.actor) {
      await writeAudit(tx, {
        actorId: opts.actor.id,
        actorRole: opts.actor.role,
        action: 'incorporation.staging.updated',
        targetType: 'incorporation_session',
        targetId: id,
        ip: opts.meta?.ip ?? null,
        meta: { fields: Object.keys(body) },
      });
    }
    return next;
  });
  await removeFileBytes(db, storage, removedKeys);
  return updated;
}

/* ------------------------------------------------------------------ OTP */

export async function sendSessionOtp(db: Db, mailer: Mailer, id: string): Promise<{ sentTo: string; expiresAt: Date }> {
  const row = await getSessionRow(db, id);
  assertOpen(row);
  if (row.isEmailVerified) throw new AppError('CONFLICT', MSG.alreadyVerified);
  const { expiresAt } = await issueOtp(db, mailer, {
    purpose: 'incorporation',
    subject: row.id,
    email: row.contactEmail,
    label: 'verify your e-mail address for your company application',
  });
  await db.update(incorporationSessions).set({ otpSentAt: new Date() }).where(eq(incorporationSessions.id, id));
  return { sentTo: maskEmail(row.contactEmail), expiresAt };
}

export async function verifySessionOtp(db: Db, id: string, otp: string): Promise<SessionRow> {
  const row = await getSessionRow(db, id);
  assertOpen(row);
  if (row.isEmailVerified) return row;
  const { email } = await verifyOtp(db, { purpose: 'incorporation', subject: row.id, code: otp });
  // The code went to an address the application no longer has: ask for a new one.
  if (email !== row.contactEmail) throw new AppError('BAD_REQUEST', 'The code was sent to a different address. Request a new one.');
  const now = new Date();
  const [next] = await db
    .update(incorporationSessions)
    .set({ isEmailVerified: true, emailVerifiedAt: now, updatedAt: now })
    .where(eq(incorporationSessions.id, id))
    .returning();
  if (!next) throw new AppError('NOT_FOUND', MSG.sessionNotFound);
  return next;
}

/* ------------------------------------------------------------------ pricing and readiness */

/**
 * The order for a session, priced from the catalogue: the incorporation package (always), the selected services,
 * the nominee director service when asked for, and the tax of the company's jurisdiction. Services that do not
 * exist or are not offered in the jurisdiction are reported in `problems` and left out of the lines.
 */
export async function quoteSession(
  db: Db,
  row: Pick<SessionRow, 'servicesSelected' | 'useNomineeDirector' | 'companyDetails'>,
  serviceIds?: readonly number[],
): Promise<{ summary: OrderSummary; problems: Array<{ path: string; message: string }> }> {
  const jurisdiction = (row.companyDetails?.jurisdiction ?? null) as Jurisdiction | null;
  const selected = serviceIds ?? row.servicesSelected;
  const ids = [...new Set([INCORPORATION_FIXED_SERVICE_ID, ...selected])];
  if (row.useNomineeDirector && !ids.includes(NOMINEE_DIRECTOR_SERVICE_ID)) ids.push(NOMINEE_DIRECTOR_SERVICE_ID);
  const found = await getServicesByIds(db, ids);
  const problems: Array<{ path: string; message: string }> = [];
  const missing = ids.filter((id) => !found.some((s) => s.id === id));
  if (missing.length) problems.push({ path: 'servicesSelected', message: MSG.unknownService(missing.join(', ')) });
  const usable: Service[] = [];
  for (const s of found) {
    if (s.jurisdiction && jurisdiction && s.jurisdiction !== jurisdiction) {
      const path = s.id === NOMINEE_DIRECTOR_SERVICE_ID && row.useNomineeDirector ? 'useNomineeDirector' : 'servicesSelected';
      problems.push({ path, message: MSG.wrongJurisdictionService(s.name, JURISDICTION_LABELS[s.jurisdiction]) });
    } else usable.push(s);
  }
  const currencies = new Set(usable.map((s) => s.currency));
  if (currencies.size > 1) throw new AppError('VALIDATION_FAILED', 'The selected services are priced in different currencies.');
  const lines = usable.map((s) => orderLineFromService(s));
  const tax = jurisdiction ? TAX_BY_JURISDICTION[jurisdiction] : NO_TAX;
  const totals = computeOrderTotals(lines, tax.rateBp);
  return {
    summary: {
      lines,
      currency: usable[0]?.currency ?? 'USD',
      taxRateBp: tax.rateBp,
      taxLabel: tax.label,
      ...totals,
    },
    problems,
  };
}

/**
 * Checks a session can be paid: open, e-mail verified, every detail complete (shares adding up, KYC files,
 * Singapore's resident director), the name still free, the services valid, and the account it would go to one
 * the payer has shown to be theirs (accountForOrder: else the address must be verified again, 403). Answers the
 * priced order and the snapshot that the payment will fulfil. `serviceIds` (the cart's ids, when sent with the
 * order) replace the selection first; `actor` is whoever is signed in while ordering, if anyone.
 */
export async function prepareIncorporationOrder(
  db: Db,
  id: string,
  opts: { serviceIds?: readonly number[]; actor?: Actor | null; now?: Date } = {},
): Promise<{ row: SessionRow; summary: OrderSummary; snapshot: OrderSnapshot }> {
  const { serviceIds } = opts;
  const now = opts.now ?? new Date();
  let row = await getSessionRow(db, id);
  if (row.isPaid || row.isCompleted) throw new AppError('ALREADY_PAID', MSG.alreadyPaid);
  if (!row.isEmailVerified) throw new AppError('EMAIL_NOT_VERIFIED', MSG.emailNotVerified);
  if (serviceIds) {
    const ids = [...new Set(serviceIds)].filter((sid) => sid !== INCORPORATION_FIXED_SERVICE_ID);
    if (ids.join(',') !== row.servicesSelected.join(',')) {
      const [next] = await db
        .update(incorporationSessions)
        .set({ servicesSelected: ids, updatedAt: new Date() })
        .where(eq(incorporationSessions.id, id))
        .returning();
      if (next) row = next;
    }
  }
  const files = await assertComplete(db, row);
  const { summary, problems } = await quoteSession(db, row);
  if (problems.length) {
    const fields = readinessFields(problems.map((p) => ({ ...p, path: `body.${p.path}` })));
    throw new AppError('VALIDATION_FAILED', problems[0]?.message ?? MSG.incomplete, { fields });
  }
  const orderedBy = orderingOwner(opts.actor ?? null, row.contactEmail);
  const account = await accountForOrder(db, { contactEmail: row.contactEmail, emailVerifiedAt: row.emailVerifiedAt, orderedBy, orderedAt: now });
  if (account.kind === 'not_client') throw new AppError('CONFLICT', MSG.accountCannotHoldCompany);
  if (account.kind === 'unproven') {
    // The code is too old to stand for the account's owner: a new one is needed (the wizard asks for it).
    await db
      .update(incorporationSessions)
      .set({ isEmailVerified: false, emailVerifiedAt: null, updatedAt: now })
      .where(eq(incorporationSessions.id, id));
    throw new AppError('EMAIL_NOT_VERIFIED', MSG.verifyAgainForAccount);
  }
  return { row, summary, snapshot: takeSnapshot(row, files, { orderedAt: now, orderedBy }) };
}

/**
 * The whole application is complete and its name still free (400 with every field at fault, or 409). Answers
 * the files it checked.
 */
export async function assertComplete(db: Db, row: SessionRow): Promise<FileRow[]> {
  const files = await sessionFiles(db, row.id);
  const issues = checkIncorporationReady({
    fullName: row.fullName,
    contactEmail: row.contactEmail,
    contactNumber: row.contactNumber,
    companyName: row.companyName,
    companyDetails: row.companyDetails ?? null,
    ...entriesWithFiles(row, (roleType, index) => filesOf(files, roleType, index)),
    useNomineeDirector: row.useNomineeDirector,
  });
  // A preferred registration date that has passed since it was chosen must be chosen again.
  if (row.registrationDate && row.registrationDate < todayIso()) issues.push({ path: 'registrationDate', message: MSG.registrationDatePast });
  if (issues.length) {
    throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? MSG.incomplete, { fields: readinessFields(issues) });
  }
  const jurisdiction = row.companyDetails?.jurisdiction ?? null;
  if (row.companyName) await assertNameAvailable(db, row.companyName, row.id, { field: 'companyName', jurisdiction });
  if (row.companyNameOptional) {
    await assertNameAvailable(db, row.companyNameOptional, row.id, { field: 'companyName_optional', jurisdiction, alternative: true });
  }
  return files;
}

/**
 * POST /complete: a completed (paid) application answers itself; otherwise the checks run in the order a
 * visitor can act on them (verify e-mail, finish details), and an application ready but unpaid answers 402.
 */
export async function checkCompletion(db: Db, id: string): Promise<SessionRow> {
  const row = await getSessionRow(db, id);
  if (row.isCompleted) return row;
  if (!row.isEmailVerified) throw new AppError('EMAIL_NOT_VERIFIED', MSG.emailNotVerified);
  await assertComplete(db, row);
  throw new AppError('PAYMENT_REQUIRED', MSG.paymentRequired);
}
