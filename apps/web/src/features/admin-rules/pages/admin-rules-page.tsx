import { useState } from 'react';
import { z } from 'zod';
import { rulesMessages } from '@quayside/contract/messages';
import { CalendarPlus, Landmark, Plus, Trash2 } from 'lucide-react';
import { dueDateExtensionBodySchema, type DueDateExtensionRow } from '@quayside/contract/due-date-extensions';
import { COMPANY_TYPES, COMPANY_TYPE_LABELS, type CompanyType } from '@quayside/contract/companies';
import { COMPLIANCE_RULE_CODES, COMPLIANCE_RULE_CODE_LIST, isComplianceRuleCode } from '@quayside/contract/compliance-rule-codes';
import { governmentFeeBodySchema, type GovernmentFee } from '@quayside/contract/government-fees';
import { JURISDICTIONS, JURISDICTION_LABELS } from '@quayside/contract/services';
import { formatMoney } from '@quayside/contract/money';
import { Field } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Select } from '../../../components/form/select';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format';
import { toastFailure, toastSuccess } from '../../../lib/toast-result';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { blankToNull, useZodForm } from '../../../lib/use-zod-form';
import { useAddExtensionMutation, useGetExtensionsQuery, useRemoveExtensionMutation } from '../api/extensions';
import {
  useAddGovernmentFeeMutation,
  useGetGovernmentFeesQuery,
  useRemoveGovernmentFeeMutation,
  useUpdateGovernmentFeeMutation,
} from '../api/government-fees';

const RULE_GROUPS = [
  ['SG', 'Singapore'],
  ['IN', 'India'],
  ['AE', 'United Arab Emirates'],
] as const;

/** "ITR-6 (company return)" for a known code; the code itself for one no rule emits any more. */
function ruleLabel(code: string): string {
  return isComplianceRuleCode(code) ? `${COMPLIANCE_RULE_CODES[code].label} (${code})` : code;
}

function AddExtensionForm() {
  const [add, { isLoading }] = useAddExtensionMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(dueDateExtensionBodySchema, { defaultValues: { periodEnd: null, newDueDate: '', reference: '' } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await add(values).unwrap();
      toastSuccess({ message: `${res.message}: ${res.resynced} calendar${res.resynced === 1 ? '' : 's'} recomputed` }, rulesMessages.success.extensionAdded);
      reset();
    } catch (err) {
      toastFailure(err, rulesMessages.fallback.addExtension);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add an extension" className="grid gap-4 border-t border-slate-100 px-5 py-4 sm:grid-cols-2">
      <h3 className="text-sm font-semibold text-slate-900 sm:col-span-2">Add an extension</h3>
      <Field label="Rule" hint="The obligation the circular extends" error={errors.ruleCode?.message}>
        <Select {...register('ruleCode')}>
          <option value="">Choose a rule</option>
          {RULE_GROUPS.map(([jurisdiction, label]) => (
            <optgroup key={jurisdiction} label={label}>
              {COMPLIANCE_RULE_CODE_LIST.filter((code) => COMPLIANCE_RULE_CODES[code].jurisdiction === jurisdiction).map((code) => (
                <option key={code} value={code}>
                  {COMPLIANCE_RULE_CODES[code].label} ({code})
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
      <Field label="Period end" hint="The year end it is for (YYYY-MM-DD); blank for a one-off obligation" error={errors.periodEnd?.message}>
        <Input type="date" {...register('periodEnd', { setValueAs: blankToNull })} />
      </Field>
      <Field label="New due date" error={errors.newDueDate?.message}>
        <Input type="date" {...register('newDueDate')} />
      </Field>
      <Field label="Circular or notification" hint="e.g. CBDT Circular No. 15/2025 dated 29 October 2025" error={errors.reference?.message}>
        <Input autoComplete="off" {...register('reference')} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" loading={isLoading}>
          <CalendarPlus className="size-4" aria-hidden="true" /> Add the extension
        </Button>
      </div>
    </form>
  );
}

/** Confirms the removal of `item` (null: closed), removes it, and says how it went; closes on success. */
function RemoveDialog<T extends { id: string }>({
  item,
  title,
  describe,
  remove,
  busy,
  success,
  failure,
  onClose,
}: {
  item: T | null;
  title: string;
  describe: (item: T) => string;
  remove: (id: string) => { unwrap: () => Promise<{ message: string }> };
  busy: boolean;
  success: string;
  failure: string;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      description={item ? describe(item) : undefined}
      confirmLabel="Remove"
      busy={busy}
      onCancel={onClose}
      onConfirm={async () => {
        if (!item) return;
        try {
          toastSuccess(await remove(item.id).unwrap(), success);
          onClose();
        } catch (err) {
          toastFailure(err, failure);
        }
      }}
    />
  );
}

function ExtensionsCard() {
  const list = useGetExtensionsQuery();
  const [remove, { isLoading: removing }] = useRemoveExtensionMutation();
  const [confirm, setConfirm] = useState<DueDateExtensionRow | null>(null);
  const items = list.data?.items ?? [];
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Due-date extensions"
        icon={<CalendarPlus className="size-5" aria-hidden="true" />}
        description="Applied on top of the statutory date on every company's calendar, with the circular shown beside the new date. Removing one restores the statutory date."
      />
      <QueryState query={list} failure={rulesMessages.fallback.extensions} isEmpty={items.length === 0} empty={<EmptyState title="No extensions" description="Every calendar follows the statutory dates." />}>
        <ul className="divide-y divide-slate-100" aria-label="Extensions">
          {items.map((e) => (
            <li key={e.id} className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">
                  {ruleLabel(e.ruleCode)} · {e.periodEnd ? `period ending ${formatDate(e.periodEnd)}` : 'one-off'}
                </p>
                <p className="text-sm text-slate-600">
                  Due {formatDate(e.newDueDate)} · {e.reference}
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => setConfirm(e)} aria-label={`Remove the extension of ${e.ruleCode} for ${e.periodEnd ?? 'one-off'}`}>
                <Trash2 className="size-4" aria-hidden="true" /> Remove
              </Button>
            </li>
          ))}
        </ul>
      </QueryState>
      <AddExtensionForm />
      <RemoveDialog
        item={confirm}
        title="Remove this extension?"
        describe={(e) => `${ruleLabel(e.ruleCode)} goes back to its statutory date on every calendar (${e.reference}).`}
        remove={remove}
        busy={removing}
        success={rulesMessages.success.extensionRemoved}
        failure={rulesMessages.fallback.removeExtension}
        onClose={() => setConfirm(null)}
      />
    </Card>
  );
}

/** The add-a-fee form: the contract's fee body, with the amount typed in major units ("300.00"). */
const addFeeFormSchema = governmentFeeBodySchema.omit({ amountMinor: true }).extend({
  amount: z
    .string({ error: 'Enter the amount' })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'Enter an amount such as 300 or 1500.50' }),
});

function AddFeeForm() {
  const [add, { isLoading }] = useAddGovernmentFeeMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(addFeeFormSchema, {
    defaultValues: { jurisdiction: 'SG', companyType: null, code: '', label: '', amount: '', currency: 'SGD', reference: '' },
  });
  const onSubmit = handleSubmit(async ({ amount, ...values }) => {
    try {
      toastSuccess(await add({ ...values, amountMinor: Math.round(Number(amount) * 100) }).unwrap(), rulesMessages.success.feeAdded);
      reset();
    } catch (err) {
      toastFailure(err, rulesMessages.fallback.addFee);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add a government fee" className="grid gap-4 border-t border-slate-100 px-5 py-4 sm:grid-cols-2">
      <h3 className="text-sm font-semibold text-slate-900 sm:col-span-2">Add a fee</h3>
      <Field label="Jurisdiction" error={errors.jurisdiction?.message}>
        <Select {...register('jurisdiction')}>
          {JURISDICTIONS.map((j) => (
            <option key={j} value={j}>
              {JURISDICTION_LABELS[j]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Company type" hint="Blank: every type" error={errors.companyType?.message}>
        <Select {...register('companyType', { setValueAs: blankToNull })}>
          <option value="">Every type</option>
          {COMPANY_TYPES.map((t) => (
            <option key={t} value={t}>
              {COMPANY_TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Label" hint="As the estimator shows it, e.g. Stamp duty (Maharashtra)" error={errors.label?.message}>
        <Input autoComplete="off" {...register('label')} />
      </Field>
      <Field label="Code" hint="Capital letters, digits and _, e.g. IN_STAMP_DUTY_MH" error={errors.code?.message}>
        <Input autoComplete="off" {...register('code')} />
      </Field>
      <Field label="Amount" error={errors.amount?.message}>
        <Input inputMode="decimal" autoComplete="off" {...register('amount')} />
      </Field>
      <Field label="Currency" hint="3 letters, e.g. SGD, INR, AED" error={errors.currency?.message}>
        <Input autoComplete="off" maxLength={3} {...register('currency')} />
      </Field>
      <Field label="Source" hint="The schedule, notification or registry page it comes from" error={errors.reference?.message} className="sm:col-span-2">
        <Input autoComplete="off" {...register('reference')} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" loading={isLoading}>
          <Plus className="size-4" aria-hidden="true" /> Add the fee
        </Button>
      </div>
    </form>
  );
}

function FeeRow({ fee, onRemove }: { fee: GovernmentFee; onRemove: () => void }) {
  const [update, { isLoading }] = useUpdateGovernmentFeeMutation();
  const [amount, setAmount] = useState((fee.amountMinor / 100).toFixed(2));
  const [error, setError] = useState<string | undefined>();
  const save = async () => {
    const value = Number(amount.replace(/,/g, ''));
    if (!Number.isFinite(value) || value < 0) {
      setError('Enter an amount of 0 or more');
      return;
    }
    setError(undefined);
    try {
      toastSuccess(await update({ id: fee.id, amountMinor: Math.round(value * 100) }).unwrap(), rulesMessages.success.feeSaved);
    } catch (err) {
      toastFailure(err, rulesMessages.fallback.saveFee);
    }
  };
  return (
    <li className="grid gap-2 px-5 py-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">
          {fee.jurisdiction} · {fee.label}
          {fee.companyType ? ` (${COMPANY_TYPE_LABELS[fee.companyType as CompanyType] ?? fee.companyType})` : ''}
        </p>
        <p className="text-sm break-words text-slate-500">
          Now {formatMoney(fee.amountMinor, fee.currency)} · {fee.reference}
        </p>
      </div>
      <div className="flex items-end gap-2">
        <Field label={`Amount (${fee.currency})`} error={error} className="w-36">
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Field>
        <Button variant="secondary" size="sm" onClick={save} loading={isLoading} aria-label={`Save ${fee.label}`}>
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${fee.label}`}>
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

function FeesCard() {
  const list = useGetGovernmentFeesQuery();
  const [remove, { isLoading: removing }] = useRemoveGovernmentFeeMutation();
  const [confirm, setConfirm] = useState<GovernmentFee | null>(null);
  const items = list.data?.items ?? [];
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Government fees"
        icon={<Landmark className="size-5" aria-hidden="true" />}
        description="Registry fees and duties the incorporation estimator shows apart from the firm's fees."
      />
      <QueryState query={list} failure={rulesMessages.fallback.fees} isEmpty={items.length === 0} empty={<EmptyState title="No government fees" />}>
        <ul className="divide-y divide-slate-100" aria-label="Government fees">
          {items.map((f) => (
            <FeeRow key={`${f.id}-${f.updatedAt}`} fee={f} onRemove={() => setConfirm(f)} />
          ))}
        </ul>
      </QueryState>
      <AddFeeForm />
      <RemoveDialog
        item={confirm}
        title="Remove this fee?"
        describe={(f) => `${f.label} (${formatMoney(f.amountMinor, f.currency)}) no longer appears in the incorporation estimator.`}
        remove={remove}
        busy={removing}
        success={rulesMessages.success.feeRemoved}
        failure={rulesMessages.fallback.removeFee}
        onClose={() => setConfirm(null)}
      />
    </Card>
  );
}

/** /dashboard/admin/rules: the law's yearly changes kept as data (due-date extensions, government fees). */
export function AdminRulesPage() {
  useDocumentTitle('Compliance rules');
  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Compliance rules"
        description="Extensions published by circular and the government fees, kept as data so a change in the law needs no release. Every change is recorded in the audit log."
      />
      <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2 [&>*]:min-w-0">
        <ExtensionsCard />
        <FeesCard />
      </div>
    </>
  );
}
