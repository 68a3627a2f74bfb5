import { eq } from 'drizzle-orm';
import type { Invoice } from '@quayside/contract/invoices';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { writeAudit } from '../audit/audit.service';
import { issueInvoice } from '../invoices/invoices.service';
import { createNotification } from '../notifications/notifications.service';
import { refundDueMail, type MailContent, type NoticeContent } from './payments.mails';
import type { PaymentRow } from './payments.service';

/** A step queued to run once the webhook's transaction has committed. */
export type AfterCommit = () => Promise<void>;

/** What a handler for one order purpose gets when its payment has been received. */
export type FulfilContext = {
  /** The webhook's transaction: whatever the handler writes commits or rolls back with the payment. */
  tx: Db;
  /** The payment, already marked paid. */
  payment: PaymentRow;
  now: Date;
  /** The amount paid, formatted for people. */
  amount: string;
  publicUrl: string;
  /** Queues a step for after commit (given the database outside the transaction); its failure is logged only. */
  afterCommit: (step: (db: Db) => Promise<void>) => void;
  /** Mails after commit. The content may be made then, when it needs something the commit makes real. */
  mail: (to: string, content: MailContent | ((db: Db) => Promise<MailContent>)) => void;
  /** Mails the staff inbox after commit. */
  staffMail: (content: MailContent) => void;
};

export type FulfilHandler = (ctx: FulfilContext) => Promise<void>;

/** Updates the payment being fulfilled. */
export async function setPayment(
  ctx: FulfilContext,
  patch: Partial<Pick<PaymentRow, 'userId' | 'companyId' | 'invoiceId' | 'failureReason'>>,
): Promise<void> {
  await ctx.tx
    .update(payments)
    .set({ ...patch, updatedAt: ctx.now })
    .where(eq(payments.id, ctx.payment.id));
}

/** The paid invoice for the payment's own lines, tax and currency. */
export function issuePaidInvoice(
  ctx: FulfilContext,
  input: { userId: string | null; companyId?: string; billTo: { name: string; email: string; address?: string | null } },
): Promise<Invoice> {
  const { payment } = ctx;
  return issueInvoice(ctx.tx, {
    userId: input.userId,
    companyId: input.companyId,
    lines: payment.lines.map((l) => ({
      serviceId: l.serviceId,
      description: l.name,
      quantity: l.quantity,
      unitPriceMinor: l.unitPriceMinor,
    })),
    currency: payment.currency,
    taxRate: { rateBp: payment.taxRateBp, label: payment.taxLabel },
    paid: true,
    billTo: input.billTo,
    now: ctx.now,
  });
}

export async function notifyPayer(ctx: FulfilContext, userId: string, notice: NoticeContent, link?: string): Promise<void> {
  await createNotification(ctx.tx, { userId, ...notice, type: 'payment', link });
}

/**
 * Money received that cannot be applied (the application is gone, already paid or cannot be fulfilled; the
 * invoice already paid or cancelled). The payment stays paid, since the money is in, with the reason (the
 * catalogue's refund-due text) as its failure reason so staff find it among the payments; an audit row records it
 * and the staff inbox is mailed to refund it from the provider's dashboard. `about` names what it was paid for.
 */
export async function recordRefundDue(
  ctx: FulfilContext,
  input: { reason: string; about: string; userId?: string | null },
): Promise<void> {
  const { payment } = ctx;
  await setPayment(ctx, { failureReason: input.reason, ...(input.userId ? { userId: input.userId } : {}) });
  await writeAudit(ctx.tx, {
    action: 'payment.refund_due',
    targetType: 'payment',
    targetId: payment.id,
    meta: { reason: input.reason, purpose: payment.purpose, referenceId: payment.referenceId, amountMinor: payment.amountMinor, currency: payment.currency },
  });
  ctx.staffMail(refundDueMail({ paymentId: payment.id, amount: ctx.amount, reason: input.reason, about: input.about, provider: payment.provider }));
}
