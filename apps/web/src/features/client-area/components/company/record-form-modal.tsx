import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';

/** What the modal needs of a useSchemaForm. */
type SchemaFormLike<B> = {
  formError: string | null;
  validate: () => B | null;
  showServerError: (error: unknown, fallback: string) => void;
};

type RecordFormModalProps<B> = {
  title: string;
  /** The form element's id, which the footer's submit button points at. */
  formId: string;
  submitLabel: string;
  busy: boolean;
  form: SchemaFormLike<B>;
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
export function RecordFormModal<B>({
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
}: RecordFormModalProps<B>) {
  async function save() {
    const body = form.validate();
    if (!body) return;
    try {
      const result = await send(body);
      toast.success(result.message || success);
      onClose();
    } catch (error) {
      form.showServerError(error, failure);
    }
  }

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
      <form
        id={formId}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {form.formError ? (
          <div className="sm:col-span-2">
            <FormAlert>{form.formError}</FormAlert>
          </div>
        ) : null}
        {children}
      </form>
    </Modal>
  );
}
