import { paymentMessages } from '@quayside/contract/messages';

/**
 * What a payment tells people: the mails (one function per mail, `{ subject, text }` from typed inputs) and the
 * in-app notices that go with them. Amounts come in already formatted (formatMoney).
 */
export type MailContent = { subject: string; text: string };
export type NoticeContent = { title: string; message: string };

/* ------------------------------------------------------------------ to the payer */

/** An incorporation paid: welcome with a set-password link for a new account, or a pointer to sign in. */
export function incorporationPaidMail(input: {
  fullName: string;
  companyName: string;
  amount: string;
  invoiceNumber: string;
  /** Set for an account opened by this payment. */
  setPasswordLink: string | null;
  publicUrl: string;
}): MailContent {
  const account = input.setPasswordLink
    ? [
        'We have opened your Quayside account with this e-mail address. Set your password here (the link works for 7 days):',
        '',
        input.setPasswordLink,
        '',
      ]
    : [`The company has been added to your Quayside account. Sign in at ${input.publicUrl}/login to follow it.`, ''];
  return {
    subject: input.setPasswordLink ? 'Welcome to Quayside: set your password' : `Payment received for ${input.companyName}`,
    text: [
      `Hello ${input.fullName},`,
      '',
      `Thank you: we received your payment of ${input.amount} for the incorporation of ${input.companyName}.`,
      `Your invoice ${input.invoiceNumber} is paid and available in your dashboard.`,
      '',
      ...account,
      'What happens next: our team checks the documents you uploaded and files the application with the registry. We will keep you posted in your dashboard.',
      '',
      'Quayside',
    ].join('\n'),
  };
}

/**
 * An NRI tax filing paid: with the filing opened, a set-password link for a new account or a pointer to sign in;
 * without an account (the e-mail belongs to another kind of account), what happens next.
 */
export function nriPaidMail(input: {
  fullName: string;
  amount: string;
  invoiceNumber: string;
  /** The filing opened by the payment, when there is an account for it. */
  assessmentYear: string | null;
  /** Set for an account opened by this payment. */
  setPasswordLink: string | null;
  publicUrl: string;
}): MailContent {
  const account = !input.assessmentYear
    ? ['Our tax team will be in touch about the next steps.', '']
    : input.setPasswordLink
      ? [
          'We have opened your Quayside account with this e-mail address. Set your password here (the link works for 7 days):',
          '',
          input.setPasswordLink,
          '',
          `Then upload the documents your AY ${input.assessmentYear} return needs: your tasks list them.`,
          '',
        ]
      : [`Your AY ${input.assessmentYear} return is in your Quayside account. Sign in at ${input.publicUrl}/login and upload the documents your tasks list.`, ''];
  return {
    subject: input.setPasswordLink ? 'Welcome to Quayside: set your password' : 'Payment received for your NRI tax filing',
    text: [
      `Hello ${input.fullName},`,
      '',
      `Thank you: we received your payment of ${input.amount}. Your invoice is ${input.invoiceNumber}.`,
      '',
      ...account,
      'Quayside',
    ].join('\n'),
  };
}

export function invoicePaidMail(input: { name: string; amount: string; invoiceNumber: string }): MailContent {
  return {
    subject: `Payment received for invoice ${input.invoiceNumber}`,
    text: `Hello ${input.name},\n\nThank you: we received your payment of ${input.amount} for invoice ${input.invoiceNumber}. The invoice is now marked paid in your dashboard.\n\nQuayside`,
  };
}

/* ------------------------------------------------------------------ to the staff inbox */

export function incorporationPaidStaffMail(input: {
  fullName: string;
  email: string;
  companyName: string;
  amount: string;
  invoiceNumber: string;
  companyUrl: string;
}): MailContent {
  return {
    subject: `New company application paid: ${input.companyName}`,
    text: `${input.fullName} <${input.email}> paid ${input.amount} (invoice ${input.invoiceNumber}) for ${input.companyName}.\nIt is listed under Newest companies: ${input.companyUrl}`,
  };
}

/** Money received that cannot be applied (see recordRefundDue): the staff refund it from the provider's dashboard. */
export function refundDueMail(input: { paymentId: string; amount: string; reason: string; about: string; provider: string }): MailContent {
  return {
    subject: `Refund due: payment ${input.paymentId}`,
    text: `A payment of ${input.amount} was received for ${input.about}, but it cannot be applied: ${input.reason}.\nRefund it from the ${input.provider} dashboard (our payment ${input.paymentId}).`,
  };
}

/* ------------------------------------------------------------------ in-app notices */

const paidNotice = (message: string): NoticeContent => ({ title: paymentMessages.success.received, message });

export function incorporationPaidNotice(input: { amount: string; companyName: string; invoiceNumber: string }): NoticeContent {
  return paidNotice(
    `We received your payment of ${input.amount} for ${input.companyName}. Invoice ${input.invoiceNumber} is in your invoices, and our team has started on your incorporation.`,
  );
}

export function nriPaidNotice(input: { amount: string; invoiceNumber: string }): NoticeContent {
  return paidNotice(`We received your payment of ${input.amount} for your NRI tax filing. Invoice ${input.invoiceNumber} is in your invoices.`);
}

export function invoicePaidNotice(input: { amount: string; invoiceNumber: string }): NoticeContent {
  return paidNotice(`We received your payment of ${input.amount} for invoice ${input.invoiceNumber}. Thank you.`);
}

export function refundNotice(input: { amount: string }): NoticeContent {
  return { title: 'Refund processed', message: `Your payment of ${input.amount} has been refunded.` };
}
