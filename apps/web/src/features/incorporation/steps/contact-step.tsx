import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { startIncorporationBodySchema } from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import { Field } from '../../../components/ui/field';
import { Input, inputClasses } from '../../../components/ui/input';
import { useAppDispatch } from '../../../app/store';
import { sendSessionOtp, startSession } from '../api/incorporation-api';
import { StepActions, StepError, StepHeading } from '../components/step-actions';
import { otpSent, sessionLoaded } from '../incorporation-slice';
import { DIALLING_CODES } from '../lib/dialling-codes';
import { applyServerFieldErrors, errorText } from '../lib/form-errors';
import { stepOf } from '../lib/steps';
import type { Wizard } from '../lib/wizard';

type ContactInput = z.input<typeof startIncorporationBodySchema>;
type ContactValues = z.output<typeof startIncorporationBodySchema>;

/**
 * Step 1: who is applying. Starts the application (POST /start) and sends the e-mail code; later visits save
 * changes instead (a new e-mail address has to be verified again).
 */
export function ContactStep({ wizard }: { wizard: Wizard }) {
  const { state } = wizard;
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(startIncorporationBodySchema),
    defaultValues: {
      fullName: state.fullName,
      contactEmail: state.contactEmail,
      contactNumber: state.contactNumber,
      countryCode: state.countryCode ?? '+65',
    },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError } = form;
  const errors = formState.errors;

  const sendCode = async (sessionId: string) => {
    try {
      const sent = await sendSessionOtp(sessionId);
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
        const started = await startSession(values);
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
      applyServerFieldErrors(e, setError);
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
        <Field label="Country code" error={errors.countryCode?.message}>
          <select
            className={inputClasses(!!errors.countryCode)}
            autoComplete="tel-country-code"
            {...register('countryCode')}
          >
            {state.countryCode && !DIALLING_CODES.some((c) => c.code === state.countryCode) ? (
              <option value={state.countryCode}>{state.countryCode}</option>
            ) : null}
            {DIALLING_CODES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.country} ({c.code})
              </option>
            ))}
          </select>
        </Field>
        <Field label="Phone number" error={errors.contactNumber?.message}>
          <Input type="tel" autoComplete="tel-national" inputMode="tel" {...register('contactNumber')} />
        </Field>
      </div>
      <StepActions
        submitting={formState.isSubmitting}
        submitLabel={state.sessionId ? 'Save and continue' : 'Start my application'}
      />
    </form>
  );
}
