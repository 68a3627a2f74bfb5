import { Link } from 'react-router';
import type { TaskSummary } from '@quayside/contract/client-area';
import { PriorityBadge, TaskStatusBadge } from '../ui/status-badges';
import { TaskDue } from '../ui/task-due';

/** One task in a recipient's task list: title, due date, documents uploaded, priority and status; opens the task. */
export function TaskListItem({ task, to }: { task: TaskSummary; to: string }) {
  return (
    <li>
      <Link to={to} className="flex flex-col gap-2 px-5 py-4 hover:bg-slate-50 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-slate-900">{task.title}</p>
          <p className="mt-0.5 text-xs text-slate-500">
            <TaskDue task={task} />
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
  );
}
