import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { createUserBodySchema, type AdminUser } from '@quayside/contract/admin-users';
import { adminMessages } from '@quayside/contract/messages';
import { ROLE_LABELS, ROLES } from '@quayside/contract/roles';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Options, Select } from '../../../components/form/select';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateUserMutation } from '../api/create-user';

/**
 * Create a user: name, e-mail, role. The server mails them a link to set their password (readable in the
 * outbox when no SMTP server is configured); they must set one before they can sign in.
 */
export function CreateUserDialog({
  open,
  onClose,
  defaultRole = 'preparer',
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  defaultRole?: AdminUser['role'];
  onCreated?: (user: AdminUser) => void;
}) {
  const [create] = useCreateUserMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(createUserBodySchema, { defaultValues: { name: '', email: '', role: defaultRole } });

  // The role offered first follows the list the dialog was opened from.
  useEffect(() => {
    if (open) reset({ name: '', email: '', role: defaultRole });
  }, [open, defaultRole, reset]);

  const close = () => {
    reset({ name: '', email: '', role: defaultRole });
    setServerError(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const result = await create(body).unwrap();
      toast.success(result.message || adminMessages.success.userCreated, {
        description: `A link to set the password was sent to ${result.user.email}.`,
      });
      onCreated?.(result.user);
      close();
    } catch (err) {
      if (!applyFieldErrors(err, setError, ['name', 'email', 'role'])) {
        setServerError(errorText(err, adminMessages.fallback.createUser));
      }
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      title="Create user"
      description="They get an e-mail with a link to set their password."
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="create-user-form" loading={isSubmitting}>
            Create user
          </Button>
        </>
      }
    >
      <form id="create-user-form" onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        <Field label="Full name" error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <Field label="E-mail address" error={errors.email?.message}>
          <Input type="email" inputMode="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field label="Role" error={errors.role?.message}>
          <Select {...register('role')}>
            <Options values={ROLES} labels={ROLE_LABELS} />
          </Select>
        </Field>
      </form>
    </Modal>
  );
}
