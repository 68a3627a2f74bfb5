import { useId, useState, type FormEvent } from 'react';
import { ClipboardCheck } from 'lucide-react';
import type { Task } from '@quayside/contract/client-area';
import { TASK_REVIEW_ACTIONS, type TaskReviewAction } from '@quayside/contract/company-preparer';
import { preparerAreaMessages, preparerMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { errorText } from '../../../lib/form-errors';
import { toastSuccess } from '../lib/toast-result';

const CHOICES: Record<TaskReviewAction, { label: string; help: string }> = {
  approve: { label: 'Approve', help: 'You accept the work; it is done for the client once the approver approves it (send it from the company).' },
  return: { label: 'Return to the client', help: 'The client is asked for changes and sees your reason.' },
  reject: { label: 'Reject', help: 'The work is refused and the task is closed, with your reason.' },
};

export type ReviewDecision = { action: TaskReviewAction; reason?: string };

/**
 * The preparer's review of a task: approve, return with a reason, or reject with a reason ("Task reviewed").
 * `onReview` sends it (a company task's review or an NRI client's); `state` is that call's.
 */
export function ReviewForm({
  task,
  onReview,
  state,
  approveHelp,
}: {
  task: Task;
  onReview: (decision: ReviewDecision) => Promise<{ message?: string }>;
  state: { isLoading: boolean; isError: boolean; error?: unknown };
  /** What approving does, when it differs from a company task's. */
  approveHelp?: string;
}) {
  const [action, setAction] = useState<TaskReviewAction>('approve');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const groupId = useId();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (action !== 'approve' && !reason.trim()) {
      setReasonError(preparerAreaMessages.errors.reviewReasonRequired);
      return;
    }
    setReasonError(undefined);
    try {
      const result = await onReview({ action, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      toastSuccess(result, preparerMessages.success.taskReviewed);
      setReason('');
    } catch {
      // The form shows the failure.
    }
  };

  return (
    <Card>
      <CardHeader
        title="Review"
        icon={<ClipboardCheck className="size-5" aria-hidden="true" />}
        description={task.status === 'complete (pending review)' ? 'The client marked this task complete.' : 'The client has not marked this task complete yet.'}
      />
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <CardBody className="space-y-3">
          <fieldset aria-describedby={`${groupId}-help`}>
            <legend className="text-sm font-medium text-slate-800">Decision</legend>
            <div className="mt-2 grid gap-2">
              {TASK_REVIEW_ACTIONS.map((value) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm',
                    action === value ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
                  )}
                >
                  <input
                    type="radio"
                    name={`${groupId}-action`}
                    value={value}
                    checked={action === value}
                    onChange={() => setAction(value)}
                    className="mt-0.5 size-4"
                  />
                  <span>
                    <span className="block font-medium text-slate-900">{CHOICES[value].label}</span>
                    <span className="block text-slate-600">{value === 'approve' && approveHelp ? approveHelp : CHOICES[value].help}</span>
                  </span>
                </label>
              ))}
            </div>
            <p id={`${groupId}-help`} className="sr-only">
              {CHOICES[action].help}
            </p>
          </fieldset>
          <Field label={action === 'approve' ? 'Note (optional)' : 'Reason'} error={reasonError}>
            <Textarea rows={3} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          {state.isError ? <FormAlert>{errorText(state.error, preparerMessages.fallback.reviewTask)}</FormAlert> : null}
          <div className="flex justify-end">
            <Button type="submit" variant={action === 'reject' ? 'danger' : 'primary'} loading={state.isLoading}>
              {action === 'approve' ? 'Approve task' : action === 'return' ? 'Return to client' : 'Reject task'}
            </Button>
          </div>
        </CardBody>
      </form>
    </Card>
  );
}
