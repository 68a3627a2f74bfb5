import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { LogIn } from 'lucide-react';
import { loginBodySchema } from '@quayside/contract/auth';
import { authMessages } from '@quayside/contract/messages';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert } from '../../../components/form/field';
import { Input, PasswordInput } from '../../../components/form/input';
import { PageSpinner } from '../../../components/ui/spinner';
import { useZodForm } from '../../../lib/use-zod-form';
import { AuthCard } from '../components/auth-card';
import { fetchProfile, login, selectAuth } from '../../../lib/session/session-slice';
import { afterSignInPath } from '../redirect';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { hasSessionHint } from '../../../lib/session-hint';

/** What other pages may hand to /login in the navigation state (e.g. after a reset). */
export type LoginLocationState = {
  notice?: string;
  /** 'info' for a notice that is not good news (the session was lost); success otherwise. */
  noticeTone?: 'info' | 'success';
  email?: string;
} | null;

/** /login: e-mail and password. A visitor who is already signed in goes straight to their landing route. */
export function LoginPage() {
  useDocumentTitle('Sign in');
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const [params] = useSearchParams();
  const location = useLocation();
  const state = location.state as LoginLocationState;
  const [serverError, setServerError] = useState<string | null>(null);
  const next = params.get('next');

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(loginBodySchema, { defaultValues: { email: state?.email ?? '', password: '' } });

  // A session this browser holds (a token in memory, or the hint that a refresh cookie may bring one back) may
  // still be good: check it before showing the form.
  const checking = auth.status === 'idle' && (!!auth.token || hasSessionHint());
  useEffect(() => {
    if (checking) void dispatch(fetchProfile());
  }, [checking, dispatch]);

  if (auth.isAuthenticated && auth.user) {
    return <Navigate to={afterSignInPath(auth.user.role, next)} replace />;
  }
  if (checking || (auth.status === 'loading' && !isSubmitting))
    return <PageSpinner label="Checking your session" />;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await dispatch(login(values));
    if (login.rejected.match(result)) {
      setServerError(result.payload?.message ?? authMessages.fallback.login);
    }
    // On success the store changes and the <Navigate> above takes over.
  });

  return (
    <AuthCard
      icon={<LogIn className="size-6" aria-hidden="true" />}
      title="Sign in to Quayside"
      description="Your company records, documents, filings and invoices in one place."
      footer={
        <>
          New to Quayside? Your account is created when you{' '}
          <Link to="/services" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            start a service with us
          </Link>
          .
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {state?.notice && !serverError ? (
          <FormAlert tone={state.noticeTone ?? 'success'}>{state.notice}</FormAlert>
        ) : null}
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        <Field label="E-mail address" error={errors.email?.message}>
          <Input type="email" autoComplete="username" inputMode="email" autoFocus {...register('email')} />
        </Field>
        <Field
          label="Password"
          error={errors.password?.message}
          aside={
            <Link
              to="/forgot-password"
              className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Forgot password?
            </Link>
          }
        >
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
