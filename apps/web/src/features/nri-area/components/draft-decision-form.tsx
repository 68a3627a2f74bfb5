import { useId, useState, type FormEvent } from 'react';
import { CheckCircle2, PenLine } from 'lucide-react';
import { draftDecisionBodySchema, type DraftDecisionBody } from '@quayside/contract/nri-area';
import { nriClientMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { cn } from '../../../lib/cn';
import { errorText } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast-result';
import { useDecideNriDraftMutation } from '../api/decide-draft';

type Action = DraftDecisionBody['action'];
type Errors = Partial<Record<'fullName' | 'reason', string>>;

const CHOICES: Record<Action, { label: string; help: string }> = {
  approve: { label: 'Approve the draft', help: 'The figures are right: your preparer files the return as drafted.' },
  request_changes: { label: 'Ask for changes', help: 'Say what should change; your preparer sends a new draft.' },
};

/**
 * The decision on the draft computation: approve it or ask for changes (with a reason), signed by typing the full
 * name on the account, and confirmed before it is sent ("Draft decision recorded").
 */
export function DraftDecisionForm({ accountName }: { accountName: string }) {
  const [decide, state] = useDecideNriDraftMutation();
  const [action, setAction] = useState<Action>('approve');
  const [fullName, setFullName] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<DraftDecisionBody | null>(null);
  const groupId = useId();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = draftDecisionBodySchema.safeParse({
      action,
      fullName,
      ...(action === 'request_changes' || reason.trim() ? { reason } : {}),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'fullName' || key === 'reason') && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    state.reset();
    setConfirming(parsed.data);
  }

  async function onConfirm() {
    if (!confirming) return;
    try {
      const result = await decide(confirming).unwrap();
      toastSuccess(result, nriClientMessages.success.draftDecision);
      setConfirming(null);
    } catch {
      // Shown in the dialog.
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Your decision on the draft">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Your decision</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {(Object.keys(CHOICES) as Action[]).map((value) => (
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
                <span className="block text-slate-600">{CHOICES[value].help}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {action === 'request_changes' ? (
        <Field label="What should change" error={errors.reason}>
          <Textarea rows={4} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
      ) : null}
      <Field
        label="Type your full name to sign"
        hint={`As on your account: ${accountName}`}
        error={errors.fullName}
      >
        <Input value={fullName} maxLength={200} autoComplete="name" onChange={(e) => setFullName(e.target.value)} />
      </Field>
      <div className="flex justify-end">
        <Button
          type="submit"
          variant={action === 'approve' ? 'primary' : 'secondary'}
          icon={action === 'approve' ? <CheckCircle2 className="size-4" aria-hidden="true" /> : <PenLine className="size-4" aria-hidden="true" />}
        >
          {action === 'approve' ? 'Approve draft' : 'Request changes'}
        </Button>
      </div>
      <Modal
        open={!!confirming}
        onClose={() => !state.isLoading && setConfirming(null)}
        title={confirming?.action === 'approve' ? 'Approve the draft computation?' : 'Ask for changes to the draft?'}
        description={
          confirming?.action === 'approve'
            ? `Signed "${confirming.fullName}". Your preparer files your return as drafted.`
            : `Signed "${confirming?.fullName ?? ''}". Your preparer reads your reason and sends a new draft.`
        }
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={state.isLoading}>
              Cancel
            </Button>
            <Button onClick={() => void onConfirm()} loading={state.isLoading}>
              {confirming?.action === 'approve' ? 'Yes, approve' : 'Send request'}
            </Button>
          </>
        }
      >
        {confirming?.reason ? <p className="text-sm whitespace-pre-line text-slate-700">{confirming.reason}</p> : null}
        {state.isError ? <FormAlert>{errorText(state.error, nriClientMessages.fallback.draftDecision)}</FormAlert> : null}
      </Modal>
    </form>
  );
}
