import { useMemo } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { UserPlus } from 'lucide-react';
import type { z } from 'zod';
import {
  DIRECTOR_ID_TYPES,
  MAX_DIRECTORS,
  optionalKycFilesFor,
  requiredKycFilesFor,
  type DirectorDraft,
  type IncorporationFileType,
  type PersonFiles,
} from '@quayside/contract/incorporation';
import { JURISDICTION_LABELS } from '@quayside/contract/services';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Select } from '../../../components/form/select';
import { blankToUndefined } from '../../../lib/use-zod-form';
import { cn } from '../../../lib/cn';
import {
  PeopleListError,
  PersonAddressField,
  PersonCountryField,
  PersonDocuments,
  PersonEmailField,
  PersonTextField,
} from '../components/person-fields';
import { PersonFilesField } from '../components/person-files';
import { PersonCard } from '../components/person-card';
import { DraftStatusNote, StepActions, StepError, StepHeading } from '../components/step-actions';
import { useDraftAutosave } from '../lib/use-draft-autosave';
import { CountryDatalist } from '../lib/countries';
import { listErrorOf } from '../../../lib/form-errors';
import { directorsStepSchema, toDraft } from '../lib/people';
import { stepOf } from '../lib/steps';
import { usePeopleStep } from '../lib/use-people-step';
import type { Wizard } from '../lib/wizard';

type Schema = ReturnType<typeof directorsStepSchema>;
type DirectorsValues = z.output<Schema>;
type DirectorIn = z.input<Schema>['directorData'][number];
/** A director as the form holds it: the contract's input, with the document type not yet chosen. */
type DirectorInput = Omit<DirectorIn, 'idType'> & { idType?: DirectorIn['idType'] };
type DirectorsInput = { directorData: DirectorInput[]; useNomineeDirector: boolean };

const ID_TYPE_LABELS: Record<(typeof DIRECTOR_ID_TYPES)[number], string> = {
  passport: 'Passport',
  nric: 'NRIC (Singapore)',
  fin: 'FIN (Singapore)',
  aadhaar: 'Aadhaar (India)',
  pan: 'PAN (India)',
  emirates_id: 'Emirates ID',
  other: 'Other identity document',
};

/**
 * The upload rows of one director: the files that fit their identity document and residency (required), then
 * what they may add. They change as the document type or the resident box changes.
 */
function directorSlots(
  d: { idType?: DirectorInput['idType']; isResident?: boolean | undefined; files?: PersonFiles | undefined } | undefined,
) {
  const person = { idType: d?.idType, isResident: d?.isResident };
  const required = requiredKycFilesFor(person);
  const optional = optionalKycFilesFor(person);
  // A file uploaded before the document type changed stays listed, so it can be seen and removed.
  const earlier = (Object.keys(d?.files ?? {}) as IncorporationFileType[]).filter(
    (t) => !required.includes(t) && !optional.includes(t),
  );
  return [
    ...required.map((fileType) => ({ fileType, required: true })),
    ...[...optional, ...earlier].map((fileType) => ({ fileType, required: false })),
  ];
}

const blankDirector = (): DirectorInput => ({
  fullName: '',
  email: '',
  nationality: '',
  idNumber: '',
  dateOfBirth: '',
  address: '',
  isResident: false,
  files: {},
});

function fromDraft(d: DirectorDraft): DirectorInput {
  return {
    fullName: d.fullName ?? '',
    email: d.email ?? '',
    ...(d.phone ? { phone: d.phone } : {}),
    nationality: d.nationality ?? '',
    ...(d.idType ? { idType: d.idType } : {}),
    idNumber: d.idNumber ?? '',
    dateOfBirth: d.dateOfBirth ?? '',
    address: d.address ?? '',
    isResident: d.isResident ?? false,
    files: d.files ?? {},
  };
}

/** Step 4: the directors (one or more) with their identity and KYC files, and the nominee director option. */
export function DirectorsStep({ wizard }: { wizard: Wizard }) {
  const { state } = wizard;
  const sessionId = state.sessionId ?? '';
  const jurisdiction = state.companyDetails?.jurisdiction;
  const schema = useMemo(() => directorsStepSchema(jurisdiction), [jurisdiction]);
  // The form starts with the document type unset; the schema then says "Choose the type of identity document".
  const { form, formError, saveAndContinue, saveQuietly } = usePeopleStep<DirectorsInput, DirectorsValues>({
    wizard,
    schema,
    defaultValues: {
      directorData:
        state.directorData.length > 0
          ? state.directorData.map(fromDraft)
          : // Most applicants are a director themselves: start from their details.
            [{ ...blankDirector(), fullName: state.fullName, email: state.contactEmail }],
      useNomineeDirector: jurisdiction === 'SG' ? state.useNomineeDirector : false,
    },
  });
  const { register, control, handleSubmit, formState, trigger, getValues } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'directorData' });
  const errors = formState.errors;
  const useNominee = useWatch({ control, name: 'useNomineeDirector' });
  const names = useWatch({ control, name: 'directorData' });

  /** Removes a director and saves the list at once (the server's file slots follow the people). */
  const removeDirector = (index: number) => {
    remove(index);
    saveQuietly({ directorData: getValues('directorData').map((d) => toDraft(d)) });
  };

  // Saved as typed (a reload or a lost connection loses nothing).
  const draftStatus = useDraftAutosave({
    form,
    wizard,
    toBody: (v) => ({
      directorData: v.directorData.map((d) => toDraft(d)),
      ...(jurisdiction === 'SG' ? { useNomineeDirector: v.useNomineeDirector } : {}),
    }),
  });

  const onSubmit = handleSubmit((values) =>
    saveAndContinue(
      { directorData: values.directorData, useNomineeDirector: values.useNomineeDirector },
      stepOf('shareholders'),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <CountryDatalist />
      <StepHeading
        title="Directors"
        description="Everyone who will sit on the board. The documents we ask for follow each director's identity document: a passport and a proof of address (a utility bill or bank statement from the last three months); for a Singapore NRIC, its front and back; for an Aadhaar card, its front and back."
      />
      <DraftStatusNote status={draftStatus} />
      <StepError message={formError} />

      <div className="space-y-5">
        {fields.map((field, i) => {
          const e = errors.directorData?.[i];
          const name = names?.[i]?.fullName?.trim();
          return (
            <PersonCard
              key={field.id}
              title={`Director ${i + 1}`}
              subtitle={name || undefined}
              onRemove={fields.length > 1 ? () => removeDirector(i) : undefined}
              removeLabel={`Remove director ${i + 1}`}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <PersonTextField
                  label="Full name (as in the passport)"
                  error={e?.fullName?.message}
                  registration={register(`directorData.${i}.fullName`)}
                />
                <PersonEmailField
                  error={e?.email?.message}
                  registration={register(`directorData.${i}.email`)}
                />
                <Field label="Phone (optional)" error={e?.phone?.message}>
                  <Input
                    type="tel"
                    inputMode="tel"
                    {...register(`directorData.${i}.phone`, { setValueAs: blankToUndefined })}
                  />
                </Field>
                <PersonCountryField
                  label="Nationality"
                  error={e?.nationality?.message}
                  registration={register(`directorData.${i}.nationality`)}
                />
                <Field label="Identity document" error={e?.idType?.message}>
                  <Select
                    invalid={!!e?.idType}
                    {...register(`directorData.${i}.idType`, { setValueAs: blankToUndefined })}
                  >
                    <option value="">Choose</option>
                    {DIRECTOR_ID_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {ID_TYPE_LABELS[t]}
                      </option>
                    ))}
                  </Select>
                </Field>
                <PersonTextField
                  label="Document number"
                  error={e?.idNumber?.message}
                  registration={register(`directorData.${i}.idNumber`)}
                />
                <Field label="Date of birth" error={e?.dateOfBirth?.message}>
                  <Input type="date" {...register(`directorData.${i}.dateOfBirth`)} />
                </Field>
                <PersonAddressField
                  label="Residential address"
                  error={e?.address?.message}
                  registration={register(`directorData.${i}.address`)}
                />
                <label className="flex items-start gap-3 text-sm sm:col-span-2">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-brand-700"
                    {...register(`directorData.${i}.isResident`)}
                  />
                  <span>
                    <span className="font-medium text-slate-800">
                      Ordinarily resident in{' '}
                      {jurisdiction ? JURISDICTION_LABELS[jurisdiction] : 'the country of registration'}
                    </span>
                    {jurisdiction === 'SG' ? (
                      <span className="block text-slate-500">
                        A Singapore citizen, permanent resident or Employment Pass holder.
                      </span>
                    ) : null}
                  </span>
                </label>
              </div>
              <PersonDocuments title="Identity documents">
                <Controller
                  control={control}
                  name={`directorData.${i}.files`}
                  render={({ field: f }) => (
                    <PersonFilesField
                      sessionId={sessionId}
                      roleType="director"
                      index={i}
                      slots={directorSlots(names?.[i])}
                      value={f.value}
                      onChange={(files) => {
                        f.onChange(files);
                        if (formState.isSubmitted) void trigger(`directorData.${i}.files`);
                      }}
                      errors={e?.files}
                    />
                  )}
                />
              </PersonDocuments>
            </PersonCard>
          );
        })}
      </div>

      <PeopleListError message={listErrorOf(errors.directorData)} />

      <Button
        variant="secondary"
        className="mt-4 w-full sm:w-auto"
        disabled={fields.length >= MAX_DIRECTORS}
        onClick={() => append(blankDirector())}
        icon={<UserPlus className="size-4" aria-hidden="true" />}
      >
        Add another director
      </Button>

      {jurisdiction === 'SG' ? (
        <label
          className={cn(
            'mt-6 flex cursor-pointer items-start gap-3 rounded-xl border p-4',
            useNominee ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
          )}
        >
          <input
            type="checkbox"
            className="mt-1 size-4 accent-brand-700"
            {...register('useNomineeDirector')}
          />
          <span className="text-sm">
            <span className="font-semibold text-slate-900">Use our nominee director service</span>
            <span className="mt-0.5 block text-slate-600">
              Singapore needs at least one director who lives in Singapore. If none of your directors does, we
              provide a local nominee director; the service is added to your order on the next steps.
            </span>
          </span>
        </label>
      ) : null}

      <StepActions onBack={() => wizard.goTo(stepOf('company'))} submitting={formState.isSubmitting} />
    </form>
  );
}
