import { Receipt } from 'lucide-react';
import { clientMessages } from '@quayside/contract/messages';
import { INVOICE_STATUSES, INVOICE_STATUS_LABELS, type InvoiceStatus } from '@quayside/contract/invoices';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedList } from '../../../components/ui/paged-list';
import { InvoiceList, PaymentReturn } from '../../../components/invoices/invoice-list';
import { useGetInvoicesInfiniteQuery } from '../api/get-invoices';
import { Options } from '../../../components/form/select';
import { useUrlFilters } from '../lib/use-url-filters';
import { useDocumentTitle } from '../../../lib/use-document-title';

const isStatus = (v: string | null): v is InvoiceStatus =>
  !!v && (INVOICE_STATUSES as readonly string[]).includes(v);

/** /dashboard/client/invoices: invoices with status, PDF download, and Pay for unpaid ones. */
export function InvoicesPage() {
  useDocumentTitle('Invoices');
  const { params, setParam, update } = useUrlFilters();
  const status = isStatus(params.get('status')) ? (params.get('status') as InvoiceStatus) : undefined;
  const query = useGetInvoicesInfiniteQuery({ status });
  const items = query.data?.pages.flatMap((p) => p.invoices) ?? [];
  const returned = params.get('invoice');
  const outcome = params.get('payment');

  const dismissReturn = () => update({ invoice: null, payment: null });

  return (
    <div>
      <PageHeader
        title="Invoices"
        description="Download any invoice as a PDF, and pay those still due."
        actions={
          <select
            aria-label="Filter by status"
            value={status ?? ''}
            onChange={(e) => setParam('status', e.target.value)}
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          >
            <option value="">All invoices</option>
            <Options values={INVOICE_STATUSES} labels={INVOICE_STATUS_LABELS} />
          </select>
        }
      />
      {returned && outcome ? (
        <PaymentReturn invoiceId={returned} outcome={outcome} onDismiss={dismissReturn} />
      ) : null}
      <Card>
        <PagedList
          query={query}
          shown={items.length}
          failure={clientMessages.fallback.invoices}
          noun={['invoice', 'invoices']}
          empty={
            <EmptyState
              icon={<Receipt className="size-6" aria-hidden="true" />}
              title={status ? 'No invoices match' : 'No invoices yet'}
              description={status ? undefined : 'Invoices for the services you take appear here.'}
            />
          }
        >
          <InvoiceList invoices={items} />
        </PagedList>
      </Card>
    </div>
  );
}
