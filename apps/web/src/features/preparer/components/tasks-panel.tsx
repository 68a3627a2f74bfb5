import { useState } from 'react';
import { ListChecks, Plus } from 'lucide-react';
import type { TaskStatus } from '@quayside/contract/client-area';
import { preparerAreaMessages } from '@quayside/contract/messages';
import { FilterSelect } from '../../../components/form/select';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { useGetPreparerCompanyTasksInfiniteQuery } from '../api/get-company-tasks';
import { CreateTaskModal } from './create-task-modal';
import { TaskList } from './summary-panel';

type Filter = 'open' | 'review' | 'all';
const FILTERS: Record<Filter, { label: string; status?: TaskStatus; openOnly?: boolean }> = {
  open: { label: 'Open tasks', openOnly: true },
  review: { label: 'Ready for review', status: 'complete (pending review)' },
  all: { label: 'All tasks' },
};

/** The company's tasks (newest first) with a filter, and "New task". */
export function TasksPanel({ companyId }: { companyId: string }) {
  const [filter, setFilter] = useState<Filter>('open');
  const [creating, setCreating] = useState(false);
  const { status, openOnly } = FILTERS[filter];
  const query = useGetPreparerCompanyTasksInfiniteQuery({ companyId, status, openOnly });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Tasks"
        description="Newest first; open one to review it"
        icon={<ListChecks className="size-5" aria-hidden="true" />}
        action={
          <Button size="sm" onClick={() => setCreating(true)} icon={<Plus className="size-4" aria-hidden="true" />}>
            New task
          </Button>
        }
      />
      <div className="border-b border-slate-100 px-5 py-3">
        <label htmlFor="task-filter" className="sr-only">
          Show
        </label>
        <FilterSelect id="task-filter" value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
          {(Object.keys(FILTERS) as Filter[]).map((f) => (
            <option key={f} value={f}>
              {FILTERS[f].label}
            </option>
          ))}
        </FilterSelect>
      </div>
      <PagedList
        query={query}
        shown={items.length}
        failure={preparerAreaMessages.fallback.tasks}
        noun={['task', 'tasks']}
        empty={
          <EmptyState
            title={filter === 'all' ? 'No tasks yet' : filter === 'review' ? 'Nothing to review' : 'No open tasks'}
            description="Create a task to ask the client for documents or information, with a due date."
          />
        }
      >
        <TaskList tasks={items} label="Tasks" />
      </PagedList>
      <CreateTaskModal target={{ companyId }} open={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}
