import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Eye, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { checkIncorporationNames, updateIncorporationFieldsSchema, type IncorporationSession, type UploadedFile } from '@quayside/contract/incorporation';
import { nriOnboardingMessages, preparerMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { blankToNull, useZodForm } from '../../../lib/use-zod-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDeleteStagingSessionMutation } from '../api/delete-staging-session';
import { useGetStagingSessionQuery } from '../api/get-staging-session';
import { useUpdateStagingSessionMutation } from '../api/update-staging-session';
import { FilePreview } from '../components/file-preview';
import { fileLabel } from '../lib/staging';

/** The contact fields the admin corrects (part 2 section 3, "Incorporation staging session (admin view)"). */
const contactSchema = updateIncorporationFieldsSchema
  .pick({ fullName: true, contactEmail: true, contactNumber: true, companyName: true })
  .superRefine(checkIncorporationNames);

/**
 * /dashboard/admin/staging/{id}: one application with its files; the admin corrects the applicant's contact
 * details and company name, or deletes it. Success texts: "Updated successfully", "Deleted successfully";
 * fallbacks "Fetch failed", "Update failed", "Delete failed" (part 2 section 8).
 */
export function StagingSessionPage() {
  const { id = '' } = useParams();
  const query = useGetStagingSessionQuery(id);
  const session = query.data?.session;
  useDocumentTitle(session ? `${session.companyName ?? session.fullName} · Staging session` : 'Staging session');
  return (
    <>
      <Link to="/dashboard/admin/staging" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Staging sessions
      </Link>
      <QueryState query={query} failure={nriOnboardingMessages.fallback.fetch}>
        {session ? <SessionDetail session={session} /> : null}
      </QueryState>
    </>
  );
}

function SessionDetail({ session }: { session: IncorporationSession }) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [preview, setPreview] = useState<UploadedFile | null>(null);
  return (
    <>
      <PageHeader
        eyebrow="Staging session"
        title={session.companyName ?? 'Company name not chosen yet'}
        description={`Started ${formatDateTime(session.createdAt)} · step ${session.currentStep} · updated ${formatDateTime(session.updatedAt)}`}
        actions={
          <>
            {session.companyId ? (
              <Link to={`/dashboard/admin/incorporations/${session.companyId}`} className={buttonClasses({ variant: 'secondary' })}>
                Open incorporation
              </Link>
            ) : null}
            <Button variant="danger" onClick={() => setConfirmDelete(true)} icon={<Trash2 className="size-4" aria-hidden="true" />}>
              Delete
            </Button>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap gap-1.5">
        <Badge tone={session.status === 'completed' ? 'success' : 'neutral'}>{session.status === 'completed' ? 'Completed' : 'In progress'}</Badge>
        <Badge tone={session.isEmailVerified ? 'brand' : 'warning'}>{session.isEmailVerified ? 'E-mail verified' : 'E-mail not verified'}</Badge>
        <Badge tone={session.isPaid ? 'success' : 'neutral'}>{session.isPaid ? 'Paid' : 'Not paid'}</Badge>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ContactCard session={session} />
        <Card>
          <CardHeader title={`Uploaded files (${session.uploadedFiles.length})`} description="KYC files by person and kind." />
          {session.uploadedFiles.length === 0 ? (
            <p className="px-5 py-4 text-sm text-slate-600">No files uploaded yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {session.uploadedFiles.map((f) => (
                <li key={f.fileId} className="flex flex-wrap items-center justify-between gap-2 px-5 py-2">
                  <span className="min-w-0 text-sm">
                    <span className="block font-medium text-slate-900">{fileLabel(f)}</span>
                    <span className="block truncate text-slate-600">{f.name}</span>
                  </span>
                  <Button size="sm" variant="secondary" aria-pressed={preview?.fileId === f.fileId} onClick={() => setPreview(preview?.fileId === f.fileId ? null : f)} icon={<Eye className="size-4" aria-hidden="true" />}>
                    {preview?.fileId === f.fileId ? 'Hide' : 'Preview'}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {preview ? <FilePreview className="px-5 pb-4" name={preview.name} mimeType={preview.mimeType} url={preview.url} /> : null}
        </Card>
      </div>
      <DeleteDialog session={session} open={confirmDelete} onClose={() => setConfirmDelete(false)} />
    </>
  );
}

function ContactCard({ session }: { session: IncorporationSession }) {
  const [update, state] = useUpdateStagingSessionMutation();
  const values = { fullName: session.fullName, contactEmail: session.contactEmail, contactNumber: session.contactNumber, companyName: session.companyName ?? '' };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useZodForm(contactSchema, { defaultValues: values });
  useEffect(() => {
    reset({ fullName: session.fullName, contactEmail: session.contactEmail, contactNumber: session.contactNumber, companyName: session.companyName ?? '' });
  }, [session.fullName, session.contactEmail, session.contactNumber, session.companyName, reset]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const result = await update({ id: session.id, body }).unwrap();
      toast.success(result.message || preparerMessages.success.updated);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['fullName', 'contactEmail', 'contactNumber', 'companyName'])) {
        toast.error(errorText(error, nriOnboardingMessages.fallback.update));
      }
    }
  });
  const completed = session.status === 'completed';

  return (
    <Card>
      <CardHeader title="Applicant" description={completed ? 'A completed application can no longer be changed.' : 'Correct the contact details or the company name. A new e-mail address must be verified again.'} />
      <form onSubmit={onSubmit} noValidate className="space-y-4 px-5 py-4">
        {state.isError ? <FormAlert>{errorText(state.error, nriOnboardingMessages.fallback.update)}</FormAlert> : null}
        <fieldset disabled={completed} className="space-y-4">
          <Field label="Full name" error={errors.fullName?.message}>
            <Input autoComplete="off" {...register('fullName')} />
          </Field>
          <Field label="Contact e-mail" error={errors.contactEmail?.message}>
            <Input type="email" autoComplete="off" {...register('contactEmail')} />
          </Field>
          <Field label="Contact number" error={errors.contactNumber?.message}>
            <Input type="tel" autoComplete="off" {...register('contactNumber')} />
          </Field>
          <Field label="Company name" error={errors.companyName?.message}>
            <Input autoComplete="off" {...register('companyName', { setValueAs: blankToNull })} />
          </Field>
        </fieldset>
        {completed ? null : (
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

function DeleteDialog({ session, open, onClose }: { session: IncorporationSession; open: boolean; onClose: () => void }) {
  const [remove, state] = useDeleteStagingSessionMutation();
  const navigate = useNavigate();
  const onDelete = async () => {
    try {
      const result = await remove(session.id).unwrap();
      toast.success(result.message || preparerMessages.success.deleted);
      onClose();
      void navigate('/dashboard/admin/staging', { replace: true });
    } catch (error) {
      toast.error(errorText(error, nriOnboardingMessages.fallback.delete));
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Delete this application?"
      description={
        session.status === 'completed'
          ? 'The application record goes; the company made from it keeps its directors, shareholders and their files.'
          : `The application and its ${session.uploadedFiles.length} uploaded ${session.uploadedFiles.length === 1 ? 'file' : 'files'} are deleted for good. The applicant's resume link stops working.`
      }
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
