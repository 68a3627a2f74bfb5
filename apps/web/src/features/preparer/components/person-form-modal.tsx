import { useEffect, type FormEvent } from 'react';
import { directorBodySchema, SHAREHOLDER_TYPES, shareholderBodySchema, type DirectorBody, type ShareholderBody } from '@quayside/contract/companies';
import { approvalMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Options, Select } from '../../../components/form/select';
import { FormModal } from '../../../components/ui/form-modal';
import { errorText } from '../../../lib/form-errors';
import { blankToNull, useZodForm } from '../../../lib/use-zod-form';

const ID_TYPES = ['passport', 'nric', 'fin', 'aadhaar', 'pan', 'emirates_id', 'other'] as const;
const ID_TYPE_LABELS: Record<(typeof ID_TYPES)[number], string> = {
  passport: 'Passport',
  nric: 'NRIC',
  fin: 'FIN',
  aadhaar: 'Aadhaar',
  pan: 'PAN',
  emirates_id: 'Emirates ID',
  other: 'Other',
};
const SHAREHOLDER_TYPE_LABELS: Record<(typeof SHAREHOLDER_TYPES)[number], string> = { individual: 'Individual', corporate: 'Company' };

type ModalState = { open: boolean; title: string; busy: boolean; error: unknown; onClose: () => void };

function Frame({ state, onSubmit, children }: { state: ModalState; onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: React.ReactNode }) {
  return (
    <FormModal
      open={state.open}
      onClose={state.onClose}
      title={state.title}
      description="Staged for the approver: the client sees the change once it is approved."
      size="lg"
      submitLabel="Save change"
      busy={state.busy}
      onSubmit={onSubmit}
      formClassName="grid grid-cols-1 gap-3 sm:grid-cols-2"
      footnote={
        state.error ? (
          <div className="mt-3">
            <FormAlert>{errorText(state.error, approvalMessages.fallback.updateCompany)}</FormAlert>
          </div>
        ) : null
      }
    >
      {children}
    </FormModal>
  );
}

/** A director's fields; `initial` is the person as they now stand (live with the staged changes), or null for a new one. */
export function DirectorFormModal({
  state,
  initial,
  onSave,
}: {
  state: ModalState;
  initial: DirectorBody | null;
  onSave: (body: DirectorBody) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(directorBodySchema, { defaultValues: initial ?? { fullName: '' } });
  useEffect(() => {
    if (state.open) reset(initial ?? { fullName: '', isNominee: false });
  }, [state.open, initial, reset]);
  const text = { setValueAs: blankToNull };
  return (
    <Frame state={state} onSubmit={(e) => void handleSubmit(onSave)(e)}>
      <Field label="Full name" error={errors.fullName?.message} className="sm:col-span-2">
        <Input maxLength={160} {...register('fullName')} />
      </Field>
      <Field label="E-mail (optional)" error={errors.email?.message}>
        <Input type="email" maxLength={200} {...register('email', text)} />
      </Field>
      <Field label="Phone (optional)" error={errors.phone?.message}>
        <Input type="tel" maxLength={30} {...register('phone', text)} />
      </Field>
      <Field label="Nationality (optional)" error={errors.nationality?.message}>
        <Input maxLength={80} {...register('nationality', text)} />
      </Field>
      <Field label="Date of birth (optional)" error={errors.dateOfBirth?.message}>
        <Input type="date" {...register('dateOfBirth', text)} />
      </Field>
      <Field label="ID type (optional)" error={errors.idType?.message}>
        <Select {...register('idType', text)}>
          <option value="">Not given</option>
          <Options values={ID_TYPES} labels={ID_TYPE_LABELS} />
        </Select>
      </Field>
      <Field label="ID number (optional)" error={errors.idNumber?.message}>
        <Input maxLength={40} {...register('idNumber', text)} />
      </Field>
      <Field label="Address (optional)" error={errors.address?.message} className="sm:col-span-2">
        <Input maxLength={400} {...register('address', text)} />
      </Field>
      <label className="inline-flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
        <input type="checkbox" className="size-4" {...register('isNominee')} />
        Nominee director
      </label>
    </Frame>
  );
}

/** A shareholder's fields; `initial` as for directors. */
export function ShareholderFormModal({
  state,
  initial,
  onSave,
}: {
  state: ModalState;
  initial: ShareholderBody | null;
  onSave: (body: ShareholderBody) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(shareholderBodySchema, { defaultValues: initial ?? { fullName: '', shares: 1 } });
  useEffect(() => {
    if (state.open) reset(initial ?? { type: 'individual', fullName: '', shares: 1, shareClass: 'Ordinary' });
  }, [state.open, initial, reset]);
  const text = { setValueAs: blankToNull };
  return (
    <Frame state={state} onSubmit={(e) => void handleSubmit(onSave)(e)}>
      <Field label="Full name" error={errors.fullName?.message} className="sm:col-span-2">
        <Input maxLength={160} {...register('fullName')} />
      </Field>
      <Field label="Kind" error={errors.type?.message}>
        <Select {...register('type')}>
          <Options values={SHAREHOLDER_TYPES} labels={SHAREHOLDER_TYPE_LABELS} />
        </Select>
      </Field>
      <Field label="E-mail (optional)" error={errors.email?.message}>
        <Input type="email" maxLength={200} {...register('email', text)} />
      </Field>
      <Field label="Shares" error={errors.shares?.message}>
        <Input type="number" min={1} step={1} inputMode="numeric" {...register('shares', { valueAsNumber: true })} />
      </Field>
      <Field label="Share class" error={errors.shareClass?.message}>
        <Input maxLength={40} {...register('shareClass')} />
      </Field>
      <Field label="Nationality (optional)" error={errors.nationality?.message}>
        <Input maxLength={80} {...register('nationality', text)} />
      </Field>
      <Field label="ID number (optional)" error={errors.idNumber?.message}>
        <Input maxLength={40} {...register('idNumber', text)} />
      </Field>
      <Field label="Address (optional)" error={errors.address?.message} className="sm:col-span-2">
        <Input maxLength={400} {...register('address', text)} />
      </Field>
    </Frame>
  );
}

/** The fields of `next` that differ from `before` (what an update sends). */
export function changedFields<T extends Record<string, unknown>>(before: Partial<T>, next: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as Array<keyof T>) {
    const a = before[key] ?? null;
    const b = next[key] ?? null;
    if (a !== b) out[key] = next[key];
  }
  return out;
}
