import { useSearchParams } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import { approvalMessages } from '@quayside/contract/messages';
import { SearchForm } from '../../../components/form/search-form';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetApprovalQueueInfiniteQuery } from '../api/get-approval-queue';
import { PreparerFilter } from '../components/preparer-filter';
import { RequestList } from '../components/request-list';
import { idParam } from '../lib/url-filters';

/** /dashboard/approver/queue: requests waiting for a decision, oldest first; search and preparer filter in the URL. */
export function QueuePage() {
  useDocumentTitle('Review queue');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const preparerId = idParam(params, 'preparerId');
  const query = useGetApprovalQueueInfiniteQuery({ q: q || undefined, preparerId });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = !!(q || preparerId);

  const setFilter = (next: { q?: string; preparerId?: string }) => {
    const merged = { q, preparerId: preparerId ?? '', ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)), { replace: true });
  };

  return (
    <>
      <PageHeader
        eyebrow="Approver"
        title="Review queue"
        description="Everything your preparers sent for approval, oldest first. Open one to see what changes and decide."
      />
      <div className="mb-4 flex flex-col gap-2 lg:flex-row lg:items-center">
        <PreparerFilter
          id="queue-preparer"
          value={preparerId}
          onChange={(next) => setFilter({ preparerId: next })}
        />
        <SearchForm
          id="queue-q"
          label="Company or preparer name"
          placeholder="Company or preparer"
          value={q}
          onSearch={(next) => setFilter({ q: next })}
          className="lg:max-w-md"
        />
      </div>
      <Card className="overflow-hidden">
        <PagedList
          query={query}
          shown={items.length}
          failure={approvalMessages.fallback.queue}
          noun={['request', 'requests']}
          empty={
            <EmptyState
              icon={<ClipboardCheck className="size-6" aria-hidden="true" />}
              title={filtered ? 'No requests match' : 'Nothing waiting for you'}
              description={
                filtered
                  ? 'Change the search or the preparer, or clear them.'
                  : 'When a preparer sends work for approval, it appears here and you are notified.'
              }
            />
          }
        >
          <RequestList items={items} label="Requests waiting for approval" />
        </PagedList>
      </Card>
    </>
  );
}
