import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LockKeyhole, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { authMessages } from '@quayside/contract/messages';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Field, FormAlert } from '../../../components/form/field';
import { PasswordInput } from '../../../components/form/input';
import { newPasswordFormSchema, PASSWORD_HINT } from '../../../lib/session/password-forms';
import { logout, selectIsAuthenticated, setPasswordWithLink } from '../../../lib/session/session-slice';
import { useZodForm } from '../../../lib/use-zod-form';
import { AuthCard } from '../components/auth-card';
import { afterSignInPath } from '../redirect';
import type { LoginLocationState } from './login-page';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /reset-password?token=...: sets a password through an e-mailed link. It serves both "reset your password"
 * links and the "set your password" links of welcome mails, so the wording fits both.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Choose your password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(newPasswordFormSchema, { defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setServerError(null);
    const result = await dispatch(setPasswordWithLink({ token, password }));
    if (setPasswordWithLink.fulfilled.match(result)) {
      const { message, user } = result.payload;
      toast.success(message);
      if (user) {
        // Signed in with the new password (the server ended every other session): straight to their area.
        void navigate(afterSignInPath(user.role, null), { replace: true });
        return;
      }
      // An account that may not sign in now: the sign-in page explains why when they try.
      if (signedIn) await dispatch(logout());
      const state: LoginLocationState = { notice: message };
      void navigate('/login', { replace: true, state });
      return;
    }
    const info = result.payload ?? { message: authMessages.fallback.resetPassword, status: 0 };
    const fields = info.fields ?? {};
    const passwordProblem = fields['body.password']?.[0] ?? fields.password?.[0];
    if (passwordProblem) setError('password', { type: 'server', message: passwordProblem });
    else if (info.code === 'BAD_REQUEST' || fields['body.token'] || fields.token) setLinkError(info.message);
    else setServerError(info.message);
  });

  const invalidLink = !token || token.length < 16 ? authMessages.errors.resetLinkMissing : linkError;
  if (invalidLink) {
    return (
      <AuthCard
        icon={<TriangleAlert className="size-6" aria-hidden="true" />}
        title="This link cannot be used"
        description={invalidLink}
        footer={
          <Link to="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            Back to sign in
          </Link>
        }
      >
        <Link to="/forgot-password" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          Request a new link
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<LockKeyhole className="size-6" aria-hidden="true" />}
      title="Choose your password"
      description="Set the password you will use to sign in to Quayside. You are signed in once it is saved; every other session of your account is signed out."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        <Field label="New password" hint={PASSWORD_HINT} error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" autoFocus {...register('password')} />
        </Field>
        <Field label="Repeat the new password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          Save password
        </Button>
      </form>
    </AuthCard>
  );
}
