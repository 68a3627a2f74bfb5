import { useState, type FormEvent } from 'react';
import {
  calculateSgCorporateTax,
  SG_CIT_REBATES,
  SG_EXEMPTION_LABELS,
  SG_YEARS_OF_ASSESSMENT,
  type SgYearOfAssessment,
  SG_EXEMPTION_SCHEMES,
  sgCorporateTaxInputSchema,
  type SgCorporateTaxResult,
  type SgExemptionScheme,
} from '@quayside/contract/tools-sg-corporate-tax';
import { formatMoney } from '@quayside/contract/money';
import { Field } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { RadioGroup } from '../../../components/form/radio-group';
import { Select } from '../../../components/form/select';
import { navyButton } from '../components/styles';

/** "SGD 18,787.50": the product's one money formatter. */
const sgd = (cents: number) => formatMoney(cents, 'SGD');

/** "YA 2026 (40% rebate, S$30,000 cap with the cash grant)", from the rebate table. */
function yaLabel(ya: SgYearOfAssessment): string {
  const r = SG_CIT_REBATES[ya];
  return r
    ? `YA ${ya} (${r.rate * 100}% rebate, capped at S$${r.cap.toLocaleString('en-SG')} with the cash grant)`
    : `YA ${ya} (no rebate announced)`;
}

/** Singapore corporate income tax after the partial or start-up exemption and the YA rebate. */
export function SgTaxTool() {
  const [income, setIncome] = useState('');
  const [scheme, setScheme] = useState<SgExemptionScheme>('partial');
  const [ya, setYa] = useState('2026');
  const [localEmployee, setLocalEmployee] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<SgCorporateTaxResult | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const cleaned = income.replace(/[,\s]/g, '').replace(/^(SGD|S?\$)/i, '');
    const parsed = sgCorporateTaxInputSchema.safeParse({
      chargeableIncome: cleaned === '' ? undefined : Number(cleaned),
      scheme,
      yearOfAssessment: Number(ya),
      employedLocalEmployee: localEmployee,
    });
    if (!parsed.success) {
      setError(
        parsed.error.issues.find((i) => i.path[0] === 'chargeableIncome')?.message ??
          parsed.error.issues[0]?.message,
      );
      setResult(null);
      return;
    }
    setError(undefined);
    setResult(calculateSgCorporateTax(parsed.data));
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[1.15fr_1fr]">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Singapore corporate tax estimator"
        className="space-y-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <Field
          label="Chargeable income (SGD)"
          hint="Profit after tax adjustments, before exemptions"
          error={error}
        >
          <Input
            inputMode="decimal"
            name="chargeableIncome"
            value={income}
            onChange={(e) => setIncome(e.target.value)}
            placeholder="300,000"
          />
        </Field>
        <RadioGroup
          legend="Exemption scheme"
          name="scheme"
          options={SG_EXEMPTION_SCHEMES.map((s) => ({ value: s, label: SG_EXEMPTION_LABELS[s] }))}
          value={scheme}
          onChange={setScheme}
        />
        <Field label="Year of Assessment">
          <Select name="ya" value={ya} onChange={(e) => setYa(e.target.value)}>
            {SG_YEARS_OF_ASSESSMENT.map((y) => (
              <option key={y} value={String(y)}>
                {yaLabel(y)}
              </option>
            ))}
          </Select>
        </Field>
        <label className="flex items-start gap-3 text-[15px] text-slate-700">
          <input
            type="checkbox"
            checked={localEmployee}
            onChange={(e) => setLocalEmployee(e.target.checked)}
            className="mt-1 h-4 w-4 accent-brand-700"
          />
          <span>
            The company employed at least one local employee (Singapore citizen or PR with CPF contributions)
            in the year before the YA
          </span>
        </label>
        <button type="submit" className={navyButton}>
          Estimate the tax
        </button>
      </form>
      <div aria-live="polite">
        {result ? (
          <section
            aria-labelledby="sg-tax-result"
            className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
          >
            <div className="bg-brand-900 px-6 py-6 text-white sm:px-8">
              <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">Tax payable</p>
              <h3 id="sg-tax-result" className="mt-1 text-4xl font-bold" data-testid="sg-tax-net">
                {sgd(result.netTaxCents)}
              </h3>
              <p className="mt-1 text-slate-300">
                Effective rate {(result.effectiveRate * 100).toFixed(2)}% of chargeable income
              </p>
            </div>
            <dl className="divide-y divide-slate-100 px-6 py-4 text-[15px] sm:px-8">
              {result.exemptionLines.map((l) => (
                <div key={l.label} className="flex justify-between gap-4 py-2">
                  <dt className="text-slate-600">Exempt: {l.label}</dt>
                  <dd className="font-medium">{sgd(l.exemptCents)}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 py-2">
                <dt className="text-slate-600">Income taxed at 17%</dt>
                <dd className="font-medium">{sgd(result.taxableCents)}</dd>
              </div>
              <div className="flex justify-between gap-4 py-2">
                <dt className="text-slate-600">Tax at 17%</dt>
                <dd className="font-medium">{sgd(result.grossTaxCents)}</dd>
              </div>
              <div className="flex justify-between gap-4 py-2">
                <dt className="text-slate-600">Rebate set against the tax</dt>
                <dd className="font-medium">− {sgd(result.rebateCents)}</dd>
              </div>
              {result.cashGrantCents > 0 ? (
                <div className="flex justify-between gap-4 py-2">
                  <dt className="text-slate-600">Cash grant paid separately</dt>
                  <dd className="font-medium">{sgd(result.cashGrantCents)}</dd>
                </div>
              ) : null}
            </dl>
            <ul className="list-disc space-y-1.5 px-6 pb-6 pl-11 text-sm leading-relaxed text-slate-500 sm:px-8 sm:pl-13">
              {result.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
            <p className="border-t border-slate-100 px-6 py-4 text-sm text-slate-600 sm:px-8" data-testid="sg-tax-law">
              Law applied: {result.law}
            </p>
          </section>
        ) : (
          <div className="rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
            <h3 className="text-lg font-semibold text-brand-900">What the estimator applies</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-700">
              <li>Corporate income tax at 17% of chargeable income after exemptions.</li>
              <li>Partial tax exemption: 75% of the first S$10,000 and 50% of the next S$190,000.</li>
              <li>
                Start-up tax exemption (first three YAs): 75% of the first S$100,000 and 50% of the next
                S$100,000.
              </li>
              <li>
                YA 2024 and YA 2025 rebate: 50% of the tax, capped at S$40,000 including the S$2,000 cash
                grant.
              </li>
              <li>
                YA 2026 rebate (Budget 2026): 40% of the tax, capped at S$30,000 together with the cash grant;
                at least S$1,500 as a cash grant for a company with a local employee in 2025.
              </li>
              <li>YA 2027 (financial years ending in 2026): no rebate has been announced.</li>
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
