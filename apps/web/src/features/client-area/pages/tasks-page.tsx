import { Link, useSearchParams } from 'react-router';
import { ListChecks, Search } from 'lucide-react';
import { clientMessages } from '@quayside/contract/messages';
import { TASK_STATUSES, TASK_STATUS_LABELS, type TaskStatus } from '@quayside/contract/client-area';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useGetAssignedTasksInfiniteQuery } from '../api/get-assigned-tasks';
import { CompanySwitcher } from '../components/company-switcher';
import { LoadMore } from '../components/load-more';
import { QueryState } from '../components/query-state';
import { PriorityBadge, TaskStatusBadge } from '../components/status-badges';
import { formatDay, isLate } from '../lib/format';
import { clientPaths } from '../lib/paths';
import { useCompanyArg } from '../lib/use-company';
import { useDebounced } from '../lib/use-debounced';

const isStatus = (v: string | null): v is TaskStatus =>
  !!v && (TASK_STATUSES as readonly string[]).includes(v);

/** /dashboard/client/tasks: assigned tasks with status and text filters (kept in the URL), a page at a time. */
export function TasksPage() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const openOnly = !status && params.get('open') === '1';
  const searchInput = params.get('q') ?? '';
  const search = useDebounced(searchInput.trim());
  const { companyId } = useCompanyArg();
  const query = useGetAssignedTasksInfiniteQuery({
    status,
    openOnly,
    search: search || undefined,
    companyId,
  });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = !!status || openOnly || !!search;

  function setParam(key: string, value: string | null) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  }

  const selectValue = status ?? (openOnly ? 'open' : '');

  return (
    <div>
      <PageHeader
        title="Tasks"
        description="What your preparer has asked of you, and where each request stands."
        actions={<CompanySwitcher />}
      />
      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <Input
              type="search"
              value={searchInput}
              onChange={(e) => setParam('q', e.target.value)}
              placeholder="Search tasks"
              aria-label="Search tasks by title"
              className="pl-9"
              maxLength={100}
            />
          </div>
          <select
            aria-label="Filter by status"
            value={selectValue}
            onChange={(e) => {
              const v = e.target.value;
              const next = new URLSearchParams(params);
              next.delete('status');
              next.delete('open');
              if (v === 'open') next.set('open', '1');
              else if (v) next.set('status', v);
              setParams(next, { replace: true });
            }}
            className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none sm:w-56 sm:text-sm"
          >
            <option value="">All tasks</option>
            <option value="open">Open tasks</option>
            {TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {TASK_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <QueryState
          query={{ ...query, isError: query.isError && items.length === 0 }}
          failure={clientMessages.fallback.tasks}
          isEmpty={items.length === 0}
          empty={
            filtered ? (
              <EmptyState
                icon={<Search className="size-6" aria-hidden="true" />}
                title="No tasks match"
                description="Try another status or search."
                action={
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setParams(new URLSearchParams(), { replace: true })}
                  >
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<ListChecks className="size-6" aria-hidden="true" />}
                title="No tasks yet"
                description="When your preparer asks you for something, the task appears here."
              />
            )
          }
        >
          <ul
            className={cn(
              'divide-y divide-slate-100',
              query.isFetching && !query.isFetchingNextPage && 'opacity-60',
            )}
            data-testid="task-list"
          >
            {items.map((task) => (
              <li key={task.id}>
                <Link
                  to={clientPaths.task(task.id)}
                  className="flex flex-col gap-2 px-5 py-4 hover:bg-slate-50 sm:flex-row sm:items-center sm:gap-4"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words text-slate-900">{task.title}</p>
                    <p className="mt-0.5 text-xs text-slate-500">
                      {task.companyName ? `${task.companyName} · ` : null}
                      {task.dueDate ? (
                        <span className={cn(isLate(task) && 'font-medium text-red-700')}>
                          {isLate(task) ? 'Overdue, was due ' : 'Due '}
                          {formatDay(task.dueDate)}
                        </span>
                      ) : (
                        'No due date'
                      )}
                      {task.requirementsTotal > 0
                        ? ` · ${task.requirementsUploaded} of ${task.requirementsTotal} documents uploaded`
                        : null}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap items-center gap-2">
                    <PriorityBadge priority={task.priority} />
                    <TaskStatusBadge status={task.status} />
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            fetchNextPage={query.fetchNextPage}
            isError={query.isFetchNextPageError}
            error={query.error}
            failure={clientMessages.fallback.tasks}
            shown={items.length}
            noun={items.length === 1 ? 'task' : 'tasks'}
          />
        </QueryState>
      </Card>
    </div>
  );
}
