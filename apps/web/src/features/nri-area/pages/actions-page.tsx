import { CheckCircle2, Megaphone } from 'lucide-react';
import type { Action } from '@quayside/contract/client-area';
import { clientMessages, nriClientMessages } from '@quayside/contract/messages';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { ActionItem } from '../../../components/work/action-item';
import { toastResult } from '../../../lib/toast-result';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAcknowledgeNriActionMutation } from '../api/acknowledge-action';
import { useGetNriActionsQuery } from '../api/get-actions';
import { nriPaths } from '../lib/paths';

/** /dashboard/nri/actions: the preparer's messages, those to acknowledge first. */
export function NriActionsPage() {
  useDocumentTitle('Actions');
  const query = useGetNriActionsQuery();
  const actions = query.data?.items ?? [];
  const ordered = [...actions.filter((a) => !a.clientAck), ...actions.filter((a) => a.clientAck)];
  return (
    <div>
      <PageHeader title="Actions" description="Messages from your preparer. Acknowledge each one to say you have read it." />
      <Card>
        <CardHeader
          title="From your preparer"
          description={query.data ? `${query.data.unacknowledgedCount} to acknowledge` : undefined}
          icon={<Megaphone className="size-5" aria-hidden="true" />}
        />
        <QueryState
          query={query}
          failure={nriClientMessages.fallback.notifications}
          isEmpty={actions.length === 0}
          empty={
            <EmptyState
              icon={<CheckCircle2 className="size-6" aria-hidden="true" />}
              title="No actions"
              description="When your preparer needs you to act on something, it appears here."
            />
          }
        >
          <ul className="divide-y divide-slate-100" data-testid="action-list">
            {ordered.map((a) => (
              <NriActionRow key={a.id} action={a} />
            ))}
          </ul>
        </QueryState>
      </Card>
    </div>
  );
}

function NriActionRow({ action }: { action: Action }) {
  const [acknowledge, state] = useAcknowledgeNriActionMutation();
  return (
    <ActionItem
      action={action}
      link={action.taskId ? nriPaths.task(action.taskId) : null}
      acknowledging={state.isLoading}
      onAcknowledge={() =>
        void toastResult(() => acknowledge(action.id).unwrap(), {
          success: nriClientMessages.success.actionAcknowledged,
          failure: clientMessages.fallback.acknowledge,
        })
      }
    />
  );
}
