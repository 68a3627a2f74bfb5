import { useMemo } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { UserPlus } from 'lucide-react';
import type { z } from 'zod';
import { SHAREHOLDER_TYPES } from '@quayside/contract/companies';
import {
  DIRECTOR_ID_TYPES,
  MAX_SHAREHOLDERS,
  optionalKycFilesFor,
  requiredKycFilesFor,
  type IncorporationFileType,
  type PersonFiles,
  type ShareholderDraft,
} from '@quayside/contract/incorporation';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Select } from '../../../components/form/select';
import { blankToUndefined } from '../../../lib/use-zod-form';
import { cn } from '../../../lib/cn';
import { AllocationMeter } from '../components/allocation-meter';
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
import { allocatedShares, coveringDirector, shareholdersFormSchema, toDraft } from '../lib/people';
import { stepOf } from '../lib/steps';
import { usePeopleStep } from '../lib/use-people-step';
import type { Wizard } from '../lib/wizard';

type Schema = ReturnType<typeof shareholdersFormSchema>;
type ShareholdersValues = z.output<Schema>;
type ShareholderIn = z.input<Schema>['shareholderData'][number];
/** A shareholder as the form holds it: shares may still be blank. */
type ShareholderInput = Omit<ShareholderIn, 'shares' | 'type'> & {
  type: 'individual' | 'corporate';
  shares?: number;
};
type ShareholdersInput = { issuedShares?: number; shareholderData: ShareholderInput[] };

const TYPE_LABELS: Record<(typeof SHAREHOLDER_TYPES)[number], string> = {
  individual: 'A person',
  corporate: 'A company',
};

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
 * The upload rows of one shareholder: the files that fit them (a company's certificate; a person's identity
 * document; a director's, when they are one), then what they may add, then any uploaded earlier under another
 * document type. Files the same person gave as a director are noted as provided.
 */
function shareholderSlots(
  s: { type: 'individual' | 'corporate'; idType?: ShareholderInput['idType']; files?: PersonFiles | undefined },
  director: { idType?: ShareholderInput['idType']; isResident?: boolean | undefined; files?: PersonFiles | undefined } | undefined,
) {
  const person = director && s.type === 'individual' ? { idType: director.idType, isResident: director.isResident } : s;
  const required = requiredKycFilesFor(person);
  const optional = optionalKycFilesFor(person);
  const earlier = (Object.keys(s.files ?? {}) as IncorporationFileType[]).filter(
    (t) => !required.includes(t) && !optional.includes(t),
  );
  return [
    ...required.map((fileType) => {
      const covered = !!director?.files?.[fileType];
      return { fileType, required: !covered, coveredNote: covered ? 'Already provided as a director.' : undefined };
    }),
    ...[...optional, ...earlier].map((fileType) => ({ fileType, required: false, coveredNote: undefined })),
  ];
}

const blankShareholder = (): ShareholderInput => ({
  type: 'individual',
  fullName: '',
  email: '',
  nationality: '',
  idNumber: '',
  address: '',
  shareClass: 'Ordinary',
  files: {},
});

function fromDraft(s: ShareholderDraft): ShareholderInput {
  return {
    type: s.type ?? 'individual',
    ...(s.idType ? { idType: s.idType } : {}),
    fullName: s.fullName ?? '',
    email: s.email ?? '',
    nationality: s.nationality ?? '',
    idNumber: s.idNumber ?? '',
    address: s.address ?? '',
    ...(typeof s.shares === 'number' ? { shares: s.shares } : {}),
    shareClass: s.shareClass || 'Ordinary',
    files: s.files ?? {},
  };
}

/** Step 5: who owns the company and how many shares each holds; the allocation must add up to the shares issued. */
export function ShareholdersStep({ wizard }: { wizard: Wizard }) {
  const { state } = wizard;
  const sessionId = state.sessionId ?? '';
  const directors = state.directorData;
  const companyType = state.companyDetails?.companyType;
  // A one person company has exactly one member (opcMemberError in the contract; the server checks it too).
  const opc = companyType === 'opc';
  const maxShareholders = opc ? 1 : MAX_SHAREHOLDERS;
  const schema = useMemo(() => shareholdersFormSchema(directors, companyType), [directors, companyType]);
  const { form, formError, saveAndContinue, saveQuietly } = usePeopleStep<
    ShareholdersInput,
    ShareholdersValues
  >({
    wizard,
    schema,
    defaultValues: {
      issuedShares: state.companyDetails?.shareCapital?.issuedShares,
      shareholderData: state.shareholderData.length > 0 ? state.shareholderData.map(fromDraft) : [],
    },
  });
  const { register, control, handleSubmit, formState, trigger, getValues } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'shareholderData' });
  const errors = formState.errors;
  const [issued, list] = useWatch({ control, name: ['issuedShares', 'shareholderData'] });
  const allocated = allocatedShares(list ?? []);

  const listedEmails = new Set((list ?? []).map((s) => s.email?.trim().toLowerCase()).filter(Boolean));
  const directorsNotListed = directors.filter(
    (d) => d.fullName && d.email && !listedEmails.has(d.email.trim().toLowerCase()),
  );

  const revalidate = () => {
    if (formState.isSubmitted) void trigger('shareholderData');
  };

  /** Removes a shareholder and saves the list at once (the server's file slots follow the people). */
  const removeShareholder = (index: number) => {
    remove(index);
    revalidate();
    saveQuietly({ shareholderData: getValues('shareholderData').map((s) => toDraft(s)) });
  };

  // Saved as typed (a reload or a lost connection loses nothing).
  const draftStatus = useDraftAutosave({
    form,
    wizard,
    toBody: (v) => {
      const details = state.companyDetails ?? {};
      const issuedShares = typeof v.issuedShares === 'number' && Number.isFinite(v.issuedShares) ? v.issuedShares : undefined;
      return {
        shareholderData: v.shareholderData.map((s) => toDraft(s)),
        ...(issuedShares !== undefined
          ? { companyDetails: { ...details, shareCapital: { ...details.shareCapital, issuedShares } } }
          : {}),
      };
    },
  });

  const onSubmit = handleSubmit((values) => {
    const details = state.companyDetails ?? {};
    return saveAndContinue(
      {
        shareholderData: values.shareholderData,
        companyDetails: {
          ...details,
          shareCapital: { ...details.shareCapital, issuedShares: values.issuedShares },
        },
      },
      stepOf('services'),
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <CountryDatalist />
      <StepHeading
        title="Shareholders"
        description={
          opc
            ? 'A one person company has one shareholder, its sole member: an individual who is an Indian citizen. They hold every share the company issues. We ask for their nominee\u2019s consent (Form INC-3) after payment.'
            : 'Who will own the company, and how many shares each will hold. The shares must add up to the number the company issues.'
        }
      />
      <DraftStatusNote status={draftStatus} />
      <StepError message={formError} />

      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-start">
        <Field label="Shares issued" error={errors.issuedShares?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...register('issuedShares', { valueAsNumber: true, onChange: revalidate })}
          />
        </Field>
        <div className="sm:pt-7">
          <AllocationMeter allocated={allocated} issued={issued} />
        </div>
      </div>

      <div className="mt-6 space-y-5">
        {fields.map((field, i) => {
          const e = errors.shareholderData?.[i];
          const current = list?.[i];
          const type = current?.type ?? 'individual';
          const director =
            type === 'individual' ? coveringDirector(current?.email, directors) : undefined;
          const share =
            typeof current?.shares === 'number' && Number.isFinite(current.shares) && issued
              ? (current.shares / issued) * 100
              : null;
          return (
            <PersonCard
              key={field.id}
              title={`Shareholder ${i + 1}`}
              subtitle={
                [
                  current?.fullName?.trim(),
                  share !== null ? `${Number(share.toFixed(2)).toLocaleString('en-US')}%` : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || undefined
              }
              onRemove={() => removeShareholder(i)}
              removeLabel={`Remove shareholder ${i + 1}`}
            >
              <fieldset className="mb-4">
                <legend className="text-sm font-medium text-slate-800">This shareholder is</legend>
                <div className="mt-2 flex gap-2">
                  {SHAREHOLDER_TYPES.map((t) => (
                    <label
                      key={t}
                      className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                    >
                      <input
                        type="radio"
                        value={t}
                        className="size-4 accent-brand-700"
                        {...register(`shareholderData.${i}.type`)}
                      />
                      {TYPE_LABELS[t]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="grid gap-4 sm:grid-cols-2">
                <PersonTextField
                  label={type === 'corporate' ? 'Company name' : 'Full name (as in the passport)'}
                  error={e?.fullName?.message}
                  registration={register(`shareholderData.${i}.fullName`)}
                />
                <PersonEmailField
                  error={e?.email?.message}
                  registration={register(`shareholderData.${i}.email`)}
                />
                <PersonCountryField
                  label={type === 'corporate' ? 'Country of incorporation' : 'Nationality'}
                  error={e?.nationality?.message}
                  registration={register(`shareholderData.${i}.nationality`)}
                />
                {type === 'individual' && !director ? (
                  <Field label="Identity document" error={e?.idType?.message}>
                    <Select
                      invalid={!!e?.idType}
                      {...register(`shareholderData.${i}.idType`, { setValueAs: blankToUndefined })}
                    >
                      <option value="">Passport (or choose)</option>
                      {DIRECTOR_ID_TYPES.map((t) => (
                        <option key={t} value={t}>
                          {ID_TYPE_LABELS[t]}
                        </option>
                      ))}
                    </Select>
                  </Field>
                ) : null}
                <PersonTextField
                  label={type === 'corporate' ? 'Registration number' : 'Document number'}
                  error={e?.idNumber?.message}
                  registration={register(`shareholderData.${i}.idNumber`)}
                />
                <PersonAddressField
                  label={type === 'corporate' ? 'Registered address' : 'Residential address'}
                  error={e?.address?.message}
                  registration={register(`shareholderData.${i}.address`)}
                />
                <Field label="Number of shares" error={e?.shares?.message}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    {...register(`shareholderData.${i}.shares`, {
                      valueAsNumber: true,
                      onChange: revalidate,
                    })}
                  />
                </Field>
                <Field label="Share class" error={e?.shareClass?.message}>
                  <Input {...register(`shareholderData.${i}.shareClass`)} />
                </Field>
              </div>
              <PersonDocuments title={type === 'corporate' ? 'Company documents' : 'Identity documents'}>
                <Controller
                  control={control}
                  name={`shareholderData.${i}.files`}
                  render={({ field: f }) => (
                    <PersonFilesField
                      sessionId={sessionId}
                      roleType="shareholder"
                      index={i}
                      slots={shareholderSlots({ ...current, type }, director)}
                      value={f.value}
                      onChange={(files) => {
                        f.onChange(files);
                        revalidate();
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

      <PeopleListError message={listErrorOf(errors.shareholderData)} />

      <div className={cn('mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap')}>
        {directorsNotListed.map((d) => (
          <Button
            key={d.email}
            variant="secondary"
            disabled={fields.length >= maxShareholders}
            onClick={() =>
              append({
                ...blankShareholder(),
                fullName: d.fullName ?? '',
                email: d.email ?? '',
                nationality: d.nationality ?? '',
                idNumber: d.idNumber ?? '',
                address: d.address ?? '',
              })
            }
            icon={<UserPlus className="size-4" aria-hidden="true" />}
          >
            Add {d.fullName} (director)
          </Button>
        ))}
        <Button
          variant="secondary"
          disabled={fields.length >= maxShareholders}
          onClick={() => append(blankShareholder())}
          icon={<UserPlus className="size-4" aria-hidden="true" />}
        >
          {fields.length === 0 ? 'Add a shareholder' : 'Add another shareholder'}
        </Button>
      </div>

      <StepActions onBack={() => wizard.goTo(stepOf('directors'))} submitting={formState.isSubmitting} />
    </form>
  );
}
