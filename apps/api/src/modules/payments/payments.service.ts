import type { IncomingHttpHeaders } from 'node:http';
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  NO_TAX,
  computeOrderTotals,
  orderLineFromService,
  type OrderLine,
  type OrderSummary,
} from '@quayside/contract/cart';
import { paymentMessages, invoiceMessages } from '@quayside/contract/messages';
import {
  paymentReturnPath,
  type Checkout,
  type CreateIncorporationOrderBody,
  type ListPaymentsQuery,
  type ListPaymentsResponse,
  type Payment,
  type PaymentProviderName,
  type PaymentPurpose,
  type PaymentStatus,
  type WebhookResponse,
} from '@quayside/contract/payments';
import { formatMoney } from '@quayside/contract/services';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { invoices, nriTaxSessions, paymentEvents, payments, users } from '../../db/schema/index';
import { writeAudit } from '../../lib/audit';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import { withoutNulCharacters } from '../../lib/input-guard';
import type { Mailer } from '../../lib/mail';
import type { Actor } from '../../plugins/auth';
import { issuePasswordLink } from '../auth/auth.service';
import { containsPattern } from '../companies/companies.service';
import { fulfilIncorporation } from '../incorporation/incorporation.fulfilment';
import { prepareIncorporationOrder } from '../incorporation/incorporation.service';
import { getInvoiceForActor, issueInvoice, markInvoicePaid } from '../invoices/invoices.service';
import { createNotification } from '../notifications/notifications.service';
import { getServicesByIds } from '../services/services.service';
import type { Providers } from './providers/index';
import type { WebhookEvent } from './providers/types';

export type PaymentRow = typeof payments.$inferSelect;

/** What the payment functions need: the database, config, mailer and the providers. */
export type PaymentContext = {
  db: Db;
  config: Config;
  mailer: Mailer;
  providers: Providers;
  log?: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
};

const E = paymentMessages.errors;

/* ------------------------------------------------------------------ mapping */

export function toPayment(row: PaymentRow, invoiceNumber: string | null = null): Payment {
  return {
    id: row.id,
    provider: row.provider as PaymentProviderName,
    purpose: row.purpose as PaymentPurpose,
    referenceId: row.referenceId,
    status: row.status as PaymentStatus,
    currency: row.currency,
    subtotalMinor: row.subtotalMinor,
    taxRateBp: row.taxRateBp,
    taxLabel: row.taxLabel,
    taxMinor: row.taxMinor,
    amountMinor: row.amountMinor,
    lines: row.lines as unknown as OrderLine[],
    providerOrderId: row.providerOrderId,
    providerPaymentId: row.providerPaymentId,
    invoiceId: row.invoiceId,
    invoiceNumber,
    companyId: row.companyId,
    email: row.email,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

async function paymentWithInvoice(db: Db, row: PaymentRow): Promise<Payment> {
  if (!row.invoiceId) return toPayment(row);
  const [inv] = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, row.invoiceId));
  return toPayment(row, inv?.number ?? null);
}

/* ------------------------------------------------------------------ creating orders */

type NewOrder = {
  purpose: PaymentPurpose;
  referenceId: string;
  summary: OrderSummary;
  email: string | null;
  payerName: string | null;
  userId: string | null;
  invoiceId?: string | null;
  description: string;
};

/**
 * Records the payment (status created) and creates the order with the active provider. If the provider fails,
 * the payment is marked failed with the reason and the caller gets 502.
 */
async function createOrder(ctx: PaymentContext, input: NewOrder): Promise<{ payment: Payment; checkout: Checkout }> {
  const provider = ctx.providers.active();
  const { summary } = input;
  if (summary.totalMinor <= 0 || summary.lines.length === 0) throw new AppError('VALIDATION_FAILED', E.nothingToPay);
  const [row] = await ctx.db
    .insert(payments)
    .values({
      provider: provider.name,
      purpose: input.purpose,
      referenceId: input.referenceId,
      userId: input.userId,
      invoiceId: input.invoiceId ?? null,
      amountMinor: summary.totalMinor,
      subtotalMinor: summary.subtotalMinor,
      taxRateBp: summary.taxRateBp,
      taxLabel: summary.taxLabel,
      taxMinor: summary.taxMinor,
      currency: summary.currency,
      email: input.email,
      lines: summary.lines as unknown as Array<Record<string, unknown>>,
    })
    .returning();
  if (!row) throw new Error('payment not recorded');
  const base = ctx.config.publicUrl;
  let order;
  try {
    order = await provider.createOrder({
      paymentId: row.id,
      purpose: input.purpose,
      referenceId: input.referenceId,
      amountMinor: summary.totalMinor,
      currency: summary.currency,
      description: input.description,
      email: input.email,
      payerName: input.payerName,
      lines: summary.lines,
      tax: { label: summary.taxLabel, amountMinor: summary.taxMinor },
      successUrl: `${base}${paymentReturnPath(input.purpose, 'success', input.referenceId)}`,
      cancelUrl: `${base}${paymentReturnPath(input.purpose, 'cancel', input.referenceId)}`,
    });
  } catch (err) {
    const reason = err instanceof AppError ? err.message : E.providerFailed;
    await ctx.db
      .update(payments)
      .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
      .where(eq(payments.id, row.id));
    if (err instanceof AppError) throw err;
    ctx.log?.error({ err, provider: provider.name, paymentId: row.id }, 'payment provider could not create the order');
    throw new AppError('PROVIDER_ERROR', E.providerFailed);
  }
  const [saved] = await ctx.db
    .update(payments)
    .set({ providerOrderId: order.providerOrderId, checkoutUrl: order.checkoutUrl, updatedAt: new Date() })
    .where(eq(payments.id, row.id))
    .returning();
  if (!saved) throw new Error('payment not updated');
  return {
    payment: toPayment(saved),
    checkout: {
      provider: provider.name,
      checkoutUrl: order.checkoutUrl,
      orderId: order.providerOrderId,
      amountMinor: saved.amountMinor,
      currency: saved.currency,
      ...(order.razorpay ? { razorpay: order.razorpay } : {}),
    },
  };
}

/** POST /create-incorporation-order: the session must be verified and complete; priced from the catalogue. */
export async function createIncorporationOrder(ctx: PaymentContext, body: CreateIncorporationOrderBody) {
  const { row, summary } = await prepareIncorporationOrder(ctx.db, body.sessionId, body.items?.map((i) => i.id));
  return createOrder(ctx, {
    purpose: 'incorporation',
    referenceId: row.id,
    summary,
    email: row.contactEmail,
    payerName: row.fullName,
    userId: null,
    description: `Incorporation of ${row.companyName ?? 'a new company'}`,
  });
}

/* NRI tax sessions: the NRI onboarding API owns them (a later issue); paying for one works now. */

export const NRI_BASE_SERVICE_ID = 21;
export const NRI_CAPITAL_GAINS_SERVICE_ID = 22;

/**
 * The NRI quote: return filing always; capital gains advisory when the income includes capital gains or a
 * property sale. Services to non-residents are exports: no tax.
 */
export async function quoteNriSession(db: Db, row: typeof nriTaxSessions.$inferSelect): Promise<OrderSummary> {
  const ids = [NRI_BASE_SERVICE_ID];
  if (row.incomeSources.some((s) => /capital|property|shares|mutual/i.test(String(s)))) ids.push(NRI_CAPITAL_GAINS_SERVICE_ID);
  const found = await getServicesByIds(db, ids);
  const lines = found.map((s) => orderLineFromService(s));
  return { lines, currency: found[0]?.currency ?? 'USD', taxRateBp: NO_TAX.rateBp, taxLabel: NO_TAX.label, ...computeOrderTotals(lines, 0) };
}

export async function createNriOrder(ctx: PaymentContext, body: { sessionId: string }) {
  const [row] = await ctx.db.select().from(nriTaxSessions).where(eq(nriTaxSessions.id, body.sessionId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', E.nriSessionNotFound);
  if (row.isPaid) throw new AppError('ALREADY_PAID', 'This NRI tax application has already been paid.');
  if (!row.isEmailVerified) throw new AppError('EMAIL_NOT_VERIFIED', E.nriEmailNotVerified);
  const summary = await quoteNriSession(ctx.db, row);
  return createOrder(ctx, {
    purpose: 'nri',
    referenceId: row.id,
    summary,
    email: row.contactEmail,
    payerName: row.fullName,
    userId: row.userId,
    description: 'NRI income tax filing',
  });
}

/** POST /create-invoice-order: the invoice's owner pays an issued, unpaid invoice. */
export async function createInvoiceOrder(ctx: PaymentContext, actor: Actor, body: { invoiceId: string }) {
  const invoice = await getInvoiceForActor(ctx.db, actor, body.invoiceId);
  if (invoice.userId !== actor.id && actor.role !== 'admin') throw new AppError('NOT_FOUND', invoiceMessages.errors.notFound);
  if (invoice.status === 'paid') throw new AppError('ALREADY_PAID', invoiceMessages.errors.alreadyPaid);
  if (invoice.status === 'void') throw new AppError('CONFLICT', invoiceMessages.errors.voided);
  const lines: OrderLine[] = invoice.lines.map((l) => ({
    serviceId: l.serviceId,
    name: l.description,
    description: null,
    quantity: l.quantity,
    unitPriceMinor: l.unitPriceMinor,
    amountMinor: l.amountMinor,
    currency: invoice.currency,
    billing: null,
  }));
  const summary: OrderSummary = {
    lines,
    currency: invoice.currency,
    subtotalMinor: invoice.subtotalMinor,
    taxRateBp: invoice.taxRateBp,
    taxLabel: invoice.taxLabel,
    taxMinor: invoice.taxMinor,
    totalMinor: invoice.totalMinor,
  };
  return createOrder(ctx, {
    purpose: 'invoice',
    referenceId: invoice.id,
    invoiceId: invoice.id,
    summary,
    email: invoice.billTo.email,
    payerName: invoice.billTo.name,
    userId: invoice.userId,
    description: `Invoice ${invoice.number}`,
  });
}

/* ------------------------------------------------------------------ reading */

/** A payment by its id, or the latest payment for a session or invoice id. */
export async function getPaymentStatus(db: Db, id: string): Promise<Payment> {
  const [byId] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  const row =
    byId ??
    (await db.select().from(payments).where(eq(payments.referenceId, id)).orderBy(desc(payments.createdAt)).limit(1))[0];
  if (!row) throw new AppError('NOT_FOUND', E.notFound);
  return paymentWithInvoice(db, row);
}

/** GET /list: admin sees every payment, anyone else their own. */
export async function listPayments(db: Db, actor: Actor, query: ListPaymentsQuery): Promise<ListPaymentsResponse> {
  const cursor = decodeCursor(query.cursor);
  const conditions: Array<SQL | undefined> = [
    actor.role === 'admin' ? undefined : eq(payments.userId, actor.id),
    query.status ? eq(payments.status, query.status) : undefined,
    query.purpose ? eq(payments.purpose, query.purpose) : undefined,
    query.provider ? eq(payments.provider, query.provider) : undefined,
    query.from ? gte(payments.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(payments.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000)) : undefined,
    query.q
      ? or(
          sql`lower(coalesce(${payments.email}, '')) like ${containsPattern(query.q)}`,
          eq(payments.referenceId, query.q),
          eq(payments.providerOrderId, query.q),
          sql`${payments.id}::text = ${query.q}`,
        )
      : undefined,
    afterCursor(payments.createdAt, payments.id, cursor),
  ];
  const rows = await db
    .select({ row: payments, id: payments.id, cursorTs: cursorTs(payments.createdAt), invoiceNumber: invoices.number })
    .from(payments)
    .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(...conditions))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return {
    payments: page.map((r) => toPayment(r.row, r.invoiceNumber ?? null)),
    nextCursor,
    hasMore: nextCursor !== null,
  };
}

/* ------------------------------------------------------------------ webhooks */

type AfterCommit = () => Promise<void>;

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
          title: 'Refund processed',
          message: `Your payment of ${formatMoney(payment.amountMinor, payment.currency)} has been refunded.`,
          type: 'payment',
        });
      }
      return 'refunded';
    }
    default:
      return 'ignored';
  }
}

const invoiceLinesOf = (payment: PaymentRow) =>
  (payment.lines as unknown as OrderLine[]).map((l) => ({
    serviceId: l.serviceId,
    description: l.name,
    quantity: l.quantity,
    unitPriceMinor: l.unitPriceMinor,
  }));

/** What a received payment sets off, by purpose, in the webhook's transaction. */
async function fulfilPayment(ctx: PaymentContext, tx: Db, payment: PaymentRow, now: Date, after: AfterCommit[]) {
  const amount = formatMoney(payment.amountMinor, payment.currency);
  const { config, mailer } = ctx;
  const staffMail = (subject: string, text: string) =>
    after.push(() => mailer.send(ctx.db, { to: config.STAFF_INBOX, subject, text }));

  if (payment.purpose === 'incorporation') {
    const result = await fulfilIncorporation(tx, {
      sessionId: payment.referenceId,
      paymentId: payment.id,
      lines: payment.lines as unknown as OrderLine[],
      paidAt: now,
    });
    if (!result || !result.created) {
      // Paid for an application that is gone or already paid: keep the money's record and tell the staff.
      const why = result ? 'the application had already been paid' : 'the application no longer exists';
      await tx
        .update(payments)
        .set({ failureReason: `Received after ${why}; refund due`, userId: result?.userId ?? payment.userId, updatedAt: now })
        .where(eq(payments.id, payment.id));
      await writeAudit(tx, { action: 'payment.refund_due', targetType: 'payment', targetId: payment.id, meta: { reason: why } });
      staffMail(`Refund due: payment ${payment.id}`, `A payment of ${amount} was received but ${why} (session ${payment.referenceId}). Refund it from the ${payment.provider} dashboard.`);
      return;
    }
    const { session } = result;
    const invoice = await issueInvoice(tx, {
      userId: result.userId,
      companyId: result.companyId,
      lines: invoiceLinesOf(payment),
      currency: payment.currency,
      taxRate: { rateBp: payment.taxRateBp, label: payment.taxLabel },
      paid: true,
      billTo: { name: session.fullName, email: session.contactEmail },
      now,
    });
    await tx
      .update(payments)
      .set({ userId: result.userId, companyId: result.companyId, invoiceId: invoice.id, updatedAt: now })
      .where(eq(payments.id, payment.id));
    await createNotification(tx, {
      userId: result.userId,
      title: paymentMessages.success.received,
      message: `We received your payment of ${amount} for ${session.companyName ?? 'your company'}. Invoice ${invoice.number} is in your invoices, and our team has started on your incorporation.`,
      type: 'payment',
      link: '/dashboard/client',
    });
    const companyName = session.companyName ?? 'your company';
    after.push(async () => {
      const lines = [
        `Hello ${session.fullName},`,
        '',
        `Thank you: we received your payment of ${amount} for the incorporation of ${companyName}.`,
        `Your invoice ${invoice.number} is paid and available in your dashboard.`,
        '',
      ];
      if (result.isNewUser) {
        const link = await issuePasswordLink(ctx.db, { userId: result.userId, purpose: 'setup', baseUrl: config.publicUrl });
        lines.push(
          'We have opened your Quayside account with this e-mail address. Set your password here (the link works for 7 days):',
          '',
          link,
          '',
        );
      } else {
        lines.push(`The company has been added to your Quayside account. Sign in at ${config.publicUrl}/login to follow it.`, '');
      }
      lines.push('What happens next: our team checks the documents you uploaded and files the application with the registry. We will keep you posted in your dashboard.', '', 'Quayside');
      await mailer.send(ctx.db, {
        to: session.contactEmail,
        subject: result.isNewUser ? 'Welcome to Quayside: set your password' : `Payment received for ${companyName}`,
        text: lines.join('\n'),
      });
    });
    staffMail(
      `New company application paid: ${companyName}`,
      `${session.fullName} <${session.contactEmail}> paid ${amount} (invoice ${invoice.number}) for ${companyName}.\nCompany: ${config.publicUrl}/dashboard/admin/companies/${result.companyId}`,
    );
    return;
  }

  if (payment.purpose === 'nri') {
    const [session] = await tx
      .update(nriTaxSessions)
      .set({ isPaid: true, paidAt: now, updatedAt: now })
      .where(eq(nriTaxSessions.id, payment.referenceId))
      .returning();
    if (!session) {
      staffMail(`Refund due: payment ${payment.id}`, `A payment of ${amount} was received for NRI session ${payment.referenceId}, which no longer exists.`);
      return;
    }
    const [owner] = session.userId
      ? [{ id: session.userId }]
      : await tx.select({ id: users.id }).from(users).where(eq(users.email, session.contactEmail.toLowerCase())).limit(1);
    const invoice = await issueInvoice(tx, {
      userId: owner?.id ?? null,
      lines: invoiceLinesOf(payment),
      currency: payment.currency,
      taxRate: { rateBp: payment.taxRateBp, label: payment.taxLabel },
      paid: true,
      billTo: { name: session.fullName, email: session.contactEmail },
      now,
    });
    await tx
      .update(payments)
      .set({ invoiceId: invoice.id, userId: owner?.id ?? payment.userId, updatedAt: now })
      .where(eq(payments.id, payment.id));
    if (owner) {
      await createNotification(tx, {
        userId: owner.id,
        title: paymentMessages.success.received,
        message: `We received your payment of ${amount} for your NRI tax filing. Invoice ${invoice.number} is in your invoices.`,
        type: 'payment',
      });
    }
    after.push(() =>
      mailer.send(ctx.db, {
        to: session.contactEmail,
        subject: 'Payment received for your NRI tax filing',
        text: `Hello ${session.fullName},\n\nThank you: we received your payment of ${amount}. Your invoice is ${invoice.number}.\nOur tax team will be in touch about the next steps.\n\nQuayside`,
      }),
    );
    return;
  }

  if (payment.purpose === 'invoice' && payment.invoiceId) {
    const invoice = await markInvoicePaid(tx, payment.invoiceId, now);
    if (invoice.userId) {
      await createNotification(tx, {
        userId: invoice.userId,
        title: paymentMessages.success.received,
        message: `We received your payment of ${amount} for invoice ${invoice.number}. Thank you.`,
        type: 'payment',
      });
    }
    const billTo = invoice.billTo as { email?: string | null; name?: string };
    if (billTo.email) {
      const to = billTo.email;
      after.push(() =>
        mailer.send(ctx.db, {
          to,
          subject: `Payment received for invoice ${invoice.number}`,
          text: `Hello ${billTo.name ?? ''},\n\nThank you: we received your payment of ${amount} for invoice ${invoice.number}. The invoice is now marked paid in your dashboard.\n\nQuayside`,
        }),
      );
    }
  }
}

/** The test checkout's payment, by its provider order id. */
export async function getTestOrder(db: Db, orderId: string): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'test'), eq(payments.providerOrderId, orderId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', E.notFound);
  return row;
}

export async function getPaymentRow(db: Db, id: string): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', E.notFound);
  return row;
}
