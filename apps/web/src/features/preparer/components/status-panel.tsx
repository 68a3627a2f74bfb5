import { useEffect } from 'react';
import { Flag } from 'lucide-react';
import { z } from 'zod';
import {
  COMPANY_STATUSES,
  COMPANY_STATUS_LABELS,
  INCORPORATION_STATUSES,
  INCORPORATION_STATUS_LABELS,
  type CompanyStatus,
  type IncorporationStatus,
} from '@quayside/contract/companies';
import type { CompanyStatusRecord, UpdateCompanyStatusBody } from '@quayside/contract/company-preparer';
import { preparerAreaMessages, preparerMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Options, Select } from '../../../components/form/select';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { useZodForm } from '../../../lib/use-zod-form';
import { useGetPreparerCompanyStatusQuery } from '../api/get-company-status';
import { useGetPreparerCompanyDetailsQuery } from '../api/get-company-details';
import { useUpdatePreparerCompanyStatusMutation } from '../api/update-company-status';
import { toastSuccess } from '../lib/toast-result';
import { CompanyStatusBadge } from './badges';
import { PendingStatus } from './pending-status';

const formSchema = z.object({
  status: z.enum(COMPANY_STATUSES),
  incorporationStatus: z.enum(INCORPORATION_STATUSES),
  statusRemarks: z.string().trim().max(2000),
});
type FormValues = z.infer<typeof formSchema>;

const asStatus = (v: string): CompanyStatus => ((COMPANY_STATUSES as readonly string[]).includes(v) ? (v as CompanyStatus) : 'active');
const asIncorporation = (v: string): IncorporationStatus =>
  (INCORPORATION_STATUSES as readonly string[]).includes(v) ? (v as IncorporationStatus) : INCORPORATION_STATUSES[0];

/** The company's status (status, incorporation status, remarks) and the form that updates it ("Status updated"). */
export function StatusPanel({ companyId }: { companyId: string }) {
  const query = useGetPreparerCompanyStatusQuery(companyId);
  return (
    <Card>
      <CardHeader
        title="Status"
        icon={<Flag className="size-5" aria-hidden="true" />}
        description={query.data ? `Last changed ${formatDateTime(query.data.updatedAt)}` : undefined}
        action={query.data ? <CompanyStatusBadge status={query.data.status} /> : undefined}
      />
      <QueryState query={query} failure={preparerAreaMessages.fallback.status} skeleton={<TextSkeleton label="Loading status" />}>
        {query.data ? <StatusForm companyId={companyId} current={query.data} /> : null}
      </QueryState>
    </Card>
  );
}

function StatusForm({ companyId, current: live }: { companyId: string; current: CompanyStatusRecord }) {
  const [update, state] = useUpdatePreparerCompanyStatusMutation();
  // A preparer's change waits in the draft for the approver: the form starts from the status as it will be.
  const staged = useGetPreparerCompanyDetailsQuery(companyId).data?.pendingChanges?.status ?? null;
  const current = {
    status: staged?.status ?? live.status,
    incorporationStatus: staged?.incorporationStatus ?? live.incorporationStatus,
    statusRemarks: staged && staged.statusRemarks !== undefined ? staged.statusRemarks : live.statusRemarks,
  };
  const initial: FormValues = {
    status: asStatus(current.status),
    incorporationStatus: asIncorporation(current.incorporationStatus),
    statusRemarks: current.statusRemarks ?? '',
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(formSchema, { defaultValues: initial });
  // A newer record or draft (after saving, or someone else's change) becomes the form's starting point.
  useEffect(() => {
    reset(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live.updatedAt, current.status, current.incorporationStatus, current.statusRemarks, reset]);

  const onSubmit = async (values: FormValues) => {
    const body: UpdateCompanyStatusBody = {};
    if (values.status !== current.status) body.status = values.status;
    if (values.incorporationStatus !== current.incorporationStatus) body.incorporationStatus = values.incorporationStatus;
    const remarks = values.statusRemarks.trim();
    if (remarks !== (current.statusRemarks ?? '')) body.statusRemarks = remarks || null;
    if (Object.keys(body).length === 0) {
      setError('root', { message: preparerAreaMessages.errors.nothingChanged });
      return;
    }
    try {
      const result = await update({ id: companyId, ...body }).unwrap();
      toastSuccess(result, preparerMessages.success.statusUpdated);
    } catch (error) {
      applyFieldErrors(error, setError, ['status', 'incorporationStatus', 'statusRemarks']);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <CardBody className="space-y-3">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">What the client sees</p>
        <dl className="!mt-1 grid grid-cols-1 gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Company status</dt>
            <dd className="font-medium text-slate-900">{COMPANY_STATUS_LABELS[asStatus(live.status)]}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Incorporation</dt>
            <dd className="font-medium text-slate-900">
              {INCORPORATION_STATUS_LABELS[live.incorporationStatus as IncorporationStatus] ?? live.incorporationStatus}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-slate-600">Remarks</dt>
            <dd className="break-words text-slate-900">{live.statusRemarks || 'None'}</dd>
          </div>
        </dl>
        <PendingStatus companyId={companyId} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Company status" error={errors.status?.message}>
            <Select {...register('status')}>
              <Options values={COMPANY_STATUSES} labels={COMPANY_STATUS_LABELS} />
            </Select>
          </Field>
          <Field label="Incorporation status" error={errors.incorporationStatus?.message}>
            <Select {...register('incorporationStatus')}>
              <Options values={INCORPORATION_STATUSES} labels={INCORPORATION_STATUS_LABELS} />
            </Select>
          </Field>
        </div>
        <Field label="Status remarks" hint="The client reads these with the status." error={errors.statusRemarks?.message}>
          <Textarea rows={2} maxLength={2000} {...register('statusRemarks')} />
        </Field>
        {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
        {state.isError && !errors.root ? <FormAlert>{errorText(state.error, preparerAreaMessages.fallback.updateStatus)}</FormAlert> : null}
        <div className="flex justify-end">
          <Button type="submit" loading={state.isLoading}>
            Update status
          </Button>
        </div>
      </CardBody>
    </form>
  );
}
