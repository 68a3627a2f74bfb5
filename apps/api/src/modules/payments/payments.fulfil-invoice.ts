import { paymentMessages } from '@quayside/contract/messages';
import { activateServicesPaidBy } from '../companies/companies.service';
import { markInvoicePaid } from '../invoices/invoices.service';
import { notifyPayer, recordRefundDue, type FulfilContext } from './payments.fulfil-context';
import { invoicePaidMail, invoicePaidNotice } from './payments.mails';

/**
 * An issued invoice paid: it is marked paid, the company services it pays for become active (companies), with a
 * notice for its owner and a mail to whom it is billed. A
 * payment for an invoice that another payment has already paid (or that was cancelled) is a refund due.
 */
export async function fulfilInvoicePayment(ctx: FulfilContext): Promise<void> {
  const { payment, amount } = ctx;
  if (!payment.invoiceId) return;
  const { invoice, paidNow } = await markInvoicePaid(ctx.tx, payment.invoiceId, ctx.now);
  if (!paidNow) {
    const R = paymentMessages.refundDue;
    await recordRefundDue(ctx, {
      reason: invoice.status === 'void' ? R.invoiceVoided : R.invoiceAlreadyPaid,
      about: `invoice ${invoice.number}`,
    });
    return;
  }
  await activateServicesPaidBy(ctx.tx, invoice.id, ctx.now);
  if (invoice.userId) await notifyPayer(ctx, invoice.userId, invoicePaidNotice({ amount, invoiceNumber: invoice.number }));
  // The invoices module keeps bill_to as untyped jsonb.
  const { billTo } = invoice;
  if (billTo.email) ctx.mail(billTo.email, invoicePaidMail({ name: billTo.name ?? '', amount, invoiceNumber: invoice.number }));
}
