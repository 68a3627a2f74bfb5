import { useState } from 'react';
import { useController } from 'react-hook-form';
import { MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import { otpCodeSchema } from '@quayside/contract/auth';
import { Button } from '../ui/button';
import { Field } from '../form/field';
import { OtpInput, ResendCodeButton } from '../form/otp-input';
import { errorText } from '../../lib/form-errors';
import { useZodForm } from '../../lib/use-zod-form';
import { StepActions, StepError, StepHeading } from './step-actions';

const otpFormSchema = z.object({ otp: otpCodeSchema });

export type OtpVerifyStepProps = {
  /** The contact address the code goes to, and whether the session has already shown it is the caller's. */
  contactEmail: string | null | undefined;
  isEmailVerified: boolean;
  /** Where and when the last code went (the wizard's slice keeps them across reloads). */
  otpSentTo: string | null | undefined;
  otpSentAt: number | null | undefined;
  /** Sends a code; answers the text to toast (null: nothing was done, no session yet). Rejects with the API's error. */
  send: () => Promise<string | null>;
  /** Checks the code and moves the wizard on; answers the text to toast (null: nothing done). Rejects with the API's error. */
  verify: (otp: string) => Promise<string | null>;
  /** The texts for a failure the API did not word. */
  fallback: { sendOtp: string; verifyOtp: string };
  onBack: () => void;
  /** "Continue" when the address is already verified. */
  onContinue: () => void;
};

/**
 * The wizards' "Verify your e-mail" step (incorporation and NRI tax onboarding): send the 6-digit code to the
 * contact address, type it (submitted when the sixth digit lands), resend after the cool-down. A wrong code
 * empties the boxes for the next try and keeps the reason under them, as on the dashboard's e-mail check.
 */
export function OtpVerifyStep(props: OtpVerifyStepProps) {
  const { contactEmail, isEmailVerified, otpSentTo, otpSentAt, fallback, onBack } = props;
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useZodForm(otpFormSchema, { defaultValues: { otp: '' } });
  const { control, handleSubmit, formState, setError, setValue, reset } = form;
  // Bound here rather than through <Controller>, so that Field hands the input its id and error wiring.
  const { field: otp } = useController({ control, name: 'otp' });

  const send = async () => {
    setFormError(null);
    try {
      const text = await props.send();
      if (text === null) return;
      toast.success(text);
      reset({ otp: '' });
    } catch (e) {
      setFormError(errorText(e, fallback.sendOtp));
      throw e;
    }
  };

  const onSubmit = handleSubmit(async ({ otp: code }) => {
    setFormError(null);
    try {
      const text = await props.verify(code);
      if (text !== null) toast.success(text);
    } catch (e) {
      setValue('otp', '');
      setError('otp', { type: 'server', message: errorText(e, fallback.verifyOtp) });
    }
  });

  if (isEmailVerified) {
    return (
      <div>
        <StepHeading title="Verify your e-mail" />
        <div className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-medium">{contactEmail}</span> is verified.
          </p>
        </div>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            props.onContinue();
          }}
        >
          <StepActions onBack={onBack} submitLabel="Continue" />
        </form>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <StepHeading
        title="Verify your e-mail"
        description={
          otpSentAt ? (
            <>
              We sent a 6-digit code to{' '}
              <span className="font-medium text-slate-800">{otpSentTo ?? contactEmail}</span>. It is valid for
              10 minutes.
            </>
          ) : (
            <>
              We will send a 6-digit code to{' '}
              <span className="font-medium text-slate-800">{contactEmail}</span>.
            </>
          )
        }
      />
      <StepError message={formError} />
      {otpSentAt ? (
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
            <ResendCodeButton onResend={send} lastSentAt={otpSentAt} className="-ml-3" />
          </div>
          <StepActions
            onBack={onBack}
            submitting={formState.isSubmitting}
            submitLabel="Verify and continue"
          />
        </>
      ) : (
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-between">
          <Button variant="secondary" size="lg" onClick={onBack} className="w-full sm:w-auto">
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
