import { useEffect, useState } from 'react';
import { Check, Lock, Plus } from 'lucide-react';
import {
  NO_TAX,
  TAX_BY_JURISDICTION,
  cartItemFromService,
  computeOrderTotals,
} from '@quayside/contract/cart';
import { INCORPORATION_FIXED_SERVICE_ID } from '@quayside/contract/constants';
import { incorporationMessages } from '@quayside/contract/messages';
import { JURISDICTION_LABELS, formatMoney, type Service } from '@quayside/contract/services';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { cn } from '../../../lib/cn';
import { cartActions, cartItems } from '../../../lib/cart/cart-slice';
import { useLazyGetServiceDetailsQuery } from '../api/get-service-details';
import { useLazyListCartServicesQuery } from '../api/list-cart-services';
import { OrderSummary } from '../components/order-summary';
import { StepActions, StepError, StepHeading } from '../components/step-actions';
import { errorText } from '../../../lib/form-errors';
import { stepOf } from '../lib/steps';
import type { Wizard } from '../lib/wizard';

/** The nominee director service (Singapore): the server adds it to the order when the nominee option is chosen. */
const NOMINEE_SERVICE_SLUG = 'sg-nominee-director';

const LINE_LABELS: Record<Service['line'], string> = {
  incorporation: 'Setting up',
  'corporate-secretary': 'Company secretary',
  accounting: 'Accounting',
  'tax-advisory': 'Tax',
  'legacy-planning': 'Legacy planning',
  'fund-administration': 'Fund administration',
  'nri-tax': 'NRI tax',
};

type Catalogue =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; services: Service[] };

/**
 * Step 6: the services to add to the incorporation package. The live catalogue for the company's jurisdiction;
 * the package (service 4) is always in the cart; totals as the server will charge them (it prices the order
 * itself from the catalogue by id).
 */
export function ServicesStep({ wizard }: { wizard: Wizard }) {
  const { state } = wizard;
  const dispatch = useAppDispatch();
  const cart = useAppSelector((s) => s.cart);
  const jurisdiction = state.companyDetails?.jurisdiction;
  const [catalogue, setCatalogue] = useState<Catalogue>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [listCartServices] = useLazyListCartServicesQuery();
  const [getServiceDetails] = useLazyGetServiceDetailsQuery();

  const nominee =
    catalogue.status === 'ready'
      ? catalogue.services.find((s) => s.slug === NOMINEE_SERVICE_SLUG)
      : undefined;
  const nomineeLocked = state.useNomineeDirector && !!nominee;

  useEffect(() => {
    let live = true;
    setCatalogue({ status: 'loading' });
    (async () => {
      const { services } = await listCartServices(jurisdiction, true).unwrap();
      // Services for this application: not the NRI tax line (its own onboarding sells those).
      const offered = services.filter((s) => s.line !== 'nri-tax');
      let fixed = offered.find((s) => s.id === INCORPORATION_FIXED_SERVICE_ID);
      if (!fixed) {
        const details = await getServiceDetails([INCORPORATION_FIXED_SERVICE_ID], true).unwrap();
        fixed = details.services.find((s) => s.id === details.fixedServiceId);
      }
      return { offered, fixed };
    })()
      .then(({ offered, fixed }) => {
        if (!live) return;
        const all = fixed && !offered.some((s) => s.id === fixed.id) ? [fixed, ...offered] : offered;
        dispatch(cartActions.syncWithCatalogue(all.map(cartItemFromService)));
        if (fixed) dispatch(cartActions.setFixedItems([cartItemFromService(fixed)]));
        setCatalogue({ status: 'ready', services: all });
      })
      .catch((e: unknown) => {
        if (live)
          setCatalogue({
            status: 'error',
            message: errorText(e, incorporationMessages.fallback.cartServices),
          });
      });
    return () => {
      live = false;
    };
  }, [jurisdiction, attempt, dispatch, listCartServices, getServiceDetails]);

  // The saved selection fills an empty cart (a resumed application, another device).
  useEffect(() => {
    if (catalogue.status !== 'ready') return;
    const byId = new Map(catalogue.services.map((s) => [s.id, s]));
    if (cart.dynamicItems.length === 0) {
      for (const id of state.servicesSelected) {
        const s = byId.get(id);
        if (s && s.id !== INCORPORATION_FIXED_SERVICE_ID)
          dispatch(cartActions.addItem(cartItemFromService(s)));
      }
    }
    // The nominee service comes with the nominee option (the server adds it); it is not a cart choice then.
    if (nomineeLocked && nominee) dispatch(cartActions.removeItem(nominee.id));
    // Run once per catalogue load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [catalogue.status]);

  if (catalogue.status === 'loading') return <PageSpinner label="Loading services" />;
  if (catalogue.status === 'error') {
    return (
      <ErrorState
        title={incorporationMessages.fallback.cartServices}
        message={catalogue.message}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }

  const inCart = new Set(cartItems(cart).map((i) => i.id));
  const billingOf = new Map(catalogue.services.map((s) => [s.id, s.billing]));
  const tax = jurisdiction ? TAX_BY_JURISDICTION[jurisdiction] : NO_TAX;
  // What the order will hold: the cart, plus the nominee service when the nominee option brings it.
  const lines = [
    ...cartItems(cart).map((i) => ({
      key: i.id,
      name: i.name,
      amountMinor: i.price * i.quantity,
      currency: i.currency,
      billing: billingOf.get(i.id),
    })),
    ...(nomineeLocked && nominee
      ? [
          {
            key: nominee.id,
            name: nominee.name,
            amountMinor: nominee.priceMinor,
            currency: nominee.currency,
            billing: nominee.billing,
            note: 'With your nominee director choice',
          },
        ]
      : []),
  ];
  const totals = computeOrderTotals(lines, tax.rateBp);
  const currency = cart.fixedItems[0]?.currency ?? 'USD';
  const optional = catalogue.services.filter((s) => s.id !== INCORPORATION_FIXED_SERVICE_ID);
  const groups = Object.entries(LINE_LABELS)
    .map(([line, label]) => ({ line, label, services: optional.filter((s) => s.line === line) }))
    .filter((g) => g.services.length > 0);
  const fixed = catalogue.services.find((s) => s.id === INCORPORATION_FIXED_SERVICE_ID);

  const onContinue = async () => {
    setFormError(null);
    setSaving(true);
    try {
      await wizard.save({ servicesSelected: cart.dynamicItems.map((i) => i.id) }, { next: stepOf('review') });
    } catch (e) {
      setFormError(errorText(e, incorporationMessages.fallback.update));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onContinue();
      }}
    >
      <StepHeading
        title="Services"
        description={`Our incorporation package is included. Add what your company will need${jurisdiction ? ` in ${JURISDICTION_LABELS[jurisdiction]}` : ''}; you can add more later from your dashboard.`}
      />
      <StepError message={formError} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          {fixed ? (
            <div className="rounded-xl border-2 border-brand-600 bg-brand-50/50 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{fixed.name}</p>
                  <p className="mt-1 text-sm text-slate-600">{fixed.description}</p>
                </div>
                <Badge tone="brand">
                  <Lock className="size-3" aria-hidden="true" /> Included
                </Badge>
              </div>
              <p className="mt-2 font-semibold text-slate-900 tabular-nums">
                {formatMoney(fixed.priceMinor, fixed.currency)}
              </p>
            </div>
          ) : null}
          {groups.map((g) => (
            <section key={g.line}>
              <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{g.label}</h3>
              <ul className="mt-2 space-y-2">
                {g.services.map((s) => {
                  const locked = nomineeLocked && s.id === nominee?.id;
                  const selected = inCart.has(s.id) || locked;
                  return (
                    <li
                      key={s.id}
                      className={cn(
                        'rounded-xl border p-4 transition-colors',
                        selected ? 'border-brand-600 bg-brand-50/40' : 'border-slate-200',
                      )}
                    >
                      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                        <div className="min-w-0">
                          <p className="font-medium text-slate-900">{s.name}</p>
                          <p className="mt-1 text-sm text-slate-600">{s.description}</p>
                          <p className="mt-2 text-sm font-semibold text-slate-900 tabular-nums">
                            {formatMoney(s.priceMinor, s.currency)}
                            <span className="font-normal text-slate-500">
                              {s.billing === 'yearly' ? ' per year' : ' one-off'}
                            </span>
                          </p>
                          {locked ? (
                            <p className="mt-1 text-xs text-brand-700">
                              Included because you chose our nominee director.
                            </p>
                          ) : null}
                        </div>
                        <Button
                          variant={selected ? 'primary' : 'secondary'}
                          size="sm"
                          className="shrink-0 self-start"
                          aria-pressed={selected}
                          aria-label={`${selected ? 'Remove' : 'Add'} ${s.name}`}
                          disabled={locked}
                          onClick={() =>
                            dispatch(
                              selected
                                ? cartActions.removeItem(s.id)
                                : cartActions.addItem(cartItemFromService(s)),
                            )
                          }
                          icon={
                            selected ? (
                              <Check className="size-4" aria-hidden="true" />
                            ) : (
                              <Plus className="size-4" aria-hidden="true" />
                            )
                          }
                        >
                          {selected ? 'Added' : 'Add'}
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
        <div className="xl:sticky xl:top-24 xl:self-start">
          <OrderSummary
            lines={lines}
            currency={currency}
            subtotalMinor={totals.subtotalMinor}
            taxLabel={tax.label}
            taxMinor={totals.taxMinor}
            totalMinor={totals.totalMinor}
            footnote="Yearly services renew each year from incorporation; you pay the first year now."
          />
        </div>
      </div>
      {/* On phones and tablets the order sits below a long list: keep the running total in view. */}
      <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/95 py-3 pr-20 pl-4 backdrop-blur sm:-mx-8 sm:pl-8 xl:hidden">
        <p className="text-sm text-slate-600">
          {lines.length} {lines.length === 1 ? 'service' : 'services'} ·{' '}
          <span className="font-semibold text-slate-900 tabular-nums">
            {formatMoney(totals.totalMinor, currency)}
          </span>{' '}
          with {tax.label}
        </p>
      </div>
      <StepActions onBack={() => wizard.goTo(stepOf('shareholders'))} submitting={saving} />
    </form>
  );
}
