import type { IncomingHttpHeaders } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { paymentMessages } from '@quayside/contract/messages';
import type { WebhookResponse } from '@quayside/contract/payments';
import { formatMoney } from '@quayside/contract/services';
import type { Db } from '../../db/client';
import { paymentEvents, payments } from '../../db/schema/payments';
import { withoutNulCharacters } from '../../lib/input-guard';
import { AppError } from '../../lib/errors';
import { writeAudit } from '../audit/audit.service';
import { createNotification } from '../notifications/notifications.service';
import type { AfterCommit } from './payments.fulfil-context';
import { fulfilPayment, releaseFailedOrder } from './payments.fulfil';
import { refundNotice } from './payments.mails';
import type { PaymentContext, PaymentRow } from './payments.service';
import type { WebhookEvent } from './providers/types';

const E = paymentMessages.errors;

/**
 * POST /webhook. The signature is checked over the raw body first (400, nothing recorded, when it fails). Then,
 * in one transaction: the event is recorded once per provider event id (a repeat answers duplicate and changes
 * nothing), the payment is found and locked, and the event applied: paid (amount and currency must match the
 * order; then what the payment sets off runs in the same transaction), failed, refunded. Mails go after commit.
 */
export async function handleWebhook(
  ctx: PaymentContext,
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
): Promise<WebhookResponse> {
  const provider = ctx.providers.forWebhook(headers);
  if (!provider) throw new AppError('INVALID_SIGNATURE', E.unknownProvider);
  // Signed by the provider but holding what customers typed there: NUL characters (which PostgreSQL cannot
  // store) are dropped rather than failing the delivery, so the payment still settles.
  const event = withoutNulCharacters(provider.verifyWebhook(rawBody, headers));
  const after: AfterCommit[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ provider: event.provider, eventId: event.eventId, type: event.type, payload: event.payload, outcome: 'processing' })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return { duplicate: true, outcome: 'duplicate' };
    const payment = await findPaymentForEvent(tx, event);
    const outcome = payment ? await applyEvent(ctx, tx, payment, event, after) : 'unknown_order';
    await tx
      .update(paymentEvents)
      .set({ outcome, paymentId: payment?.id ?? null })
      .where(eq(paymentEvents.id, recorded.id));
    return { duplicate: false, outcome };
  });
  for (const run of after) {
    await run().catch((err: unknown) => ctx.log?.error({ err }, 'after-payment step failed'));
  }
  return { received: true, ...result };
}

async function findPaymentForEvent(tx: Db, event: WebhookEvent): Promise<PaymentRow | null> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const where =
    event.paymentRef && uuid.test(event.paymentRef)
      ? and(eq(payments.id, event.paymentRef), eq(payments.provider, event.provider))
      : event.providerOrderId
        ? and(eq(payments.provider, event.provider), eq(payments.providerOrderId, event.providerOrderId))
        : event.providerPaymentId
          ? and(eq(payments.provider, event.provider), eq(payments.providerPaymentId, event.providerPaymentId))
          : undefined;
  if (!where) return null;
  const [row] = await tx.select().from(payments).where(where).limit(1).for('update');
  // An order id that disagrees with the reference is not ours to act on.
  if (row && event.providerOrderId && row.providerOrderId && row.providerOrderId !== event.providerOrderId) return null;
  return row ?? null;
}

async function applyEvent(
  ctx: PaymentContext,
  tx: Db,
  payment: PaymentRow,
  event: WebhookEvent,
  after: AfterCommit[],
): Promise<string> {
  const now = new Date();
  switch (event.kind) {
    case 'paid': {
      if (payment.status === 'paid' || payment.status === 'refunded') return 'ignored';
      if (event.amountMinor !== payment.amountMinor || (event.currency ?? '').toUpperCase() !== payment.currency) {
        await writeAudit(tx, {
          action: 'payment.amount_mismatch',
          targetType: 'payment',
          targetId: payment.id,
          meta: {
            provider: event.provider,
            eventId: event.eventId,
            expected: { amountMinor: payment.amountMinor, currency: payment.currency },
            received: { amountMinor: event.amountMinor, currency: event.currency },
          },
        });
        return 'rejected';
      }
      const [paid] = await tx
        .update(payments)
        .set({
          status: 'paid',
          paidAt: now,
          failureReason: null,
          providerPaymentId: event.providerPaymentId ?? payment.providerPaymentId,
          updatedAt: now,
        })
        .where(eq(payments.id, payment.id))
        .returning();
      if (!paid) throw new Error('payment not updated');
      await writeAudit(tx, {
        action: 'payment.paid',
        targetType: 'payment',
        targetId: payment.id,
        meta: { provider: event.provider, eventId: event.eventId, purpose: payment.purpose, amountMinor: payment.amountMinor, currency: payment.currency },
      });
      await fulfilPayment(ctx, tx, paid, now, after);
      return 'paid';
    }
    case 'failed': {
      if (payment.status !== 'created' && payment.status !== 'failed') return 'ignored';
      await tx
        .update(payments)
        .set({
          status: 'failed',
          failureReason: event.failureReason ?? 'The payment failed',
          providerPaymentId: event.providerPaymentId ?? payment.providerPaymentId,
          updatedAt: now,
        })
        .where(eq(payments.id, payment.id));
      await releaseFailedOrder(tx, payment);
      return 'failed';
    }
    case 'refunded': {
      if (payment.status !== 'paid') return 'ignored';
      // A partial refund leaves the payment paid; the provider's dashboard has the detail.
      if (event.amountMinor !== null && event.amountMinor < payment.amountMinor) return 'partial_refund';
      await tx.update(payments).set({ status: 'refunded', refundedAt: now, updatedAt: now }).where(eq(payments.id, payment.id));
      await writeAudit(tx, { action: 'payment.refunded', targetType: 'payment', targetId: payment.id, meta: { eventId: event.eventId } });
      if (payment.userId) {
        await createNotification(tx, {
          userId: payment.userId,
          ...refundNotice({ amount: formatMoney(payment.amountMinor, payment.currency) }),
          type: 'payment',
        });
      }
      return 'refunded';
    }
    default:
      return 'ignored';
  }
}
