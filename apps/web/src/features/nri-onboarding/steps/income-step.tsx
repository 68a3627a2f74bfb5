import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  DEDUCTIONS,
  DEDUCTION_LABELS,
  FILING_TYPES,
  FILING_TYPE_LABELS,
  INCOME_SOURCES,
  INCOME_SOURCE_LABELS,
  incomeStepSchema,
} from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import { RadioGroup } from '../../../components/form/radio-group';
import { StepActions, StepError, StepHeading } from '../../../components/wizard/step-actions';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { CheckboxList } from '../components/checkbox-list';
import { nriStepOf, type NriWizard } from '../lib/wizard';

/** Step 6: the kinds of Indian income (they decide the return form and the quote), deductions and the return kind. */
export function NriIncomeStep({ wizard }: { wizard: NriWizard }) {
  const s = wizard.session;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(incomeStepSchema, {
    defaultValues: {
      incomeSources: s?.incomeSources ?? [],
      deductions: s?.deductions ?? [],
      filingType: s?.filingType ?? 'original',
    },
  });
  const { control, handleSubmit, formState, setError } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await wizard.save(values, { next: nriStepOf('declaration') });
    } catch (e) {
      applyFieldErrors(e, setError);
      setFormError(errorText(e, nriOnboardingMessages.fallback.updateSession));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <StepHeading
        title="Income and deductions"
        description="Choose every kind of income you had in India this year, and what you will claim."
      />
      <StepError message={formError} />
      <div className="space-y-6">
        <Controller
          control={control}
          name="incomeSources"
          render={({ field }) => (
            <CheckboxList
              legend="Income"
              name="incomeSources"
              options={INCOME_SOURCES.map((v) => ({ value: v, label: INCOME_SOURCE_LABELS[v] }))}
              value={field.value}
              onChange={field.onChange}
              error={errors.incomeSources?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="deductions"
          render={({ field }) => (
            <CheckboxList
              legend="Deductions and reliefs (optional)"
              name="deductions"
              options={DEDUCTIONS.map((v) => ({ value: v, label: DEDUCTION_LABELS[v] }))}
              value={field.value}
              onChange={field.onChange}
              error={errors.deductions?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="filingType"
          render={({ field }) => (
            <RadioGroup
              legend="Which return"
              name="filingType"
              options={FILING_TYPES.map((v) => ({ value: v, label: FILING_TYPE_LABELS[v] }))}
              value={field.value}
              onChange={field.onChange}
              error={errors.filingType?.message}
              columns={2}
            />
          )}
        />
      </div>
      <StepActions onBack={() => wizard.goTo(nriStepOf('address'))} submitting={formState.isSubmitting} />
    </form>
  );
}
