import { eq } from 'drizzle-orm';
import { NO_TAX, computeOrderTotals, orderLineFromService, type OrderSummary } from '@quayside/contract/cart';
import {
  DEDUCTIONS,
  FILING_TYPES,
  GENDERS,
  INCOME_SOURCES,
  NRI_FIRST_STEP,
  NRI_LAST_STEP,
  addressDraftSchema,
  declarationDraftSchema,
  identityDraftSchema,
  stayDurationDraftSchema,
  checkNriSessionReady,
  nriAssessmentYear,
  nriQuoteRules,
  nriReturnType,
  residencyOf,
  type AddressDraft,
  type DeclarationDraft,
  type IdentityDraft,
  type NriCheckoutSnapshot,
  type NriQuote,
  type NriSession,
  type StartNriBody,
  type StayDurationDraft,
  type UpdateNriParsed,
} from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { nriTaxSessions } from '../../db/schema/nri';
import { AppError } from '../../lib/errors';
import { maskEmail } from '../../lib/mask';
import { writeAudit } from '../audit/audit.service';
import { issueOtp, verifyOtp, type Actor } from '../auth/auth.service';
import type { Mailer } from '../outbox/outbox.service';
import { getServicesByIds } from '../services/services.service';

/**
 * The NRI tax onboarding (part 2 sections 3, 4, 7): start, save step by step, verify the e-mail (the one OTP
 * service of sign-in and incorporation), submit (complete: the answers freeze), quote and checkout snapshot.
 *
 * The session id is a bearer secret: a random v4 uuid, handed only to the visitor who started the session and
 * mailed to its contact address as the resume link. Anyone holding it may read and change the session while it is
 * open, as with the incorporation. Once paid, the public reads answer its state only (flags and step), so the id
 * in a mail, the browser history or the confirmation page's address no longer opens PAN, Aadhaar or passport.
 */

const MSG = nriOnboardingMessages.errors;
export type NriSessionRow = typeof nriTaxSessions.$inferSelect;
export type RequestMeta = { ip?: string | null };

const OTP_PURPOSE = 'nri_onboarding';

export const nriResumeLink = (publicUrl: string, id: string) =>
  `${publicUrl}/nri-tax?session=${encodeURIComponent(id)}`;

/* ------------------------------------------------------------------ reading */

export async function getNriSessionRow(db: Db, id: string): Promise<NriSessionRow> {
  const [row] = await db.select().from(nriTaxSessions).where(eq(nriTaxSessions.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG.sessionNotFound);
  return row;
}

/**
 * The stored answers read through the contract's draft schemas: a value that no longer fits (written by hand, an
 * older form, a seed) is left out rather than answered, so that no read of a session can fail on its data.
 */
function fits<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
  fallback: T,
): T {
  const r = schema.safeParse(value);
  return r.success ? r.data : fallback;
}
const oneOf = <T extends string>(values: readonly T[], v: unknown): T | null =>
  (values as readonly unknown[]).includes(v) ? (v as T) : null;
const stayOf = (row: NriSessionRow): StayDurationDraft =>
  fits(stayDurationDraftSchema, row.stayDurationData, {});
const filingTypeOf = (row: NriSessionRow) =>
  (FILING_TYPES as readonly string[]).includes(row.filingType)
    ? (row.filingType as NriSession['filingType'])
    : 'original';

/**
 * The session as the API answers it, with the residency computed from the stay (status and reasons). A paid
 * session answers its state only unless `staff` (the admin's staging calls).
 */
export function toNriSession(row: NriSessionRow, opts: { staff?: boolean } = {}): NriSession {
  const hidden = row.isPaid && !opts.staff;
  const residency = hidden ? null : residencyOf(stayOf(row));
  return {
    id: row.id,
    step: Math.min(Math.max(row.step, NRI_FIRST_STEP), NRI_LAST_STEP),
    fullName: hidden ? '' : row.fullName,
    contactEmail: hidden ? '' : row.contactEmail,
    contactNumber: hidden ? null : row.contactNumber,
    countryCode: hidden ? null : row.countryCode,
    residencyStatus: hidden ? null : (residency?.status ?? null),
    residencyReasons: residency?.reasons ?? [],
    residencyLabel: residency?.label ?? null,
    addressData: hidden ? {} : fits<AddressDraft>(addressDraftSchema, row.addressData, {}),
    identityData: hidden ? {} : fits<IdentityDraft>(identityDraftSchema, row.identityData, {}),
    dob: hidden ? null : row.dob,
    gender: hidden ? null : oneOf(GENDERS, row.gender),
    stayDurationData: hidden ? {} : stayOf(row),
    jurisdictionOfResidence: hidden ? null : row.jurisdictionOfResidence,
    taxpayerIdentificationNumber: hidden ? null : row.taxpayerIdentificationNumber,
    incomeSources: hidden ? [] : row.incomeSources.flatMap((v) => oneOf(INCOME_SOURCES, v) ?? []),
    deductions: hidden ? [] : row.deductions.flatMap((v) => oneOf(DEDUCTIONS, v) ?? []),
    filingType: filingTypeOf(row),
    declarationData: hidden ? {} : fits<DeclarationDraft>(declarationDraftSchema, row.declarationData, {}),
    isCompleted: row.isCompleted,
    isPaid: row.isPaid,
    isEmailVerified: row.isEmailVerified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/* ------------------------------------------------------------------ start */

async function mailResumeLink(db: Db, mailer: Mailer, row: NriSessionRow, publicUrl: string): Promise<void> {
  await mailer.send(db, {
    to: row.contactEmail,
    subject: 'Your Quayside NRI tax filing application',
    text: [
      `Hello ${row.fullName},`,
      '',
      'Thank you for starting your Indian income tax filing with Quayside.',
      'You can come back to your application at any time, on any device, with this link:',
      '',
      nriResumeLink(publicUrl, row.id),
      '',
      'Keep this link to yourself: anyone who has it can see and change your application until it is paid.',
      '',
      'Quayside',
    ].join('\n'),
  });
}

export async function startNriSession(
  db: Db,
  mailer: Mailer,
  input: StartNriBody & { publicUrl: string },
): Promise<NriSessionRow> {
  const [row] = await db
    .insert(nriTaxSessions)
    .values({
      fullName: input.fullName,
      contactEmail: input.contactEmail,
      contactNumber: input.contactNumber,
      countryCode: input.countryCode ?? null,
      step: 1,
    })
    .returning();
  if (!row) throw new Error('NRI session not created');
  await mailResumeLink(db, mailer, row, input.publicUrl);
  return row;
}

/** "Continue later": the resume link again, to the session's own address only. */
export async function sendNriResumeLink(
  db: Db,
  mailer: Mailer,
  id: string,
  publicUrl: string,
): Promise<{ sentTo: string }> {
  const row = await getNriSessionRow(db, id);
  if (row.isPaid) throw new AppError('ALREADY_PAID', MSG.alreadyPaid);
  await mailResumeLink(db, mailer, row, publicUrl);
  return { sentTo: maskEmail(row.contactEmail) };
}

/* ------------------------------------------------------------------ update */

/** 409 APPLICATION_HELD while a payment order holds the session (nri.service holdNriForOrder). */
export function assertNriNotHeld(row: Pick<NriSessionRow, 'heldUntil'>, now: Date = new Date()): void {
  if (row.heldUntil && row.heldUntil.getTime() > now.getTime()) throw new AppError('APPLICATION_HELD', MSG.heldForPayment);
}

/**
 * Applies an update (the visitor's PUT /update/{sessionId} or the admin's PUT /admin/staging/{id}). Each field
 * given replaces the stored one; a new contact e-mail must be verified again. A submitted session is frozen for
 * the visitor (its snapshot is what gets paid); the admin may still correct an unpaid one (audited).
 */
export async function updateNriSession(
  db: Db,
  id: string,
  body: UpdateNriParsed,
  opts: { actor?: Actor; meta?: RequestMeta } = {},
): Promise<NriSessionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(nriTaxSessions).where(eq(nriTaxSessions.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', MSG.sessionNotFound);
    if (row.isPaid) throw new AppError('ALREADY_PAID', MSG.alreadyPaid);
    if (row.isCompleted && !opts.actor) throw new AppError('SESSION_COMPLETED', MSG.sessionCompleted);
    const now = new Date();
    assertNriNotHeld(row, now);
    const patch: Partial<typeof nriTaxSessions.$inferInsert> = { updatedAt: now };
    if (body.step !== undefined) patch.step = body.step;
    if (body.fullName !== undefined) patch.fullName = body.fullName;
    if (body.contactNumber !== undefined) patch.contactNumber = body.contactNumber;
    if (body.countryCode !== undefined) patch.countryCode = body.countryCode;
    if (body.contactEmail !== undefined && body.contactEmail !== row.contactEmail) {
      patch.contactEmail = body.contactEmail;
      patch.isEmailVerified = false;
      patch.emailVerifiedAt = null;
    }
    if (body.addressData !== undefined) patch.addressData = body.addressData;
    if (body.identityData !== undefined) patch.identityData = body.identityData;
    if (body.dob !== undefined) patch.dob = body.dob;
    if (body.gender !== undefined) patch.gender = body.gender;
    if (body.stayDurationData !== undefined) {
      patch.stayDurationData = body.stayDurationData;
      // Stored for lists and filters; always the one computed from the stay.
      patch.residencyStatus = residencyOf(body.stayDurationData)?.status ?? null;
    }
    if (body.jurisdictionOfResidence !== undefined)
      patch.jurisdictionOfResidence = body.jurisdictionOfResidence;
    if (body.taxpayerIdentificationNumber !== undefined)
      patch.taxpayerIdentificationNumber = body.taxpayerIdentificationNumber || null;
    if (body.incomeSources !== undefined) patch.incomeSources = [...new Set(body.incomeSources)];
    if (body.deductions !== undefined) patch.deductions = [...new Set(body.deductions)];
    if (body.filingType !== undefined) patch.filingType = body.filingType;
    if (body.declarationData !== undefined) patch.declarationData = body.declarationData;
    const [next] = await tx.update(nriTaxSessions).set(patch).where(eq(nriTaxSessions.id, id)).returning();
    if (!next) throw new AppError('NOT_FOUND', MSG.sessionNotFound);
    if (opts.actor) {
      await writeAudit(tx, {
        actorId: opts.actor.id,
        actorRole: opts.actor.role,
        action: 'nri.staging.updated',
        targetType: 'nri_tax_session',
        targetId: id,
        ip: opts.meta?.ip ?? null,
        meta: { fields: Object.keys(body) },
      });
    }
    return next;
  });
}

/* ------------------------------------------------------------------ OTP */

export async function sendNriOtp(
  db: Db,
  mailer: Mailer,
  id: string,
): Promise<{ sentTo: string; expiresAt: Date }> {
  const row = await getNriSessionRow(db, id);
  if (row.isPaid) throw new AppError('ALREADY_PAID', MSG.alreadyPaid);
  if (row.isEmailVerified) throw new AppError('CONFLICT', MSG.alreadyVerified);
  const { expiresAt } = await issueOtp(db, mailer, {
    purpose: OTP_PURPOSE,
    subject: row.id,
    email: row.contactEmail,
    label: 'verify your e-mail address for your NRI tax filing',
  });
  return { sentTo: maskEmail(row.contactEmail), expiresAt };
}

export async function verifyNriOtp(db: Db, id: string, otp: string): Promise<NriSessionRow> {
  const row = await getNriSessionRow(db, id);
  if (row.isPaid) throw new AppError('ALREADY_PAID', MSG.alreadyPaid);
  if (row.isEmailVerified) return row;
  const { email } = await verifyOtp(db, { purpose: OTP_PURPOSE, subject: row.id, code: otp });
  if (email !== row.contactEmail) throw new AppError('BAD_REQUEST', MSG.otherAddress);
  const now = new Date();
  const [next] = await db
    .update(nriTaxSessions)
    .set({ isEmailVerified: true, emailVerifiedAt: now, updatedAt: now })
    .where(eq(nriTaxSessions.id, id))
    .returning();
  if (!next) throw new AppError('NOT_FOUND', MSG.sessionNotFound);
  return next;
}

/* ------------------------------------------------------------------ complete */

/** Every field the return needs, valid (400 with each field at fault). */
export function assertNriSessionReady(row: NriSessionRow): void {
  const issues = checkNriSessionReady({
    fullName: row.fullName,
    contactEmail: row.contactEmail,
    contactNumber: row.contactNumber,
    identityData: row.identityData as IdentityDraft,
    dob: row.dob,
    gender: row.gender,
    stayDurationData: stayOf(row),
    addressData: row.addressData as AddressDraft,
    jurisdictionOfResidence: row.jurisdictionOfResidence,
    taxpayerIdentificationNumber: row.taxpayerIdentificationNumber,
    incomeSources: row.incomeSources,
    deductions: row.deductions,
    filingType: row.filingType,
    declarationData: row.declarationData as DeclarationDraft,
  });
  if (issues.length) {
    const fields: Record<string, string[]> = {};
    for (const i of issues) (fields[i.path || '_'] ??= []).push(i.message);
    throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? MSG.incomplete, { fields });
  }
}

/**
 * POST /complete/{id}: the e-mail verified and the whole session valid; the answers are then frozen (the
 * checkout snapshot is what gets paid). Completing again answers the session as it is.
 */
export async function completeNriSession(db: Db, id: string): Promise<NriSessionRow> {
  const row = await getNriSessionRow(db, id);
  if (row.isCompleted) return row;
  if (!row.isEmailVerified) throw new AppError('EMAIL_NOT_VERIFIED', MSG.emailNotVerified);
  assertNriSessionReady(row);
  const now = new Date();
  const [next] = await db
    .update(nriTaxSessions)
    .set({
      isCompleted: true,
      completedAt: now,
      step: 8,
      residencyStatus: residencyOf(stayOf(row))?.status ?? null,
      updatedAt: now,
    })
    .where(eq(nriTaxSessions.id, id))
    .returning();
  if (!next) throw new AppError('NOT_FOUND', MSG.sessionNotFound);
  return next;
}

/* ------------------------------------------------------------------ quote and snapshot */

/**
 * The quote from the answers: nriQuoteRules picks the services, priced from the catalogue (server prices only).
 * Services to non-residents are exports: no tax. 400 "Empty quote" when it has no lines.
 */
export async function quoteFromRow(db: Db, row: NriSessionRow, now: Date = new Date()): Promise<NriQuote> {
  const rules = nriQuoteRules({
    incomeSources: row.incomeSources,
    deductions: row.deductions,
    residencyStatus: residencyOf(stayOf(row))?.status ?? null,
    filingType: row.filingType,
  });
  const found = await getServicesByIds(
    db,
    rules.map((r) => r.serviceId),
  );
  const lines = rules.flatMap((r) => {
    const service = found.find((s) => s.id === r.serviceId);
    return service ? [{ ...orderLineFromService(service), reason: r.reason }] : [];
  });
  if (lines.length === 0) throw new AppError('BAD_REQUEST', MSG.emptyQuote);
  const currencies = new Set(lines.map((l) => l.currency));
  if (currencies.size > 1)
    throw new AppError('VALIDATION_FAILED', 'The services of this quote are priced in different currencies.');
  return {
    sessionId: row.id,
    lines,
    returnType: nriReturnType(row.incomeSources),
    assessmentYear: nriAssessmentYear(row.completedAt ?? now),
    currency: lines[0]?.currency ?? 'USD',
    taxRateBp: NO_TAX.rateBp,
    taxLabel: NO_TAX.label,
    ...computeOrderTotals(lines, NO_TAX.rateBp),
  };
}

/** GET /quote: the session's quote while it is open or submitted (a paid one is no longer quoted). */
export async function quoteNriSessionById(db: Db, id: string): Promise<NriQuote> {
  const row = await getNriSessionRow(db, id);
  if (row.isPaid) throw new AppError('ALREADY_PAID', MSG.alreadyPaid);
  return quoteFromRow(db, row);
}

/** The snapshot a payment charges: the submitted session's quote and the facts it was priced from. */
export async function snapshotFromRow(db: Db, row: NriSessionRow): Promise<NriCheckoutSnapshot> {
  if (!row.isCompleted || !row.completedAt) throw new AppError('INVALID_STATE', MSG.notCompleted);
  const quote = await quoteFromRow(db, row, row.completedAt);
  return {
    ...quote,
    fullName: row.fullName,
    contactEmail: row.contactEmail,
    residencyStatus: residencyOf(stayOf(row))?.status ?? null,
    incomeSources: row.incomeSources.flatMap((v) => oneOf(INCOME_SOURCES, v) ?? []),
    deductions: row.deductions.flatMap((v) => oneOf(DEDUCTIONS, v) ?? []),
    filingType: filingTypeOf(row),
    isPaid: row.isPaid,
    frozenAt: row.completedAt.toISOString(),
  };
}

export async function nriCheckoutSnapshot(db: Db, id: string): Promise<NriCheckoutSnapshot> {
  const row = await getNriSessionRow(db, id);
  if (row.isPaid) throw new AppError('ALREADY_PAID', MSG.alreadyPaid);
  return snapshotFromRow(db, row);
}

/** The order the payments module charges: exactly the snapshot's lines and totals. */
export async function orderSummaryFromSnapshot(db: Db, row: NriSessionRow): Promise<OrderSummary> {
  const snapshot = await snapshotFromRow(db, row);
  return {
    lines: snapshot.lines.map(({ reason: _reason, ...line }) => line),
    currency: snapshot.currency,
    subtotalMinor: snapshot.subtotalMinor,
    taxRateBp: snapshot.taxRateBp,
    taxLabel: snapshot.taxLabel,
    taxMinor: snapshot.taxMinor,
    totalMinor: snapshot.totalMinor,
  };
}
