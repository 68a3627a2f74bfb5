import { useState } from 'react';
import { Briefcase, CreditCard } from 'lucide-react';
import { toast } from 'sonner';
import {
  billingAddressSchema,
  COMPANY_SERVICE_STATUS_LABELS,
  requestServiceCancellationBodySchema,
  type Company,
  type CompanyService,
  type CompanyServiceStatus,
} from '@quayside/contract/companies';
import { companyMessages, paymentMessages } from '@quayside/contract/messages';
import { formatMoney } from '@quayside/contract/money';
import { JURISDICTIONS, type Service } from '@quayside/contract/services';
import { computeTaxedTotals, taxRateFor } from '@quayside/contract/tax';
import { z } from 'zod';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { OrderSummary } from '../../../../components/ui/order-summary';
import { QueryState } from '../../../../components/ui/query-state';
import { Field, FormAlert } from '../../../../components/form/field';
import { Textarea } from '../../../../components/form/textarea';
import { useAddCompanyServiceMutation } from '../../api/add-company-service';
import { useGetServiceQuoteQuery } from '../../api/get-service-quote';
import { useGetServicesQuery } from '../../api/get-services';
import { usePayInvoiceMutation } from '../../../../lib/invoices/pay-invoice';
import { useRemoveCompanyServiceMutation } from '../../api/remove-company-service';
import { useRequestServiceCancellationMutation } from '../../api/request-service-cancellation';
import { formatDate } from '../../../../lib/format';
import { errorText } from '../../../../lib/form-errors';
import { useZodForm } from '../../../../lib/use-zod-form';
import { toastResult } from '../../../../lib/toast-result';
import { canEdit } from './locked-note';
import { PartCard, RecordList, RecordRow, RemovalDialog, RemoveButton, useRemoval } from './part-card';

const statusTones: Record<CompanyServiceStatus, BadgeTone> = {
  pending_payment: 'warning',
  active: 'success',
  cancellation_requested: 'warning',
  cancelled: 'neutral',
};
const isStatus = (s: string): s is CompanyServiceStatus => s in COMPANY_SERVICE_STATUS_LABELS;

function ServiceStatusBadge({ status }: { status: string }) {
  if (!isStatus(status)) return <Badge>{status}</Badge>;
  return <Badge tone={statusTones[status]}>{COMPANY_SERVICE_STATUS_LABELS[status]}</Badge>;
}

/** "USD 900.00 a year, USD 981.00 with GST 9%": the catalogue price and, beside it, what the invoice charges. */
function priceText(company: Company, priceMinor: number, currency: string, billing: Service['billing']) {
  const tax = taxRateFor(JURISDICTIONS.find((j) => j === company.jurisdiction));
  const { totalMinor } = computeTaxedTotals([priceMinor], tax.rateBp);
  const per = billing === 'yearly' ? ' a year' : ' one-off';
  const withTax = tax.rateBp > 0 ? `, ${formatMoney(totalMinor, currency)} with ${tax.label}` : '';
  return `${formatMoney(priceMinor, currency)}${per}${withTax}`;
}

/** Sends the browser to the provider's checkout for an invoice; it comes back to the invoices page. */
function usePayNow() {
  const [pay, state] = usePayInvoiceMutation();
  const payNow = async (invoiceId: string) => {
    try {
      const result = await pay(invoiceId).unwrap();
      window.location.assign(result.checkout.checkoutUrl);
      return true;
    } catch (error) {
      toast.error(errorText(error, paymentMessages.fallback.create));
      return false;
    }
  };
  return [payNow, state] as const;
}

/**
 * The services the company takes. Adding one shows its price with tax and asks for confirmation; confirming
 * issues the invoice and opens its payment, and the service is active once paid. A service not yet paid can be
 * paid or withdrawn; a paid one is never removed here: the client asks the firm to cancel it.
 */
export function ServicesCard({ company }: { company: Company }) {
  const editable = canEdit(company, 'services');
  const [adding, setAdding] = useState(false);
  const [cancelling, setCancelling] = useState<CompanyService | null>(null);
  const [remove, removeState] = useRemoveCompanyServiceMutation();
  const [payNow, payState] = usePayNow();
  const removal = useRemoval<CompanyService>({
    remove: (cs) => remove({ companyId: company.id, serviceId: cs.serviceId }).unwrap(),
    success: companyMessages.success.serviceRemoved,
    failure: companyMessages.fallback.removeService,
  });

  return (
    <PartCard
      title="Services"
      icon={<Briefcase className="size-5" aria-hidden="true" />}
      editable={editable}
      dashboardLocked={company.dashboardLocked}
      action={{ label: 'Add', onClick: () => setAdding(true) }}
      dialogs={
        <>
          {adding ? <AddServiceModal company={company} onClose={() => setAdding(false)} /> : null}
          {cancelling ? (
            <CancellationModal company={company} service={cancelling} onClose={() => setCancelling(null)} />
          ) : null}
          <RemovalDialog
            removal={removal}
            title="Withdraw this service?"
            describe={(cs) =>
              `${cs.service.name} is not paid yet. Withdrawing it takes it off the company and cancels its invoice.`
            }
            confirmLabel="Withdraw service"
            busy={removeState.isLoading}
          />
        </>
      }
    >
      <RecordList
        testId="service-list"
        isEmpty={company.companyServices.length === 0}
        emptyTitle="No services yet"
        emptyHint={editable ? 'Add the services you would like us to provide.' : undefined}
      >
        {company.companyServices.map((cs) => (
          <RecordRow
            key={cs.id}
            align="center"
            actions={
              <ServiceActions
                service={cs}
                editable={editable}
                locked={company.dashboardLocked}
                paying={payState.isLoading}
                onPay={(invoiceId) => void payNow(invoiceId)}
                onWithdraw={() => removal.ask(cs)}
                onCancel={() => setCancelling(cs)}
              />
            }
          >
            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
              {cs.service.name} <ServiceStatusBadge status={cs.status} />
            </p>
            <p className="text-sm text-slate-600">
              {priceText(company, cs.priceMinor, cs.currency, cs.service.billing)}
              {cs.status === 'pending_payment'
                ? ' · active once paid'
                : cs.renewsAt
                  ? ` · renews ${formatDate(cs.renewsAt)}`
                  : ` · since ${formatDate(cs.startedAt)}`}
            </p>
          </RecordRow>
        ))}
      </RecordList>
    </PartCard>
  );
}

function ServiceActions({
  service,
  editable,
  locked,
  paying,
  onPay,
  onWithdraw,
  onCancel,
}: {
  service: CompanyService;
  editable: boolean;
  /** The firm locked the dashboard: paying stays open, asking for changes does not. */
  locked: boolean;
  paying: boolean;
  onPay: (invoiceId: string) => void;
  onWithdraw: () => void;
  onCancel: () => void;
}) {
  const { invoiceId } = service;
  if (service.status === 'pending_payment') {
    return (
      <div className="flex shrink-0 flex-wrap gap-1 self-start sm:self-center">
        {invoiceId ? (
          <Button
            size="sm"
            variant="accent"
            icon={<CreditCard className="size-4" aria-hidden="true" />}
            loading={paying}
            onClick={() => onPay(invoiceId)}
            aria-label={`Pay for ${service.service.name}`}
          >
            Pay
          </Button>
        ) : null}
        {editable ? <RemoveButton label={`Withdraw service ${service.service.name}`} onClick={onWithdraw} /> : null}
      </div>
    );
  }
  if (service.status === 'active' && !locked) {
    return (
      <Button
        size="sm"
        variant="ghost"
        className="shrink-0 self-start sm:self-center"
        onClick={onCancel}
        aria-label={`Request cancellation of ${service.service.name}`}
      >
        Request cancellation
      </Button>
    );
  }
  return null;
}

/** Choose a service, then see its price with tax and the billing address, and confirm: invoice, then payment. */
function AddServiceModal({ company, onClose }: { company: Company; onClose: () => void }) {
  const query = useGetServicesQuery(company.jurisdiction);
  const [chosen, setChosen] = useState<Service | null>(null);
  const taken = new Set(
    company.companyServices.filter((cs) => cs.status !== 'cancelled').map((cs) => cs.serviceId),
  );
  const available = (query.data ?? []).filter((s) => !taken.has(s.id) && s.line !== 'nri-tax');

  if (chosen) {
    return (
      <ConfirmServiceModal
        company={company}
        service={chosen}
        onBack={() => setChosen(null)}
        onClose={onClose}
      />
    );
  }
  return (
    <Modal
      open
      onClose={onClose}
      title="Add a service"
      description="Prices are per company, tax shown; yearly services renew each year. You confirm before anything is charged."
      size="lg"
    >
      <QueryState
        query={query}
        failure="The services could not be loaded"
        isEmpty={available.length === 0}
        empty={<EmptyState title="Every service is already on your company" />}
      >
        <ul className="divide-y divide-slate-100">
          {available.map((s) => (
            <li key={s.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{s.name}</p>
                <p className="text-sm text-slate-600">{s.description}</p>
                <p className="mt-0.5 text-sm font-medium text-slate-900">
                  {priceText(company, s.priceMinor, s.currency, s.billing)}
                </p>
              </div>
              <Button
                size="sm"
                onClick={() => setChosen(s)}
                className="shrink-0 self-start sm:self-center"
                aria-label={`Add ${s.name}`}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      </QueryState>
    </Modal>
  );
}

/** The confirmation asks for the billing address (the server's own field schema; required here). */
const confirmSchema = z.object({ billingAddress: billingAddressSchema });

function ConfirmServiceModal({
  company,
  service,
  onBack,
  onClose,
}: {
  company: Company;
  service: Service;
  onBack: () => void;
  onClose: () => void;
}) {
  const quote = useGetServiceQuoteQuery({ companyId: company.id, serviceId: service.id });
  const [add, addState] = useAddCompanyServiceMutation();
  const [payNow, payState] = usePayNow();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(confirmSchema, {
    values: { billingAddress: quote.data?.billingAddress ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const q = quote.data?.quote;

  const confirm = form.handleSubmit(async ({ billingAddress }) => {
    setFormError(null);
    try {
      const result = await add({ companyId: company.id, serviceId: service.id, body: { billingAddress } }).unwrap();
      if (!result.invoice) {
        // Nothing to pay (a service the catalogue prices at nothing): it is active already.
        toast.success(result.message || companyMessages.success.serviceAdded);
        onClose();
        return;
      }
      toast.success(`${result.message || companyMessages.success.serviceAdded}. Invoice ${result.invoice.number} issued.`);
      // On to the payment; if it cannot start, the service waits with its Pay button.
      if (!(await payNow(result.invoice.id))) onClose();
    } catch (error) {
      setFormError(errorText(error, companyMessages.fallback.addService));
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={`Add ${service.name}?`}
      description="Check the price and the billing address. Confirming issues the invoice and takes you to payment; the service starts once it is paid."
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onBack} disabled={addState.isLoading || payState.isLoading}>
            Back
          </Button>
          <Button
            type="submit"
            form="confirm-service"
            variant="accent"
            loading={addState.isLoading || payState.isLoading}
            disabled={!q}
          >
            {q ? `Confirm and pay ${formatMoney(q.totalMinor, q.currency)}` : 'Confirm and pay'}
          </Button>
        </>
      }
    >
      <QueryState query={quote} failure={companyMessages.fallback.serviceQuote}>
        {q ? (
          <form id="confirm-service" noValidate onSubmit={(e) => void confirm(e)} className="space-y-4">
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <OrderSummary
              title="Price"
              lines={q.lines.map((l) => ({
                key: l.serviceId ?? l.name,
                name: l.name,
                amountMinor: l.amountMinor,
                currency: l.currency,
                billing: l.billing,
              }))}
              currency={q.currency}
              subtotalMinor={q.subtotalMinor}
              taxLabel={q.taxLabel}
              taxMinor={q.taxMinor}
              totalMinor={q.totalMinor}
              footnote={
                service.billing === 'yearly'
                  ? 'Billed now for the first year; it renews a year after payment.'
                  : 'A one-off fee.'
              }
            />
            <Field
              label="Billing address"
              hint="The address printed on the invoice."
              error={errors.billingAddress?.message}
            >
              <Textarea rows={3} autoComplete="street-address" {...form.register('billingAddress')} />
            </Field>
          </form>
        ) : null}
      </QueryState>
    </Modal>
  );
}

/** A paid service: the client asks the firm to cancel it, with an optional reason. */
function CancellationModal({
  company,
  service,
  onClose,
}: {
  company: Company;
  service: CompanyService;
  onClose: () => void;
}) {
  const [request, state] = useRequestServiceCancellationMutation();
  const form = useZodForm(requestServiceCancellationBodySchema, { defaultValues: { reason: '' } });
  const send = form.handleSubmit(async (body) => {
    const done = await toastResult(
      () => request({ companyId: company.id, serviceId: service.serviceId, body }).unwrap(),
      { success: companyMessages.success.cancellationRequested, failure: companyMessages.fallback.requestCancellation },
    );
    if (done) onClose();
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={`Cancel ${service.service.name}?`}
      description="A paid service is not removed straight away: we receive your request, settle any work in progress and confirm the cancellation to you."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={state.isLoading}>
            Keep the service
          </Button>
          <Button type="submit" form="request-cancellation" variant="danger" loading={state.isLoading}>
            Request cancellation
          </Button>
        </>
      }
    >
      <form id="request-cancellation" noValidate onSubmit={(e) => void send(e)}>
        <Field label="Reason (optional)" error={form.formState.errors.reason?.message}>
          <Textarea rows={3} {...form.register('reason')} />
        </Field>
      </form>
    </Modal>
  );
}
