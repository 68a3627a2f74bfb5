import { useState } from 'react';
import { toast } from 'sonner';
import { startIncorporationBodySchema } from '@quayside/contract/incorporation';
import { incorporationMessages, phoneMessages } from '@quayside/contract/messages';
import { Field } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { useAppDispatch } from '../../../app/store';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSendSessionOtpMutation } from '../api/send-session-otp';
import { useStartSessionMutation } from '../api/start-session';
import { StepActions, StepError, StepHeading } from '../components/step-actions';
import { otpSent, sessionLoaded } from '../incorporation-slice';
import { PhoneFields } from '../../../components/form/phone-fields';
import { isValidPhone } from '../../../lib/phone';
import { registerPhone } from '../../../lib/phone-field';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { stepOf } from '../lib/steps';
import type { Wizard } from '../lib/wizard';

/** The server's schema, plus the number checked against the numbering plan of the chosen dialling code. */
const contactStepSchema = startIncorporationBodySchema.superRefine(async (v, ctx) => {
  if (!v.contactNumber || (await isValidPhone(v.contactNumber, v.countryCode))) return;
  ctx.addIssue({ code: 'custom', path: ['contactNumber'], message: phoneMessages.invalid });
});

/**
 * Step 1: who is applying. Starts the application (POST /start) and sends the e-mail code; later visits save
 * changes instead (a new e-mail address has to be verified again).
 */
export function ContactStep({ wizard }: { wizard: Wizard }) {
  const { state } = wizard;
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);
  const [startSession] = useStartSessionMutation();
  const [sendSessionOtp] = useSendSessionOtpMutation();
  const form = useZodForm(contactStepSchema, {
    defaultValues: {
      fullName: state.fullName,
      contactEmail: state.contactEmail,
      contactNumber: state.contactNumber,
      countryCode: state.countryCode ?? '+65',
    },
  });
  const { register, handleSubmit, formState, setError, getValues } = form;
  const errors = formState.errors;

  const sendCode = async (sessionId: string) => {
    try {
      const sent = await sendSessionOtp(sessionId).unwrap();
      dispatch(otpSent({ sentTo: sent.sentTo, at: Date.now() }));
      toast.success(sent.message || incorporationMessages.success.otpSent);
    } catch (e) {
      // The verify step offers to send again; say what happened here.
      toast.error(errorText(e, incorporationMessages.fallback.sendOtp));
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (!state.sessionId) {
        const started = await startSession(values).unwrap();
        dispatch(sessionLoaded(started.session));
        toast.success(started.message || incorporationMessages.success.started);
        await sendCode(started.session.id);
        wizard.goTo(stepOf('verify'));
        return;
      }
      const emailChanged = values.contactEmail !== state.contactEmail;
      const session = await wizard.save(
        {
          fullName: values.fullName,
          contactEmail: values.contactEmail,
          contactNumber: values.contactNumber,
          countryCode: values.countryCode ?? null,
        },
        { quiet: false },
      );
      if (!session.isEmailVerified) {
        if (emailChanged || !state.otpSentAt) await sendCode(session.id);
        wizard.goTo(stepOf('verify'));
      } else {
        wizard.goTo(stepOf('company'));
      }
    } catch (e) {
      applyFieldErrors(e, setError);
      setFormError(
        errorText(
          e,
          state.sessionId ? incorporationMessages.fallback.update : incorporationMessages.fallback.start,
        ),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <StepHeading
        title="Your details"
        description="Tell us who you are. We will send a code to your e-mail to confirm it is yours, and your account will use this address."
      />
      <StepError message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Full name" error={errors.fullName?.message} className="sm:col-span-2">
          <Input autoComplete="name" {...register('fullName')} />
        </Field>
        <Field
          label="E-mail address"
          error={errors.contactEmail?.message}
          hint="Your sign-in address once the company is paid for."
          className="sm:col-span-2"
        >
          <Input type="email" autoComplete="email" inputMode="email" {...register('contactEmail')} />
        </Field>
        <PhoneFields
          countryCode={register('countryCode')}
          phone={registerPhone(form, 'contactNumber', () => getValues('countryCode'))}
          countryCodeError={errors.countryCode?.message}
          phoneError={errors.contactNumber?.message}
          savedCode={state.countryCode}
        />
      </div>
      <StepActions
        submitting={formState.isSubmitting}
        submitLabel={state.sessionId ? 'Save and continue' : 'Start my application'}
      />
    </form>
  );
}
