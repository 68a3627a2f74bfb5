import { useState } from 'react';
import type { z } from 'zod';
import { PieChart } from 'lucide-react';
import { companyMessages } from '@quayside/contract/messages';
import {
  SHAREHOLDER_TYPES,
  shareholderBodySchema,
  type Company,
  type Shareholder,
} from '@quayside/contract/companies';
import { Badge } from '../../../../components/ui/badge';
import { Field } from '../../../../components/form/field';
import { Input } from '../../../../components/form/input';
import { useAddShareholderMutation } from '../../api/add-shareholder';
import { useDeleteShareholderMutation } from '../../api/delete-shareholder';
import { useUpdateShareholderMutation } from '../../api/update-shareholder';
import { blankToNull, useZodForm } from '../../../../lib/use-zod-form';
import { Select } from '../../../../components/form/select';
import { Textarea } from '../../../../components/form/textarea';
import { canEdit } from './locked-note';
import { PartCard, RecordActions, RecordList, RecordRow, RemovalDialog, useRemoval } from './part-card';
import { RecordFormModal } from './record-form-modal';

const numberFormat = new Intl.NumberFormat();
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 2 });

/** The form's starting values: the shareholder on record, or blanks (null is an empty field). */
const valuesOf = (s?: Shareholder): Partial<z.input<typeof shareholderBodySchema>> => ({
  type: s?.type ?? 'individual',
  fullName: s?.fullName ?? '',
  email: s?.email ?? null,
  nationality: s?.nationality ?? null,
  idNumber: s?.idNumber ?? null,
  address: s?.address ?? null,
  ...(s ? { shares: s.shares } : {}),
  shareClass: s?.shareClass ?? 'Ordinary',
});
/** Optional fields: a blank input sends null ("nothing"), as the contract's schema wants. */
const optional = { setValueAs: blankToNull };
/** The number of shares as typed (digits only) becomes the number the schema wants; blank stays missing. */
const sharesValue = {
  setValueAs: (v: unknown) => (typeof v === 'string' && v !== '' ? Number(v) : v === '' ? undefined : v),
};

/** Shareholders with their shares and stake; editable by the client while the shareholders flag is on. */
export function ShareholdersCard({ company }: { company: Company }) {
  const editable = canEdit(company, 'shareholders');
  const [editing, setEditing] = useState<Shareholder | 'new' | null>(null);
  const [remove, removeState] = useDeleteShareholderMutation();
  const removal = useRemoval<Shareholder>({
    remove: (s) => remove({ companyId: company.id, shareholderId: s.id }).unwrap(),
    success: companyMessages.success.shareholderDeleted,
    failure: companyMessages.fallback.deleteShareholder,
  });
  const total = company.shareholders.reduce((sum, s) => sum + s.shares, 0);

  return (
    <PartCard
      title="Shareholders"
      description={total > 0 ? `${numberFormat.format(total)} shares issued` : undefined}
      icon={<PieChart className="size-5" aria-hidden="true" />}
      editable={editable}
      dashboardLocked={company.dashboardLocked}
      action={{ label: 'Add', onClick: () => setEditing('new') }}
      dialogs={
        <>
          {editing ? (
            <ShareholderModal
              companyId={company.id}
              shareholder={editing === 'new' ? undefined : editing}
              onClose={() => setEditing(null)}
            />
          ) : null}
          <RemovalDialog
            removal={removal}
            title="Remove this shareholder?"
            describe={(s) =>
              `${s.fullName} and their ${numberFormat.format(s.shares)} shares will be taken off the record.`
            }
            confirmLabel="Remove shareholder"
            busy={removeState.isLoading}
          />
        </>
      }
    >
      <RecordList
        testId="shareholder-list"
        isEmpty={company.shareholders.length === 0}
        emptyTitle="No shareholders on record"
        emptyHint={editable ? 'Add who owns the company and how many shares each holds.' : undefined}
      >
        {company.shareholders.map((s) => (
          <RecordRow
            key={s.id}
            align="center"
            actions={
              editable ? (
                <RecordActions
                  noun="shareholder"
                  name={s.fullName}
                  onEdit={() => setEditing(s)}
                  onRemove={() => removal.ask(s)}
                />
              ) : null
            }
          >
            <p className="font-medium text-slate-900">
              {s.fullName} {s.type === 'corporate' ? <Badge>Corporate</Badge> : null}
            </p>
            <p className="text-sm text-slate-600">
              {numberFormat.format(s.shares)} {s.shareClass} shares
              {total > 0 ? ` · ${percent.format(s.shares / total)}` : null}
            </p>
            <div
              className="mt-1.5 h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-slate-100"
              aria-hidden="true"
            >
              <div
                className="h-full rounded-full bg-brand-600"
                style={{ width: `${total > 0 ? (s.shares / total) * 100 : 0}%` }}
              />
            </div>
          </RecordRow>
        ))}
      </RecordList>
    </PartCard>
  );
}

function ShareholderModal({
  companyId,
  shareholder,
  onClose,
}: {
  companyId: string;
  shareholder?: Shareholder;
  onClose: () => void;
}) {
  const form = useZodForm(shareholderBodySchema, { defaultValues: valuesOf(shareholder) });
  const { register } = form;
  const errors = form.formState.errors;
  const [add, adding] = useAddShareholderMutation();
  const [update, updating] = useUpdateShareholderMutation();
  const corporate = form.watch('type') === 'corporate';
  const shares = register('shares', sharesValue);

  return (
    <RecordFormModal
      title={shareholder ? `Edit ${shareholder.fullName}` : 'Add a shareholder'}
      submitLabel={shareholder ? 'Save changes' : 'Add shareholder'}
      busy={adding.isLoading || updating.isLoading}
      form={form}
      send={(body) =>
        shareholder
          ? update({ companyId, shareholderId: shareholder.id, body }).unwrap()
          : add({ companyId, body }).unwrap()
      }
      success={
        shareholder ? companyMessages.success.shareholderUpdated : companyMessages.success.shareholderAdded
      }
      failure={
        shareholder ? companyMessages.fallback.updateShareholder : companyMessages.fallback.addShareholder
      }
      onClose={onClose}
    >
      <Field label="Type" error={errors.type?.message}>
        <Select {...register('type')}>
          {SHAREHOLDER_TYPES.map((t) => (
            <option key={t} value={t}>
              {t === 'individual' ? 'A person' : 'A company'}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={corporate ? 'Company name' : 'Full name'} error={errors.fullName?.message}>
        <Input {...register('fullName')} maxLength={160} autoComplete="off" />
      </Field>
      <Field label="Number of shares" error={errors.shares?.message}>
        <Input
          inputMode="numeric"
          {...shares}
          onChange={(e) => {
            e.target.value = e.target.value.replace(/[^\d]/g, '');
            return shares.onChange(e);
          }}
        />
      </Field>
      <Field label="Share class" error={errors.shareClass?.message}>
        <Input {...register('shareClass')} maxLength={40} />
      </Field>
      <Field label="E-mail" error={errors.email?.message}>
        <Input type="email" {...register('email', optional)} autoComplete="off" />
      </Field>
      <Field
        label={corporate ? 'Country of incorporation' : 'Nationality'}
        error={errors.nationality?.message}
      >
        <Input {...register('nationality', optional)} maxLength={80} />
      </Field>
      <Field
        label={corporate ? 'Registration number' : 'Passport or ID number'}
        error={errors.idNumber?.message}
        className="sm:col-span-2"
      >
        <Input {...register('idNumber', optional)} maxLength={40} autoComplete="off" />
      </Field>
      <Field label="Address" error={errors.address?.message} className="sm:col-span-2">
        <Textarea rows={2} {...register('address', optional)} maxLength={400} />
      </Field>
    </RecordFormModal>
  );
}
