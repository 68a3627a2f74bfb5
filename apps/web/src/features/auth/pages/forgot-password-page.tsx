import { useState } from 'react';
import { Link } from 'react-router';
import { KeyRound, MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { requestResetBodySchema } from '@quayside/contract/auth';
import { authMessages } from '@quayside/contract/messages';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { toErrorInfo } from '../../../lib/api/base-api';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRequestResetMutation } from '../api/request-reset';
import { AuthCard } from '../components/auth-card';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /forgot-password: asks for a reset link. The answer is the same whether or not an account exists for the
 * address, so the page cannot be used to find out who is a client.
 */
export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [requestReset] = useRequestResetMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(requestResetBodySchema, { defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { message } = await requestReset(values).unwrap();
      setSentTo(values.email);
      toast.success(message);
    } catch (error) {
      const info = toErrorInfo(error, authMessages.fallback.requestReset);
      if (!applyFieldErrors(info, setError, ['email'])) setServerError(info.message);
    }
  });

  const backToSignIn = (
    <Link to="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
      Back to sign in
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard
        icon={<MailCheck className="size-6" aria-hidden="true" />}
        title="Check your e-mail"
        description={authMessages.success.resetRequested}
        footer={backToSignIn}
      >
        <div className="space-y-4 text-sm leading-6 text-slate-600">
          <p>
            We sent it to <span className="font-medium break-words text-slate-900">{sentTo}</span>. The link
            works once and expires in 30 minutes. If nothing arrives within a few minutes, check your spam
            folder or ask again.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to="/login" state={{ email: sentTo }} className={buttonClasses({ className: 'flex-1' })}>
              Return to sign in
            </Link>
            <Button
              variant="secondary"
              className="flex-1"
              onClick={() => {
                setSentTo(null);
                setServerError(null);
              }}
            >
              Use another address
            </Button>
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      title="Reset your password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={backToSignIn}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        <Field label="E-mail address" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" autoFocus {...register('email')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
