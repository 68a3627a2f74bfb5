import { useState } from 'react';
import { Pencil, Plus, Trash2, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { companyMessages } from '@quayside/contract/messages';
import { directorBodySchema, type Company, type Director } from '@quayside/contract/companies';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardHeader } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Field, FormAlert } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Modal } from '../../../../components/ui/modal';
import { useAddDirectorMutation } from '../../api/add-director';
import { useDeleteDirectorMutation } from '../../api/delete-director';
import { useUpdateDirectorMutation } from '../../api/update-director';
import { formatDay } from '../../lib/format';
import { useSchemaForm } from '../../lib/use-schema-form';
import { ConfirmDialog } from '../confirm-dialog';
import { errorText } from '../query-state';
import { Select, Textarea } from '../form-controls';
import { canEdit, LockedNote } from './locked-note';

const ID_TYPES: Array<{ value: string; label: string }> = [
  { value: 'passport', label: 'Passport' },
  { value: 'nric', label: 'NRIC (Singapore)' },
  { value: 'fin', label: 'FIN (Singapore)' },
  { value: 'aadhaar', label: 'Aadhaar (India)' },
  { value: 'pan', label: 'PAN (India)' },
  { value: 'emirates_id', label: 'Emirates ID' },
  { value: 'other', label: 'Other' },
];
const idTypeLabel = (v: string | null) => ID_TYPES.find((t) => t.value === v)?.label ?? v;

const valuesOf = (d?: Director) => ({
  fullName: d?.fullName ?? '',
  email: d?.email ?? '',
  phone: d?.phone ?? '',
  nationality: d?.nationality ?? '',
  idType: d?.idType ?? '',
  idNumber: d?.idNumber ?? '',
  dateOfBirth: d?.dateOfBirth ?? '',
  address: d?.address ?? '',
});

/** Directors: listed for everyone; added, edited and removed by the client while the directors flag is on. */
export function DirectorsCard({ company }: { company: Company }) {
  const editable = canEdit(company, 'directors');
  const [editing, setEditing] = useState<Director | 'new' | null>(null);
  const [removing, setRemoving] = useState<Director | null>(null);
  const [remove, removeState] = useDeleteDirectorMutation();

  async function onRemove() {
    if (!removing) return;
    try {
      const result = await remove({ companyId: company.id, directorId: removing.id }).unwrap();
      toast.success(result.message || companyMessages.success.directorDeleted);
    } catch (error) {
      toast.error(errorText(error, companyMessages.fallback.deleteDirector));
    }
    setRemoving(null);
  }

  return (
    <Card>
      <CardHeader
        title="Directors"
        description={`${company.directors.length} on record`}
        icon={<UserRound className="size-5" aria-hidden="true" />}
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
      {company.directors.length === 0 ? (
        <EmptyState
          title="No directors on record"
          description={editable ? 'Add the people who will direct the company.' : undefined}
        />
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="director-list">
          {company.directors.map((d) => (
            <li key={d.id} className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {d.fullName} {d.isNominee ? <Badge tone="brand">Nominee</Badge> : null}
                </p>
                <p className="text-sm break-words text-slate-600">
                  {[
                    d.nationality,
                    d.idType ? `${idTypeLabel(d.idType)} ${d.idNumber ?? ''}`.trim() : null,
                    d.dateOfBirth ? `born ${formatDay(d.dateOfBirth)}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ') || 'No identity details yet'}
                </p>
                {d.email || d.phone ? (
                  <p className="text-xs break-all text-slate-500">
                    {[d.email, d.phone].filter(Boolean).join(' · ')}
                  </p>
                ) : null}
              </div>
              {editable && !d.isNominee ? (
                <div className="flex shrink-0 gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Pencil className="size-4" aria-hidden="true" />}
                    onClick={() => setEditing(d)}
                    aria-label={`Edit director ${d.fullName}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50"
                    icon={<Trash2 className="size-4" aria-hidden="true" />}
                    onClick={() => setRemoving(d)}
                    aria-label={`Remove director ${d.fullName}`}
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
        <DirectorModal
          companyId={company.id}
          director={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={!!removing}
        title="Remove this director?"
        description={removing ? `${removing.fullName} will be taken off the company's record.` : undefined}
        confirmLabel="Remove director"
        busy={removeState.isLoading}
        onConfirm={() => void onRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}

function DirectorModal({
  companyId,
  director,
  onClose,
}: {
  companyId: string;
  director?: Director;
  onClose: () => void;
}) {
  const form = useSchemaForm(directorBodySchema, valuesOf(director));
  const [add, adding] = useAddDirectorMutation();
  const [update, updating] = useUpdateDirectorMutation();
  const busy = adding.isLoading || updating.isLoading;

  async function save() {
    const body = form.validate();
    if (!body) return;
    try {
      const result = director
        ? await update({ companyId, directorId: director.id, body }).unwrap()
        : await add({ companyId, body }).unwrap();
      toast.success(
        result.message ||
          (director ? companyMessages.success.directorUpdated : companyMessages.success.directorAdded),
      );
      onClose();
    } catch (error) {
      form.showServerError(
        error,
        director ? companyMessages.fallback.updateDirector : companyMessages.fallback.addDirector,
      );
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={director ? `Edit ${director.fullName}` : 'Add a director'}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="director-form" loading={busy}>
            {director ? 'Save changes' : 'Add director'}
          </Button>
        </>
      }
    >
      <form
        id="director-form"
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
        <Field label="Full name (as in the passport)" error={form.errors.fullName} className="sm:col-span-2">
          <Input
            value={form.str('fullName')}
            onChange={(e) => form.set('fullName', e.target.value)}
            maxLength={160}
            autoComplete="off"
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
        <Field label="Phone" error={form.errors.phone}>
          <Input
            type="tel"
            value={form.str('phone')}
            onChange={(e) => form.set('phone', e.target.value)}
            autoComplete="off"
          />
        </Field>
        <Field label="Nationality" error={form.errors.nationality}>
          <Input
            value={form.str('nationality')}
            onChange={(e) => form.set('nationality', e.target.value)}
            maxLength={80}
          />
        </Field>
        <Field label="Date of birth" error={form.errors.dateOfBirth}>
          <Input
            type="date"
            value={form.str('dateOfBirth')}
            onChange={(e) => form.set('dateOfBirth', e.target.value)}
            max={new Date().toISOString().slice(0, 10)}
          />
        </Field>
        <Field label="Identity document" error={form.errors.idType}>
          <Select value={form.str('idType')} onChange={(e) => form.set('idType', e.target.value)}>
            <option value="">Choose</option>
            {ID_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Document number" error={form.errors.idNumber}>
          <Input
            value={form.str('idNumber')}
            onChange={(e) => form.set('idNumber', e.target.value)}
            maxLength={40}
            autoComplete="off"
          />
        </Field>
        <Field label="Residential address" error={form.errors.address} className="sm:col-span-2">
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
