import { and, eq } from 'drizzle-orm';
import type { OrderSummary } from '@quayside/contract/cart';
import { NRI_SERVICE_IDS } from '@quayside/contract/nri-onboarding';
import type { Db } from '../../db/client';
import { nriTaxSessions } from '../../db/schema/nri';
import { ORDER_HOLD_MS } from '../incorporation/incorporation.service';
import { orderSummaryFromSnapshot, type NriSessionRow } from './nri.onboarding';

/**
 * NRI tax sessions (part 2, the NRI line): the onboarding (nri.onboarding: start, update, OTP, complete, quote,
 * checkout snapshot; nri.staging: the admin's list and delete) and what paying for one needs (read a session,
 * price it, mark it paid). The module's public file.
 */
export {
  getNriSessionRow,
  nriResumeLink,
  quoteFromRow,
  snapshotFromRow,
  toNriSession,
  type NriSessionRow,
} from './nri.onboarding';

export const NRI_BASE_SERVICE_ID = NRI_SERVICE_IDS.itrFiling;
export const NRI_CAPITAL_GAINS_SERVICE_ID = NRI_SERVICE_IDS.capitalGains;

export async function getNriSession(db: Db, id: string): Promise<NriSessionRow | null> {
  const [row] = await db.select().from(nriTaxSessions).where(eq(nriTaxSessions.id, id)).limit(1);
  return row ?? null;
}

/** Marks the session paid; null when it no longer exists. */
export async function markNriSessionPaid(db: Db, id: string, paidAt: Date): Promise<NriSessionRow | null> {
  const [row] = await db
    .update(nriTaxSessions)
    .set({ isPaid: true, paidAt, updatedAt: paidAt })
    .where(eq(nriTaxSessions.id, id))
    .returning();
  return row ?? null;
}

/**
 * What POST /api/payment/create-nri-order charges: exactly the checkout snapshot of the submitted session
 * (GET /api/staging-nri/checkout-snapshot), priced by the quote rules from the catalogue. A session not yet
 * submitted (POST /complete) answers 409; one whose answers give no lines, 400 "Empty quote".
 */
export async function quoteNriSession(db: Db, row: NriSessionRow): Promise<OrderSummary> {
  return orderSummaryFromSnapshot(db, row);
}

/* ------------------------------------------------------------------ the order's hold */

/**
 * A payment order holds the submitted session for as long as incorporation's orders hold theirs (ORDER_HOLD_MS):
 * the visitor cannot change a submitted session anyway, and the hold keeps the admin's corrections and deletion
 * off it while the payer is at the checkout, so the payment fulfils the answers it was priced from. A declined
 * payment lets go at once (payments.fulfil releaseFailedOrder); a later order replaces the hold.
 */
export async function holdNriForOrder(db: Db, sessionId: string, paymentId: string, now: Date = new Date()): Promise<void> {
  await db
    .update(nriTaxSessions)
    .set({ orderPaymentId: paymentId, heldUntil: new Date(now.getTime() + ORDER_HOLD_MS) })
    .where(eq(nriTaxSessions.id, sessionId));
}

/** Lets go of the hold of this payment's order (not a later order's). */
export async function releaseNriOrderHold(db: Db, sessionId: string, paymentId: string): Promise<void> {
  await db
    .update(nriTaxSessions)
    .set({ orderPaymentId: null, heldUntil: null })
    .where(and(eq(nriTaxSessions.id, sessionId), eq(nriTaxSessions.orderPaymentId, paymentId)));
}
