import { eq } from 'drizzle-orm';
import { NO_TAX, computeOrderTotals, orderLineFromService, type OrderSummary } from '@quayside/contract/cart';
import type { Db } from '../../db/client';
import { nriTaxSessions } from '../../db/schema/nri';
import { getServicesByIds } from '../services/services.service';

/**
 * NRI tax sessions (part 2, the NRI line). For now only what paying for one needs: read a session, price it,
 * mark it paid. The onboarding itself (start, update, OTP, ...) comes with the NRI line's own issue.
 */
export type NriSessionRow = typeof nriTaxSessions.$inferSelect;

export const NRI_BASE_SERVICE_ID = 21;
export const NRI_CAPITAL_GAINS_SERVICE_ID = 22;

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
 * The NRI quote: return filing always; capital gains advisory when the income includes capital gains or a
 * property sale. Services to non-residents are exports: no tax.
 */
export async function quoteNriSession(db: Db, row: Pick<NriSessionRow, 'incomeSources'>): Promise<OrderSummary> {
  const ids = [NRI_BASE_SERVICE_ID];
  if (row.incomeSources.some((s) => /capital|property|shares|mutual/i.test(String(s)))) ids.push(NRI_CAPITAL_GAINS_SERVICE_ID);
  const found = await getServicesByIds(db, ids);
  const lines = found.map((s) => orderLineFromService(s));
  return { lines, currency: found[0]?.currency ?? 'USD', taxRateBp: NO_TAX.rateBp, taxLabel: NO_TAX.label, ...computeOrderTotals(lines, 0) };
}
