import { isWholePayment } from '@quayside/contract/payments';
import { useEffect, useState } from 'react';
import { CreditCard, Download, X } from 'lucide-react';
import { toast } from 'sonner';
import { invoiceMessages, paymentMessages } from '@quayside/contract/messages';
import { formatMoney } from '@quayside/contract/services';
import { INVOICE_STATUS_LABELS, type Invoice, type InvoiceStatus } from '@quayside/contract/invoices';
import { Badge, type BadgeTone } from '../ui/badge';
import { Button } from '../ui/button';
import { FormAlert } from '../form/field';
import { Spinner } from '../ui/spinner';
import { cn } from '../../lib/cn';
import { errorText } from '../../lib/form-errors';
import { formatDate, todayIso } from '../../lib/format';
import { downloadInvoicePdf } from '../../lib/invoices/download-invoice-pdf';
import { useGetInvoicePaymentStatusQuery } from '../../lib/invoices/get-payment-status';
import { usePayInvoiceMutation } from '../../lib/invoices/pay-invoice';

const isOverdue = (inv: Invoice) =>
  inv.status === 'issued' && !!inv.dueAt && inv.dueAt.slice(0, 10) < todayIso();

const invoiceTones: Record<InvoiceStatus, BadgeTone> = {
  issued: 'warning',
  paid: 'success',
  void: 'neutral',
};
export function InvoiceStatusBadge({ status, overdue }: { status: InvoiceStatus; overdue?: boolean }) {
  if (status === 'issued' && overdue) return <Badge tone="danger">Overdue</Badge>;
  return <Badge tone={invoiceTones[status]}>{INVOICE_STATUS_LABELS[status]}</Badge>;
}

/**
 * Invoices with their status, the PDF download and Pay for unpaid ones: a table from tablet width up, stacked
 * cards on phones. Shared by the client's and the NRI client's invoices.
 */
export function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  const items = invoices;
  return (
    <>
      {/* A table from tablet width up; stacked cards on phones. */}
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm" data-testid="invoice-table">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-5 py-3">
                Invoice
              </th>
              <th scope="col" className="px-3 py-3">
                Issued
              </th>
              <th scope="col" className="px-3 py-3">
                Due
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Amount
              </th>
              <th scope="col" className="px-3 py-3">
                Status
              </th>
              <th scope="col" className="px-5 py-3 text-right">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((inv) => (
              <tr key={inv.id} data-testid="invoice-row" data-id={inv.id}>
                <td className="px-5 py-3">
                  <p className="font-medium text-slate-900">{inv.number}</p>
                  <p className="max-w-xs truncate text-xs text-slate-500">
                    {inv.lines.map((l) => l.description).join(', ')}
                  </p>
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700">{formatDate(inv.issuedAt)}</td>
                <td
                  className={cn(
                    'px-3 py-3 whitespace-nowrap',
                    isOverdue(inv) ? 'font-medium text-red-700' : 'text-slate-700',
                  )}
                >
                  {inv.dueAt ? formatDate(inv.dueAt) : '-'}
                </td>
                <td className="px-3 py-3 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">
                  {formatMoney(inv.totalMinor, inv.currency)}
                </td>
                <td className="px-3 py-3">
                  <InvoiceStatusBadge status={inv.status} overdue={isOverdue(inv)} />
                </td>
                <td className="px-5 py-3">
                  <InvoiceActions invoice={inv} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-100 md:hidden">
        {items.map((inv) => (
          <li key={inv.id} className="space-y-2 px-4 py-4" data-testid="invoice-card">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{inv.number}</p>
                <p className="text-xs text-slate-500">
                  Issued {formatDate(inv.issuedAt)}
                  {inv.dueAt ? ` · due ${formatDate(inv.dueAt)}` : ''}
                </p>
              </div>
              <InvoiceStatusBadge status={inv.status} overdue={isOverdue(inv)} />
            </div>
            <p className="text-lg font-semibold text-slate-900 tabular-nums">
              {formatMoney(inv.totalMinor, inv.currency)}
            </p>
            <InvoiceActions invoice={inv} stacked />
          </li>
        ))}
      </ul>
    </>
  );
}

export function InvoiceActions({ invoice, stacked }: { invoice: Invoice; stacked?: boolean }) {
  const [downloading, setDownloading] = useState(false);
  const [pay, paying] = usePayInvoiceMutation();

  async function onDownload() {
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice);
    } catch (error) {
      toast.error(errorText(error, invoiceMessages.fallback.pdf));
    } finally {
      setDownloading(false);
    }
  }

  async function onPay() {
    try {
      const result = await pay(invoice.id).unwrap();
      // The provider's hosted checkout (or the built-in test one); the payer comes back to this page.
      window.location.assign(result.checkout.checkoutUrl);
    } catch (error) {
      toast.error(errorText(error, paymentMessages.fallback.create));
    }
  }

  return (
    <div className={cn('flex gap-2', stacked ? 'flex-col sm:flex-row' : 'justify-end')}>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => void onDownload()}
        loading={downloading}
        icon={<Download className="size-4" aria-hidden="true" />}
        aria-label={`Download invoice ${invoice.number} as PDF`}
        className="whitespace-nowrap"
      >
        PDF
      </Button>
      {invoice.status === 'issued' ? (
        <Button
          size="sm"
          variant="accent"
          onClick={() => void onPay()}
          loading={paying.isLoading}
          icon={<CreditCard className="size-4" aria-hidden="true" />}
          aria-label={`Pay invoice ${invoice.number}`}
          className="whitespace-nowrap"
        >
          {stacked ? `Pay ${formatMoney(invoice.totalMinor, invoice.currency)}` : 'Pay'}
        </Button>
      ) : null}
    </div>
  );
}

/** After the checkout: a declined payment says so; a paid one waits until the webhook has settled it. */
export function PaymentReturn({
  invoiceId,
  outcome,
  onDismiss,
}: {
  invoiceId: string;
  outcome: string;
  onDismiss: () => void;
}) {
  const paidOutcome = outcome === 'paid';
  // Poll until the webhook has settled the payment, for at most two minutes.
  const [polling, setPolling] = useState(true);
  const status = useGetInvoicePaymentStatusQuery(invoiceId, {
    skip: !paidOutcome,
    pollingInterval: polling ? 2000 : 0,
  });
  const payment = status.data;
  useEffect(() => {
    if (payment?.status === 'paid' || payment?.status === 'failed') setPolling(false);
  }, [payment?.status]);
  useEffect(() => {
    const timer = setTimeout(() => setPolling(false), 120_000);
    return () => clearTimeout(timer);
  }, []);

  let body;
  if (!paidOutcome) {
    body = (
      <FormAlert>
        The payment was not completed. Nothing was charged; you can try again with the Pay button.
      </FormAlert>
    );
  } else if (payment?.status === 'paid') {
    body = (
      <FormAlert tone="success">
        {paymentMessages.success.received}. Thank you - the invoice is marked paid.
      </FormAlert>
    );
  } else if (payment?.status === 'failed') {
    body = (
      <FormAlert>
        {(isWholePayment(payment) ? payment.failureReason : null) ?? 'The payment failed.'} You can try again
        with the Pay button.
      </FormAlert>
    );
  } else if (status.isError || !polling) {
    body = (
      <FormAlert>
        {status.isError
          ? errorText(status.error, paymentMessages.fallback.fetchStatus)
          : 'Your payment has not been confirmed yet. If you were charged, the invoice will show as paid shortly.'}
      </FormAlert>
    );
  } else {
    body = (
      <FormAlert tone="info">
        <span className="flex items-center gap-2">
          <Spinner className="[&_svg]:size-4" label="Confirming" /> Confirming your payment with the
          provider...
        </span>
      </FormAlert>
    );
  }
  return (
    <div className="relative mb-4 pr-10">
      {body}
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="absolute top-2 right-0 flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
