import { useState } from 'react';
import { PieChart } from 'lucide-react';
import { companyMessages } from '@quayside/contract/messages';
import {
  SHAREHOLDER_TYPES,
  shareholderBodySchema,
  type Company,
  type Shareholder,
} from '@quayside/contract/companies';
import { Badge } from '../../../../components/ui/badge';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { useAddShareholderMutation } from '../../api/add-shareholder';
import { useDeleteShareholderMutation } from '../../api/delete-shareholder';
import { useUpdateShareholderMutation } from '../../api/update-shareholder';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Select, Textarea } from '../form-controls';
import { canEdit } from './locked-note';
import { PartCard, RecordActions, RecordList, RecordRow, RemovalDialog, useRemoval } from './part-card';
import { RecordFormModal } from './record-form-modal';

const numberFormat = new Intl.NumberFormat();
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 2 });

const valuesOf = (s?: Shareholder) => ({
  type: s?.type ?? 'individual',
  fullName: s?.fullName ?? '',
  email: s?.email ?? '',
  nationality: s?.nationality ?? '',
  idNumber: s?.idNumber ?? '',
  address: s?.address ?? '',
  shares: s ? String(s.shares) : '',
  shareClass: s?.shareClass ?? 'Ordinary',
});

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
  const form = useSchemaForm(shareholderBodySchema, valuesOf(shareholder));
  const [add, adding] = useAddShareholderMutation();
  const [update, updating] = useUpdateShareholderMutation();
  const corporate = form.str('type') === 'corporate';

  return (
    <RecordFormModal
      title={shareholder ? `Edit ${shareholder.fullName}` : 'Add a shareholder'}
      formId="shareholder-form"
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
      <Field label="Type" error={form.errors.type}>
        <Select {...form.bind('type')}>
          {SHAREHOLDER_TYPES.map((t) => (
            <option key={t} value={t}>
              {t === 'individual' ? 'A person' : 'A company'}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={corporate ? 'Company name' : 'Full name'} error={form.errors.fullName}>
        <Input {...form.bind('fullName')} maxLength={160} autoComplete="off" />
      </Field>
      <Field label="Number of shares" error={form.errors.shares}>
        <Input
          inputMode="numeric"
          value={form.str('shares')}
          onChange={(e) => form.set('shares', e.target.value.replace(/[^\d]/g, ''))}
        />
      </Field>
      <Field label="Share class" error={form.errors.shareClass}>
        <Input {...form.bind('shareClass')} maxLength={40} />
      </Field>
      <Field label="E-mail" error={form.errors.email}>
        <Input type="email" {...form.bind('email')} autoComplete="off" />
      </Field>
      <Field label={corporate ? 'Country of incorporation' : 'Nationality'} error={form.errors.nationality}>
        <Input {...form.bind('nationality')} maxLength={80} />
      </Field>
      <Field
        label={corporate ? 'Registration number' : 'Passport or ID number'}
        error={form.errors.idNumber}
        className="sm:col-span-2"
      >
        <Input {...form.bind('idNumber')} maxLength={40} autoComplete="off" />
      </Field>
      <Field label="Address" error={form.errors.address} className="sm:col-span-2">
        <Textarea rows={2} {...form.bind('address')} maxLength={400} />
      </Field>
    </RecordFormModal>
  );
}
