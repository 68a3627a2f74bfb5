import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { stayDurationSchema, residencyOf } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import {
  CITIZENSHIP_LABELS,
  CITIZENSHIP_OPTIONS,
  STAY_SITUATIONS,
  STAY_SITUATION_LABELS,
} from '@quayside/contract/tools-nri-residency';
import { Field } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { RadioGroup } from '../../../components/form/radio-group';
import { StepActions, StepError, StepHeading } from '../../../components/wizard/step-actions';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { ResidencyResult } from '../components/residency-result';
import { nriStepOf, type NriWizard } from '../lib/wizard';

const YES_NO = [
  { value: 'yes' as const, label: 'Yes' },
  { value: 'no' as const, label: 'No' },
];
const yesNo = (v: boolean | undefined) => (v === undefined ? '' : v ? 'yes' : 'no');

/**
 * Step 3: the stay in India and the facts section 6 weighs. The residential status is worked out as the visitor
 * types (the public calculator's rules) and shown with its reasons; the server computes it again on save.
 */
export function NriResidencyStep({ wizard }: { wizard: NriWizard }) {
  const stay = wizard.session?.stayDurationData ?? {};
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(stayDurationSchema, {
    defaultValues: {
      daysInIndia: stay.daysInIndia,
      daysInIndia4Yrs: stay.daysInIndia4Yrs,
      citizenship: stay.citizenship,
      situation: stay.situation,
      indianIncomeAboveThreshold: stay.indianIncomeAboveThreshold,
      liableToTaxElsewhere: stay.liableToTaxElsewhere,
      nonResidentYearsOfPreceding10: stay.nonResidentYearsOfPreceding10,
      daysInIndia7Yrs: stay.daysInIndia7Yrs,
    },
  });
  const { register, control, handleSubmit, formState, setError, watch } = form;
  const errors = formState.errors;
  const result = residencyOf(watch());
  const num = { valueAsNumber: true } as const;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await wizard.save({ stayDurationData: values }, { next: nriStepOf('identity') });
    } catch (e) {
      applyFieldErrors(e, setError, (p) => p.startsWith('stayDurationData.'));
      setFormError(errorText(e, nriOnboardingMessages.fallback.updateSession));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <StepHeading
        title="Your stay in India"
        description="Your residential status decides what India taxes. Count the days you were in India in each Indian financial year (April to March)."
      />
      <StepError message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Days in India this financial year" error={errors.daysInIndia?.message} hint="0 to 366">
          <Input type="number" inputMode="numeric" min={0} max={366} {...register('daysInIndia', num)} />
        </Field>
        <Field
          label="Days in India in the 4 years before"
          error={errors.daysInIndia4Yrs?.message}
          hint="0 to 1461"
        >
          <Input type="number" inputMode="numeric" min={0} max={1461} {...register('daysInIndia4Yrs', num)} />
        </Field>
        <Field
          label="Days in India in the 7 years before"
          error={errors.daysInIndia7Yrs?.message}
          hint="Includes the 4 years above"
        >
          <Input type="number" inputMode="numeric" min={0} max={2557} {...register('daysInIndia7Yrs', num)} />
        </Field>
        <Field
          label="Years you were non-resident, of the 10 before"
          error={errors.nonResidentYearsOfPreceding10?.message}
          hint="0 to 10"
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={10}
            {...register('nonResidentYearsOfPreceding10', num)}
          />
        </Field>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="citizenship"
            render={({ field }) => (
              <RadioGroup
                legend="Citizenship"
                name="citizenship"
                options={CITIZENSHIP_OPTIONS.map((c) => ({ value: c, label: CITIZENSHIP_LABELS[c] }))}
                value={field.value ?? ''}
                onChange={field.onChange}
                error={errors.citizenship?.message}
              />
            )}
          />
        </div>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="situation"
            render={({ field }) => (
              <RadioGroup
                legend="What describes your year"
                name="situation"
                options={STAY_SITUATIONS.map((c) => ({ value: c, label: STAY_SITUATION_LABELS[c] }))}
                value={field.value ?? ''}
                onChange={field.onChange}
                error={errors.situation?.message}
              />
            )}
          />
        </div>
        <Controller
          control={control}
          name="indianIncomeAboveThreshold"
          render={({ field }) => (
            <RadioGroup
              legend="Indian income above Rs 15 lakh this year?"
              name="indianIncomeAboveThreshold"
              options={YES_NO}
              value={yesNo(field.value)}
              onChange={(v) => field.onChange(v === 'yes')}
              error={errors.indianIncomeAboveThreshold?.message}
              columns={2}
            />
          )}
        />
        <Controller
          control={control}
          name="liableToTaxElsewhere"
          render={({ field }) => (
            <RadioGroup
              legend="Taxed as a resident of another country?"
              name="liableToTaxElsewhere"
              options={YES_NO}
              value={yesNo(field.value)}
              onChange={(v) => field.onChange(v === 'yes')}
              error={errors.liableToTaxElsewhere?.message}
              columns={2}
            />
          )}
        />
      </div>
      {result ? <ResidencyResult result={result} /> : null}
      <StepActions onBack={() => wizard.goTo(nriStepOf('verify'))} submitting={formState.isSubmitting} />
    </form>
  );
}
