import { useState, type FormEvent } from 'react';
import {
  CITIZENSHIP_LABELS,
  CITIZENSHIP_OPTIONS,
  DEFAULT_RESIDENCY_YEAR,
  determineResidentialStatus,
  nriResidencyInputSchema,
  RESIDENCY_YEARS,
  residencyLawFor,
  type ResidencyYear,
  STAY_SITUATION_LABELS,
  STAY_SITUATIONS,
  type Citizenship,
  type NriResidencyResult,
  type StaySituation,
} from '@quayside/contract/tools-nri-residency';
import { Field } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { RadioGroup } from '../../../components/form/radio-group';
import { Select } from '../../../components/form/select';
import { PLink } from '../components/prefetch-link';
import { navyButton } from '../components/styles';
import { siteConfig } from '../site-config';

type FormState = {
  year: ResidencyYear;
  citizenship: Citizenship | '';
  situation: StaySituation | '';
  daysThisYear: string;
  daysPreceding4Years: string;
  indianIncome: 'above' | 'below' | '';
  taxedElsewhere: 'yes' | 'no' | '';
  nonResidentYears: string;
  daysPreceding7Years: string;
};

const toNumber = (s: string) => (s.trim() === '' ? undefined : Number(s));

const STATUS_STYLE: Record<NriResidencyResult['status'], string> = {
  ror: 'bg-brand-800',
  rnor: 'bg-brand-600',
  non_resident: 'bg-emerald-700',
};

/** The NRI residential status calculator: section 6 of the Income-tax Act, explained step by step. */
export function NriResidencyTool() {
  const [form, setForm] = useState<FormState>({
    year: DEFAULT_RESIDENCY_YEAR,
    citizenship: '',
    situation: '',
    daysThisYear: '',
    daysPreceding4Years: '',
    indianIncome: '',
    taxedElsewhere: '',
    nonResidentYears: '10',
    daysPreceding7Years: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<NriResidencyResult | null>(null);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!form.indianIncome) next.indianIncome = 'Choose whether your Indian income is above Rs 15 lakh';
    if (!form.taxedElsewhere)
      next.taxedElsewhere = 'Choose whether another country taxes you as its resident';
    const parsed = nriResidencyInputSchema.safeParse({
      citizenship: form.citizenship || undefined,
      situation: form.situation || undefined,
      daysThisYear: toNumber(form.daysThisYear),
      daysPreceding4Years: toNumber(form.daysPreceding4Years),
      indianIncomeAboveThreshold: form.indianIncome === 'above',
      liableToTaxElsewhere: form.taxedElsewhere !== 'no',
      nonResidentYearsOfPreceding10: toNumber(form.nonResidentYears),
      daysPreceding7Years: toNumber(form.daysPreceding7Years),
      year: form.year,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        next[key] ??= issue.message;
      }
    }
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) {
      setResult(null);
      return;
    }
    setResult(determineResidentialStatus(parsed.data));
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[1.15fr_1fr]">
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        aria-label="NRI residential status calculator"
      >
        <Field label="Financial year" hint={residencyLawFor(form.year).citation}>
          <Select value={form.year} onChange={(e) => set('year', e.target.value as ResidencyYear)} name="year">
            {RESIDENCY_YEARS.map((y) => (
              <option key={y} value={y}>
                {residencyLawFor(y).yearLabel}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Citizenship" error={errors.citizenship}>
          <Select
            value={form.citizenship}
            onChange={(e) => set('citizenship', e.target.value as Citizenship)}
            name="citizenship"
          >
            <option value="">Choose…</option>
            {CITIZENSHIP_OPTIONS.map((c) => (
              <option key={c} value={c}>
                {CITIZENSHIP_LABELS[c]}
              </option>
            ))}
          </Select>
        </Field>
        <RadioGroup
          legend="Which describes this financial year?"
          name="situation"
          options={STAY_SITUATIONS.map((s) => ({ value: s, label: STAY_SITUATION_LABELS[s] }))}
          value={form.situation}
          onChange={(v) => set('situation', v)}
          error={errors.situation}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Days in India this financial year"
            hint="1 April to 31 March"
            error={errors.daysThisYear}
          >
            <Input
              inputMode="numeric"
              name="daysThisYear"
              value={form.daysThisYear}
              onChange={(e) => set('daysThisYear', e.target.value)}
            />
          </Field>
          <Field
            label="Days in India in the 4 preceding years"
            hint="Total of the four years before"
            error={errors.daysPreceding4Years}
          >
            <Input
              inputMode="numeric"
              name="daysPreceding4Years"
              value={form.daysPreceding4Years}
              onChange={(e) => set('daysPreceding4Years', e.target.value)}
            />
          </Field>
        </div>
        <RadioGroup
          legend="Your total income in India, other than income from foreign sources"
          name="indianIncome"
          columns={2}
          options={[
            { value: 'below', label: 'Rs 15 lakh or less' },
            { value: 'above', label: 'More than Rs 15 lakh' },
          ]}
          value={form.indianIncome}
          onChange={(v) => set('indianIncome', v)}
          error={errors.indianIncome}
        />
        <RadioGroup
          legend="Are you liable to tax in another country as its resident (by residence or domicile)?"
          name="taxedElsewhere"
          columns={2}
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          value={form.taxedElsewhere}
          onChange={(v) => set('taxedElsewhere', v)}
          error={errors.taxedElsewhere}
        />
        <fieldset className="rounded-2xl bg-slate-50 p-5">
          <legend className="px-1 text-sm font-semibold text-brand-900">
            Earlier years (to tell ROR from RNOR)
          </legend>
          <div className="mt-2 grid gap-5 sm:grid-cols-2">
            <Field
              label="Years as non-resident, of the 10 preceding"
              error={errors.nonResidentYearsOfPreceding10}
            >
              <Select
                name="nonResidentYears"
                value={form.nonResidentYears}
                onChange={(e) => set('nonResidentYears', e.target.value)}
              >
                {Array.from({ length: 11 }, (_, i) => (
                  <option key={i} value={String(i)}>
                    {i}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label="Days in India in the 7 preceding years"
              hint="Includes the 4 years above"
              error={errors.daysPreceding7Years}
            >
              <Input
                inputMode="numeric"
                name="daysPreceding7Years"
                value={form.daysPreceding7Years}
                onChange={(e) => set('daysPreceding7Years', e.target.value)}
              />
            </Field>
          </div>
        </fieldset>
        <button type="submit" className={navyButton}>
          Check my status
        </button>
      </form>

      <div aria-live="polite">
        {result ? (
          <section
            aria-labelledby="nri-result-title"
            className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
          >
            <div className={`${STATUS_STYLE[result.status]} px-6 py-6 text-white sm:px-8`}>
              <p className="text-sm font-semibold tracking-wider text-white/85 uppercase">
                Your residential status
              </p>
              <h3 id="nri-result-title" className="mt-1 text-3xl font-bold" data-testid="nri-result-status">
                {result.shortLabel}
              </h3>
              <p className="mt-1 text-white/90">{result.label}</p>
            </div>
            <div className="space-y-5 px-6 py-6 sm:px-8">
              <div>
                <h4 className="font-semibold text-brand-900">Why</h4>
                <ol className="mt-2 list-decimal space-y-2 pl-5 leading-relaxed text-slate-700">
                  {result.reasons.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ol>
              </div>
              <div>
                <h4 className="font-semibold text-brand-900">What India taxes</h4>
                <p className="mt-2 leading-relaxed text-slate-700">{result.taxScope}</p>
              </div>
              <p className="text-sm text-slate-500" data-testid="nri-result-law">
                Law applied: {result.law}.
                {result.provisions.length > 0 ? ` Provisions applied: ${result.provisions.join(', ')}.` : ''}
              </p>
              <PLink
                to={siteConfig.startRoutes.nriTax ?? siteConfig.nriDesk}
                className={`${navyButton} w-full`}
              >
                {siteConfig.startRoutes.nriTax
                  ? 'File your return with us'
                  : 'Ask our NRI desk about your return'}
              </PLink>
            </div>
          </section>
        ) : (
          <div className="rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
            <h3 className="text-lg font-semibold text-brand-900">How the tests work</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-700">
              <li>182 days or more in India in the financial year makes anyone resident.</li>
              <li>
                Otherwise 60 days in the year plus 365 days in the four years before, where 60 becomes 182 for
                Indian citizens leaving for work abroad and for visiting citizens or people of Indian origin,
                or 120 if their Indian income exceeds Rs 15 lakh.
              </li>
              <li>
                An Indian citizen with Indian income above Rs 15 lakh who is not taxed as a resident anywhere
                else is deemed resident.
              </li>
              <li>
                Residents who were non-resident in 9 of the last 10 years, or in India 729 days or less in the
                last 7, are not ordinarily resident (RNOR).
              </li>
            </ul>
            <p className="mt-4 text-sm text-slate-600">
              An estimate under section 6 of the Income-tax Act, 1961 up to FY 2025-26, and of the Income-tax
              Act, 2025 from tax year 2026-27 (the same tests). The answer names the Act of the year you choose.
              Not advice for your situation.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
