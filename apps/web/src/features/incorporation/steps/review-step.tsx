import { isWholePayment } from '@quayside/contract/payments';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CreditCard, Pencil, ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { COMPANY_TYPE_LABELS } from '@quayside/contract/companies';
import {
  LEGAL_ENDINGS,
  checkIncorporationReady,
  incorporationBillingAddress,
  type ReadinessIssue,
} from '@quayside/contract/incorporation';
import { paymentMessages } from '@quayside/contract/messages';
import { JURISDICTION_LABELS, formatMoney } from '@quayside/contract/services';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/form/field';
import { useAppSelector } from '../../../app/store';
import { toErrorInfo } from '../../../lib/api/base-api';
import { cartItems } from '../../../lib/cart/cart-slice';
import { useCreateIncorporationOrderMutation } from '../api/create-incorporation-order';
import { useLazyGetIncorporationPaymentStatusQuery } from '../api/get-payment-status';
import { OrderSummary } from '../components/order-summary';
import { StepHeading } from '../components/step-actions';
import { errorText } from '../../../lib/form-errors';
import { stepOf, type StepKey } from '../lib/steps';
import { MONTHS, sentence } from '../lib/text';
import type { Wizard } from '../lib/wizard';

/** Which step fixes a readiness issue, from its path ("directorData.0.files.passport" -> directors). */
function stepForPath(path: string): StepKey {
  if (path.startsWith('directorData') || path.startsWith('useNomineeDirector')) return 'directors';
  if (path.startsWith('shareholderData')) return 'shareholders';
  if (path.startsWith('companyDetails.shareCapital.issuedShares')) return 'shareholders';
  if (path.startsWith('company') || path.startsWith('registrationDate')) return 'company';
  if (path.startsWith('servicesSelected')) return 'services';
  return 'contact';
}

function yearEnd(mmdd: string | undefined): string {
  const [m, d] = (mmdd ?? '').split('-').map(Number);
  return m && d ? `${d} ${MONTHS[m - 1] ?? ''}` : '—';
}

/**
 * Step 7: everything on one page with links back to each step, what is still missing (the server's own
 * readiness rules, run here too), the order as the server priced it, and Pay: POST
 * /api/payment/create-incorporation-order, then the provider's checkout page.
 */
export function ReviewStep({ wizard, paymentDeclined }: { wizard: Wizard; paymentDeclined: boolean }) {
  const { state } = wizard;
  const cart = useAppSelector((s) => s.cart);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [serverIssues, setServerIssues] = useState<ReadinessIssue[]>([]);
  const [declineReason, setDeclineReason] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);
  const declined = paymentDeclined || state.paymentStatus === 'failed';
  const [getPaymentStatus] = useLazyGetIncorporationPaymentStatusQuery();
  const [createIncorporationOrder] = useCreateIncorporationOrderMutation();

  useEffect(() => {
    if (!declined || !state.sessionId) return;
    let live = true;
    getPaymentStatus(state.sessionId)
      .unwrap()
      .then(({ payment }) => {
        if (live && payment.status === 'failed' && isWholePayment(payment))
          setDeclineReason(payment.failureReason);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [declined, state.sessionId, getPaymentStatus]);

  const issues = [
    ...checkIncorporationReady({
      fullName: state.fullName,
      contactEmail: state.contactEmail,
      contactNumber: state.contactNumber,
      companyName: state.companyName,
      companyDetails: state.companyDetails,
      directorData: state.directorData,
      shareholderData: state.shareholderData,
      useNomineeDirector: state.useNomineeDirector,
    }),
    ...serverIssues,
  ].filter((issue, i, all) => all.findIndex((x) => x.message === issue.message) === i);

  const details = state.companyDetails ?? {};
  const ending =
    details.jurisdiction && details.companyType
      ? LEGAL_ENDINGS[details.jurisdiction][details.companyType]
      : undefined;
  const issued = details.shareCapital?.issuedShares;
  const quote = state.quote;

  const pay = async () => {
    if (!state.sessionId) return;
    if (!agreed) {
      setAgreeError(true);
      return;
    }
    setPayError(null);
    setServerIssues([]);
    setPaying(true);
    try {
      // The cart's ids become the selection; its names and prices are ignored (the server prices the order).
      const items = cart.fixedItems.length > 0 ? cartItems(cart) : undefined;
      const order = await createIncorporationOrder({
        sessionId: state.sessionId,
        ...(items ? { items } : {}),
      }).unwrap();
      toast.success(order.message || paymentMessages.success.created);
      window.location.assign(order.checkout.checkoutUrl);
    } catch (e) {
      setPaying(false);
      const { fields } = toErrorInfo(e);
      if (fields) {
        setServerIssues(
          Object.entries(fields).flatMap(([path, messages]) =>
            messages.map((message) => ({ path: path.replace(/^body\./, ''), message })),
          ),
        );
      }
      setPayError(errorText(e, paymentMessages.fallback.createIncorporation));
    }
  };

  return (
    <div>
      <StepHeading
        title="Review and pay"
        description="Check your application. You can change anything before you pay."
      />

      {declined ? (
        <div className="mb-5" data-testid="payment-declined">
          <FormAlert>
            <p className="font-semibold">Your payment did not go through.</p>
            <p className="mt-1">
              {declineReason ? `${sentence(declineReason)} ` : ''}Nothing was charged and your application is
              saved. Check the details and try again, or use another card.
            </p>
          </FormAlert>
        </div>
      ) : null}

      <div className="space-y-4">
        <ReviewSection title="Your details" editHref={wizard.hrefFor(stepOf('contact'))}>
          <Row label="Name" value={state.fullName} />
          <Row
            label="E-mail"
            value={
              <span className="flex flex-wrap items-center gap-2">
                {state.contactEmail}
                {state.isEmailVerified ? (
                  <Badge tone="success">Verified</Badge>
                ) : (
                  <Badge tone="warning">Not verified</Badge>
                )}
              </span>
            }
          />
          <Row label="Phone" value={[state.countryCode, state.contactNumber].filter(Boolean).join(' ')} />
        </ReviewSection>

        <ReviewSection title="Company" editHref={wizard.hrefFor(stepOf('company'))}>
          <Row
            label="Name"
            value={state.companyName ? `${state.companyName}${ending ? ` ${ending}` : ''}` : '—'}
          />
          {state.companyName_optional ? (
            <Row label="Alternative name" value={state.companyName_optional} />
          ) : null}
          <Row
            label="Registered in"
            value={details.jurisdiction ? JURISDICTION_LABELS[details.jurisdiction] : '—'}
          />
          <Row label="Type" value={details.companyType ? COMPANY_TYPE_LABELS[details.companyType] : '—'} />
          <Row label="Activity" value={details.businessActivity || '—'} />
          <Row
            label="Registered office"
            value={details.registeredAddress || 'Our registered office address'}
          />
          <Row
            label="Billing address"
            value={
              incorporationBillingAddress({
                contactEmail: state.contactEmail,
                companyDetails: details,
                directorData: state.directorData,
              }) ?? '—'
            }
          />
          <Row label="Financial year end" value={yearEnd(details.financialYearEnd)} />
          <Row
            label="Share capital"
            value={
              issued
                ? `${issued.toLocaleString('en-US')} shares${
                    details.shareCapital?.paidUpCapitalMinor && details.shareCapital.currency
                      ? `, ${formatMoney(details.shareCapital.paidUpCapitalMinor, details.shareCapital.currency)} paid up`
                      : ''
                  }`
                : '—'
            }
          />
          {state.registrationDate ? (
            <Row label="Preferred registration date" value={state.registrationDate} />
          ) : null}
        </ReviewSection>

        <ReviewSection
          title={`Directors (${state.directorData.length})`}
          editHref={wizard.hrefFor(stepOf('directors'))}
        >
          {state.directorData.map((d, i) => (
            <Row
              key={i}
              label={`Director ${i + 1}`}
              value={
                <span>
                  <span className="font-medium">{d.fullName || '—'}</span>
                  <span className="block text-slate-500">
                    {[d.email, d.nationality, d.isResident ? 'resident' : null].filter(Boolean).join(' · ')}
                  </span>
                  <span className="block text-slate-500">
                    {Object.keys(d.files ?? {}).length} document(s) uploaded
                  </span>
                </span>
              }
            />
          ))}
          {state.directorData.length === 0 ? <Row label="Directors" value="None added yet" /> : null}
          {state.useNomineeDirector ? <Row label="Nominee director" value="Provided by Quayside" /> : null}
        </ReviewSection>

        <ReviewSection
          title={`Shareholders (${state.shareholderData.length})`}
          editHref={wizard.hrefFor(stepOf('shareholders'))}
        >
          {state.shareholderData.map((s, i) => (
            <Row
              key={i}
              label={`Shareholder ${i + 1}`}
              value={
                <span>
                  <span className="font-medium">{s.fullName || '—'}</span>
                  <span className="block text-slate-500">
                    {(s.shares ?? 0).toLocaleString('en-US')} {s.shareClass || 'Ordinary'} shares
                    {issued && s.shares ? ` (${percent(s.shares, issued)})` : ''}
                    {s.type === 'corporate' ? ' · company' : ''}
                  </span>
                </span>
              }
            />
          ))}
          {state.shareholderData.length === 0 ? <Row label="Shareholders" value="None added yet" /> : null}
        </ReviewSection>

        <section className="rounded-xl border border-slate-200">
          <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
            <h3 className="font-semibold text-slate-900">Services and total</h3>
            <EditLink href={wizard.hrefFor(stepOf('services'))} label="Services" />
          </header>
          <div className="p-4">
            {quote ? (
              <OrderSummary
                title="What you pay now"
                lines={quote.lines.map((l, i) => ({
                  key: `${l.serviceId ?? 'x'}-${i}`,
                  name: l.name,
                  amountMinor: l.amountMinor,
                  currency: l.currency,
                  billing: l.billing,
                }))}
                currency={quote.currency}
                subtotalMinor={quote.subtotalMinor}
                taxLabel={quote.taxLabel}
                taxMinor={quote.taxMinor}
                totalMinor={quote.totalMinor}
                footnote="Priced by Quayside from our current catalogue."
              />
            ) : (
              <p className="text-sm text-slate-600">
                The total appears once the company and services are chosen.
              </p>
            )}
          </div>
        </section>
      </div>

      {issues.length > 0 ? (
        <div
          className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4"
          role="status"
          data-testid="readiness-issues"
        >
          <p className="font-semibold text-amber-900">Before you pay, please complete:</p>
          <ul className="mt-2 space-y-1 text-sm text-amber-900">
            {issues.map((issue) => (
              <li key={`${issue.path}-${issue.message}`} className="flex flex-wrap items-baseline gap-x-2">
                <span>{issue.message}</span>
                <Link
                  to={wizard.hrefFor(stepOf(stepForPath(issue.path)))}
                  className="font-medium underline underline-offset-2"
                >
                  Fix this
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {payError && issues.length === 0 ? (
        <div className="mt-6">
          <FormAlert>{payError}</FormAlert>
        </div>
      ) : null}

      <div className="mt-6 border-t border-slate-100 pt-5">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-700"
            checked={agreed}
            aria-invalid={agreeError || undefined}
            aria-describedby={agreeError ? 'agree-error' : undefined}
            onChange={(e) => {
              setAgreed(e.target.checked);
              setAgreeError(false);
            }}
          />
          <span className="text-slate-700">
            I confirm these details are true and complete, and I agree to the{' '}
            <Link
              to="/terms"
              target="_blank"
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              terms of service
            </Link>{' '}
            and{' '}
            <Link
              to="/privacy"
              target="_blank"
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              privacy policy
            </Link>
            .
          </span>
        </label>
        {agreeError ? (
          <p id="agree-error" className="mt-1.5 text-sm text-red-700">
            Please confirm the details and accept the terms to continue.
          </p>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button
            variant="secondary"
            size="lg"
            className="w-full sm:w-auto"
            onClick={() => wizard.goTo(stepOf('services'))}
          >
            Back
          </Button>
          <Button
            size="lg"
            className="w-full sm:w-auto"
            loading={paying}
            disabled={issues.length > 0}
            onClick={() => void pay()}
            icon={<CreditCard className="size-4" aria-hidden="true" />}
          >
            {quote ? `Pay ${formatMoney(quote.totalMinor, quote.currency)}` : 'Pay'}
          </Button>
        </div>
        <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-500 sm:justify-end">
          <ShieldCheck className="size-4" aria-hidden="true" /> You pay on our payment provider's secure page.
        </p>
      </div>
    </div>
  );
}

function percent(part: number, whole: number): string {
  return `${Number(((part / whole) * 100).toFixed(2)).toLocaleString('en-US')}%`;
}

function ReviewSection({
  title,
  editHref,
  children,
}: {
  title: string;
  editHref: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-slate-200">
      <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <EditLink href={editHref} label={title} />
      </header>
      <dl className="divide-y divide-slate-100 px-4">{children}</dl>
    </section>
  );
}

function EditLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      to={href}
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
    >
      <Pencil className="size-3.5" aria-hidden="true" /> Edit <span className="sr-only">{label}</span>
    </Link>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 text-sm sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{value || '—'}</dd>
    </div>
  );
}
