import { useEffect, useMemo, useState } from 'react';
import { INCORPORATION_FIXED_SERVICE_ID } from '@quayside/contract/constants';
import { formatMoney } from '@quayside/contract/money';
import { incorporationMessages } from '@quayside/contract/messages';
import {
  JURISDICTION_LABELS,
  JURISDICTIONS,
  type Jurisdiction,
  type Service,
} from '@quayside/contract/services';
import {
  estimateIncorporationCost,
  servicesForJurisdiction,
} from '@quayside/contract/tools-incorporation-estimate';
import { errorText } from '../../../lib/form-errors';
import { fetchServiceCatalogue } from '../api/services';
import { fetchGovernmentFees } from '../api/government-fees';
import { governmentFeesFor, type GovernmentFee } from '@quayside/contract/government-fees';
import { RadioGroup } from '../../../components/form/radio-group';
import { PLink } from '../components/prefetch-link';
import { navyButton } from '../components/styles';

const LINE_LABELS: Record<Service['line'], string> = {
  incorporation: 'Incorporation',
  'corporate-secretary': 'Corporate secretary',
  accounting: 'Accounting',
  'tax-advisory': 'Tax advisory',
  'legacy-planning': 'Legacy planning',
  'fund-administration': 'Fund administration',
  'nri-tax': 'NRI tax',
};

type Catalogue =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; services: Service[] };

/** The incorporation cost estimator over the live catalogue (GET /api/services), priced like the cart. */
export function IncorporationEstimator() {
  const [catalogue, setCatalogue] = useState<Catalogue>({ status: 'loading' });
  const [jurisdiction, setJurisdiction] = useState<Jurisdiction>('SG');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [attempt, setAttempt] = useState(0);
  // Government fees are a separate table staff keep; the estimate works without them (null: not loaded).
  const [govFees, setGovFees] = useState<GovernmentFee[] | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchGovernmentFees()
      .then((fees) => !cancelled && setGovFees(fees))
      .catch(() => !cancelled && setGovFees(null));
    return () => {
      cancelled = true;
    };
  }, []);
  const government = useMemo(
    () => (govFees ? governmentFeesFor(govFees, jurisdiction, 'private_limited') : null),
    [govFees, jurisdiction],
  );

  useEffect(() => {
    let cancelled = false;
    setCatalogue({ status: 'loading' });
    fetchServiceCatalogue()
      .then((services) => !cancelled && setCatalogue({ status: 'ready', services }))
      .catch(
        (err: unknown) =>
          !cancelled &&
          setCatalogue({
            status: 'error',
            message: errorText(err, incorporationMessages.fallback.cartServices),
          }),
      );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const services = useMemo(() => (catalogue.status === 'ready' ? catalogue.services : []), [catalogue]);
  // Company services only: NRI tax filing is for individuals, not for a new company.
  const available = useMemo(
    () => servicesForJurisdiction(services, jurisdiction).filter((s) => s.line !== 'nri-tax'),
    [services, jurisdiction],
  );
  const estimate = useMemo(
    () =>
      catalogue.status === 'ready' ? estimateIncorporationCost(services, jurisdiction, [...selected]) : null,
    [catalogue.status, services, jurisdiction, selected],
  );
  const groups = useMemo(() => {
    const byLine = new Map<Service['line'], Service[]>();
    for (const s of available) byLine.set(s.line, [...(byLine.get(s.line) ?? []), s]);
    return [...byLine.entries()];
  }, [available]);

  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const money = (minor: number, currency: string) => formatMoney(minor, currency);

  return (
    <div className="grid gap-8 lg:grid-cols-[1.3fr_1fr]">
      <div className="space-y-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <RadioGroup
          legend="Jurisdiction"
          name="jurisdiction"
          columns={3}
          options={JURISDICTIONS.map((j) => ({ value: j, label: JURISDICTION_LABELS[j] }))}
          value={jurisdiction}
          onChange={(j) => setJurisdiction(j)}
        />
        {catalogue.status === 'loading' ? (
          <p role="status" className="text-slate-500">
            Loading our current prices…
          </p>
        ) : null}
        {catalogue.status === 'error' ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            <p className="font-semibold">{catalogue.message}</p>
            <button
              type="button"
              className="mt-2 font-semibold underline"
              onClick={() => setAttempt((a) => a + 1)}
            >
              Try again
            </button>
          </div>
        ) : null}
        {groups.map(([line, list]) => (
          <fieldset key={line}>
            <legend className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              {LINE_LABELS[line]}
            </legend>
            <ul className="mt-2 space-y-2">
              {list.map((s) => {
                const fixed = s.id === INCORPORATION_FIXED_SERVICE_ID;
                const checked = fixed || selected.has(s.id);
                return (
                  <li key={s.id}>
                    <label
                      className={`flex gap-3 rounded-xl border p-4 transition ${checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-slate-300'} ${fixed ? '' : 'cursor-pointer'}`}
                    >
                      <input
                        type="checkbox"
                        checked={checked}
                        disabled={fixed}
                        onChange={() => toggle(s.id)}
                        className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                        aria-describedby={`svc-${s.id}-desc`}
                      />
                      <span className="flex-1">
                        <span className="flex flex-wrap items-baseline justify-between gap-2">
                          <span className="font-semibold text-brand-900">{s.name}</span>
                          <span className="font-semibold whitespace-nowrap text-slate-800">
                            {money(s.priceMinor, s.currency)}
                            <span className="font-normal text-slate-500">
                              {s.billing === 'yearly' ? ' / year' : ' one-off'}
                            </span>
                          </span>
                        </span>
                        <span
                          id={`svc-${s.id}-desc`}
                          className="mt-1 block text-sm leading-relaxed text-slate-600"
                        >
                          {fixed ? 'Always included. ' : ''}
                          {s.description}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>

      <aside aria-label="Your estimate" className="lg:sticky lg:top-28 lg:self-start">
        <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
          <div className="bg-brand-900 px-6 py-6 text-white sm:px-8">
            <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">
              Estimate · {JURISDICTION_LABELS[jurisdiction]}
            </p>
            <p className="mt-2 text-4xl font-bold" data-testid="estimate-first-year" aria-live="polite">
              {estimate ? money(estimate.firstYearTotalMinor, estimate.currency) : '–'}
            </p>
            <p className="mt-1 text-slate-300">
              total for the first year{estimate && estimate.taxMinor > 0 ? `, ${estimate.taxLabel} included` : ''}
            </p>
          </div>
          {estimate ? (
            <div className="px-6 py-6 sm:px-8">
              <ul className="space-y-2 text-[15px]">
                {estimate.lines.map((l) => (
                  <li key={l.serviceId} className="flex justify-between gap-4">
                    <span className="text-slate-700">{l.name}</span>
                    <span className="font-medium whitespace-nowrap text-slate-900">
                      {money(l.priceMinor, l.currency)}
                    </span>
                  </li>
                ))}
              </ul>
              <dl className="mt-5 space-y-1.5 border-t border-slate-200 pt-4 text-[15px]">
                <div className="flex justify-between">
                  <dt className="text-slate-600">Subtotal, first year</dt>
                  <dd className="font-semibold">{money(estimate.firstYearMinor, estimate.currency)}</dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-slate-600">{estimate.taxLabel}</dt>
                  <dd className="font-semibold" data-testid="estimate-tax">
                    {money(estimate.taxMinor, estimate.currency)}
                  </dd>
                </div>
                <div className="flex justify-between border-b border-slate-100 pb-1.5">
                  <dt className="font-semibold text-slate-900">Total, first year</dt>
                  <dd className="font-bold">{money(estimate.firstYearTotalMinor, estimate.currency)}</dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-slate-600">One-off fees</dt>
                  <dd className="font-semibold">{money(estimate.oneOffMinor, estimate.currency)}</dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-slate-600">Yearly fees (from year two, before tax)</dt>
                  <dd className="font-semibold">{money(estimate.yearlyMinor, estimate.currency)}</dd>
                </div>
              </dl>
              {government && government.lines.length > 0 ? (
                <section aria-labelledby="gov-fees-title" className="mt-5 rounded-xl bg-slate-50 p-4" data-testid="estimate-government-fees">
                  <h4 id="gov-fees-title" className="text-sm font-semibold text-brand-900">
                    Government fees (paid to the registry at cost, not our fees)
                  </h4>
                  <ul className="mt-2 space-y-1.5 text-sm">
                    {government.lines.map((g) => (
                      <li key={g.code} className="flex justify-between gap-4">
                        <span className="text-slate-700" title={g.reference}>
                          {g.label}
                        </span>
                        <span className="font-medium whitespace-nowrap">{money(g.amountMinor, g.currency)}</span>
                      </li>
                    ))}
                    {government.totals.map((t) => (
                      <li key={t.currency} className="flex justify-between gap-4 border-t border-slate-200 pt-1.5 font-semibold">
                        <span>Government fees in all</span>
                        <span className="whitespace-nowrap">{money(t.amountMinor, t.currency)}</span>
                      </li>
                    ))}
                  </ul>
                  <p className="mt-2 text-xs text-slate-500">For a private limited company; sources: {government.lines.map((g) => g.reference).join('; ')}.</p>
                </section>
              ) : null}
              <p className="mt-4 text-sm leading-relaxed text-slate-500">
                Our fees from the current catalogue, with the tax your invoice will charge; government and
                registry fees are extra, at cost. Your quote is confirmed before any work starts.
              </p>
              <PLink to="/incorporate" className={`${navyButton} mt-6 w-full`}>
                Incorporate a company
              </PLink>
            </div>
          ) : null}
        </div>
      </aside>
    </div>
  );
}
