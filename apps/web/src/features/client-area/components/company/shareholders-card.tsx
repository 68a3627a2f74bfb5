import { useState } from 'react';
import { PieChart, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { companyMessages } from '@quayside/contract/messages';
import {
  SHAREHOLDER_TYPES,
  shareholderBodySchema,
  type Company,
  type Shareholder,
} from '@quayside/contract/companies';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardHeader } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Field, FormAlert } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Modal } from '../../../../components/ui/modal';
import { useAddShareholderMutation } from '../../api/add-shareholder';
import { useDeleteShareholderMutation } from '../../api/delete-shareholder';
import { useUpdateShareholderMutation } from '../../api/update-shareholder';
import { useSchemaForm } from '../../lib/use-schema-form';
import { ConfirmDialog } from '../confirm-dialog';
import { Select, Textarea } from '../form-controls';
import { errorText } from '../query-state';
import { canEdit, LockedNote } from './locked-note';

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
  const [removing, setRemoving] = useState<Shareholder | null>(null);
  const [remove, removeState] = useDeleteShareholderMutation();
  const total = company.shareholders.reduce((sum, s) => sum + s.shares, 0);

  async function onRemove() {
    if (!removing) return;
    try {
      const result = await remove({ companyId: company.id, shareholderId: removing.id }).unwrap();
      toast.success(result.message || companyMessages.success.shareholderDeleted);
    } catch (error) {
      toast.error(errorText(error, companyMessages.fallback.deleteShareholder));
    }
    setRemoving(null);
  }

  return (
    <Card>
      <CardHeader
        title="Shareholders"
        description={total > 0 ? `${numberFormat.format(total)} shares issued` : undefined}
        icon={<PieChart className="size-5" aria-hidden="true" />}
        action={
          editable ? (
            <Button
              size="sm"
              variant="secondary"
              icon={<Plus className="size-4" aria-hidden="true" />}
              onClick={() => setEditing('new')}
            >
              Add
            </Button>
          ) : null
        }
      />
      {company.shareholders.length === 0 ? (
        <EmptyState
          title="No shareholders on record"
          description={editable ? 'Add who owns the company and how many shares each holds.' : undefined}
        />
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="shareholder-list">
          {company.shareholders.map((s) => (
            <li key={s.id} className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
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
              </div>
              {editable ? (
                <div className="flex shrink-0 gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Pencil className="size-4" aria-hidden="true" />}
                    onClick={() => setEditing(s)}
                    aria-label={`Edit shareholder ${s.fullName}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50"
                    icon={<Trash2 className="size-4" aria-hidden="true" />}
                    onClick={() => setRemoving(s)}
                    aria-label={`Remove shareholder ${s.fullName}`}
                  >
                    Remove
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {!editable ? <LockedNote dashboardLocked={company.dashboardLocked} /> : null}
      {editing ? (
        <ShareholderModal
          companyId={company.id}
          shareholder={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={!!removing}
        title="Remove this shareholder?"
        description={
          removing
            ? `${removing.fullName} and their ${numberFormat.format(removing.shares)} shares will be taken off the record.`
            : undefined
        }
        confirmLabel="Remove shareholder"
        busy={removeState.isLoading}
        onConfirm={() => void onRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Card>
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
  const busy = adding.isLoading || updating.isLoading;
  const corporate = form.str('type') === 'corporate';

  async function save() {
    const body = form.validate();
    if (!body) return;
    try {
      const result = shareholder
        ? await update({ companyId, shareholderId: shareholder.id, body }).unwrap()
        : await add({ companyId, body }).unwrap();
      toast.success(
        result.message ||
          (shareholder
            ? companyMessages.success.shareholderUpdated
            : companyMessages.success.shareholderAdded),
      );
      onClose();
    } catch (error) {
      form.showServerError(
        error,
        shareholder ? companyMessages.fallback.updateShareholder : companyMessages.fallback.addShareholder,
      );
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={shareholder ? `Edit ${shareholder.fullName}` : 'Add a shareholder'}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="shareholder-form" loading={busy}>
            {shareholder ? 'Save changes' : 'Add shareholder'}
          </Button>
        </>
      }
    >
      <form
        id="shareholder-form"
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {form.formError ? (
          <div className="sm:col-span-2">
            <FormAlert>{form.formError}</FormAlert>
          </div>
        ) : null}
        <Field label="Type" error={form.errors.type}>
          <Select value={form.str('type')} onChange={(e) => form.set('type', e.target.value)}>
            {SHAREHOLDER_TYPES.map((t) => (
              <option key={t} value={t}>
                {t === 'individual' ? 'A person' : 'A company'}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={corporate ? 'Company name' : 'Full name'} error={form.errors.fullName}>
          <Input
            value={form.str('fullName')}
            onChange={(e) => form.set('fullName', e.target.value)}
            maxLength={160}
            autoComplete="off"
          />
        </Field>
        <Field label="Number of shares" error={form.errors.shares}>
          <Input
            inputMode="numeric"
            value={form.str('shares')}
            onChange={(e) => form.set('shares', e.target.value.replace(/[^\d]/g, ''))}
          />
        </Field>
        <Field label="Share class" error={form.errors.shareClass}>
          <Input
            value={form.str('shareClass')}
            onChange={(e) => form.set('shareClass', e.target.value)}
            maxLength={40}
          />
        </Field>
        <Field label="E-mail" error={form.errors.email}>
          <Input
            type="email"
            value={form.str('email')}
            onChange={(e) => form.set('email', e.target.value)}
            autoComplete="off"
          />
        </Field>
        <Field label={corporate ? 'Country of incorporation' : 'Nationality'} error={form.errors.nationality}>
          <Input
            value={form.str('nationality')}
            onChange={(e) => form.set('nationality', e.target.value)}
            maxLength={80}
          />
        </Field>
        <Field
          label={corporate ? 'Registration number' : 'Passport or ID number'}
          error={form.errors.idNumber}
          className="sm:col-span-2"
        >
          <Input
            value={form.str('idNumber')}
            onChange={(e) => form.set('idNumber', e.target.value)}
            maxLength={40}
            autoComplete="off"
          />
        </Field>
        <Field label="Address" error={form.errors.address} className="sm:col-span-2">
          <Textarea
            rows={2}
            value={form.str('address')}
            onChange={(e) => form.set('address', e.target.value)}
            maxLength={400}
          />
        </Field>
      </form>
    </Modal>
  );
}
