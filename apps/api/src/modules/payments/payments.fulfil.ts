import type { PaymentPurpose } from '@quayside/contract/payments';
import { formatMoney } from '@quayside/contract/services';
import type { Db } from '../../db/client';
import { releaseOrderHold } from '../incorporation/incorporation.service';
import { releaseNriOrderHold } from '../nri/nri.service';
import type { AfterCommit, FulfilContext, FulfilHandler } from './payments.fulfil-context';
import { fulfilIncorporationPayment } from './payments.fulfil-incorporation';
import { fulfilInvoicePayment } from './payments.fulfil-invoice';
import { fulfilNriPayment } from './payments.fulfil-nri';
import type { PaymentContext, PaymentRow } from './payments.service';

/** One handler per order purpose. */
const HANDLERS: Record<PaymentPurpose, FulfilHandler> = {
  incorporation: fulfilIncorporationPayment,
  nri: fulfilNriPayment,
  invoice: fulfilInvoicePayment,
};

/** What a received payment sets off, by purpose, in the webhook's transaction; mails are queued on `after`. */
export async function fulfilPayment(deps: PaymentContext, tx: Db, payment: PaymentRow, now: Date, after: AfterCommit[]): Promise<void> {
  const afterCommit: FulfilContext['afterCommit'] = (step) => after.push(() => step(deps.db));
  const mail: FulfilContext['mail'] = (to, content) =>
    afterCommit(async (db) => deps.mailer.send(db, { to, ...(typeof content === 'function' ? await content(db) : content) }));
  await HANDLERS[payment.purpose]({
    tx,
    payment,
    now,
    amount: formatMoney(payment.amountMinor, payment.currency),
    publicUrl: deps.config.publicUrl,
    afterCommit,
    mail,
    staffMail: (content) => mail(deps.config.STAFF_INBOX, content),
  });
}

/** What a failed payment lets go of: the order's hold on its application or NRI session, so it can be changed again. */
export async function releaseFailedOrder(tx: Db, payment: PaymentRow): Promise<void> {
  if (payment.purpose === 'incorporation') await releaseOrderHold(tx, payment.referenceId, payment.id);
  if (payment.purpose === 'nri') await releaseNriOrderHold(tx, payment.referenceId, payment.id);
}
