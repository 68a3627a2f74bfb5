import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { verifyOtpBodySchema } from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { OtpInput, ResendCodeButton } from '../../../components/ui/otp-input';
import { useAppDispatch } from '../../../app/store';
import { sendSessionOtp, verifySessionOtp } from '../api/incorporation-api';
import { StepActions, StepError, StepHeading } from '../components/step-actions';
import { otpSent, sessionLoaded } from '../incorporation-slice';
import { errorText } from '../lib/form-errors';
import { stepOf } from '../lib/steps';
import type { Wizard } from '../lib/wizard';

type OtpInputValues = z.input<typeof verifyOtpBodySchema>;
type OtpValues = z.output<typeof verifyOtpBodySchema>;

/** Step 2: the 6-digit code sent to the contact e-mail (POST /send-otp, POST /verify-otp). */
export function VerifyStep({ wizard }: { wizard: Wizard }) {
  const { state } = wizard;
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm<OtpInputValues, unknown, OtpValues>({
    resolver: zodResolver(verifyOtpBodySchema),
    defaultValues: { otp: '' },
  });
  const { control, handleSubmit, formState, setError, reset } = form;
  const back = () => wizard.goTo(stepOf('contact'));

  const send = async () => {
    if (!state.sessionId) return;
    setFormError(null);
    try {
      const sent = await sendSessionOtp(state.sessionId);
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
      const verified = await verifySessionOtp(state.sessionId, otp);
      dispatch(sessionLoaded(verified.session));
      toast.success(verified.message || incorporationMessages.success.otpVerified);
      const next = stepOf('company');
      if (verified.session.currentStep < next) await wizard.save({}, { next, quiet: true });
      else wizard.goTo(next);
    } catch (e) {
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
            <Controller
              control={control}
              name="otp"
              render={({ field }) => (
                <OtpInput
                  value={field.value}
                  onChange={field.onChange}
                  onComplete={() => void onSubmit()}
                  autoFocus
                  disabled={formState.isSubmitting}
                />
              )}
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
