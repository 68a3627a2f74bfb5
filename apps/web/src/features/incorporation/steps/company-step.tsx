import { useEffect, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { COMPANY_TYPE_LABELS } from '@quayside/contract/companies';
import {
  COMPANY_TYPES_BY_JURISDICTION,
  LEGAL_ENDINGS,
  checkNameBodySchema,
  companyDetailsSchema,
  companyNameProblem,
  sameName,
  todayIso,
  updateIncorporationBodySchema,
  type UpdateIncorporationBody,
} from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import { JURISDICTIONS, JURISDICTION_LABELS, type Jurisdiction } from '@quayside/contract/services';
import { Field } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Select } from '../../../components/form/select';
import { Textarea } from '../../../components/form/textarea';
import { toErrorInfo } from '../../../lib/api/base-api';
import { cn } from '../../../lib/cn';
import { blankToNull, blankToUndefined, useZodForm } from '../../../lib/use-zod-form';
import { MoneyInput } from '../components/money-input';
import { NameAvailability, useNameAvailability } from '../components/name-availability';
import { DraftStatusNote, StepActions, StepError, StepHeading } from '../components/step-actions';
import { cleanDraftValue } from '../lib/draft';
import { useDraftAutosave } from '../lib/use-draft-autosave';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { stepOf } from '../lib/steps';
import { MONTHS } from '../lib/text';
import type { Wizard } from '../lib/wizard';

/**
 * The company step's form: the name check's rule for the name, the strict company details, two optional fields
 * (a registration date from today on). Both names follow the contract's word rules for the chosen registry, and
 * the alternative must differ from the first (the server checks the same, and whether each is free).
 */
const companyStepSchema = z
  .object({
    companyName: checkNameBodySchema.shape.companyName,
    companyName_optional: updateIncorporationBodySchema.shape.companyName_optional,
    registrationDate: updateIncorporationBodySchema.shape.registrationDate,
    companyDetails: companyDetailsSchema,
  })
  .superRefine(
    (v, ctx) => {
      // Runs even when other fields are wrong (when: always), so the value may be partly invalid.
      const jurisdiction = v.companyDetails?.jurisdiction ?? null;
      for (const field of ['companyName', 'companyName_optional'] as const) {
        const name = typeof v[field] === 'string' ? v[field] : '';
        const problem = name ? companyNameProblem(name, jurisdiction) : null;
        if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
      }
      if (
        typeof v.companyName === 'string' &&
        typeof v.companyName_optional === 'string' &&
        v.companyName_optional &&
        sameName(v.companyName, v.companyName_optional)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['companyName_optional'],
          message: incorporationMessages.errors.alternativeSameAsFirst,
        });
      }
    },
    { when: () => true },
  );

/** The usual currency of the share capital where the company is formed. */
const DEFAULT_CURRENCY: Record<Jurisdiction, string> = { SG: 'SGD', AE: 'AED', IN: 'INR' };
const CURRENCIES = ['SGD', 'AED', 'INR', 'USD', 'EUR', 'GBP'];
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Step 3: the company's name (checked live), where and what it is, and its share capital. */
export function CompanyStep({ wizard }: { wizard: Wizard }) {
  const { state } = wizard;
  const details = state.companyDetails ?? {};
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(companyStepSchema, {
    defaultValues: {
      companyName: state.companyName ?? '',
      companyName_optional: state.companyName_optional ?? '',
      registrationDate: state.registrationDate,
      companyDetails: {
        jurisdiction: details.jurisdiction,
        companyType: details.companyType,
        businessActivity: details.businessActivity ?? '',
        activityCode: details.activityCode ?? '',
        registeredAddress: details.registeredAddress ?? '',
        financialYearEnd: details.financialYearEnd || '12-31',
        shareCapital: {
          currency:
            details.shareCapital?.currency ??
            (details.jurisdiction ? DEFAULT_CURRENCY[details.jurisdiction] : ''),
          issuedShares: details.shareCapital?.issuedShares,
          paidUpCapitalMinor: details.shareCapital?.paidUpCapitalMinor,
        },
      },
    },
  });
  const { register, control, handleSubmit, formState, setError, setValue, getValues } = form;
  const errors = formState.errors;
  const [companyName, alternativeName, jurisdiction, companyType, currency] = useWatch({
    control,
    name: [
      'companyName',
      'companyName_optional',
      'companyDetails.jurisdiction',
      'companyDetails.companyType',
      'companyDetails.shareCapital.currency',
    ],
  });
  const nameCheck = useNameAvailability(companyName ?? '', state.sessionId, jurisdiction);
  // The alternative is checked like the first (issue 12 item 4).
  const alternativeCheck = useNameAvailability(alternativeName ?? '', state.sessionId, jurisdiction);
  const offeredTypes = jurisdiction ? COMPANY_TYPES_BY_JURISDICTION[jurisdiction] : [];

  // A new jurisdiction brings its own company types and usual currency.
  const previousJurisdiction = useRef(jurisdiction);
  useEffect(() => {
    const before = previousJurisdiction.current;
    previousJurisdiction.current = jurisdiction;
    if (!jurisdiction || before === jurisdiction) return;
    const type = getValues('companyDetails.companyType');
    const offered: readonly string[] = COMPANY_TYPES_BY_JURISDICTION[jurisdiction];
    const first = COMPANY_TYPES_BY_JURISDICTION[jurisdiction][0];
    if (first && (!type || !offered.includes(type))) {
      setValue('companyDetails.companyType', first, { shouldValidate: formState.isSubmitted });
    }
    // India's financial year is fixed: April to March (Companies Act 2013 s2(41)); the server applies it too.
    if (jurisdiction === 'IN') setValue('companyDetails.financialYearEnd', '03-31');
    const cur = getValues('companyDetails.shareCapital.currency');
    if (!cur || (before && cur === DEFAULT_CURRENCY[before])) {
      setValue('companyDetails.shareCapital.currency', DEFAULT_CURRENCY[jurisdiction]);
    }
  }, [jurisdiction, getValues, setValue, formState.isSubmitted]);

  const ending = jurisdiction && companyType ? LEGAL_ENDINGS[jurisdiction][companyType] : undefined;
  const fixedYearEnd = jurisdiction === 'IN';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (nameCheck.status === 'taken' && nameCheck.name === values.companyName) {
      setError('companyName', { type: 'availability', message: nameCheck.reason }, { shouldFocus: true });
      return;
    }
    if (alternativeCheck.status === 'taken' && alternativeCheck.name === values.companyName_optional) {
      setError(
        'companyName_optional',
        { type: 'availability', message: alternativeCheck.reason },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await wizard.save(
        {
          companyName: values.companyName,
          companyName_optional: values.companyName_optional ? values.companyName_optional : null,
          registrationDate: values.registrationDate ?? null,
          companyDetails: values.companyDetails,
        },
        { next: stepOf('directors') },
      );
    } catch (e) {
      const info = toErrorInfo(e, incorporationMessages.fallback.update);
      if (info.code === 'NAME_UNAVAILABLE') {
        const alternative = info.fields?.['body.companyName_optional']?.[0];
        if (alternative) {
          setError('companyName_optional', { type: 'server', message: alternative }, { shouldFocus: true });
        } else setError('companyName', { type: 'server', message: info.message }, { shouldFocus: true });
        return;
      }
      // The fields at fault are marked where they are; the alert says what went wrong in words.
      applyFieldErrors(e, setError);
      setFormError(errorText(e, incorporationMessages.fallback.update));
    }
  });

  // Saved as typed (a reload or a lost connection loses nothing); cleared names are saved as cleared.
  const draftStatus = useDraftAutosave({
    form,
    wizard,
    toBody: (v) => ({
      companyName: v.companyName?.trim() ? v.companyName : null,
      companyName_optional: v.companyName_optional?.trim() ? v.companyName_optional : null,
      ...(v.registrationDate ? { registrationDate: v.registrationDate } : {}),
      companyDetails: (cleanDraftValue(v.companyDetails) ?? {}) as UpdateIncorporationBody['companyDetails'],
    }),
  });

  const capitalErrors = errors.companyDetails?.shareCapital;

  return (
    <form onSubmit={onSubmit} noValidate>
      <StepHeading
        title="Your company"
        description="Where it will be registered, its name, what it will do and its share capital."
      />
      <DraftStatusNote status={draftStatus} />
      <StepError message={formError} />

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Where will the company be registered?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {JURISDICTIONS.map((j) => (
            <label
              key={j}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                errors.companyDetails?.jurisdiction ? 'border-red-400' : 'border-slate-300',
              )}
            >
              <input
                type="radio"
                value={j}
                className="size-4 accent-brand-700"
                {...register('companyDetails.jurisdiction')}
              />
              <span className="font-medium text-slate-800">{JURISDICTION_LABELS[j]}</span>
            </label>
          ))}
        </div>
        {errors.companyDetails?.jurisdiction ? (
          <p className="mt-1.5 text-sm text-red-700">{errors.companyDetails.jurisdiction.message}</p>
        ) : null}
      </fieldset>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field
          label="Type of company"
          error={errors.companyDetails?.companyType?.message}
          hint={
            companyType === 'opc'
              ? 'One member, an individual who is an Indian citizen, with a nominee. No AGM; accounts (AOC-4) within 180 days of the year end.'
              : undefined
          }
          className="sm:col-span-2"
        >
          <Select
            invalid={!!errors.companyDetails?.companyType}
            disabled={!jurisdiction}
            {...register('companyDetails.companyType', { setValueAs: blankToUndefined })}
          >
            {!jurisdiction ? <option value="">Choose the country first</option> : null}
            {offeredTypes.map((t) => (
              <option key={t} value={t}>
                {COMPANY_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>

        <div className="space-y-1.5 sm:col-span-2">
          <Field
            label="Proposed company name"
            error={errors.companyName?.message}
            hint={ending ? `Without the legal ending: we add "${ending}" for you.` : undefined}
          >
            <Input autoComplete="organization" {...register('companyName')} />
          </Field>
          {!errors.companyName ? <NameAvailability check={nameCheck} /> : null}
        </div>

        <Field
          label="Alternative name (optional)"
          error={errors.companyName_optional?.message}
          hint="Used if the registry refuses the first name."
          className="sm:col-span-2"
        >
          <Input {...register('companyName_optional')} />
        </Field>
        {alternativeName && !errors.companyName_optional ? (
          <div className="-mt-3 sm:col-span-2">
            <NameAvailability check={alternativeCheck} testIdPrefix="alternative-name" />
          </div>
        ) : null}

        <Field
          label="What will the company do?"
          error={errors.companyDetails?.businessActivity?.message}
          hint="For example: software development and IT consulting."
          className="sm:col-span-2"
        >
          <Textarea rows={3} {...register('companyDetails.businessActivity')} />
        </Field>

        <Field
          label="Activity code (optional)"
          error={errors.companyDetails?.activityCode?.message}
          hint="SSIC in Singapore, NIC in India, if you know it."
        >
          <Input {...register('companyDetails.activityCode')} />
        </Field>

        <Field label="Preferred registration date (optional)" error={errors.registrationDate?.message}>
          <Input type="date" min={todayIso()} {...register('registrationDate', { setValueAs: blankToNull })} />
        </Field>

        <Field
          label="Registered office address (optional)"
          error={errors.companyDetails?.registeredAddress?.message}
          hint="Leave blank to use our registered office address."
          className="sm:col-span-2"
        >
          <Textarea rows={2} {...register('companyDetails.registeredAddress')} />
        </Field>

        <Controller
          control={control}
          name="companyDetails.financialYearEnd"
          render={({ field }) => {
            const [mm = '12', dd = '31'] = String(field.value ?? '').split('-');
            const month = Number(mm) || 12;
            const days = DAYS_IN_MONTH[month - 1] ?? 31;
            const set = (m: number, d: number) =>
              field.onChange(
                `${String(m).padStart(2, '0')}-${String(Math.min(d, DAYS_IN_MONTH[m - 1] ?? 31)).padStart(2, '0')}`,
              );
            return (
              <fieldset className="space-y-1.5 sm:col-span-2">
                <legend className="text-sm font-medium text-slate-800">Financial year end</legend>
                <div className="grid grid-cols-[1fr_6rem] gap-2 sm:max-w-sm">
                  <Select
                    aria-label="Month"
                    disabled={fixedYearEnd}
                    invalid={!!errors.companyDetails?.financialYearEnd}
                    value={month}
                    onChange={(e) => set(Number(e.target.value), Number(dd))}
                    onBlur={field.onBlur}
                  >
                    {MONTHS.map((m, i) => (
                      <option key={m} value={i + 1}>
                        {m}
                      </option>
                    ))}
                  </Select>
                  <Select
                    aria-label="Day"
                    disabled={fixedYearEnd}
                    invalid={!!errors.companyDetails?.financialYearEnd}
                    value={Number(dd)}
                    onChange={(e) => set(month, Number(e.target.value))}
                    onBlur={field.onBlur}
                  >
                    {Array.from({ length: days }, (_, i) => (
                      <option key={i + 1} value={i + 1}>
                        {i + 1}
                      </option>
                    ))}
                  </Select>
                </div>
                {errors.companyDetails?.financialYearEnd ? (
                  <p className="text-sm text-red-700">{errors.companyDetails.financialYearEnd.message}</p>
                ) : (
                  <p className="text-sm text-slate-500">
                    {fixedYearEnd
                      ? 'Every Indian company\u2019s financial year runs from 1 April to 31 March.'
                      : 'Most companies use 31 December; it can be changed later.'}
                  </p>
                )}
              </fieldset>
            );
          }}
        />
      </div>

      <fieldset className="mt-8 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Share capital</legend>
        {capitalErrors?.message ? <p className="mb-2 text-sm text-red-700">{capitalErrors.message}</p> : null}
        <div className="grid gap-5 sm:grid-cols-3">
          <Field label="Currency" error={capitalErrors?.currency?.message}>
            <Select invalid={!!capitalErrors?.currency} {...register('companyDetails.shareCapital.currency')}>
              <option value="">Choose</option>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label="Shares issued"
            error={capitalErrors?.issuedShares?.message}
            hint="The shareholders' shares must add up to this."
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...register('companyDetails.shareCapital.issuedShares', { valueAsNumber: true })}
            />
          </Field>
          <Controller
            control={control}
            name="companyDetails.shareCapital.paidUpCapitalMinor"
            render={({ field }) => (
              <Field label="Paid-up capital" error={capitalErrors?.paidUpCapitalMinor?.message}>
                <MoneyInput
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  currency={currency ?? ''}
                  ref={field.ref}
                />
              </Field>
            )}
          />
        </div>
      </fieldset>

      <StepActions onBack={() => wizard.goTo(stepOf('verify'))} submitting={formState.isSubmitting} />
    </form>
  );
}
