import { useEffect } from 'react';
import { toast } from 'sonner';
import { rejectDocumentBodySchema } from '@quayside/contract/admin-review';
import { adminMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRejectDocumentMutation } from '../api/reject-document';

type Props = { document: { id: string; name: string; ownerName: string | null } | null; onClose: () => void; onDone: () => void };

/** Reject a document: the reason is required (part 2 section 5) and is sent to the client with the notice. */
export function RejectDialog({ document, onClose, onDone }: Props) {
  const [reject, state] = useRejectDocumentMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(rejectDocumentBodySchema, { defaultValues: { reason: '' } });
  // A new document starts with an empty reason. Keyed by id: a background refetch of the queue (the window
  // regaining focus, e.g. from the PDF preview) hands over a new object for the same document, and must not wipe
  // what the admin is typing.
  const documentId = document?.id ?? null;
  useEffect(() => {
    if (documentId) reset({ reason: '' });
  }, [documentId, reset]);

  const onSubmit = handleSubmit(async ({ reason }) => {
    if (!document) return;
    try {
      const result = await reject({ id: document.id, reason }).unwrap();
      toast.success(result.message || adminMessages.success.documentRejected);
      onDone();
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['reason'])) toast.error(errorText(error, adminMessages.fallback.rejectDocument));
    }
  });

  return (
    <Modal
      open={!!document}
      onClose={onClose}
      title={`Reject ${document?.name ?? 'document'}`}
      description={`${document?.ownerName ?? 'The client'} is told the reason and asked to upload the document again.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" type="submit" form="reject-form" loading={isSubmitting || state.isLoading}>
            Reject document
          </Button>
        </>
      }
    >
      <form id="reject-form" onSubmit={onSubmit} noValidate className="space-y-4">
        {state.isError && !errors.reason ? <FormAlert>{errorText(state.error, adminMessages.fallback.rejectDocument)}</FormAlert> : null}
        <Field label="Reason for the client" error={errors.reason?.message} hint="Say what is wrong and what to upload instead.">
          <Textarea rows={4} autoFocus maxLength={1000} {...register('reason')} />
        </Field>
      </form>
    </Modal>
  );
}
