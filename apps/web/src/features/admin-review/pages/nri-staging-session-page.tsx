import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  DEDUCTION_LABELS,
  FILING_TYPE_LABELS,
  GENDER_LABELS,
  INCOME_SOURCE_LABELS,
  isDrawnSignature,
  updateNriBodySchema,
  type NriSession,
} from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { countryName } from '../../../lib/country-options';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useZodForm } from '../../../lib/use-zod-form';
import { useDeleteNriStagingSessionMutation } from '../api/delete-nri-staging-session';
import { useGetNriStagingSessionQuery } from '../api/get-nri-staging-session';
import { useUpdateNriStagingSessionMutation } from '../api/update-nri-staging-session';

const M = nriOnboardingMessages;
const editSchema = updateNriBodySchema.pick({
  fullName: true,
  contactEmail: true,
  contactNumber: true,
  dob: true,
  taxpayerIdentificationNumber: true,
});
type EditField = 'fullName' | 'contactEmail' | 'contactNumber' | 'dob' | 'taxpayerIdentificationNumber';

/**
 * /dashboard/admin/staging/nri/{id}: one NRI tax application with every answer and its residency reasons; the
 * admin corrects the contact details, date of birth or taxpayer number of an unpaid one, or deletes it.
 */
export function NriStagingSessionPage() {
  const { id = '' } = useParams();
  const query = useGetNriStagingSessionQuery(id);
  const session = query.data?.session;
  useDocumentTitle(session ? `${session.fullName} · NRI staging session` : 'NRI staging session');
  return (
    <>
      <Link
        to="/dashboard/admin/staging/nri"
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        NRI staging sessions
      </Link>
      <QueryState query={query} failure={M.fallback.fetch}>
        {session ? <Detail session={session} /> : null}
      </QueryState>
    </>
  );
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="grid grid-cols-[10rem_minmax(0,1fr)] gap-2 py-1.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{value || '—'}</dd>
    </div>
  );
}

function Detail({ session: s }: { session: NriSession }) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const a = s.addressData;
  const id = s.identityData;
  const stay = s.stayDurationData;
  const d = s.declarationData;
  return (
    <>
      <PageHeader
        eyebrow="NRI staging session"
        title={s.fullName}
        description={`Started ${formatDateTime(s.createdAt)} · step ${s.step} · updated ${formatDateTime(s.updatedAt)}`}
        actions={
          s.isPaid ? null : (
            <Button
              variant="danger"
              onClick={() => setConfirmDelete(true)}
              icon={<Trash2 className="size-4" aria-hidden="true" />}
            >
              Delete
            </Button>
          )
        }
      />
      <div className="mb-4 flex flex-wrap gap-1.5">
        <Badge tone={s.isEmailVerified ? 'brand' : 'warning'}>
          {s.isEmailVerified ? 'E-mail verified' : 'E-mail not verified'}
        </Badge>
        <Badge tone={s.isCompleted ? 'success' : 'neutral'}>
          {s.isCompleted ? 'Submitted' : 'In progress'}
        </Badge>
        <Badge tone={s.isPaid ? 'success' : 'neutral'}>{s.isPaid ? 'Paid' : 'Not paid'}</Badge>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <EditCard session={s} />
        <Card>
          <CardHeader
            title="Residency"
            description={s.residencyLabel ?? 'Not worked out yet (the stay is incomplete).'}
          />
          <dl className="px-5 py-3">
            <Row label="Days this year" value={stay.daysInIndia?.toString()} />
            <Row label="Days, 4 years before" value={stay.daysInIndia4Yrs?.toString()} />
            <Row label="Days, 7 years before" value={stay.daysInIndia7Yrs?.toString()} />
          </dl>
          {s.residencyReasons.length ? (
            <ol className="list-decimal space-y-1 px-10 pb-4 text-sm text-slate-700">
              {s.residencyReasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ol>
          ) : null}
        </Card>
        <Card>
          <CardHeader title="Identity and address" />
          <dl className="px-5 py-3">
            <Row label="PAN" value={id.panNumber ?? id.panStatus} />
            <Row label="Aadhaar" value={id.aadhaarNumber ?? id.aadhaarStatus} />
            <Row label="Passport" value={id.passportNumber} />
            <Row label="Date of birth" value={s.dob} />
            <Row label="Gender" value={s.gender ? GENDER_LABELS[s.gender] : null} />
            <Row
              label="Address"
              value={[
                a.streetAddress,
                a.streetAddress2,
                a.city,
                a.state,
                a.postalCode,
                a.country === 'OTHER' ? a.otherCountry : countryName(a.country),
              ]
                .filter(Boolean)
                .join(', ')}
            />
            <Row label="Tax residence" value={countryName(s.jurisdictionOfResidence)} />
            <Row label="Taxpayer number" value={s.taxpayerIdentificationNumber} />
          </dl>
        </Card>
        <Card>
          <CardHeader title="Income and declaration" />
          <dl className="px-5 py-3">
            <Row label="Income" value={s.incomeSources.map((v) => INCOME_SOURCE_LABELS[v]).join('; ')} />
            <Row label="Deductions" value={s.deductions.map((v) => DEDUCTION_LABELS[v]).join('; ')} />
            <Row label="Return" value={FILING_TYPE_LABELS[s.filingType]} />
            <Row
              label="Declared"
              value={d.accuracy && d.authorization ? `Yes, ${d.date ?? ''} at ${d.place ?? ''}` : 'Not yet'}
            />
          </dl>
          {d.signature ? (
            <div className="px-5 pb-4">
              <p className="text-sm text-slate-500">Signature</p>
              {isDrawnSignature(d.signature) ? (
                <img
                  src={d.signature}
                  alt={`Signature of ${s.fullName}`}
                  className="mt-1 h-20 rounded border border-slate-200 bg-white"
                />
              ) : (
                <p className="mt-1 font-serif text-lg italic text-slate-900">{d.signature}</p>
              )}
            </div>
          ) : null}
        </Card>
      </div>
      <DeleteDialog session={s} open={confirmDelete} onClose={() => setConfirmDelete(false)} />
    </>
  );
}

function EditCard({ session: s }: { session: NriSession }) {
  const [update, state] = useUpdateNriStagingSessionMutation();
  const values = {
    fullName: s.fullName,
    contactEmail: s.contactEmail,
    contactNumber: s.contactNumber ?? '',
    dob: s.dob ?? '',
    taxpayerIdentificationNumber: s.taxpayerIdentificationNumber ?? '',
  };
  const { register, handleSubmit, reset, setError, formState } = useZodForm(editSchema, {
    defaultValues: values,
  });
  const { errors, isSubmitting, isDirty } = formState;
  useEffect(() => {
    reset({
      fullName: s.fullName,
      contactEmail: s.contactEmail,
      contactNumber: s.contactNumber ?? '',
      dob: s.dob ?? '',
      taxpayerIdentificationNumber: s.taxpayerIdentificationNumber ?? '',
    });
  }, [s.fullName, s.contactEmail, s.contactNumber, s.dob, s.taxpayerIdentificationNumber, reset]);
  const fields: EditField[] = [
    'fullName',
    'contactEmail',
    'contactNumber',
    'dob',
    'taxpayerIdentificationNumber',
  ];

  const onSubmit = handleSubmit(async (body) => {
    try {
      const result = await update({ id: s.id, body }).unwrap();
      toast.success(result.message || M.success.updated);
    } catch (error) {
      if (!applyFieldErrors(error, setError, fields)) toast.error(errorText(error, M.fallback.update));
    }
  });

  return (
    <Card>
      <CardHeader
        title="Applicant"
        description={
          s.isPaid
            ? 'A paid application can no longer be changed.'
            : 'Correct the details. A new e-mail address must be verified again.'
        }
      />
      <form onSubmit={onSubmit} noValidate className="space-y-4 px-5 py-4">
        {state.isError ? <FormAlert>{errorText(state.error, M.fallback.update)}</FormAlert> : null}
        <fieldset disabled={s.isPaid} className="space-y-4">
          <Field label="Full name" error={errors.fullName?.message}>
            <Input autoComplete="off" {...register('fullName')} />
          </Field>
          <Field label="Contact e-mail" error={errors.contactEmail?.message}>
            <Input type="email" autoComplete="off" {...register('contactEmail')} />
          </Field>
          <Field label="Contact number" error={errors.contactNumber?.message}>
            <Input type="tel" autoComplete="off" {...register('contactNumber')} />
          </Field>
          <Field label="Date of birth" error={errors.dob?.message} hint="DD/MM/YYYY or YYYY-MM-DD">
            <Input autoComplete="off" {...register('dob')} />
          </Field>
          <Field label="Taxpayer identification number" error={errors.taxpayerIdentificationNumber?.message}>
            <Input autoComplete="off" {...register('taxpayerIdentificationNumber')} />
          </Field>
        </fieldset>
        {s.isPaid ? null : (
          <div className="flex justify-end">
            <Button type="submit" disabled={!isDirty} loading={isSubmitting || state.isLoading}>
              Save changes
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}

function DeleteDialog({
  session,
  open,
  onClose,
}: {
  session: NriSession;
  open: boolean;
  onClose: () => void;
}) {
  const [remove, state] = useDeleteNriStagingSessionMutation();
  const navigate = useNavigate();
  const onDelete = async () => {
    try {
      const result = await remove(session.id).unwrap();
      toast.success(result.message || M.success.deleted);
      onClose();
      void navigate('/dashboard/admin/staging/nri', { replace: true });
    } catch (error) {
      toast.error(errorText(error, M.fallback.delete));
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Delete this application?"
      description="The NRI tax application is deleted for good and the applicant's resume link stops working."
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" loading={state.isLoading} onClick={() => void onDelete()}>
            Delete application
          </Button>
        </>
      }
    />
  );
}
