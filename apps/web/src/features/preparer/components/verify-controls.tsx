import { useState } from 'react';
import { Check, X } from 'lucide-react';
import type { Document } from '@quayside/contract/client-area';
import { preparerMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/form-errors';
import { useVerifyDocumentMutation } from '../api/verify-document';
import { toastFailure, toastSuccess } from '../lib/toast-result';

const REASON_REQUIRED = 'A rejected document requires a reason';

/** Verify a document the client uploaded: approve it, or reject it with a reason the client reads. */
export function VerifyControls({ doc }: { doc: Document }) {
  const [verify, state] = useVerifyDocumentMutation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  if (doc.status !== 'Pending') return null;
  const args = { id: doc.id, companyId: doc.companyId, taskId: doc.taskId };

  const approve = async () => {
    try {
      const result = await verify({ ...args, status: 'Approved' }).unwrap();
      toastSuccess(result, preparerMessages.success.documentApproved);
    } catch (error) {
      toastFailure(error, preparerMessages.fallback.verifyDocument);
    }
  };
  const reject = async () => {
    if (!reason.trim()) {
      setReasonError(REASON_REQUIRED);
      return;
    }
    try {
      const result = await verify({ ...args, status: 'Rejected', reason: reason.trim() }).unwrap();
      toastSuccess(result, preparerMessages.success.documentRejected);
      setRejecting(false);
      setReason('');
    } catch {
      // Shown in the dialog.
    }
  };
  const close = () => {
    setRejecting(false);
    setReasonError(undefined);
    state.reset();
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => void approve()} loading={state.isLoading && !rejecting} icon={<Check className="size-4" aria-hidden="true" />} aria-label={`Approve ${doc.name}`}>
        Approve
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setRejecting(true)} icon={<X className="size-4" aria-hidden="true" />} aria-label={`Reject ${doc.name}`}>
        Reject
      </Button>
      <Modal
        open={rejecting}
        onClose={close}
        title="Reject document"
        description={doc.name}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={state.isLoading}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void reject()} loading={state.isLoading}>
              Reject document
            </Button>
          </>
        }
      >
        <div className="space-y-3">
          <Field label="Reason" hint="The client reads it and uploads again." error={reasonError}>
            <Textarea rows={3} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          {state.isError ? <FormAlert>{errorText(state.error, preparerMessages.fallback.verifyDocument)}</FormAlert> : null}
        </div>
      </Modal>
    </div>
  );
}
