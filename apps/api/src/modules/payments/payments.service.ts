import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderLine, OrderSummary } from '@quayside/contract/cart';
import { paymentMessages, invoiceMessages } from '@quayside/contract/messages';
import {
  paymentReturnPath,
  type Checkout,
  type CreateIncorporationOrderBody,
  type ListPaymentsQuery,
  type ListPaymentsResponse,
  type Payment,
  type PaymentPurpose,
  type PaymentState,
  type PaymentStatus,
} from '@quayside/contract/payments';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../outbox/outbox.service';
import type { Actor } from '../auth/auth.service';
import { listScopeOf } from '../access/access.service';
import { containsPattern } from '../../lib/search';
import { holdForOrder, prepareIncorporationOrder } from '../incorporation/incorporation.service';
import { getInvoiceForActor, getInvoiceNumbers } from '../invoices/invoices.service';
import { getNriSession, holdNriForOrder, quoteNriSession } from '../nri/nri.service';
import type { Providers } from './providers/index';
export { revenueByMonthJsonSql, revenueSinceJsonSql } from './payments.platform-stats';

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
    provider: row.provider,
    purpose: row.purpose,
    referenceId: row.referenceId,
    status: row.status,
    currency: row.currency,
    subtotalMinor: row.subtotalMinor,
    taxRateBp: row.taxRateBp,
    taxLabel: row.taxLabel,
    taxMinor: row.taxMinor,
    amountMinor: row.amountMinor,
    lines: row.lines,
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
  const numbers = await getInvoiceNumbers(db, [row.invoiceId]);
  return toPayment(row, numbers.get(row.invoiceId) ?? null);
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
  /** What was ordered, frozen now, for the purpose's module to fulfil (see payments.order_snapshot). */
  snapshot?: Record<string, unknown>;
};

type OrderAnswer = { payment: Payment; checkout: Checkout };

/** How the browser reaches the checkout of an order already made with the provider. */
function checkoutOf(ctx: PaymentContext, row: PaymentRow & { checkoutUrl: string; providerOrderId: string }): Checkout {
  const keyId = ctx.config.RAZORPAY_KEY_ID;
  return {
    provider: row.provider,
    checkoutUrl: row.checkoutUrl,
    orderId: row.providerOrderId,
    amountMinor: row.amountMinor,
    currency: row.currency,
    ...(row.provider === 'razorpay' && keyId ? { razorpay: { keyId, orderId: row.providerOrderId } } : {}),
  };
}

/**
 * The open order (status created) for an invoice, answered again instead of opening a second one: one open
 * order per invoice, so that it cannot be charged twice at once. An open order with a provider that is no longer
 * the active one is closed first (a payment that still arrives for it is recorded as refund due). Answers 409
 * when the open order is still being made with the provider (two Pay presses at the same moment).
 */
async function openInvoiceOrder(ctx: PaymentContext, invoiceId: string): Promise<OrderAnswer | null> {
  const [open] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, 'invoice'), eq(payments.referenceId, invoiceId), eq(payments.status, 'created')))
    .limit(1);
  if (!open) return null;
  if (open.provider !== ctx.providers.active().name) {
    await ctx.db
      .update(payments)
      .set({ status: 'failed', failureReason: E.replacedOrder, updatedAt: new Date() })
      .where(and(eq(payments.id, open.id), eq(payments.status, 'created')));
    return null;
  }
  const { checkoutUrl, providerOrderId } = open;
  if (!checkoutUrl || !providerOrderId) throw new AppError('CONFLICT', E.orderInProgress);
  return { payment: toPayment(open), checkout: checkoutOf(ctx, { ...open, checkoutUrl, providerOrderId }) };
}

/**
 * Records the payment (status created) and creates the order with the active provider. If the provider fails,
 * the payment is marked failed with the reason and the caller gets 502. `onConflict` answers when the payment
 * cannot be recorded because an open order of the same reference already holds its place (invoices).
 */
async function createOrder(
  ctx: PaymentContext,
  input: NewOrder,
  onConflict: () => Promise<OrderAnswer | null> = async () => null,
): Promise<OrderAnswer> {
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
      lines: summary.lines,
      orderSnapshot: input.snapshot ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const existing = await onConflict();
    if (!existing) throw new AppError('CONFLICT', E.orderInProgress);
    return existing;
  }
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
    checkout: checkoutOf(ctx, { ...saved, checkoutUrl: order.checkoutUrl, providerOrderId: order.providerOrderId }),
  };
}

/**
 * POST /create-incorporation-order: the session must be verified and complete; priced from the catalogue. The
 * application is frozen into the order (the payment fulfils that snapshot) and held against changes for a while.
 * `actor`: whoever is signed in while ordering (the owner of the account the company would join proves it so).
 */
export async function createIncorporationOrder(
  ctx: PaymentContext,
  body: CreateIncorporationOrderBody,
  actor: Actor | null = null,
): Promise<OrderAnswer> {
  const { row, summary, snapshot } = await prepareIncorporationOrder(ctx.db, body.sessionId, {
    serviceIds: body.items?.map((i) => i.id),
    actor,
  });
  const answer = await createOrder(ctx, {
    purpose: 'incorporation',
    referenceId: row.id,
    summary,
    email: snapshot.contactEmail,
    payerName: snapshot.fullName,
    userId: null,
    description: `Incorporation of ${snapshot.companyName ?? 'a new company'}`,
    snapshot,
  });
  await holdForOrder(ctx.db, row.id, answer.payment.id);
  return answer;
}

/** POST /create-nri-order: the NRI tax session must be verified and unpaid; priced by the NRI module. */
export async function createNriOrder(ctx: PaymentContext, body: { sessionId: string }) {
  const row = await getNriSession(ctx.db, body.sessionId);
  if (!row) throw new AppError('NOT_FOUND', E.nriSessionNotFound);
  if (row.isPaid) throw new AppError('ALREADY_PAID', 'This NRI tax application has already been paid.');
  if (!row.isEmailVerified) throw new AppError('EMAIL_NOT_VERIFIED', E.nriEmailNotVerified);
  const summary = await quoteNriSession(ctx.db, row);
  const answer = await createOrder(ctx, {
    purpose: 'nri',
    referenceId: row.id,
    summary,
    email: row.contactEmail,
    payerName: row.fullName,
    userId: row.userId,
    description: 'NRI income tax filing',
  });
  await holdNriForOrder(ctx.db, row.id, answer.payment.id);
  return answer;
}

/**
 * POST /create-invoice-order: the invoice's owner pays an issued, unpaid invoice. An open order for it is
 * answered again rather than a second one opened.
 */
export async function createInvoiceOrder(ctx: PaymentContext, actor: Actor, body: { invoiceId: string }): Promise<OrderAnswer> {
  const invoice = await getInvoiceForActor(ctx.db, actor, body.invoiceId, 'write');
  if (invoice.status === 'paid') throw new AppError('ALREADY_PAID', invoiceMessages.errors.alreadyPaid);
  if (invoice.status === 'void') throw new AppError('CONFLICT', invoiceMessages.errors.voided);
  const open = await openInvoiceOrder(ctx, invoice.id);
  if (open) return open;
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
  }, () => openInvoiceOrder(ctx, invoice.id));
}

/* ------------------------------------------------------------------ reading */

/** Who asks for a payment's status: the signed-in actor, if any, and the orders placed in their browser. */
export type StatusViewer = { actor: Actor | null; ordersPlacedHere: readonly string[] };

/**
 * A payment by its id, or the latest payment for a session or invoice id. The whole payment for its owner: the
 * browser that placed the order, the account it belongs to, or whoever the access module lets see every payment
 * (as the payment list does); its status alone for anyone else who has the id.
 */
export async function getPaymentStatus(db: Db, id: string, viewer: StatusViewer): Promise<Payment | PaymentState> {
  const [byId] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  const row =
    byId ??
    (await db.select().from(payments).where(eq(payments.referenceId, id)).orderBy(desc(payments.createdAt)).limit(1))[0];
  if (!row) throw new AppError('NOT_FOUND', E.notFound);
  const { actor } = viewer;
  const owns =
    viewer.ordersPlacedHere.includes(row.id) ||
    (actor !== null && ((row.userId !== null && row.userId === actor.id) || (await listScopeOf(db, actor)).kind === 'all'));
  return owns ? paymentWithInvoice(db, row) : { status: row.status };
}

/** GET /list: admin sees every payment, anyone else their own. */
export async function listPayments(db: Db, actor: Actor, query: ListPaymentsQuery): Promise<ListPaymentsResponse> {
  const cursor = decodeCursor(query.cursor);
  const conditions: Array<SQL | undefined> = [
    // Admins see every payment (the access module's 'all' scope); everyone else their own.
    (await listScopeOf(db, actor)).kind === 'all' ? undefined : eq(payments.userId, actor.id),
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
    .select({ row: payments, id: payments.id, cursorTs: cursorTs(payments.createdAt) })
    .from(payments)
    .where(and(...conditions))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  const numbers = await getInvoiceNumbers(db, page.map((r) => r.row.invoiceId));
  return {
    payments: page.map((r) => toPayment(r.row, r.row.invoiceId ? (numbers.get(r.row.invoiceId) ?? null) : null)),
    nextCursor,
    hasMore: nextCursor !== null,
  };
}

/** The status of the latest payment for a session or invoice (null when it has none), for its owning module. */
export async function latestPaymentStatusFor(db: Db, purpose: PaymentPurpose, referenceId: string): Promise<PaymentStatus | null> {
  const [p] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.purpose, purpose), eq(payments.referenceId, referenceId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return p?.status ?? null;
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
