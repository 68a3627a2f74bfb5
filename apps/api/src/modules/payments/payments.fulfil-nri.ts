import { paymentMessages } from '@quayside/contract/messages';
import { issuePasswordLink } from '../auth/auth.service';
import { markNriSessionPaid } from '../nri/nri.service';
import { openNriFiling } from '../nri-filing/nri-filing.service';
import { issuePaidInvoice, notifyPayer, recordRefundDue, setPayment, type FulfilContext } from './payments.fulfil-context';
import { nriPaidMail, nriPaidNotice } from './payments.mails';

/**
 * An NRI tax filing paid: the session is marked paid and the nri-filing module opens the filing (the nri_client
 * account, new ones with a set-password link in the mail, the profile, the filing, its opening tasks and the
 * default preparer); then a paid invoice, a notice and a mail for the payer. The webhook fulfils a payment once;
 * a session fulfilled again finds its filing and opens nothing new.
 */
export async function fulfilNriPayment(ctx: FulfilContext): Promise<void> {
  const { payment, amount } = ctx;
  const session = await markNriSessionPaid(ctx.tx, payment.referenceId, ctx.now);
  if (!session) {
    await recordRefundDue(ctx, { reason: paymentMessages.refundDue.nriSessionGone, about: `NRI tax session ${payment.referenceId}` });
    return;
  }
  const opened = await openNriFiling(ctx.tx, { session, paidAt: ctx.now, orderedAt: payment.createdAt });
  if (opened.kind === 'existing') {
    // Another payment already opened this session's filing: this money is not needed.
    await recordRefundDue(ctx, { reason: paymentMessages.refundDue.applicationAlreadyPaid, about: `NRI tax session ${payment.referenceId}`, userId: opened.userId });
    return;
  }
  if (opened.kind === 'year_taken') {
    await recordRefundDue(ctx, { reason: paymentMessages.refundDue.nriYearTaken, about: `NRI tax filing AY ${opened.assessmentYear}`, userId: opened.userId });
    return;
  }
  // No account when the payer did not verify the e-mail, or when the address already has an account the session
  // does not prove (freshly) to be theirs: such a payment stays without an account for the staff to attach.
  const ownerId = opened.kind === 'no_account' ? null : opened.userId;
  const invoice = await issuePaidInvoice(ctx, { userId: ownerId, billTo: { name: session.fullName, email: session.contactEmail } });
  await setPayment(ctx, { invoiceId: invoice.id, userId: ownerId ?? payment.userId });
  if (ownerId) await notifyPayer(ctx, ownerId, nriPaidNotice({ amount, invoiceNumber: invoice.number }), '/dashboard/nri/invoices');
  const isNewUser = opened.kind === 'opened' && opened.isNewUser;
  const assessmentYear = opened.kind === 'opened' ? opened.assessmentYear : null;
  ctx.mail(session.contactEmail, async (db) =>
    nriPaidMail({
      fullName: session.fullName,
      amount,
      invoiceNumber: invoice.number,
      assessmentYear,
      // Issued after commit: the account it opens must exist by then.
      setPasswordLink: isNewUser && ownerId ? await issuePasswordLink(db, { userId: ownerId, purpose: 'setup', baseUrl: ctx.publicUrl }) : null,
      publicUrl: ctx.publicUrl,
    }),
  );
}

