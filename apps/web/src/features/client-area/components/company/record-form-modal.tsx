import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '../../../../components/form/field';
import { FormModal } from '../../../../components/ui/form-modal';
import { applyFieldErrors, errorText } from '../../../../lib/form-errors';

type RecordFormModalProps<V extends FieldValues, B> = {
  title: string;
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
    <FormModal
      open
      onClose={onClose}
      title={title}
      size="lg"
      submitLabel={submitLabel}
      busy={busy}
      onSubmit={(e) => void save(e)}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      {formError ? (
        <div className="sm:col-span-2">
          <FormAlert>{formError}</FormAlert>
        </div>
      ) : null}
      {children}
    </FormModal>
  );
}
