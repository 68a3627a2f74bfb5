import { ListChecks } from 'lucide-react';
import { clientMessages } from '@quayside/contract/messages';
import { TASK_STATUSES, TASK_STATUS_LABELS, type TaskStatus } from '@quayside/contract/client-area';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedList } from '../../../components/ui/paged-list';
import { SearchInput } from '../../../components/ui/search-input';
import { cn } from '../../../lib/cn';
import { useGetAssignedTasksInfiniteQuery } from '../api/get-assigned-tasks';
import { CompanySwitcher } from '../components/company-switcher';
import { FilterSelect, Options } from '../../../components/form/select';
import { NoMatches } from '../components/no-matches';
import { TaskListItem } from '../../../components/work/task-list-item';
import { clientPaths } from '../lib/paths';
import { useCompanyArg } from '../lib/use-company';
import { useDebounced } from '../lib/use-debounced';
import { useUrlFilters } from '../lib/use-url-filters';
import { useDocumentTitle } from '../../../lib/use-document-title';

const isStatus = (v: string | null): v is TaskStatus =>
  !!v && (TASK_STATUSES as readonly string[]).includes(v);

/** /dashboard/client/tasks: assigned tasks with status and text filters (kept in the URL), a page at a time. */
export function TasksPage() {
  useDocumentTitle('Tasks');
  const { params, update, setParam, clear } = useUrlFilters();
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
          <SearchInput
            value={searchInput}
            onChange={(e) => setParam('q', e.target.value)}
            placeholder="Search tasks"
            aria-label="Search tasks by title"
          />
          <FilterSelect
            aria-label="Filter by status"
            value={selectValue}
            onChange={(e) => {
              // "Open tasks" is its own flag; a status replaces it.
              const v = e.target.value;
              update({ status: v === 'open' ? null : v, open: v === 'open' ? '1' : null });
            }}
            className="sm:w-56"
          >
            <option value="">All tasks</option>
            <option value="open">Open tasks</option>
            <Options values={TASK_STATUSES} labels={TASK_STATUS_LABELS} />
          </FilterSelect>
        </div>
        <PagedList
          query={query}
          shown={items.length}
          failure={clientMessages.fallback.tasks}
          noun={['task', 'tasks']}
          empty={
            filtered ? (
              <NoMatches title="No tasks match" description="Try another status or search." onClear={clear} />
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
              <TaskListItem key={task.id} task={task} to={clientPaths.task(task.id)} />
            ))}
          </ul>
        </PagedList>
      </Card>
    </div>
  );
}
