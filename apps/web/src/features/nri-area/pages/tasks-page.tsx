import { useSearchParams } from 'react-router';
import { ListChecks } from 'lucide-react';
import { clientMessages } from '@quayside/contract/messages';
import { FilterSelect } from '../../../components/form/select';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedList } from '../../../components/ui/paged-list';
import { TaskListItem } from '../../../components/work/task-list-item';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetNriTasksInfiniteQuery } from '../api/get-tasks';
import { nriPaths } from '../lib/paths';

/** /dashboard/nri/tasks: the NRI client's tasks, open ones by default (the filter is in the URL: ?show=all). */
export function NriTasksPage() {
  useDocumentTitle('Tasks');
  const [params, setParams] = useSearchParams();
  const all = params.get('show') === 'all';
  const query = useGetNriTasksInfiniteQuery({ onlyOpen: !all });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div>
      <PageHeader
        title="Tasks"
        description="The documents and answers your preparer needs for your tax return."
        actions={
          <FilterSelect
            aria-label="Show"
            value={all ? 'all' : 'open'}
            onChange={(e) => setParams(e.target.value === 'all' ? { show: 'all' } : {}, { replace: true })}
            className="sm:w-48"
          >
            <option value="open">Open tasks</option>
            <option value="all">All tasks</option>
          </FilterSelect>
        }
      />
      <Card className="overflow-hidden">
        <PagedList
          query={query}
          shown={items.length}
          failure={clientMessages.fallback.tasks}
          noun={['task', 'tasks']}
          empty={
            <EmptyState
              icon={<ListChecks className="size-6" aria-hidden="true" />}
              title={all ? 'No tasks yet' : 'No open tasks'}
              description={
                all
                  ? 'When your preparer asks you for something, the task appears here.'
                  : 'Everything asked of you is done. Choose "All tasks" to see the finished ones.'
              }
            />
          }
        >
          <ul
            className={cn('divide-y divide-slate-100', query.isFetching && !query.isFetchingNextPage && 'opacity-60')}
            data-testid="task-list"
            aria-label="Tasks"
          >
            {items.map((task) => (
              <TaskListItem key={task.id} task={task} to={nriPaths.task(task.id)} />
            ))}
          </ul>
        </PagedList>
      </Card>
    </div>
  );
}
