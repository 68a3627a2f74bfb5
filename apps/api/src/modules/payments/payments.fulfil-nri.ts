import { paymentMessages } from '@quayside/contract/messages';
import { markNriSessionPaid } from '../nri/nri.service';
import { issuePaidInvoice, notifyPayer, recordRefundDue, setPayment, type FulfilContext } from './payments.fulfil-context';
import { nriPaidMail, nriPaidNotice } from './payments.mails';

/** An NRI tax filing paid: the session is marked paid, with a paid invoice, a notice and a mail for the payer. */
export async function fulfilNriPayment(ctx: FulfilContext): Promise<void> {
  const { payment, amount } = ctx;
  const session = await markNriSessionPaid(ctx.tx, payment.referenceId, ctx.now);
  if (!session) {
    await recordRefundDue(ctx, { reason: paymentMessages.refundDue.nriSessionGone, about: `NRI tax session ${payment.referenceId}` });
    return;
  }
  // Only the session's own account: an account that merely has the same address is not the payer's unless its
  // owner proved it (the incorporation's rule, incorporation.order.ts), and an NRI session keeps no proof to check
  // (no verification time, no signed-in owner). Such a payment stays without an account for the staff to attach.
  const ownerId = session.userId;
  const invoice = await issuePaidInvoice(ctx, { userId: ownerId, billTo: { name: session.fullName, email: session.contactEmail } });
  await setPayment(ctx, { invoiceId: invoice.id, userId: ownerId ?? payment.userId });
  if (ownerId) await notifyPayer(ctx, ownerId, nriPaidNotice({ amount, invoiceNumber: invoice.number }));
  ctx.mail(session.contactEmail, nriPaidMail({ fullName: session.fullName, amount, invoiceNumber: invoice.number }));
}
