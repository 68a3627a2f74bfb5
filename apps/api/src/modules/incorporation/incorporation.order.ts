import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  INCORPORATION_FILE_TYPES,
  INCORPORATION_ROLE_TYPES,
  companyDetailsDraftSchema,
  directorDraftSchema,
  shareholderDraftSchema,
} from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { incorporationSessions } from '../../db/schema/incorporation';
import { AppError } from '../../lib/errors';
import { findUserIdByEmail, getUserRef, provesAddressAtOrder, type Actor } from '../auth/auth.service';
import type { FileRow } from './incorporation.files';

/**
 * What an order fixes about an application. Creating the payment order freezes the application as it was checked
 * and priced (the snapshot, kept on the payment) and holds the live application against changes for a while; the
 * payment, whenever it arrives, fulfils its own snapshot and never the application as it is by then.
 */

const MSG = incorporationMessages.errors;

/** How long an order holds the application against changes (a declined payment lets go at once). */
export const ORDER_HOLD_MS = 30 * 60_000;

const snapshotSchema = z.object({
  version: z.literal(1),
  orderedAt: z.iso.datetime(),
  /** The signed-in client, with the contact address as their login, who placed the order; null for a visitor. */
  orderedBy: z.uuid().nullable(),
  /** When the contact address was verified by a code sent to it. */
  emailVerifiedAt: z.iso.datetime().nullable(),
  fullName: z.string(),
  contactEmail: z.string(),
  contactNumber: z.string(),
  countryCode: z.string().nullable(),
  companyName: z.string().nullable(),
  companyNameOptional: z.string().nullable(),
  registrationDate: z.string().nullable(),
  directorData: z.array(directorDraftSchema),
  shareholderData: z.array(shareholderDraftSchema),
  companyDetails: companyDetailsDraftSchema.nullable(),
  useNomineeDirector: z.boolean(),
  servicesSelected: z.array(z.number().int()),
  files: z.array(
    z.object({
      fileId: z.uuid(),
      roleType: z.enum(INCORPORATION_ROLE_TYPES),
      personIndex: z.number().int(),
      fileType: z.enum(INCORPORATION_FILE_TYPES),
      name: z.string(),
    }),
  ),
});
export type OrderSnapshot = z.infer<typeof snapshotSchema>;

type SessionRow = typeof incorporationSessions.$inferSelect;

export function takeSnapshot(
  row: SessionRow,
  files: readonly FileRow[],
  at: { orderedAt: Date; orderedBy: string | null },
): OrderSnapshot {
  return {
    version: 1,
    orderedAt: at.orderedAt.toISOString(),
    orderedBy: at.orderedBy,
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    fullName: row.fullName,
    contactEmail: row.contactEmail.trim().toLowerCase(),
    contactNumber: row.contactNumber,
    countryCode: row.countryCode,
    companyName: row.companyName,
    companyNameOptional: row.companyNameOptional,
    registrationDate: row.registrationDate,
    directorData: row.directorData,
    shareholderData: row.shareholderData,
    companyDetails: row.companyDetails ?? null,
    useNomineeDirector: row.useNomineeDirector,
    servicesSelected: row.servicesSelected,
    files: files.map((f) => ({
      fileId: f.fileId,
      roleType: f.roleType,
      personIndex: f.personIndex,
      fileType: f.fileType as OrderSnapshot['files'][number]['fileType'],
      name: f.name,
    })),
  };
}

/** The snapshot a payment carries, or null when it carries none we can read. */
export function readSnapshot(value: unknown): OrderSnapshot | null {
  const parsed = snapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The client who places an order signed in, when their login is the application's contact address. */
export function orderingOwner(actor: Actor | null, contactEmail: string): string | null {
  if (!actor || actor.role !== 'client') return null;
  return actor.email.trim().toLowerCase() === contactEmail.trim().toLowerCase() ? actor.id : null;
}

export type AccountDecision =
  | { kind: 'new' }
  | { kind: 'existing'; userId: string }
  /** The address has an account the payer has not shown to be theirs (verify again, or sign in). */
  | { kind: 'unproven' }
  /** The address has an account that cannot hold a company (staff, or deleted or blocked). */
  | { kind: 'not_client' };

/**
 * Which account a paid application goes to. The onboarding proves the payer reads the contact mailbox with a code
 * sent to that exact address; an account's login is its address, and whoever reads that mailbox can reset the
 * account's password, so a code read from it proves as much as the password would. That proof is taken only while
 * it is fresh (the auth module's ACCOUNT_LINK_FRESH_MS before the order): an old verification shows that the owner once read the
 * mailbox, not that the person ordering now is them (a resume link forwarded or leaked). The account's owner
 * signed in while ordering proves it too. Otherwise the company never joins an existing account: the order is
 * refused (verify again) and a payment that arrives anyway is a refund due. Without an account, one is opened for
 * the verified address.
 */
export async function accountForOrder(
  db: Db,
  input: { contactEmail: string; emailVerifiedAt: Date | null; orderedBy: string | null; orderedAt: Date },
): Promise<AccountDecision> {
  const userId = await findUserIdByEmail(db, input.contactEmail);
  if (!userId) return { kind: 'new' };
  const user = await getUserRef(db, userId);
  if (!user || user.isDeleted || user.isBlocked || user.role !== 'client') return { kind: 'not_client' };
  if (input.orderedBy === userId) return { kind: 'existing', userId };
  if (provesAddressAtOrder(input.emailVerifiedAt, input.orderedAt)) return { kind: 'existing', userId };
  return { kind: 'unproven' };
}

/* ------------------------------------------------------------------ the hold */

/** Refuses a change to an application that is completed (409) or held for its payment order (409). */
export function assertChangeable(row: Pick<SessionRow, 'isCompleted' | 'heldUntil'>, now: Date = new Date()): void {
  if (row.isCompleted) throw new AppError('SESSION_COMPLETED', MSG.sessionCompleted);
  if (row.heldUntil && row.heldUntil.getTime() > now.getTime()) throw new AppError('APPLICATION_HELD', MSG.heldForPayment);
}

/** Holds the application for the order just made (replacing an earlier order's hold). */
export async function holdForOrder(db: Db, sessionId: string, paymentId: string, now: Date = new Date()): Promise<void> {
  await db
    .update(incorporationSessions)
    .set({ orderPaymentId: paymentId, heldUntil: new Date(now.getTime() + ORDER_HOLD_MS) })
    .where(eq(incorporationSessions.id, sessionId));
}

/** Lets go of the hold when the order holding it failed (or could not be fulfilled); a later order's hold stays. */
export async function releaseOrderHold(db: Db, sessionId: string, paymentId: string): Promise<void> {
  await db
    .update(incorporationSessions)
    .set({ orderPaymentId: null, heldUntil: null })
    .where(and(eq(incorporationSessions.id, sessionId), eq(incorporationSessions.orderPaymentId, paymentId)));
}
