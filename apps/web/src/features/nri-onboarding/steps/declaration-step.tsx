import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { declarationSchema, isDrawnSignature } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import { Field } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { RadioGroup } from '../../../components/form/radio-group';
import { StepActions, StepError, StepHeading } from '../../../components/wizard/step-actions';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { SignaturePad } from '../components/signature-pad';
import { nriStepOf, type NriWizard } from '../lib/wizard';

const today = () => new Date().toISOString().slice(0, 10);

/** Step 7: the declaration: accuracy, authorisation, date, place and a typed or drawn signature. */
export function NriDeclarationStep({ wizard }: { wizard: NriWizard }) {
  const d = wizard.session?.declarationData ?? {};
  const [formError, setFormError] = useState<string | null>(null);
  const [mode, setMode] = useState<'typed' | 'drawn'>(
    d.signature && isDrawnSignature(d.signature) ? 'drawn' : 'typed',
  );
  const form = useZodForm(declarationSchema, {
    defaultValues: {
      accuracy: d.accuracy === true ? true : undefined,
      authorization: d.authorization === true ? true : undefined,
      date: d.date || today(),
      place: d.place ?? '',
      signature: d.signature ?? '',
    },
  });
  const { register, control, handleSubmit, formState, setError, setValue } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await wizard.save({ declarationData: values }, { next: nriStepOf('checkout') });
    } catch (e) {
      applyFieldErrors(e, setError, (p) => p.startsWith('declarationData.'));
      setFormError(errorText(e, nriOnboardingMessages.fallback.updateSession));
    }
  });

  const box = 'mt-0.5 h-4 w-4 accent-brand-700';
  return (
    <form onSubmit={onSubmit} noValidate>
      <StepHeading
        title="Declaration"
        description="Confirm and sign. We prepare your return from what you told us and the documents you send."
      />
      <StepError message={formError} />
      <div className="space-y-4">
        <div>
          <label className="flex items-start gap-3 text-[15px] text-slate-800">
            <input type="checkbox" className={box} {...register('accuracy')} />
            <span>The information I have given is true, correct and complete.</span>
          </label>
          {errors.accuracy ? <p className="mt-1 text-sm text-red-700">{errors.accuracy.message}</p> : null}
        </div>
        <div>
          <label className="flex items-start gap-3 text-[15px] text-slate-800">
            <input type="checkbox" className={box} {...register('authorization')} />
            <span>
              I authorise Quayside to prepare my Indian income tax return and file it once I approve the
              draft.
            </span>
          </label>
          {errors.authorization ? (
            <p className="mt-1 text-sm text-red-700">{errors.authorization.message}</p>
          ) : null}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Date" error={errors.date?.message}>
            <Input type="date" {...register('date')} />
          </Field>
          <Field label="Place" error={errors.place?.message}>
            <Input autoComplete="address-level2" {...register('place')} />
          </Field>
        </div>
        <RadioGroup
          legend="Signature"
          name="signatureMode"
          options={[
            { value: 'typed', label: 'Type my full name' },
            { value: 'drawn', label: 'Draw my signature' },
          ]}
          value={mode}
          onChange={(m) => {
            setMode(m);
            setValue('signature', '');
          }}
          columns={2}
        />
        {mode === 'typed' ? (
          <Field label="Full name as signature" error={errors.signature?.message}>
            <Input autoComplete="name" className="font-serif italic" {...register('signature')} />
          </Field>
        ) : (
          <Controller
            control={control}
            name="signature"
            render={({ field }) => (
              <div>
                <SignaturePad
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  invalid={!!errors.signature}
                />
                {errors.signature ? (
                  <p className="mt-1 text-sm text-red-700">{errors.signature.message}</p>
                ) : null}
              </div>
            )}
          />
        )}
      </div>
      <StepActions
        onBack={() => wizard.goTo(nriStepOf('income'))}
        submitting={formState.isSubmitting}
        submitLabel="Save and see the quote"
      />
    </form>
  );
}
