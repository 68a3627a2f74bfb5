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
import { PreparerFilter } from '../components/preparer-filter';
import { RequestList } from '../components/request-list';
import { idParam } from '../lib/url-filters';

const isDecision = (v: string | null): v is ApprovalDecision =>
  !!v && (APPROVAL_DECISIONS as readonly string[]).includes(v);

/** /dashboard/approver/history: decided requests, newest decision first, filtered by decision and preparer (in the URL). */
export function HistoryPage() {
  useDocumentTitle('Decisions');
  const [params, setParams] = useSearchParams();
  const raw = params.get('decision');
  const decision = isDecision(raw) ? raw : undefined;
  const preparerId = idParam(params, 'preparerId');
  const query = useGetApprovalHistoryInfiniteQuery({ decision, preparerId });
  const setFilter = (next: { decision?: string; preparerId?: string }) => {
    const merged = { decision: decision ?? '', preparerId: preparerId ?? '', ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)), { replace: true });
  };
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHeader
        eyebrow="Approver"
        title="Decisions"
        description="Every request decided, newest first, with the reason given."
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="history-decision" className="sr-only">
          Decision
        </label>
        <FilterSelect
          id="history-decision"
          value={decision ?? ''}
          onChange={(e) => setFilter({ decision: e.target.value })}
        >
          <option value="">All decisions</option>
          <option value="approved">Approved</option>
          <option value="returned">Returned to preparer</option>
        </FilterSelect>
        <PreparerFilter
          id="history-preparer"
          value={preparerId}
          onChange={(next) => setFilter({ preparerId: next })}
        />
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
              title={decision || preparerId ? 'No decisions match' : 'No decisions yet'}
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
