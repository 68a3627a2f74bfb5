import { Check, CloudOff } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { DraftStatus } from '../lib/use-draft-autosave';

/** Back/Continue, the step heading and its error are the shared wizard's (components/wizard). */
export { StepActions, StepError, StepHeading } from '../../../components/wizard/step-actions';

const DRAFT_TEXT: Record<Exclude<DraftStatus, 'idle'>, string> = {
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline: your changes are kept on this device and saved when you are back online.',
  error: 'Some changes are not saved yet. Check the step and press Save and continue.',
};

/** The draft autosave's state, discreet, under the step heading; announced politely to screen readers. */
export function DraftStatusNote({ status }: { status: DraftStatus }) {
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="draft-status"
      className={cn(
        '-mt-4 mb-4 flex min-h-5 items-center gap-1.5 text-xs',
        status === 'offline' || status === 'error' ? 'text-amber-800' : 'text-slate-500',
      )}
    >
      {status === 'idle' ? null : (
        <>
          {status === 'saved' ? <Check className="size-3.5" aria-hidden="true" /> : null}
          {status === 'offline' ? <CloudOff className="size-3.5" aria-hidden="true" /> : null}
          {DRAFT_TEXT[status]}
        </>
      )}
    </p>
  );
}
