import { useSearchParams } from 'react-router';
import { History } from 'lucide-react';
import { APPROVAL_DECISIONS, type ApprovalDecision } from '@quayside/contract/approvals';
import { approvalMessages } from '@quayside/contract/messages';
import { FilterSelect } from '../../../components/form/select';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetApprovalHistoryInfiniteQuery } from '../api/get-approval-history';
import { RequestList } from '../components/request-list';

const isDecision = (v: string | null): v is ApprovalDecision =>
  !!v && (APPROVAL_DECISIONS as readonly string[]).includes(v);

/** /dashboard/approver/history: decided requests, newest decision first, filtered by decision (in the URL). */
export function HistoryPage() {
  useDocumentTitle('Decisions');
  const [params, setParams] = useSearchParams();
  const raw = params.get('decision');
  const decision = isDecision(raw) ? raw : undefined;
  const query = useGetApprovalHistoryInfiniteQuery({ decision });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHeader
        eyebrow="Approver"
        title="Decisions"
        description="Every request decided, newest first, with the reason given."
      />
      <div className="mb-4">
        <label htmlFor="history-decision" className="sr-only">
          Decision
        </label>
        <FilterSelect
          id="history-decision"
          value={decision ?? ''}
          onChange={(e) => setParams(e.target.value ? { decision: e.target.value } : {}, { replace: true })}
        >
          <option value="">All decisions</option>
          <option value="approved">Approved</option>
          <option value="returned">Returned to preparer</option>
        </FilterSelect>
      </div>
      <Card className="overflow-hidden">
        <PagedList
          query={query}
          shown={items.length}
          failure={approvalMessages.fallback.history}
          noun={['decision', 'decisions']}
          empty={
            <EmptyState
              icon={<History className="size-6" aria-hidden="true" />}
              title={decision ? 'No decisions of this kind yet' : 'No decisions yet'}
              description="Requests you approve or return are listed here."
            />
          }
        >
          <RequestList items={items} label="Decided requests" />
        </PagedList>
      </Card>
    </>
  );
}
