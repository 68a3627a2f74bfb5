import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { type AdminUser } from '@quayside/contract/admin-users';
import { emailSchema } from '@quayside/contract/auth';
import { adminMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateUserMutation } from '../api/update-user';

// The form always sends every field; the server's schema (updateUserBodySchema) checks the same rules.
const formSchema = z.object({
  name: z.string().trim().min(1, 'Enter the name').max(120, 'At most 120 characters'),
  email: emailSchema,
  phone: z.string().trim().max(40, 'At most 40 characters'),
  isVerified: z.boolean(),
  canEditProfile: z.boolean(),
});

/** Edit a user's details: name, e-mail (a new one is unverified until proven), phone and two flags. */
export function EditUserDialog({ user, open, onClose }: { user: AdminUser; open: boolean; onClose: () => void }) {
  const [update] = useUpdateUserMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const values = {
    name: user.fullName,
    email: user.email,
    phone: user.phone ?? '',
    isVerified: user.isVerified,
    canEditProfile: user.canEditProfile,
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(formSchema, { defaultValues: values });

  useEffect(() => {
    if (open) reset(values);
    // Reset only when the dialog opens or the user changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, user.id]);

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const result = await update({ id: user.id, body: { ...body, phone: body.phone || null } }).unwrap();
      toast.success(result.message || adminMessages.success.userUpdated);
      onClose();
    } catch (err) {
      if (!applyFieldErrors(err, setError, ['name', 'email', 'phone'])) {
        setServerError(errorText(err, adminMessages.fallback.updateUser));
      }
    }
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Edit details"
      description={user.email}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="edit-user-form" loading={isSubmitting}>
            Save
          </Button>
        </>
      }
    >
      <form id="edit-user-form" onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        <Field label="Full name" error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <Field label="E-mail address" error={errors.email?.message} hint="A new address is unverified until the user proves it.">
          <Input type="email" inputMode="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="off" {...register('phone')} />
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 rounded border-slate-300" {...register('isVerified')} />
          E-mail address verified
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 rounded border-slate-300" {...register('canEditProfile')} />
          May edit their own profile
        </label>
      </form>
    </Modal>
  );
}
