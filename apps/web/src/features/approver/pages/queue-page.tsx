import { useSearchParams } from 'react-router';
import { Inbox } from 'lucide-react';
import { approvalMessages } from '@quayside/contract/messages';
import { SearchForm } from '../../../components/form/search-form';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetApproverQueueInfiniteQuery } from '../api/get-queue';
import { RequestList } from '../components/request-list';

/** /dashboard/approver/queue: the requests waiting for a decision, oldest first; search by company or preparer. */
export function ApproverQueuePage() {
  useDocumentTitle('Review queue');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const query = useGetApproverQueueInfiniteQuery({ q: q || undefined });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHeader eyebrow="Approver" title="Review queue" description="Work your preparers sent for approval, oldest first. Open one to see what changes and decide." />
      <div className="mb-4">
        <SearchForm id="queue-q" label="Company or preparer name" placeholder="Company or preparer" value={q} onSearch={(next) => setParams(next ? { q: next } : {}, { replace: true })} />
      </div>
      <Card className="overflow-hidden">
        <PagedList
          query={query}
          shown={items.length}
          failure={approvalMessages.fallback.queue}
          noun={['request', 'requests']}
          empty={<EmptyState icon={<Inbox className="size-6" aria-hidden="true" />} title={q ? 'No requests match' : 'Nothing waits for you'} description={q ? 'Change the search, or clear it.' : 'Work your preparers send for approval appears here.'} />}
        >
          <RequestList items={items} label="Review queue" />
        </PagedList>
      </Card>
    </>
  );
}
