import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { isLate } from '../../lib/tasks';

/** "Company · Due 3 May" for a task: its company when known, its due date (red once late) or "No due date". */
export function TaskDue({
  task,
}: {
  task: Parameters<typeof isLate>[0] & { companyName?: string | null; dueDate: string | null };
}) {
  return (
    <>
      {task.companyName ? `${task.companyName} · ` : null}
      {task.dueDate ? (
        <span className={cn(isLate(task) && 'font-medium text-red-700')}>
          {isLate(task) ? 'Overdue, was due ' : 'Due '}
          {formatDate(task.dueDate)}
        </span>
      ) : (
        'No due date'
      )}
    </>
  );
}
