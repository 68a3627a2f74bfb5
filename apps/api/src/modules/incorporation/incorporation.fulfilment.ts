import { eq, inArray } from 'drizzle-orm';
import type { OrderLine } from '@quayside/contract/cart';
import type { Db } from '../../db/client';
import {
  companies,
  companyServices,
  directors,
  incorporationSessions,
  shareholders,
  storedFiles,
  users,
} from '../../db/schema/index';
import { normalizeCompanyName } from '../../lib/company-name';
import { syncComplianceCalendar } from '../companies/calendar.service';
import { assignedPreparerOf, recordCompanyActivity } from '../companies/companies.service';
import { sessionPeople, type SessionRow } from './incorporation.service';

export type FulfilmentResult = {
  session: SessionRow;
  companyId: string;
  userId: string;
  /** True when the client account was created now (they get a set-password link). */
  isNewUser: boolean;
  /** False when the session had already been completed (a late or repeated event). */
  created: boolean;
};

type PersonFiles = Record<string, { fileId: string; name: string }>;
const plainFiles = (files: Record<string, { fileId: string; name: string; url?: string } | undefined>): PersonFiles =>
  Object.fromEntries(
    Object.entries(files).flatMap(([k, v]) => (v ? [[k, { fileId: v.fileId, name: v.name }] as const] : [])),
  );

const text = (v: string | undefined | null) => (v && v.trim() ? v.trim() : null);

/**
 * What a received incorporation payment sets off, inside the caller's transaction: the session is completed; the
 * client account for the contact e-mail is created (requiredChangePassword, e-mail verified by the OTP) or the
 * existing one linked; the company is created with its directors, shareholders (with their KYC files) and the
 * services paid for. Runs once per session: the session row is locked and a completed session is left as it is.
 * Answers null when the session no longer exists (deleted by an admin while the payer was paying).
 */
export async function fulfilIncorporation(
  tx: Db,
  input: { sessionId: string; paymentId: string; lines: readonly OrderLine[]; paidAt: Date },
): Promise<FulfilmentResult | null> {
  const [row] = await tx
    .select()
    .from(incorporationSessions)
    .where(eq(incorporationSessions.id, input.sessionId))
    .for('update');
  if (!row) return null;
  if (row.isCompleted && row.companyId && row.userId) {
    return { session: row, companyId: row.companyId, userId: row.userId, isNewUser: false, created: false };
  }

  // The client account.
  const email = row.contactEmail.trim().toLowerCase();
  let [user] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  let isNewUser = false;
  if (!user) {
    [user] = await tx
      .insert(users)
      .values({
        email,
        fullName: row.fullName,
        role: 'client',
        phone: row.contactNumber,
        countryCode: row.countryCode,
        isVerified: true,
        requiredChangePassword: true,
        passwordHash: null,
      })
      .returning();
    isNewUser = true;
  }
  if (!user) throw new Error('client user not created');
  const preparerId = isNewUser ? null : await assignedPreparerOf(tx, user.id);

  // The company.
  const details = row.companyDetails ?? {};
  const jurisdiction = details.jurisdiction ?? 'SG';
  const name = row.companyName ?? `${row.fullName}'s company`;
  const [company] = await tx
    .insert(companies)
    .values({
      name,
      normalizedName: normalizeCompanyName(name),
      jurisdiction,
      companyType: details.companyType ?? 'private_limited',
      status: 'onboarding',
      incorporationStatus: 'pending',
      statusRemarks: 'Application and payment received; the firm is preparing the filing.',
      ownerId: user.id,
      preparerId,
      // India's financial year is fixed (April to March).
      financialYearEnd: jurisdiction === 'IN' ? '03-31' : text(details.financialYearEnd) ?? '12-31',
      registeredAddress: text(details.registeredAddress),
      businessActivity: text(details.businessActivity),
      contactEmail: email,
      contactNumber: row.contactNumber,
      details: {
        source: 'incorporation',
        incorporationSessionId: row.id,
        paymentId: input.paymentId,
        alternativeName: row.companyNameOptional,
        requestedRegistrationDate: row.registrationDate,
        activityCode: details.activityCode ?? null,
        shareCapital: details.shareCapital ?? null,
        useNomineeDirector: row.useNomineeDirector,
      },
    })
    .returning();
  if (!company) throw new Error('company not created');

  const people = await sessionPeople(tx, row);
  if (people.directors.length) {
    await tx.insert(directors).values(
      people.directors.map((d) => ({
        companyId: company.id,
        fullName: text(d.fullName) ?? 'Director',
        email: text(d.email)?.toLowerCase() ?? null,
        phone: text(d.phone),
        nationality: text(d.nationality),
        idType: d.idType ?? null,
        idNumber: text(d.idNumber),
        dateOfBirth: text(d.dateOfBirth),
        address: text(d.address),
        isNominee: false,
        files: plainFiles(d.files),
      })),
    );
  }
  // A shareholder who is also a director (same e-mail) shares the director's KYC files.
  const directorFiles = new Map(
    people.directors.filter((d) => text(d.email)).map((d) => [String(d.email).trim().toLowerCase(), plainFiles(d.files)]),
  );
  if (people.shareholders.length) {
    await tx.insert(shareholders).values(
      people.shareholders.map((s) => ({
        companyId: company.id,
        type: s.type ?? 'individual',
        fullName: text(s.fullName) ?? 'Shareholder',
        email: text(s.email)?.toLowerCase() ?? null,
        nationality: text(s.nationality),
        idNumber: text(s.idNumber),
        address: text(s.address),
        shares: s.shares ?? 0,
        shareClass: text(s.shareClass) ?? 'Ordinary',
        files: {
          ...(s.email ? (directorFiles.get(s.email.trim().toLowerCase()) ?? {}) : {}),
          ...plainFiles(s.files),
        },
      })),
    );
  }
  const paidServices = input.lines.filter((l): l is OrderLine & { serviceId: number } => l.serviceId !== null);
  if (paidServices.length) {
    const renews = new Date(input.paidAt);
    renews.setUTCFullYear(renews.getUTCFullYear() + 1);
    await tx
      .insert(companyServices)
      .values(
        paidServices.map((l) => ({
          companyId: company.id,
          serviceId: l.serviceId,
          priceMinor: l.unitPriceMinor,
          currency: l.currency,
          startedAt: input.paidAt,
          renewsAt: l.billing === 'yearly' ? renews : null,
        })),
      )
      .onConflictDoNothing();
  }
  // The KYC files now belong to the client.
  if (people.fileIds.length) {
    await tx.update(storedFiles).set({ ownerId: user.id }).where(inArray(storedFiles.id, people.fileIds));
  }

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
      updatedAt: input.paidAt,
    })
    .where(eq(incorporationSessions.id, row.id))
    .returning();
  if (!session) throw new Error('session not completed');

  await recordCompanyActivity(tx, {
    companyId: company.id,
    actorId: null,
    action: 'company.created',
    details: { source: 'incorporation', sessionId: row.id, paymentId: input.paymentId, name: company.name },
  });
  await syncComplianceCalendar(tx, company);
  return { session, companyId: company.id, userId: user.id, isNewUser, created: true };
}
