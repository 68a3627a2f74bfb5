import { useState } from 'react';
import { SendHorizontal } from 'lucide-react';
import { sendToApproverBodySchema } from '@quayside/contract/approvals';
import { approvalMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/form-errors';
import { plural } from '../../../lib/format';
import { useGetPreparerCompanyDetailsQuery } from '../api/get-company-details';
import { useSendToApproverMutation } from '../api/send-to-approver';
import { toastSuccess } from '../lib/toast-result';

/**
 * "Send to approver": the company's staged changes and approved tasks go to the approver with the preparer's note.
 * Says what will be sent; the server answers 409 "Nothing to send for approval" when there is nothing.
 */
export function SendToApproverButton({ companyId }: { companyId: string }) {
  const details = useGetPreparerCompanyDetailsQuery(companyId);
  const [send, state] = useSendToApproverMutation();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const changes = details.data?.pendingDiff.length ?? 0;
  const tasks = details.data?.tasksAwaitingApproval.length ?? 0;
  const pending = details.data?.pendingRequests ?? 0;

  const close = () => {
    setOpen(false);
    setNoteError(undefined);
    state.reset();
  };
  const submit = async () => {
    const parsed = sendToApproverBodySchema.safeParse({ note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message);
      return;
    }
    setNoteError(undefined);
    try {
      const result = await send({ companyId, note: parsed.data.note }).unwrap();
      toastSuccess(result, approvalMessages.success.sentToApprover);
      setNote('');
      close();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} icon={<SendHorizontal className="size-4" aria-hidden="true" />}>
        Send to approver
      </Button>
      <Modal
        open={open}
        onClose={close}
        title="Send to approver"
        description="The approver reviews the changes and tasks; the client sees them once approved."
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={state.isLoading}>
              Cancel
            </Button>
            <Button onClick={() => void submit()} loading={state.isLoading} icon={<SendHorizontal className="size-4" aria-hidden="true" />}>
              Send to approver
            </Button>
          </>
        }
      >
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            {changes || tasks
              ? `To send: ${plural(changes, 'change')} and ${plural(tasks, 'approved task')}.`
              : approvalMessages.errors.nothingToSend + ' yet: stage a change or approve a task first.'}
            {pending ? ` ${plural(pending, 'earlier request')} of this company already waits for the approver.` : ''}
          </p>
          <Field label="Note for the approver" error={noteError}>
            <Textarea rows={4} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
          </Field>
          {state.isError ? <FormAlert>{errorText(state.error, approvalMessages.fallback.sendToApprover)}</FormAlert> : null}
        </div>
      </Modal>
    </>
  );
}
