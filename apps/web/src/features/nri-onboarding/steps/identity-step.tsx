import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  AADHAAR_STATUSES,
  AADHAAR_STATUS_LABELS,
  GENDERS,
  GENDER_LABELS,
  PAN_STATUSES,
  PAN_STATUS_LABELS,
  identityStepSchema,
} from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import { Field } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { RadioGroup } from '../../../components/form/radio-group';
import { StepActions, StepError, StepHeading } from '../../../components/wizard/step-actions';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { nriStepOf, type NriWizard } from '../lib/wizard';

/** Step 4: PAN, Aadhaar and passport (formats checked as typed and again by the server), date of birth, gender. */
export function NriIdentityStep({ wizard }: { wizard: NriWizard }) {
  const s = wizard.session;
  const id = s?.identityData ?? {};
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(identityStepSchema, {
    defaultValues: {
      identityData: {
        panStatus: id.panStatus,
        panNumber: id.panNumber ?? '',
        aadhaarStatus: id.aadhaarStatus,
        aadhaarNumber: id.aadhaarNumber ?? '',
        passportNumber: id.passportNumber ?? '',
      },
      dob: s?.dob ?? '',
      gender: s?.gender ?? undefined,
    },
  });
  const { register, control, handleSubmit, formState, setError, watch } = form;
  const errors = formState.errors;
  const panStatus = watch('identityData.panStatus');
  const aadhaarStatus = watch('identityData.aadhaarStatus');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const identity = values.identityData;
    try {
      await wizard.save(
        {
          identityData: {
            panStatus: identity.panStatus,
            aadhaarStatus: identity.aadhaarStatus,
            passportNumber: identity.passportNumber,
            ...(identity.panStatus === 'available' && identity.panNumber
              ? { panNumber: identity.panNumber }
              : {}),
            ...(identity.aadhaarStatus === 'available' && identity.aadhaarNumber
              ? { aadhaarNumber: identity.aadhaarNumber }
              : {}),
          },
          dob: values.dob,
          gender: values.gender,
        },
        { next: nriStepOf('address') },
      );
    } catch (e) {
      applyFieldErrors(e, setError);
      setFormError(errorText(e, nriOnboardingMessages.fallback.updateSession));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <StepHeading
        title="Identity"
        description="As on your PAN card and passport. Your return is filed against your PAN."
      />
      <StepError message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="identityData.panStatus"
            render={({ field }) => (
              <RadioGroup
                legend="PAN (Permanent Account Number)"
                name="panStatus"
                options={PAN_STATUSES.map((v) => ({ value: v, label: PAN_STATUS_LABELS[v] }))}
                value={field.value ?? ''}
                onChange={field.onChange}
                error={errors.identityData?.panStatus?.message}
                columns={3}
              />
            )}
          />
        </div>
        {panStatus === 'available' ? (
          <Field
            label="PAN"
            error={errors.identityData?.panNumber?.message}
            hint="10 characters, e.g. ABCPE1234F"
          >
            <Input
              autoComplete="off"
              className="uppercase"
              maxLength={12}
              {...register('identityData.panNumber')}
            />
          </Field>
        ) : null}
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="identityData.aadhaarStatus"
            render={({ field }) => (
              <RadioGroup
                legend="Aadhaar"
                name="aadhaarStatus"
                options={AADHAAR_STATUSES.map((v) => ({ value: v, label: AADHAAR_STATUS_LABELS[v] }))}
                value={field.value ?? ''}
                onChange={field.onChange}
                error={errors.identityData?.aadhaarStatus?.message}
                columns={3}
              />
            )}
          />
        </div>
        {aadhaarStatus === 'available' ? (
          <Field label="Aadhaar number" error={errors.identityData?.aadhaarNumber?.message} hint="12 digits">
            <Input
              autoComplete="off"
              inputMode="numeric"
              maxLength={14}
              {...register('identityData.aadhaarNumber')}
            />
          </Field>
        ) : null}
        <Field
          label="Passport number"
          error={errors.identityData?.passportNumber?.message}
          className="sm:col-start-1"
        >
          <Input
            autoComplete="off"
            className="uppercase"
            maxLength={12}
            {...register('identityData.passportNumber')}
          />
        </Field>
        <Field label="Date of birth" error={errors.dob?.message} hint="DD/MM/YYYY">
          <Input autoComplete="bday" placeholder="DD/MM/YYYY" {...register('dob')} />
        </Field>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <RadioGroup
                legend="Gender"
                name="gender"
                options={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))}
                value={field.value ?? ''}
                onChange={field.onChange}
                error={errors.gender?.message}
                columns={3}
              />
            )}
          />
        </div>
      </div>
      <StepActions onBack={() => wizard.goTo(nriStepOf('residency'))} submitting={formState.isSubmitting} />
    </form>
  );
}
