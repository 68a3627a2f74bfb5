import { useState } from 'react';
import { z } from 'zod';
import { toast } from 'sonner';
import { changePasswordBodySchema } from '@quayside/contract/auth';
import { authMessages } from '@quayside/contract/messages';
import { useAppDispatch } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert } from '../../../components/form/field';
import { PasswordInput } from '../../../components/form/input';
import { applyFieldErrors } from '../../../lib/form-errors';
import { PASSWORD_HINT } from '../../../lib/session/password-forms';
import { changePassword } from '../../../lib/session/session-slice';
import { useZodForm } from '../../../lib/use-zod-form';

const formSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: authMessages.errors.passwordMismatch,
  })
  .refine((v) => !v.currentPassword || v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    error: authMessages.errors.samePassword,
  });

type ChangePasswordFormProps = {
  onDone?: () => void;
  onCancel?: () => void;
  submitLabel?: string;
  /** A full-width submit button (standalone screens) instead of a right-aligned dialog footer. */
  wide?: boolean;
};

/** Current password, new password twice. On success the server issues a fresh session and "Password updated". */
export function ChangePasswordForm({
  onDone,
  onCancel,
  submitLabel = 'Update password',
  wide = false,
}: ChangePasswordFormProps) {
  const dispatch = useAppDispatch();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(formSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setServerError(null);
    const result = await dispatch(changePassword({ currentPassword, newPassword }));
    if (changePassword.fulfilled.match(result)) {
      toast.success(result.payload || authMessages.success.passwordUpdated);
      onDone?.();
      return;
    }
    const info = result.payload;
    if (!applyFieldErrors(info, setError, ['currentPassword', 'newPassword'])) {
      setServerError(info?.message ?? authMessages.fallback.changePassword);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <Field label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
      </Field>
      <Field label="New password" hint={PASSWORD_HINT} error={errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </Field>
      <Field label="Repeat the new password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      {wide ? (
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {submitLabel}
        </Button>
      ) : (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
