import { and, desc, eq, sql } from 'drizzle-orm';
import {
  NRI_FIRST_STEP,
  NRI_LAST_STEP,
  RESIDENCY_STATUSES,
  type ListNriStagingQuery,
  type NriStagingSummary,
} from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { nriTaxSessions } from '../../db/schema/nri';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import { containsPattern } from '../../lib/search';
import { writeAudit } from '../audit/audit.service';
import type { Actor } from '../auth/auth.service';
import { assertNriNotHeld, type RequestMeta } from './nri.onboarding';

/**
 * The admin's NRI staging area (part 2 section 7): every NRI tax session, newest first, filtered and keyset
 * paged, and deleting one (audited). Reading and editing one are the onboarding's own calls with the admin as actor.
 */
export async function listNriStaging(
  db: Db,
  query: ListNriStagingQuery,
): Promise<{ sessions: NriStagingSummary[]; nextCursor: string | null; hasMore: boolean }> {
  const cursor = decodeCursor(query.cursor);
  const s = nriTaxSessions;
  const pattern = query.q ? containsPattern(query.q) : null;
  const state =
    query.state === 'paid'
      ? eq(s.isPaid, true)
      : query.state === 'completed'
        ? and(eq(s.isCompleted, true), eq(s.isPaid, false))
        : query.state === 'in_progress'
          ? and(eq(s.isCompleted, false), eq(s.isPaid, false))
          : undefined;
  const rows = await db
    .select({ row: s, id: s.id, cursorTs: cursorTs(s.createdAt) })
    .from(s)
    .where(
      and(
        state,
        query.isEmailVerified === undefined ? undefined : eq(s.isEmailVerified, query.isEmailVerified),
        pattern
          ? sql`(lower(${s.fullName}) like ${pattern} or lower(${s.contactEmail}) like ${pattern} or lower(coalesce(${s.contactNumber}, '')) like ${pattern})`
          : undefined,
        afterCursor(s.createdAt, s.id, cursor),
      ),
    )
    .orderBy(desc(s.createdAt), desc(s.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return {
    sessions: page.map(({ row }) => ({
      id: row.id,
      fullName: row.fullName,
      contactEmail: row.contactEmail,
      contactNumber: row.contactNumber,
      residencyStatus: (RESIDENCY_STATUSES as readonly unknown[]).includes(row.residencyStatus)
        ? (row.residencyStatus as NriStagingSummary['residencyStatus'])
        : null,
      jurisdictionOfResidence: row.jurisdictionOfResidence,
      step: Math.max(NRI_FIRST_STEP, Math.min(row.step, NRI_LAST_STEP)),
      isEmailVerified: row.isEmailVerified,
      isCompleted: row.isCompleted,
      isPaid: row.isPaid,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    nextCursor,
    hasMore: nextCursor !== null,
  };
}

/**
 * Deletes a staging session. A paid one is kept: it is the record behind an invoice and the client's filing
 * (409); the admin deletes unpaid ones (abandoned or test sessions).
 */
export async function deleteNriStaging(
  db: Db,
  id: string,
  actor: Actor,
  meta: RequestMeta = {},
): Promise<{ id: string }> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(nriTaxSessions).where(eq(nriTaxSessions.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', nriOnboardingMessages.errors.sessionNotFound);
    if (row.isPaid) throw new AppError('ALREADY_PAID', nriOnboardingMessages.errors.alreadyPaid);
    // A payer may be at the checkout: the payment would find nothing to fulfil (a refund due).
    assertNriNotHeld(row);
    await tx.delete(nriTaxSessions).where(eq(nriTaxSessions.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'nri.staging.deleted',
      targetType: 'nri_tax_session',
      targetId: id,
      ip: meta.ip ?? null,
      meta: {
        contactEmail: row.contactEmail,
        step: row.step,
        isCompleted: row.isCompleted,
        isEmailVerified: row.isEmailVerified,
      },
    });
  });
  return { id };
}
