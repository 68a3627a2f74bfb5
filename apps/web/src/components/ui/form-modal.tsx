import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

type FormModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** The submit button's text and optional icon. */
  submitLabel: ReactNode;
  submitIcon?: ReactNode;
  /** While the call is in flight: the submit button spins and Cancel is disabled. */
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form element's classes (its layout). */
  formClassName?: string;
  /** Shown under the fields (the call's failure). */
  footnote?: ReactNode;
  children: ReactNode;
};

/**
 * A dialog around one form: the fields in the body, Cancel and the submit button in the footer (bound to the form
 * by its id, so Enter in a field and the button both submit it, and the browser's own validation stays off).
 */
export function FormModal({
  open,
  onClose,
  title,
  description,
  size,
  submitLabel,
  submitIcon,
  busy,
  onSubmit,
  formClassName = 'space-y-3',
  footnote,
  children,
}: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy} icon={submitIcon}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className={formClassName}>
        {children}
      </form>
      {footnote}
    </Modal>
  );
}
