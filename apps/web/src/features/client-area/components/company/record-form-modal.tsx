import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/form/field';
import { Modal } from '../../../../components/ui/modal';
import { applyFieldErrors, errorText } from '../../../../lib/form-errors';

type RecordFormModalProps<V extends FieldValues, B> = {
  title: string;
  /** The form element's id, which the footer's submit button points at. */
  formId: string;
  submitLabel: string;
  busy: boolean;
  /** The record's form (useZodForm over the contract's body schema). */
  form: UseFormReturn<V, unknown, B>;
  /** Sends the valid body; the server's message becomes the success toast. */
  send: (body: B) => PromiseLike<{ message?: string }>;
  /** The success text when the server gives none. */
  success: string;
  /** The call's fallback text when it fails without a message. */
  failure: string;
  onClose: () => void;
  /** The fields, in a two-column grid from tablet width up. */
  children: ReactNode;
};

/**
 * Adding or editing a record of the company in a dialog: checks the fields with the contract's schema, sends,
 * closes with a toast; the server's refusal shows beside the fields at fault and above the form.
 */
export function RecordFormModal<V extends FieldValues, B>({
  title,
  formId,
  submitLabel,
  busy,
  form,
  send,
  success,
  failure,
  onClose,
  children,
}: RecordFormModalProps<V, B>) {
  const [formError, setFormError] = useState<string | null>(null);

  const save = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const result = await send(body);
      toast.success(result.message || success);
      onClose();
    } catch (error) {
      applyFieldErrors(error, form.setError, (path) => path in form.getValues());
      setFormError(errorText(error, failure));
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={(e) => void save(e)}>
        {formError ? (
          <div className="sm:col-span-2">
            <FormAlert>{formError}</FormAlert>
          </div>
        ) : null}
        {children}
      </form>
    </Modal>
  );
}
