import { useState } from 'react';
import { useController } from 'react-hook-form';
import { MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { verifyOtpBodySchema } from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/form/field';
import { OtpInput, ResendCodeButton } from '../../../components/form/otp-input';
import { useAppDispatch } from '../../../app/store';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSendSessionOtpMutation } from '../api/send-session-otp';
import { useVerifySessionOtpMutation } from '../api/verify-session-otp';
import { StepActions, StepError, StepHeading } from '../components/step-actions';
import { otpSent, sessionLoaded } from '../incorporation-slice';
import { errorText } from '../../../lib/form-errors';
import { stepOf } from '../lib/steps';
import type { Wizard } from '../lib/wizard';

/** Step 2: the 6-digit code sent to the contact e-mail (POST /send-otp, POST /verify-otp). */
export function VerifyStep({ wizard }: { wizard: Wizard }) {
  const { state } = wizard;
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendSessionOtp] = useSendSessionOtpMutation();
  const [verifySessionOtp] = useVerifySessionOtpMutation();
  const form = useZodForm(verifyOtpBodySchema, { defaultValues: { otp: '' } });
  const { control, handleSubmit, formState, setError, setValue, reset } = form;
  // Bound here rather than through <Controller>, so that Field hands the input its id and error wiring.
  const { field: otp } = useController({ control, name: 'otp' });
  const back = () => wizard.goTo(stepOf('contact'));

  const send = async () => {
    if (!state.sessionId) return;
    setFormError(null);
    try {
      const sent = await sendSessionOtp(state.sessionId).unwrap();
      dispatch(otpSent({ sentTo: sent.sentTo, at: Date.now() }));
      toast.success(sent.message || incorporationMessages.success.otpSent);
      reset({ otp: '' });
    } catch (e) {
      setFormError(errorText(e, incorporationMessages.fallback.sendOtp));
      throw e;
    }
  };

  const onSubmit = handleSubmit(async ({ otp }) => {
    if (!state.sessionId) return;
    setFormError(null);
    try {
      const verified = await verifySessionOtp({ id: state.sessionId, otp }).unwrap();
      dispatch(sessionLoaded(verified.session));
      toast.success(verified.message || incorporationMessages.success.otpVerified);
      const next = stepOf('company');
      if (verified.session.currentStep < next) await wizard.save({}, { next, quiet: true });
      else wizard.goTo(next);
    } catch (e) {
      // The boxes empty for the next try (as on the dashboard's e-mail check); the reason stays under them.
      setValue('otp', '');
      setError('otp', { type: 'server', message: errorText(e, incorporationMessages.fallback.verifyOtp) });
    }
  });

  if (state.isEmailVerified) {
    return (
      <div>
        <StepHeading title="Verify your e-mail" />
        <div className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-medium">{state.contactEmail}</span> is verified.
          </p>
        </div>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            wizard.goTo(stepOf('company'));
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
              <span className="font-medium text-slate-800">{state.otpSentTo ?? state.contactEmail}</span>. It
              is valid for 10 minutes.
            </>
          ) : (
            <>
              We will send a 6-digit code to{' '}
              <span className="font-medium text-slate-800">{state.contactEmail}</span>.
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
