import { useState } from 'react';
import { toast } from 'sonner';
import { startNriBodySchema } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages, phoneMessages } from '@quayside/contract/messages';
import { Field } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { StepActions, StepError, StepHeading } from '../../../components/wizard/step-actions';
import { useAppDispatch } from '../../../app/store';
import { PhoneFields } from '../../../components/form/phone-fields';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { isValidPhone } from '../../../lib/phone';
import { registerPhone } from '../../../lib/phone-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSendNriOtpMutation } from '../api/send-nri-otp';
import { useStartNriSessionMutation } from '../api/start-nri-session';
import { nriOtpSent, nriSessionLoaded } from '../nri-tax-slice';
import { nriStepOf, type NriWizard } from '../lib/wizard';

const M = nriOnboardingMessages;
const contactSchema = startNriBodySchema.superRefine(async (v, ctx) => {
  if (!v.contactNumber || (await isValidPhone(v.contactNumber, v.countryCode))) return;
  ctx.addIssue({ code: 'custom', path: ['contactNumber'], message: phoneMessages.invalid });
});

/** Step 1: who is filing. Starts the application (POST /start) and sends the e-mail code. */
export function NriContactStep({ wizard }: { wizard: NriWizard }) {
  const { session } = wizard;
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);
  const [startSession] = useStartNriSessionMutation();
  const [sendOtp] = useSendNriOtpMutation();
  const form = useZodForm(contactSchema, {
    defaultValues: {
      fullName: session?.fullName ?? '',
      contactEmail: session?.contactEmail ?? '',
      contactNumber: session?.contactNumber ?? '',
      countryCode: session?.countryCode ?? '+971',
    },
  });
  const { register, handleSubmit, formState, setError, getValues } = form;
  const errors = formState.errors;

  const sendCode = async (id: string) => {
    try {
      const sent = await sendOtp(id).unwrap();
      dispatch(nriOtpSent({ sentTo: sent.sentTo, at: Date.now() }));
      toast.success(sent.message || M.success.otpSent);
    } catch (e) {
      toast.error(errorText(e, M.fallback.sendOtp));
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (!session) {
        const started = await startSession(values).unwrap();
        dispatch(nriSessionLoaded(started.session));
        await sendCode(started.session.id);
        wizard.goTo(nriStepOf('verify'));
        return;
      }
      const emailChanged = values.contactEmail !== session.contactEmail;
      const next = await wizard.save({
        fullName: values.fullName,
        contactEmail: values.contactEmail,
        contactNumber: values.contactNumber,
        countryCode: values.countryCode ?? null,
      });
      if (!next.isEmailVerified) {
        if (emailChanged || !wizard.state.otpSentAt) await sendCode(next.id);
        wizard.goTo(nriStepOf('verify'));
      } else wizard.goTo(nriStepOf('residency'));
    } catch (e) {
      applyFieldErrors(e, setError);
      setFormError(errorText(e, session ? M.fallback.updateSession : M.fallback.startSession));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <StepHeading
        title="Your details"
        description="Tell us who you are. We send a code to your e-mail to confirm it is yours; your account will use this address."
      />
      <StepError message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Full name (as on your PAN)" error={errors.fullName?.message} className="sm:col-span-2">
          <Input autoComplete="name" {...register('fullName')} />
        </Field>
        <Field label="E-mail address" error={errors.contactEmail?.message} className="sm:col-span-2">
          <Input type="email" autoComplete="email" inputMode="email" {...register('contactEmail')} />
        </Field>
        <PhoneFields
          countryCode={register('countryCode')}
          phone={registerPhone(form, 'contactNumber', () => getValues('countryCode'))}
          countryCodeError={errors.countryCode?.message}
          phoneError={errors.contactNumber?.message}
        />
      </div>
      <StepActions
        submitting={formState.isSubmitting}
        submitLabel={session ? 'Save and continue' : 'Start my application'}
      />
    </form>
  );
}
