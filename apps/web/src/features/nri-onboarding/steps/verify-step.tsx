import { useState } from 'react';
import { useController } from 'react-hook-form';
import { MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { nriVerifyOtpBodySchema } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import { Field } from '../../../components/form/field';
import { OtpInput, ResendCodeButton } from '../../../components/form/otp-input';
import { Button } from '../../../components/ui/button';
import { StepActions, StepError, StepHeading } from '../../../components/wizard/step-actions';
import { useAppDispatch } from '../../../app/store';
import { errorText } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSendNriOtpMutation } from '../api/send-nri-otp';
import { useVerifyNriOtpMutation } from '../api/verify-nri-otp';
import { nriOtpSent, nriSessionLoaded } from '../nri-tax-slice';
import { nriStepOf, type NriWizard } from '../lib/wizard';

const M = nriOnboardingMessages;

/** Step 2: the 6-digit code sent to the contact e-mail (the one OTP service of sign-in and incorporation). */
export function NriVerifyStep({ wizard }: { wizard: NriWizard }) {
  const { state, session } = wizard;
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendOtp] = useSendNriOtpMutation();
  const [verifyOtp] = useVerifyNriOtpMutation();
  const form = useZodForm(nriVerifyOtpBodySchema, { defaultValues: { otp: '' } });
  const { control, handleSubmit, formState, setError, setValue, reset } = form;
  const { field: otp } = useController({ control, name: 'otp' });
  const back = () => wizard.goTo(nriStepOf('contact'));
  const next = nriStepOf('residency');

  const send = async () => {
    if (!state.sessionId) return;
    setFormError(null);
    try {
      const sent = await sendOtp(state.sessionId).unwrap();
      dispatch(nriOtpSent({ sentTo: sent.sentTo, at: Date.now() }));
      toast.success(sent.message || M.success.otpSent);
      reset({ otp: '' });
    } catch (e) {
      setFormError(errorText(e, M.fallback.sendOtp));
      throw e;
    }
  };

  const onSubmit = handleSubmit(async ({ otp: code }) => {
    if (!state.sessionId) return;
    setFormError(null);
    try {
      const verified = await verifyOtp({ id: state.sessionId, otp: code }).unwrap();
      dispatch(nriSessionLoaded(verified.session));
      toast.success(verified.message || M.success.emailVerified);
      if (verified.session.step < next) await wizard.save({}, { next });
      else wizard.goTo(next);
    } catch (e) {
      setValue('otp', '');
      setError('otp', { type: 'server', message: errorText(e, M.fallback.verifyOtp) });
    }
  });

  if (session?.isEmailVerified) {
    return (
      <div>
        <StepHeading title="Verify your e-mail" />
        <div className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-medium">{session.contactEmail}</span> is verified.
          </p>
        </div>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            wizard.goTo(next);
          }}
        >
          <StepActions onBack={back} submitLabel="Continue" />
        </form>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <StepHeading
        title="Verify your e-mail"
        description={
          state.otpSentAt ? (
            <>
              We sent a 6-digit code to{' '}
              <span className="font-medium text-slate-800">{state.otpSentTo ?? session?.contactEmail}</span>.
              It is valid for 10 minutes.
            </>
          ) : (
            <>
              We will send a 6-digit code to{' '}
              <span className="font-medium text-slate-800">{session?.contactEmail}</span>.
            </>
          )
        }
      />
      <StepError message={formError} />
      {state.otpSentAt ? (
        <>
          <Field label="Verification code" error={formState.errors.otp?.message}>
            <OtpInput
              value={otp.value}
              onChange={otp.onChange}
              onComplete={() => void onSubmit()}
              autoFocus
              disabled={formState.isSubmitting}
            />
          </Field>
          <div className="mt-3 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
            <span>No e-mail? Check your spam folder, or</span>
            <ResendCodeButton onResend={send} lastSentAt={state.otpSentAt} className="-ml-3" />
          </div>
          <StepActions onBack={back} submitting={formState.isSubmitting} submitLabel="Verify and continue" />
        </>
      ) : (
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-between">
          <Button variant="secondary" size="lg" onClick={back} className="w-full sm:w-auto">
            Back
          </Button>
          <Button
            size="lg"
            loading={sending}
            className="w-full sm:w-auto"
            onClick={async () => {
              setSending(true);
              await send().catch(() => undefined);
              setSending(false);
            }}
          >
            Send me the code
          </Button>
        </div>
      )}
    </form>
  );
}
