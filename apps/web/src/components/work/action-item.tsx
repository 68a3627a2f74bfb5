import { Link } from 'react-router';
import { Check } from 'lucide-react';
import type { Action } from '@quayside/contract/client-area';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { cn } from '../../lib/cn';
import { formatDate, formatRelative } from '../../lib/format';

const typeLabels: Record<string, string> = {
  info: 'Information',
  request: 'Request',
  reminder: 'Reminder',
  deadline: 'Deadline',
  document: 'Document',
  payment: 'Payment',
  task: 'Task',
};

/**
 * One action from the preparer as its recipient reads it: kind, due date, title, message, who sent it and when,
 * a link to what it is about, and Acknowledge (or when it was acknowledged). Shared by the client's and the NRI
 * client's action lists.
 */
export function ActionItem({
  action,
  link,
  onAcknowledge,
  acknowledging,
  disabled,
}: {
  action: Action;
  /** An app path to open with the action (a task), if any. */
  link: string | null;
  onAcknowledge: () => void;
  acknowledging?: boolean;
  disabled?: boolean;
}) {
  return (
    <li
      className={cn(
        'flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-start',
        action.clientAck && 'bg-slate-50/60',
      )}
      data-testid="action-item"
      data-id={action.id}
      aria-label={action.title}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={action.type === 'deadline' || action.type === 'payment' ? 'warning' : 'brand'}>
            {typeLabels[action.type] ?? action.type}
          </Badge>
          {action.dueDate ? (
            <span className="text-xs text-slate-500">Due {formatDate(action.dueDate)}</span>
          ) : null}
        </div>
        <p
          className={cn(
            'mt-1.5 font-medium break-words',
            action.clientAck ? 'text-slate-600' : 'text-slate-900',
          )}
        >
          {action.title}
        </p>
        <p className="mt-0.5 text-sm whitespace-pre-line text-slate-600">{action.message}</p>
        <p className="mt-1 text-xs text-slate-500">
          {action.createdBy ? `${action.createdBy.fullName} · ` : null}
          {formatRelative(action.createdAt)}
          {link ? (
            <>
              {' · '}
              <Link to={link} className="font-medium text-brand-700 hover:underline">
                Open
              </Link>
            </>
          ) : null}
        </p>
      </div>
      <div className="shrink-0">
        {action.clientAck ? (
          <span className="inline-flex items-center gap-1.5 text-sm text-emerald-700">
            <Check className="size-4" aria-hidden="true" />
            Acknowledged {action.ackAt ? formatRelative(action.ackAt) : ''}
          </span>
        ) : (
          <Button size="sm" onClick={onAcknowledge} loading={acknowledging} disabled={disabled}>
            Acknowledge
          </Button>
        )}
      </div>
    </li>
  );
}
