import { useState } from 'react';
import { UserRound } from 'lucide-react';
import { companyMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import {
  directorBodySchema,
  type Company,
  type Director,
  type DirectorBody,
} from '@quayside/contract/companies';
import { Badge } from '../../../../components/ui/badge';
import { Field } from '../../../../components/form/field';
import { Input } from '../../../../components/form/input';
import { useAddDirectorMutation } from '../../api/add-director';
import { useDeleteDirectorMutation } from '../../api/delete-director';
import { useUpdateDirectorMutation } from '../../api/update-director';
import { formatDate } from '../../../../lib/format';
import { blankToNull, useZodForm } from '../../../../lib/use-zod-form';
import { Select } from '../../../../components/form/select';
import { Textarea } from '../../../../components/form/textarea';
import { canEdit } from './locked-note';
import { PartCard, RecordActions, RecordList, RecordRow, RemovalDialog, useRemoval } from './part-card';
import { RecordFormModal } from './record-form-modal';

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

const isIdType = (v: string | null | undefined): v is DirectorBody['idType'] & string =>
  ID_TYPES.some((t) => t.value === v);

/** The form's starting values: the director on record, or blanks (null is an empty field). */
const valuesOf = (d?: Director): z.input<typeof directorBodySchema> => ({
  fullName: d?.fullName ?? '',
  email: d?.email ?? null,
  phone: d?.phone ?? null,
  nationality: d?.nationality ?? null,
  idType: isIdType(d?.idType) ? d.idType : null,
  idNumber: d?.idNumber ?? null,
  dateOfBirth: d?.dateOfBirth ?? null,
  address: d?.address ?? null,
});
/** Optional fields: a blank input sends null ("nothing"), as the contract's schema wants. */
const optional = { setValueAs: blankToNull };

/** Directors: listed for everyone; added, edited and removed by the client while the directors flag is on. */
export function DirectorsCard({ company }: { company: Company }) {
  const editable = canEdit(company, 'directors');
  const [editing, setEditing] = useState<Director | 'new' | null>(null);
  const [remove, removeState] = useDeleteDirectorMutation();
  const removal = useRemoval<Director>({
    remove: (d) => remove({ companyId: company.id, directorId: d.id }).unwrap(),
    success: companyMessages.success.directorDeleted,
    failure: companyMessages.fallback.deleteDirector,
  });

  return (
    <PartCard
      title="Directors"
      description={`${company.directors.length} on record`}
      icon={<UserRound className="size-5" aria-hidden="true" />}
      editable={editable}
      dashboardLocked={company.dashboardLocked}
      action={{ label: 'Add', onClick: () => setEditing('new') }}
      dialogs={
        <>
          {editing ? (
            <DirectorModal
              companyId={company.id}
              director={editing === 'new' ? undefined : editing}
              onClose={() => setEditing(null)}
            />
          ) : null}
          <RemovalDialog
            removal={removal}
            title="Remove this director?"
            describe={(d) => `${d.fullName} will be taken off the company's record.`}
            confirmLabel="Remove director"
            busy={removeState.isLoading}
          />
        </>
      }
    >
      <RecordList
        testId="director-list"
        isEmpty={company.directors.length === 0}
        emptyTitle="No directors on record"
        emptyHint={editable ? 'Add the people who will direct the company.' : undefined}
      >
        {company.directors.map((d) => (
          <RecordRow
            key={d.id}
            align="start"
            actions={
              editable && !d.isNominee ? (
                <RecordActions
                  noun="director"
                  name={d.fullName}
                  onEdit={() => setEditing(d)}
                  onRemove={() => removal.ask(d)}
                />
              ) : null
            }
          >
            <p className="font-medium text-slate-900">
              {d.fullName} {d.isNominee ? <Badge tone="brand">Nominee</Badge> : null}
            </p>
            <p className="text-sm break-words text-slate-600">
              {[
                d.nationality,
                d.idType ? `${idTypeLabel(d.idType)} ${d.idNumber ?? ''}`.trim() : null,
                d.dateOfBirth ? `born ${formatDate(d.dateOfBirth)}` : null,
              ]
                .filter(Boolean)
                .join(' · ') || 'No identity details yet'}
            </p>
            {d.email || d.phone ? (
              <p className="text-xs break-all text-slate-500">
                {[d.email, d.phone].filter(Boolean).join(' · ')}
              </p>
            ) : null}
          </RecordRow>
        ))}
      </RecordList>
    </PartCard>
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
  const form = useZodForm(directorBodySchema, { defaultValues: valuesOf(director) });
  const { register } = form;
  const errors = form.formState.errors;
  const [add, adding] = useAddDirectorMutation();
  const [update, updating] = useUpdateDirectorMutation();

  return (
    <RecordFormModal
      title={director ? `Edit ${director.fullName}` : 'Add a director'}
      submitLabel={director ? 'Save changes' : 'Add director'}
      busy={adding.isLoading || updating.isLoading}
      form={form}
      send={(body) =>
        director
          ? update({ companyId, directorId: director.id, body }).unwrap()
          : add({ companyId, body }).unwrap()
      }
      success={director ? companyMessages.success.directorUpdated : companyMessages.success.directorAdded}
      failure={director ? companyMessages.fallback.updateDirector : companyMessages.fallback.addDirector}
      onClose={onClose}
    >
      <Field
        label="Full name (as in the passport)"
        error={errors.fullName?.message}
        className="sm:col-span-2"
      >
        <Input {...register('fullName')} maxLength={160} autoComplete="off" />
      </Field>
      <Field label="E-mail" error={errors.email?.message}>
        <Input type="email" {...register('email', optional)} autoComplete="off" />
      </Field>
      <Field label="Phone" error={errors.phone?.message}>
        <Input type="tel" {...register('phone', optional)} autoComplete="off" />
      </Field>
      <Field label="Nationality" error={errors.nationality?.message}>
        <Input {...register('nationality', optional)} maxLength={80} />
      </Field>
      <Field label="Date of birth" error={errors.dateOfBirth?.message}>
        <Input
          type="date"
          {...register('dateOfBirth', optional)}
          max={new Date().toISOString().slice(0, 10)}
        />
      </Field>
      <Field label="Identity document" error={errors.idType?.message}>
        <Select {...register('idType', optional)}>
          <option value="">Choose</option>
          {ID_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Document number" error={errors.idNumber?.message}>
        <Input {...register('idNumber', optional)} maxLength={40} autoComplete="off" />
      </Field>
      <Field label="Residential address" error={errors.address?.message} className="sm:col-span-2">
        <Textarea rows={2} {...register('address', optional)} maxLength={400} />
      </Field>
    </RecordFormModal>
  );
}
