import { incorporationBillingAddress } from '@quayside/contract/incorporation';
import { paymentMessages } from '@quayside/contract/messages';
import { issuePasswordLink } from '../auth/auth.service';
import { fulfilIncorporation, type RefusedBecause } from '../incorporation/incorporation.service';
import { issuePaidInvoice, notifyPayer, recordRefundDue, setPayment, type FulfilContext } from './payments.fulfil-context';
import { incorporationPaidMail, incorporationPaidNotice, incorporationPaidStaffMail } from './payments.mails';

/** The refund-due text for each reason an incorporation payment is not fulfilled. */
const REFUSED: Record<RefusedBecause, string> = {
  no_snapshot: paymentMessages.refundDue.applicationNoSnapshot,
  changed: paymentMessages.refundDue.applicationChanged,
  name_taken: paymentMessages.refundDue.applicationNameTaken,
  account_unproven: paymentMessages.refundDue.applicationAccountUnproven,
};

/**
 * An incorporation paid: the application the order froze is completed into a client account and a company (the
 * incorporation module, which checks it again first), then a paid invoice, a notice and the welcome mail for the
 * payer, and a mail to the staff. Money that cannot be applied is recorded as a refund due.
 */
export async function fulfilIncorporationPayment(ctx: FulfilContext): Promise<void> {
  const { payment, amount } = ctx;
  const result = await fulfilIncorporation(ctx.tx, {
    sessionId: payment.referenceId,
    paymentId: payment.id,
    snapshot: payment.orderSnapshot,
    lines: payment.lines,
    paidAt: ctx.now,
  });
  if (result.kind !== 'created') {
    const R = paymentMessages.refundDue;
    await recordRefundDue(ctx, {
      reason: result.kind === 'gone' ? R.applicationGone : result.kind === 'already_paid' ? R.applicationAlreadyPaid : REFUSED[result.because],
      about: `incorporation application ${payment.referenceId}`,
      userId: result.kind === 'already_paid' ? result.userId : null,
    });
    return;
  }
  const { ordered, userId, companyId } = result;
  const companyName = ordered.companyName ?? 'your company';
  // Billed to the address the applicant entered (the review step showed the same one).
  const invoice = await issuePaidInvoice(ctx, {
    userId,
    companyId,
    billTo: { name: ordered.fullName, email: ordered.contactEmail, address: incorporationBillingAddress(ordered) },
  });
  await setPayment(ctx, { userId, companyId, invoiceId: invoice.id });
  await notifyPayer(ctx, userId, incorporationPaidNotice({ amount, companyName, invoiceNumber: invoice.number }), '/dashboard/client');
  ctx.mail(ordered.contactEmail, async (db) =>
    incorporationPaidMail({
      fullName: ordered.fullName,
      companyName,
      amount,
      invoiceNumber: invoice.number,
      // Issued after commit: the account it opens must exist by then.
      setPasswordLink: result.isNewUser ? await issuePasswordLink(db, { userId, purpose: 'setup', baseUrl: ctx.publicUrl }) : null,
      publicUrl: ctx.publicUrl,
    }),
  );
  ctx.staffMail(
    incorporationPaidStaffMail({
      fullName: ordered.fullName,
      email: ordered.contactEmail,
      companyName,
      amount,
      invoiceNumber: invoice.number,
      // The admin overview lists the newest companies; a page per company is not built yet (no link to a 404).
      companyUrl: `${ctx.publicUrl}/dashboard/admin`,
    }),
  );
}
