import { useState } from 'react';
import { OTHER_COUNTRY, addressStepSchema } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import { Field } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Select } from '../../../components/form/select';
import { StepActions, StepError, StepHeading } from '../../../components/wizard/step-actions';
import { COUNTRY_OPTIONS } from '../../../lib/country-options';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { nriStepOf, type NriWizard } from '../lib/wizard';

function CountryOptions() {
  return (
    <>
      <option value="">Choose a country</option>
      {COUNTRY_OPTIONS.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
      <option value={OTHER_COUNTRY}>Another country</option>
    </>
  );
}

/** Step 5: where the client lives, the country they are tax resident in and its taxpayer number. */
export function NriAddressStep({ wizard }: { wizard: NriWizard }) {
  const s = wizard.session;
  const a = s?.addressData ?? {};
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(addressStepSchema, {
    defaultValues: {
      addressData: {
        streetAddress: a.streetAddress ?? '',
        streetAddress2: a.streetAddress2 ?? '',
        city: a.city ?? '',
        state: a.state ?? '',
        postalCode: a.postalCode ?? '',
        country: a.country ?? '',
        otherCountry: a.otherCountry ?? '',
      },
      jurisdictionOfResidence: s?.jurisdictionOfResidence ?? '',
      taxpayerIdentificationNumber: s?.taxpayerIdentificationNumber ?? '',
    },
  });
  const { register, handleSubmit, formState, setError, watch } = form;
  const errors = formState.errors;
  const country = watch('addressData.country');
  const jurisdiction = watch('jurisdictionOfResidence');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await wizard.save(
        {
          addressData: {
            ...values.addressData,
            otherCountry: values.addressData.country === OTHER_COUNTRY ? values.addressData.otherCountry : '',
          },
          jurisdictionOfResidence: values.jurisdictionOfResidence,
          taxpayerIdentificationNumber:
            values.jurisdictionOfResidence === 'IN' ? null : (values.taxpayerIdentificationNumber ?? null),
        },
        { next: nriStepOf('income') },
      );
    } catch (e) {
      applyFieldErrors(e, setError);
      setFormError(errorText(e, nriOnboardingMessages.fallback.updateSession));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <StepHeading
        title="Address and tax residence"
        description="Where you live now, and the country that taxes you as its resident."
      />
      <StepError message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Street address"
          error={errors.addressData?.streetAddress?.message}
          className="sm:col-span-2"
        >
          <Input autoComplete="address-line1" {...register('addressData.streetAddress')} />
        </Field>
        <Field
          label="Address line 2 (optional)"
          error={errors.addressData?.streetAddress2?.message}
          className="sm:col-span-2"
        >
          <Input autoComplete="address-line2" {...register('addressData.streetAddress2')} />
        </Field>
        <Field label="City" error={errors.addressData?.city?.message}>
          <Input autoComplete="address-level2" {...register('addressData.city')} />
        </Field>
        <Field label="State or region (optional)" error={errors.addressData?.state?.message}>
          <Input autoComplete="address-level1" {...register('addressData.state')} />
        </Field>
        <Field label="Postal code" error={errors.addressData?.postalCode?.message}>
          <Input autoComplete="postal-code" {...register('addressData.postalCode')} />
        </Field>
        <Field label="Country" error={errors.addressData?.country?.message}>
          <Select
            invalid={!!errors.addressData?.country}
            autoComplete="country"
            {...register('addressData.country')}
          >
            <CountryOptions />
          </Select>
        </Field>
        {country === OTHER_COUNTRY ? (
          <Field label="Name of the country" error={errors.addressData?.otherCountry?.message}>
            <Input {...register('addressData.otherCountry')} />
          </Field>
        ) : null}
        <Field
          label="Country of tax residence"
          error={errors.jurisdictionOfResidence?.message}
          className="sm:col-start-1"
        >
          <Select invalid={!!errors.jurisdictionOfResidence} {...register('jurisdictionOfResidence')}>
            <CountryOptions />
          </Select>
        </Field>
        {jurisdiction && jurisdiction !== 'IN' ? (
          <Field
            label="Taxpayer identification number there"
            error={errors.taxpayerIdentificationNumber?.message}
            hint="Needed for a tax residency certificate and treaty relief"
          >
            <Input autoComplete="off" {...register('taxpayerIdentificationNumber')} />
          </Field>
        ) : null}
      </div>
      <StepActions onBack={() => wizard.goTo(nriStepOf('identity'))} submitting={formState.isSubmitting} />
    </form>
  );
}
