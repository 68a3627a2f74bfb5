import { ShieldCheck } from 'lucide-react';
import { z } from 'zod';
import type { Company } from '@quayside/contract/companies';
import { isoDateSchema } from '@quayside/contract/fields';
import { preparerMessages } from '@quayside/contract/messages';
import { KYC_RISK_RATINGS, KYC_SUBJECT_TYPES, type KycRecord, type KycRiskRating, type KycSubjectType } from '@quayside/contract/preparer';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Options, Select } from '../../../components/form/select';
import { Textarea } from '../../../components/form/textarea';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useZodForm } from '../../../lib/use-zod-form';
import { useGetKycRecordsQuery } from '../api/get-kyc';
import { useRecordKycMutation } from '../api/record-kyc';
import { toastSuccess } from '../lib/toast-result';

const SUBJECT_LABELS: Record<KycSubjectType, string> = { company: 'The company', director: 'A director', shareholder: 'A shareholder' };
const RISK_LABELS: Record<KycRiskRating, string> = { low: 'Low risk', medium: 'Medium risk', high: 'High risk' };
const riskTones: Record<KycRiskRating, BadgeTone> = { low: 'success', medium: 'warning', high: 'danger' };
const CHECKS = [
  ['identityVerified', 'Identity verified'],
  ['addressVerified', 'Address verified'],
  ['pepScreened', 'PEP screened'],
  ['sanctionsScreened', 'Sanctions screened'],
] as const;

const formSchema = z
  .object({
    subjectType: z.enum(KYC_SUBJECT_TYPES),
    subjectId: z.string(),
    identityVerified: z.boolean(),
    addressVerified: z.boolean(),
    pepScreened: z.boolean(),
    sanctionsScreened: z.boolean(),
    riskRating: z.enum(KYC_RISK_RATINGS),
    notes: z.string().trim().max(2000),
    nextReviewDate: z.union([z.literal(''), isoDateSchema]),
  })
  .superRefine((v, ctx) => {
    if (v.subjectType !== 'company' && !v.subjectId) ctx.addIssue({ code: 'custom', path: ['subjectId'], message: `Choose the ${v.subjectType}` });
  });
type FormValues = z.infer<typeof formSchema>;
const defaults: FormValues = {
  subjectType: 'company',
  subjectId: '',
  identityVerified: false,
  addressVerified: false,
  pepScreened: false,
  sanctionsScreened: false,
  riskRating: 'low',
  notes: '',
  nextReviewDate: '',
};

/** The company's KYC checks (newest first) and the form that records a new one on the company or one of its people. */
export function KycPanel({ company }: { company: Company }) {
  const query = useGetKycRecordsQuery(company.id);
  const items = query.data ?? [];
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-5">
      <Card className="self-start overflow-hidden lg:col-span-3">
        <CardHeader title="KYC records" description="Each check is kept; newest first" icon={<ShieldCheck className="size-5" aria-hidden="true" />} />
        <QueryState
          query={query}
          failure={preparerMessages.fallback.kycRecords}
          isEmpty={items.length === 0}
          empty={<EmptyState title="No KYC checks recorded" description="Record the checks you made on the company and its directors and shareholders." />}
        >
          <ul className="divide-y divide-slate-100" aria-label="KYC records">
            {items.map((r) => (
              <KycRow key={r.id} record={r} />
            ))}
          </ul>
        </QueryState>
      </Card>
      <div className="lg:col-span-2">
        <KycForm company={company} />
      </div>
    </div>
  );
}

function KycRow({ record: r }: { record: KycRecord }) {
  const done = CHECKS.filter(([key]) => r[key]).map(([, label]) => label);
  return (
    <li className="space-y-1 px-5 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium text-slate-900">
          {r.subjectName} <span className="font-normal text-slate-500">({r.subjectType})</span>
        </p>
        <Badge tone={riskTones[r.riskRating]}>{RISK_LABELS[r.riskRating]}</Badge>
      </div>
      <p className="text-sm text-slate-700">{done.length ? done.join(' · ') : 'No checks ticked'}</p>
      {r.notes ? <p className="text-sm break-words whitespace-pre-line text-slate-600">{r.notes}</p> : null}
      <p className="text-xs text-slate-500">
        {formatDateTime(r.recordedAt)}
        {r.recordedBy ? ` by ${r.recordedBy.fullName}` : ''}
        {r.nextReviewDate ? ` · next review ${formatDate(r.nextReviewDate)}` : ''}
      </p>
    </li>
  );
}

function KycForm({ company }: { company: Company }) {
  const [record, state] = useRecordKycMutation();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(formSchema, { defaultValues: defaults });
  const subjectType = watch('subjectType');
  const people = subjectType === 'director' ? company.directors : subjectType === 'shareholder' ? company.shareholders : [];

  const onSubmit = handleSubmit(async (v) => {
    try {
      const result = await record({
        companyId: company.id,
        subjectType: v.subjectType,
        subjectId: v.subjectType === 'company' ? null : v.subjectId,
        identityVerified: v.identityVerified,
        addressVerified: v.addressVerified,
        pepScreened: v.pepScreened,
        sanctionsScreened: v.sanctionsScreened,
        riskRating: v.riskRating,
        notes: v.notes || null,
        nextReviewDate: v.nextReviewDate || null,
      }).unwrap();
      toastSuccess(result, preparerMessages.success.kycRecorded);
      reset(defaults);
    } catch (error) {
      applyFieldErrors(error, setError, ['subjectId', 'riskRating', 'notes', 'nextReviewDate']);
    }
  });

  return (
    <Card>
      <CardHeader title="Record a KYC check" />
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <CardBody className="space-y-3">
          <Field label="Subject" error={errors.subjectType?.message}>
            <Select {...register('subjectType')}>
              <Options values={KYC_SUBJECT_TYPES} labels={SUBJECT_LABELS} />
            </Select>
          </Field>
          {subjectType !== 'company' ? (
            <Field label={subjectType === 'director' ? 'Director' : 'Shareholder'} error={errors.subjectId?.message}>
              <Select {...register('subjectId')}>
                <option value="">Choose…</option>
                {people.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.fullName}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Checks done</legend>
            <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
              {CHECKS.map(([key, label]) => (
                <label key={key} className="inline-flex items-center gap-2 text-sm text-slate-700">
                  <input type="checkbox" className="size-4" {...register(key)} />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Field label="Risk rating" error={errors.riskRating?.message}>
              <Select {...register('riskRating')}>
                <Options values={KYC_RISK_RATINGS} labels={RISK_LABELS} />
              </Select>
            </Field>
            <Field label="Next review (optional)" error={errors.nextReviewDate?.message}>
              <Input type="date" {...register('nextReviewDate')} />
            </Field>
          </div>
          <Field label="Notes (optional)" error={errors.notes?.message}>
            <Textarea rows={3} maxLength={2000} {...register('notes')} />
          </Field>
          {state.isError ? <FormAlert>{errorText(state.error, preparerMessages.fallback.recordKyc)}</FormAlert> : null}
          <div className="flex justify-end">
            <Button type="submit" loading={state.isLoading}>
              Record check
            </Button>
          </div>
        </CardBody>
      </form>
    </Card>
  );
}
