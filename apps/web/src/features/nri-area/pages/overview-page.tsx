import { Link } from 'react-router';
import { ArrowRight, FileSignature, ListChecks, Megaphone } from 'lucide-react';
import { ITR_STAGE_LABELS } from '@quayside/contract/nri-area';
import { clientMessages, nriClientMessages } from '@quayside/contract/messages';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/form/field';
import { QueryState } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { TaskListItem } from '../../../components/work/task-list-item';
import { formatDateTime, plural } from '../../../lib/format';
import { useGetNriActionsQuery } from '../api/get-actions';
import { useGetNriItrStatusQuery } from '../api/get-itr-status';
import { useGetNriTasksInfiniteQuery } from '../api/get-tasks';
import { DraftStatusBadge, ItrTimeline } from '../components/itr-timeline';
import { nriPaths } from '../lib/paths';

/**
 * /dashboard/nri (beside the greeting and the account): the tax return's progress as a timeline with the draft's
 * status, what is waiting for the client (the draft decision, open tasks, actions to acknowledge).
 */
export function NriOverviewPanels() {
  return (
    <>
      <ItrStatusCard />
      <OpenTasksCard />
      <ActionsCard />
    </>
  );
}

function ItrStatusCard() {
  const query = useGetNriItrStatusQuery();
  const status = query.data;
  return (
    <Card data-testid="itr-status">
      <CardHeader
        title="Your tax return"
        description={
          status?.assessmentYear
            ? `Assessment year ${status.assessmentYear}${status.returnType ? ` · ${status.returnType}` : ''}`
            : undefined
        }
        icon={<FileSignature className="size-5" aria-hidden="true" />}
      />
      <QueryState
        query={query}
        failure={nriClientMessages.fallback.itrStatus}
        skeleton={<TextSkeleton lines={6} label="Loading your tax return" />}
        isEmpty={!!status && !status.filingId}
        empty={<EmptyState title={nriClientMessages.errors.noFiling} description="Once your filing is paid for, its progress shows here." />}
      >
        {status ? (
          <CardBody className="space-y-4">
            {status.itrDraftStatus === 'awaiting_decision' ? (
              <FormAlert tone="info">
                <span className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                  <span>Your preparer has sent the draft computation. Read it, then approve it or ask for changes.</span>
                  <Link to={nriPaths.filing} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
                    Review the draft <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </span>
              </FormAlert>
            ) : null}
            <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
              {status.itrStatus ? (
                <div>
                  <dt className="text-slate-600">Now</dt>
                  <dd className="font-medium text-slate-900">
                    {ITR_STAGE_LABELS[status.itrStatus]}
                    {status.updatedAt ? (
                      <span className="block text-xs font-normal text-slate-500">since {formatDateTime(status.updatedAt)}</span>
                    ) : null}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className="text-slate-600">Draft computation</dt>
                <dd className="mt-0.5">
                  <DraftStatusBadge status={status.itrDraftStatus} />
                </dd>
              </div>
            </dl>
            <ItrTimeline status={status} />
          </CardBody>
        ) : null}
      </QueryState>
    </Card>
  );
}

function OpenTasksCard() {
  const query = useGetNriTasksInfiniteQuery({ onlyOpen: true });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Open tasks"
        description={query.data ? plural(items.length, 'task') + ' waiting' : undefined}
        icon={<ListChecks className="size-5" aria-hidden="true" />}
        action={
          <Link to={nriPaths.tasks} className="text-sm font-medium text-brand-700 hover:underline">
            All tasks
          </Link>
        }
      />
      <QueryState
        query={query}
        failure={clientMessages.fallback.tasks}
        isEmpty={items.length === 0}
        empty={<EmptyState title="Nothing to do right now" description="When your preparer needs documents from you, the task appears here." />}
      >
        <ul className="divide-y divide-slate-100" aria-label="Open tasks">
          {items.slice(0, 5).map((task) => (
            <TaskListItem key={task.id} task={task} to={nriPaths.task(task.id)} />
          ))}
        </ul>
      </QueryState>
    </Card>
  );
}

function ActionsCard() {
  const query = useGetNriActionsQuery();
  const waiting = query.data?.unacknowledgedCount ?? 0;
  return (
    <Card>
      <CardHeader
        title="Actions"
        icon={<Megaphone className="size-5" aria-hidden="true" />}
        action={
          <Link to={nriPaths.actions} className="text-sm font-medium text-brand-700 hover:underline">
            Open actions
          </Link>
        }
      />
      <QueryState query={query} failure={nriClientMessages.fallback.notifications} skeleton={<TextSkeleton lines={1} />}>
        <CardBody>
          <p className="text-sm text-slate-700">
            {waiting > 0 ? `${plural(waiting, 'message')} from your preparer to acknowledge.` : 'You have acknowledged every message from your preparer.'}
          </p>
        </CardBody>
      </QueryState>
    </Card>
  );
}
