import { Receipt } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { nriClientMessages } from '@quayside/contract/messages';
import { InvoiceList, PaymentReturn } from '../../../components/invoices/invoice-list';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedList } from '../../../components/ui/paged-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetNriInvoicesInfiniteQuery } from '../api/get-invoices';

/** /dashboard/nri/invoices: the NRI client's invoices with the PDF, and Pay for one still due. */
export function NriInvoicesPage() {
  useDocumentTitle('Invoices');
  const query = useGetNriInvoicesInfiniteQuery();
  const items = query.data?.pages.flatMap((p) => p.invoices) ?? [];
  const [params, setParams] = useSearchParams();
  const returned = params.get('invoice');
  const outcome = params.get('payment');
  return (
    <div>
      <PageHeader title="Invoices" description="Download any invoice as a PDF, and pay those still due." />
      {returned && outcome ? (
        <PaymentReturn invoiceId={returned} outcome={outcome} onDismiss={() => setParams({}, { replace: true })} />
      ) : null}
      <Card>
        <PagedList
          query={query}
          shown={items.length}
          failure={nriClientMessages.fallback.invoices}
          noun={['invoice', 'invoices']}
          empty={
            <EmptyState
              icon={<Receipt className="size-6" aria-hidden="true" />}
              title="No invoices yet"
              description="The invoice for your tax filing appears here."
            />
          }
        >
          <InvoiceList invoices={items} />
        </PagedList>
      </Card>
    </div>
  );
}
