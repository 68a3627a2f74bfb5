import { Link } from 'react-router';
import { CheckCircle2, ListChecks, Megaphone } from 'lucide-react';
import { clientMessages } from '@quayside/contract/messages';
import type { Action } from '@quayside/contract/client-area';
import { ActionItem } from '../../../components/work/action-item';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { cn } from '../../../lib/cn';
import { useAcknowledgeActionMutation } from '../api/acknowledge-action';
import { useGetActionCentreQuery } from '../api/get-action-centre';
import { CompanySwitcher } from '../components/company-switcher';
import { PriorityBadge, TaskStatusBadge } from '../../../components/ui/status-badges';
import { formatDate } from '../../../lib/format';
import { isLate } from '../../../lib/tasks';
import { useCompanyLock } from '../lib/use-company-lock';
import { clientPaths, safeAppPath } from '../lib/paths';
import { toastResult } from '../../../lib/toast-result';
import { useCompanyArg } from '../lib/use-company';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /dashboard/client/actions: the action centre - what the firm has flagged for the client, and open tasks. */
export function ActionsPage() {
  useDocumentTitle('Action centre');
  const query = useGetActionCentreQuery(useCompanyArg());
  const actions = query.data?.actions ?? [];
  const open = actions.filter((a) => !a.clientAck);
  const done = actions.filter((a) => a.clientAck);

  return (
    <div>
      <PageHeader
        title="Action centre"
        description="Messages from your preparer that need you to confirm you have seen them, and the tasks still open."
        actions={<CompanySwitcher />}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader
            title="Actions"
            description={query.data ? `${query.data.unacknowledgedCount} to acknowledge` : undefined}
            icon={<Megaphone className="size-5" aria-hidden="true" />}
          />
          <QueryState
            query={query}
            failure={clientMessages.fallback.actions}
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
              {[...open, ...done].map((action) => (
                <ActionRow key={action.id} action={action} />
              ))}
            </ul>
          </QueryState>
        </Card>
        <Card>
          <CardHeader title="Open tasks" icon={<ListChecks className="size-5" aria-hidden="true" />} />
          <QueryState
            query={query}
            failure={clientMessages.fallback.actions}
            isEmpty={(query.data?.tasks.length ?? 0) === 0}
            empty={<EmptyState title="No open tasks" />}
          >
            <ul className="divide-y divide-slate-100">
              {query.data?.tasks.map((task) => (
                <li key={task.id}>
                  <Link to={clientPaths.task(task.id)} className="block px-5 py-3 hover:bg-slate-50">
                    <p className="text-sm font-medium text-slate-900">{task.title}</p>
                    <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                      <TaskStatusBadge status={task.status} />
                      <PriorityBadge priority={task.priority} />
                      {task.dueDate ? (
                        <span className={cn(isLate(task) && 'text-red-700')}>
                          Due {formatDate(task.dueDate)}
                        </span>
                      ) : null}
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          </QueryState>
        </Card>
      </div>
    </div>
  );
}

function ActionRow({ action }: { action: Action }) {
  const [acknowledge, state] = useAcknowledgeActionMutation();
  const frozen = useCompanyLock().locked;
  const link = safeAppPath(action.link) ?? (action.taskId ? clientPaths.task(action.taskId) : null);

  async function onAck() {
    await toastResult(() => acknowledge(action.id).unwrap(), {
      success: clientMessages.success.actionAcknowledged,
      failure: clientMessages.fallback.acknowledge,
    });
  }

  return (
    <ActionItem
      action={action}
      link={link}
      onAcknowledge={() => void onAck()}
      acknowledging={state.isLoading}
      disabled={frozen}
    />
  );
}
