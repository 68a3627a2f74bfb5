import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import {
  NO_TAX,
  TAX_BY_JURISDICTION,
  computeOrderTotals,
  orderLineFromService,
  type OrderSummary,
} from '@quayside/contract/cart';
import { INCORPORATION_FIXED_SERVICE_ID } from '@quayside/contract/constants';
import {
  INCORPORATION_UPLOAD_KINDS,
  MAX_DIRECTORS,
  checkIncorporationReady,
  readinessFields,
  type CheckNameResponse,
  type DirectorDraft,
  type IncorporationSession,
  type ListStagingQuery,
  type PersonFiles,
  type ShareholderDraft,
  type StagingSummary,
  type StartIncorporationBody,
  type UpdateIncorporationBody,
  type UploadFileFields,
  type UploadedFile,
} from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import type { PaymentStatus } from '@quayside/contract/payments';
import { JURISDICTION_LABELS, type Jurisdiction, type Service } from '@quayside/contract/services';
import type { Db } from '../../db/client';
import {
  companies,
  incorporationFiles,
  incorporationSessions,
  payments,
  storedFiles,
} from '../../db/schema/index';
import { writeAudit } from '../../lib/audit';
import { normalizeCompanyName } from '../../lib/company-name';
import { sha256 } from '../../lib/crypto';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { issueOtp, verifyOtp } from '../../lib/otp';
import { SIGNED_URL_TTL_SECONDS, checkUpload, newStorageKey, type Storage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import { containsPattern } from '../companies/companies.service';
import { getServicesByIds } from '../services/services.service';

const MSG = incorporationMessages.errors;

export type SessionRow = typeof incorporationSessions.$inferSelect;
export type RequestMeta = { ip?: string | null };

/** Open applications hold their name for this long after their last change (then the name is free again). */
export const NAME_HOLD_DAYS = 30;

/** The nominee director service (Singapore), added to the order when the application asks for one. */
export const NOMINEE_DIRECTOR_SERVICE_ID = 2;

/* ------------------------------------------------------------------ name check */

/**
 * Words a company name may not carry without a regulator's approval (ACRA, the UAE free zones and the MCA refer
 * such names to the bank regulator, education ministry, and so on). Matched as whole words, ignoring case.
 */
export const RESTRICTED_WORDS = [
  'bank',
  'banking',
  'insurance',
  'assurance',
  'reinsurance',
  'finance',
  'financial',
  'fund',
  'trust',
  'securities',
  'stock exchange',
  'university',
  'college',
  'government',
  'ministry',
  'municipal',
  'national',
  'federal',
  'royal',
  'sovereign',
  'temasek',
  'chamber of commerce',
  'cooperative',
  'co operative',
  'police',
  'military',
  'interpol',
  'united nations',
  'red cross',
  'olympic',
];

export function restrictedWordIn(name: string): string | null {
  const words = ` ${name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
  return RESTRICTED_WORDS.find((w) => words.includes(` ${w} `)) ?? null;
}

/**
 * Is the name free? Compared without case, punctuation, spacing or legal endings with live companies and with
 * other open applications (verified e-mail, changed within NAME_HOLD_DAYS), plus the restricted words.
 */
export async function checkCompanyName(
  db: Db,
  input: { companyName: string; sessionId?: string | null },
  now: Date = new Date(),
): Promise<CheckNameResponse['data']> {
  const normalized = normalizeCompanyName(input.companyName);
  if (normalized.length < 3) return { available: false, reason: MSG.nameTooShort, normalized };
  const restricted = restrictedWordIn(input.companyName);
  if (restricted) return { available: false, reason: MSG.nameRestricted(restricted), normalized };
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(and(eq(companies.normalizedName, normalized), sql`${companies.deletedAt} is null`))
    .limit(1);
  if (company) return { available: false, reason: MSG.nameTaken(company.name), normalized };
  const since = new Date(now.getTime() - NAME_HOLD_DAYS * 86_400_000);
  const [session] = await db
    .select({ id: incorporationSessions.id })
    .from(incorporationSessions)
    .where(
      and(
        eq(incorporationSessions.normalizedCompanyName, normalized),
        eq(incorporationSessions.status, 'in_progress'),
        eq(incorporationSessions.isEmailVerified, true),
        gt(incorporationSessions.updatedAt, since),
        input.sessionId ? ne(incorporationSessions.id, input.sessionId) : undefined,
      ),
    )
    .limit(1);
  if (session) return { available: false, reason: MSG.nameReserved, normalized };
  return { available: true, normalized };
}

async function assertNameAvailable(db: Db, name: string, sessionId: string, field = 'body.companyName') {
  const result = await checkCompanyName(db, { companyName: name, sessionId });
  if (!result.available) {
    const reason = result.reason ?? MSG.nameReserved;
    throw new AppError('NAME_UNAVAILABLE', reason, { fields: { [field]: [reason] } });
  }
}

/* ------------------------------------------------------------------ reading */

export async function getSessionRow(db: Db, id: string): Promise<SessionRow> {
  const [row] = await db.select().from(incorporationSessions).where(eq(incorporationSessions.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG.sessionNotFound);
  return row;
}

type FileRow = {
  fileId: string;
  roleType: 'director' | 'shareholder';
  personIndex: number;
  fileType: string;
  createdAt: Date;
  name: string;
  mimeType: string;
  sizeBytes: number;
  storageKey: string;
};

export async function sessionFiles(db: Db, sessionId: string): Promise<FileRow[]> {
  return db
    .select({
      fileId: incorporationFiles.fileId,
      roleType: incorporationFiles.roleType,
      personIndex: incorporationFiles.personIndex,
      fileType: incorporationFiles.fileType,
      createdAt: incorporationFiles.createdAt,
      name: storedFiles.originalName,
      mimeType: storedFiles.mimeType,
      sizeBytes: storedFiles.sizeBytes,
      storageKey: storedFiles.storageKey,
    })
    .from(incorporationFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, incorporationFiles.fileId))
    .where(eq(incorporationFiles.sessionId, sessionId))
    .orderBy(asc(incorporationFiles.roleType), asc(incorporationFiles.personIndex), asc(incorporationFiles.createdAt));
}

/** Person files ({passport: {fileId, name}}) of one entry, from the session's file rows. */
export function filesOf(rows: readonly FileRow[], roleType: 'director' | 'shareholder', index: number): PersonFiles {
  const out: PersonFiles = {};
  for (const r of rows) {
    if (r.roleType === roleType && r.personIndex === index) {
      out[r.fileType as keyof PersonFiles] = { fileId: r.fileId, name: r.name };
    }
  }
  return out;
}

async function latestPaymentStatus(db: Db, sessionId: string): Promise<PaymentStatus | null> {
  const [p] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.purpose, 'incorporation'), eq(payments.referenceId, sessionId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return (p?.status as PaymentStatus | undefined) ?? null;
}

/** The session as the API answers it: entries with their files (fresh signed urls), the quote, payment status. */
export async function toSession(db: Db, storage: Storage, row: SessionRow): Promise<IncorporationSession> {
  const files = await sessionFiles(db, row.id);
  const urls = new Map<string, string>();
  for (const f of files) urls.set(f.fileId, await storage.signedUrl(f.storageKey, { downloadName: f.name }));
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
    directorData: row.directorData.map((d, i) => ({ ...d, files: withUrls('director', i) })),
    shareholderData: row.shareholderData.map((s, i) => ({ ...s, files: withUrls('shareholder', i) })),
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
    paymentStatus: await latestPaymentStatus(db, row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/* ------------------------------------------------------------------ start */

/** "j***@example.com" */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

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
    assertOpen(row);
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
    if (body.companyName_optional !== undefined) patch.companyNameOptional = emptyToNull(body.companyName_optional);
    if (body.companyName !== undefined) {
      const name = emptyToNull(body.companyName) ?? null;
      if (name && normalizeCompanyName(name) !== row.normalizedCompanyName) await assertNameAvailable(tx, name, row.id);
      patch.companyName = name;
      patch.normalizedCompanyName = name ? normalizeCompanyName(name) : null;
    }

    const previousJurisdiction = row.companyDetails?.jurisdiction;
    if (body.companyDetails !== undefined) patch.companyDetails = body.companyDetails;
    const jurisdiction = (body.companyDetails !== undefined ? body.companyDetails?.jurisdiction : previousJurisdiction) ?? null;

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
      const files = await sessionFiles(tx, row.id);
      const plan = reconcileFiles(files, {
        director: body.directorData,
        shareholder: body.shareholderData,
      });
      for (const move of plan.moves) {
        await tx
          .update(incorporationFiles)
          .set({ roleType: move.roleType, personIndex: move.index, fileType: move.fileType })
          .where(eq(incorporationFiles.fileId, move.fileId));
      }
      if (plan.remove.length) {
        removedKeys.push(...files.filter((f) => plan.remove.includes(f.fileId)).map((f) => f.storageKey));
        await tx.delete(storedFiles).where(inArray(storedFiles.id, plan.remove));
      }
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
  await removeStored(storage, removedKeys);
  return updated;
}

type Move = { fileId: string; roleType: 'director' | 'shareholder'; index: number; fileType: string };

/**
 * Where each uploaded file goes after the person lists change. An entry that carries `files` claims the session's
 * uploads it names (by fileId), which move to it if they were elsewhere; other files stay at their person's index
 * (sending files back is never needed to keep them, only to move them). Files of entries beyond the new list's
 * end are dropped. Two files for the same person and type: a claimed one beats an unclaimed one, then the newest
 * stays.
 */
export function reconcileFiles(
  files: ReadonlyArray<Pick<FileRow, 'fileId' | 'roleType' | 'personIndex' | 'fileType' | 'createdAt'>>,
  lists: { director?: ReadonlyArray<{ files?: PersonFiles }>; shareholder?: ReadonlyArray<{ files?: PersonFiles }> },
): { moves: Move[]; remove: string[] } {
  const byId = new Map(files.map((f) => [f.fileId, f]));
  const target = new Map<string, Move>();
  const claimed = new Set<string>();
  for (const roleType of ['director', 'shareholder'] as const) {
    const list = lists[roleType];
    if (!list) continue;
    list.forEach((entry, index) => {
      for (const [fileType, ref] of Object.entries(entry.files ?? {})) {
        if (ref && byId.has(ref.fileId)) {
          target.set(ref.fileId, { fileId: ref.fileId, roleType, index, fileType });
          claimed.add(ref.fileId);
        }
      }
    });
  }
  for (const f of files) {
    if (claimed.has(f.fileId)) continue;
    const list = lists[f.roleType];
    if (!list || f.personIndex < list.length) {
      target.set(f.fileId, { fileId: f.fileId, roleType: f.roleType, index: f.personIndex, fileType: f.fileType });
    }
  }
  const remove: string[] = files.filter((f) => !target.has(f.fileId)).map((f) => f.fileId);
  const rank = (m: Move) => [claimed.has(m.fileId) ? 1 : 0, byId.get(m.fileId)?.createdAt.getTime() ?? 0] as const;
  const preferred = [...target.values()].sort((a, b) => {
    const [ca, ta] = rank(a);
    const [cb, tb] = rank(b);
    return cb - ca || tb - ta;
  });
  const slot = new Set<string>();
  for (const m of preferred) {
    const key = `${m.roleType}:${m.index}:${m.fileType}`;
    if (slot.has(key)) remove.push(m.fileId);
    else slot.add(key);
  }
  const moves = preferred.filter((m) => {
    if (remove.includes(m.fileId)) return false;
    const f = byId.get(m.fileId);
    return !!f && (f.roleType !== m.roleType || f.personIndex !== m.index || f.fileType !== m.fileType);
  });
  return { moves, remove };
}

async function removeStored(storage: Storage, keys: readonly string[]) {
  for (const key of keys) await storage.delete(key).catch(() => undefined);
}

/* ------------------------------------------------------------------ upload */

/**
 * Stores one KYC file for a person of the application (checked by content: PDF, JPEG or PNG; at most 10 MB).
 * A new file for the same person and type replaces the old one.
 */
export async function uploadSessionFile(
  db: Db,
  storage: Storage,
  id: string,
  input: UploadFileFields & { filename: string; buffer: Buffer },
): Promise<{ file: UploadedFile; url: string; expiresAt: Date }> {
  const row = await getSessionRow(db, id);
  assertOpen(row);
  if (input.roleType === 'director' && input.index >= MAX_DIRECTORS) {
    throw new AppError('VALIDATION_FAILED', MSG.indexOutOfRange, { fields: { index: [MSG.indexOutOfRange] } });
  }
  const checked = await checkUpload(input.buffer, { allowed: [...INCORPORATION_UPLOAD_KINDS], filename: input.filename });
  const key = newStorageKey('kyc', checked.extension);
  const name = safeFileName(input.filename, checked.extension);
  await storage.put(key, input.buffer, checked.mimeType);
  const replacedKeys: string[] = [];
  let stored: typeof storedFiles.$inferSelect;
  try {
    stored = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ isCompleted: incorporationSessions.isCompleted })
        .from(incorporationSessions)
        .where(eq(incorporationSessions.id, id))
        .for('update');
      if (!locked) throw new AppError('NOT_FOUND', MSG.sessionNotFound);
      if (locked.isCompleted) throw new AppError('SESSION_COMPLETED', MSG.sessionCompleted);
      const previous = await tx
        .select({ fileId: incorporationFiles.fileId, storageKey: storedFiles.storageKey })
        .from(incorporationFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, incorporationFiles.fileId))
        .where(
          and(
            eq(incorporationFiles.sessionId, id),
            eq(incorporationFiles.roleType, input.roleType),
            eq(incorporationFiles.personIndex, input.index),
            eq(incorporationFiles.fileType, input.fileType),
          ),
        );
      if (previous.length) {
        replacedKeys.push(...previous.map((p) => p.storageKey));
        await tx.delete(storedFiles).where(inArray(storedFiles.id, previous.map((p) => p.fileId)));
      }
      const [file] = await tx
        .insert(storedFiles)
        .values({
          storageKey: key,
          originalName: name,
          mimeType: checked.mimeType,
          sizeBytes: input.buffer.length,
          sha256: sha256(input.buffer),
          ownerId: null,
          purpose: 'kyc',
        })
        .returning();
      if (!file) throw new Error('file not recorded');
      await tx.insert(incorporationFiles).values({
        fileId: file.id,
        sessionId: id,
        roleType: input.roleType,
        personIndex: input.index,
        fileType: input.fileType,
        createdAt: file.createdAt,
      });
      await tx.update(incorporationSessions).set({ updatedAt: new Date() }).where(eq(incorporationSessions.id, id));
      return file;
    });
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
  await removeStored(storage, replacedKeys);
  const expiresAt = new Date(Date.now() + SIGNED_URL_TTL_SECONDS * 1000);
  const url = await storage.signedUrl(key, { downloadName: name });
  return {
    url,
    expiresAt,
    file: {
      fileId: stored.id,
      roleType: input.roleType,
      index: input.index,
      fileType: input.fileType,
      name,
      mimeType: stored.mimeType,
      sizeBytes: stored.sizeBytes,
      url,
      uploadedAt: stored.createdAt.toISOString(),
    },
  };
}

/** The uploaded name without paths or odd characters, with the extension its content has. */
export function safeFileName(filename: string, extension: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w .()-]/g, '_')
    .trim()
    .slice(0, 100);
  return `${base || 'document'}.${extension}`;
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
 * Singapore's resident director), the name still free, the services valid. Answers the priced order.
 * `serviceIds` (the cart's ids, when sent with the order) replace the selection first.
 */
export async function prepareIncorporationOrder(
  db: Db,
  id: string,
  serviceIds?: readonly number[],
): Promise<{ row: SessionRow; summary: OrderSummary }> {
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
  await assertComplete(db, row);
  const { summary, problems } = await quoteSession(db, row);
  if (problems.length) {
    const fields = readinessFields(problems.map((p) => ({ ...p, path: `body.${p.path}` })));
    throw new AppError('VALIDATION_FAILED', problems[0]?.message ?? MSG.incomplete, { fields });
  }
  return { row, summary };
}

/** The whole application is complete and its name still free (400 with every field at fault, or 409). */
export async function assertComplete(db: Db, row: SessionRow): Promise<void> {
  const files = await sessionFiles(db, row.id);
  const issues = checkIncorporationReady({
    fullName: row.fullName,
    contactEmail: row.contactEmail,
    contactNumber: row.contactNumber,
    companyName: row.companyName,
    companyDetails: row.companyDetails ?? null,
    directorData: row.directorData.map((d, i) => ({ ...d, files: filesOf(files, 'director', i) })),
    shareholderData: row.shareholderData.map((s, i) => ({ ...s, files: filesOf(files, 'shareholder', i) })),
    useNomineeDirector: row.useNomineeDirector,
  });
  if (issues.length) {
    throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? MSG.incomplete, { fields: readinessFields(issues) });
  }
  if (row.companyName) await assertNameAvailable(db, row.companyName, row.id, 'companyName');
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

/* ------------------------------------------------------------------ admin (staging) */

export async function listStaging(
  db: Db,
  query: ListStagingQuery,
): Promise<{ stagingCompanies: StagingSummary[]; nextCursor: string | null; hasMore: boolean }> {
  const cursor = decodeCursor(query.cursor);
  const s = incorporationSessions;
  const pattern = query.q ? containsPattern(query.q) : null;
  const rows = await db
    .select({
      row: s,
      id: s.id,
      cursorTs: cursorTs(s.createdAt),
      fileCount: sql<number>`(select count(*)::int from ${incorporationFiles} f where f.session_id = ${s.id})`,
    })
    .from(s)
    .where(
      and(
        query.status ? eq(s.status, query.status) : undefined,
        pattern
          ? sql`(lower(${s.fullName}) like ${pattern} or lower(${s.contactEmail}) like ${pattern} or lower(${s.contactNumber}) like ${pattern} or lower(coalesce(${s.companyName}, '')) like ${pattern})`
          : undefined,
        afterCursor(s.createdAt, s.id, cursor),
      ),
    )
    .orderBy(desc(s.createdAt), desc(s.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return {
    stagingCompanies: page.map(({ row, fileCount }) => ({
      id: row.id,
      fullName: row.fullName,
      contactEmail: row.contactEmail,
      contactNumber: row.contactNumber,
      countryCode: row.countryCode,
      companyName: row.companyName,
      jurisdiction: (row.companyDetails?.jurisdiction ?? null) as Jurisdiction | null,
      currentStep: row.currentStep,
      status: row.status,
      isEmailVerified: row.isEmailVerified,
      isPaid: row.isPaid,
      companyId: row.companyId,
      fileCount: Number(fileCount),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    nextCursor,
    hasMore: nextCursor !== null,
  };
}

/**
 * Deletes a staging session. Its files go too, unless the application was completed (then the company's
 * directors and shareholders hold them).
 */
export async function deleteStaging(
  db: Db,
  storage: Storage,
  id: string,
  actor: Actor,
  meta: RequestMeta = {},
): Promise<{ id: string }> {
  const keys: string[] = [];
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(incorporationSessions).where(eq(incorporationSessions.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', MSG.sessionNotFound);
    const files = await sessionFiles(tx, id);
    await tx.delete(incorporationSessions).where(eq(incorporationSessions.id, id));
    if (!row.isCompleted && files.length) {
      keys.push(...files.map((f) => f.storageKey));
      await tx.delete(storedFiles).where(inArray(storedFiles.id, files.map((f) => f.fileId)));
    }
    await writeAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'incorporation.staging.deleted',
      targetType: 'incorporation_session',
      targetId: id,
      ip: meta.ip ?? null,
      meta: { contactEmail: row.contactEmail, companyName: row.companyName, status: row.status, files: files.length },
    });
  });
  await removeStored(storage, keys);
  return { id };
}

/** Entries of a session with the files each carries, for creating the company. */
export async function sessionPeople(
  db: Db,
  row: SessionRow,
): Promise<{
  directors: Array<DirectorDraft & { files: PersonFiles }>;
  shareholders: Array<ShareholderDraft & { files: PersonFiles }>;
  fileIds: string[];
}> {
  const files = await sessionFiles(db, row.id);
  return {
    directors: row.directorData.map((d, i) => ({ ...d, files: filesOf(files, 'director', i) })),
    shareholders: row.shareholderData.map((s, i) => ({ ...s, files: filesOf(files, 'shareholder', i) })),
    fileIds: files.map((f) => f.fileId),
  };
}

