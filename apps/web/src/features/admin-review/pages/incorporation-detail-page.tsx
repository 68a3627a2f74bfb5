import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Download, Eye, FileText, Receipt } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  adminReviewTexts,
  setIncorporationStatusBodySchema,
  type AdminIncorporationResponse,
} from '@quayside/contract/admin-review';
import { INCORPORATION_STATUSES, INCORPORATION_STATUS_LABELS } from '@quayside/contract/companies';
import type { UploadedFile } from '@quayside/contract/incorporation';
import { adminMessages } from '@quayside/contract/messages';
import { formatMoney } from '@quayside/contract/services';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Options, Select } from '../../../components/form/select';
import { Textarea } from '../../../components/form/textarea';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { formatDate, formatDateTime } from '../../../lib/format';
import { blankToUndefined, useZodForm } from '../../../lib/use-zod-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';
import { useGenerateInvoiceMutation } from '../api/generate-invoice';
import { useGetIncorporationQuery } from '../api/get-incorporation';
import { useSetIncorporationStatusMutation } from '../api/set-incorporation-status';
import { FilePreview } from '../components/file-preview';
import { IncorporationStatusBadge } from '../components/incorporation-status-badge';
import { fileLabel } from '../lib/staging';

/** /dashboard/admin/incorporations/{id}: the company, its application and files, its status and invoices. */
export function IncorporationDetailPage() {
  const { id = '' } = useParams();
  const query = useGetIncorporationQuery(id);
  const data = query.data;
  useDocumentTitle(data ? `${data.incorporation.companyName} · Incorporation` : 'Incorporation');

  return (
    <>
      <Link to="/dashboard/admin/incorporations" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Incorporations
      </Link>
      <QueryState query={query} failure={adminReviewTexts.fallback.incorporation}>
        {data ? <Detail data={data} /> : null}
      </QueryState>
    </>
  );
}

function Detail({ data }: { data: AdminIncorporationResponse }) {
  const inc = data.incorporation;
  return (
    <>
      <PageHeader
        eyebrow="Incorporation"
        title={inc.companyName}
        description={
          <>
            {inc.owner ? `${inc.owner.fullName} (${inc.owner.email})` : 'No client'} · {inc.jurisdiction} · preparer{' '}
            {inc.preparerName ?? 'not assigned'}
          </>
        }
        actions={
          <>
            <IncorporationStatusBadge status={inc.incorporationStatus} />
            <Link to={`/dashboard/admin/companies/${inc.id}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              Open company
            </Link>
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <StatusCard data={data} />
        <InvoicesCard data={data} />
        <ApplicationCard data={data} />
      </div>
    </>
  );
}

function StatusCard({ data }: { data: AdminIncorporationResponse }) {
  const inc = data.incorporation;
  const [save, state] = useSetIncorporationStatusMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(setIncorporationStatusBodySchema, {
    defaultValues: { newStatus: inc.incorporationStatus, remarks: inc.statusRemarks ?? '' },
  });
  useEffect(() => {
    reset({ newStatus: inc.incorporationStatus, remarks: inc.statusRemarks ?? '' });
  }, [inc.incorporationStatus, inc.statusRemarks, reset]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const result = await save({ id: inc.id, ...body }).unwrap();
      toast.success(result.message || adminMessages.success.incorporationStatusUpdated);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['newStatus', 'remarks'])) toast.error(errorText(error, adminMessages.fallback.updateStatus));
    }
  });

  return (
    <Card>
      <CardHeader title="Status" description={`Last changed ${formatDateTime(inc.updatedAt)}. The client is told of every change, with the remarks.`} />
      <form onSubmit={onSubmit} noValidate className="space-y-4 px-5 py-4">
        {state.isError && !errors.remarks && !errors.newStatus ? <FormAlert>{errorText(state.error, adminMessages.fallback.updateStatus)}</FormAlert> : null}
        <Field label="Incorporation status" error={errors.newStatus?.message}>
          <Select {...register('newStatus')}>
            <Options values={INCORPORATION_STATUSES} labels={INCORPORATION_STATUS_LABELS} />
          </Select>
        </Field>
        <Field label="Remarks" hint="Shown to the client. Required when rejecting." error={errors.remarks?.message}>
          <Textarea rows={3} maxLength={1000} {...register('remarks', { setValueAs: blankToUndefined })} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting || state.isLoading}>
            Update status
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The currency a manual invoice is issued in (the API's default for the company's jurisdiction). */
const CURRENCY_OF: Record<AdminIncorporationResponse['incorporation']['jurisdiction'], string> = { SG: 'SGD', AE: 'AED', IN: 'INR' };

/** The lines form for a company without an application: one line, amount in major units. */
const manualLineSchema = z.object({
  description: z.string().trim().min(1, 'Describe the line').max(200),
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'An amount such as 450 or 450.00'),
});

function InvoicesCard({ data }: { data: AdminIncorporationResponse }) {
  const inc = data.incorporation;
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader
        title="Invoices"
        icon={<Receipt className="size-5" aria-hidden="true" />}
        action={
          <Button size="sm" onClick={() => setOpen(true)}>
            Generate invoice
          </Button>
        }
      />
      {data.invoices.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-600">No invoices for this company yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.invoices.map((inv) => (
            <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{inv.number}</span>
                <span className="block text-sm text-slate-600">
                  {formatMoney(inv.totalMinor, inv.currency)} · issued {formatDate(inv.issuedAt)}
                </span>
              </span>
              <span className="flex items-center gap-2">
                <Badge tone={inv.status === 'paid' ? 'success' : inv.status === 'issued' ? 'warning' : 'neutral'}>{inv.status === 'issued' ? 'Unpaid' : inv.status === 'paid' ? 'Paid' : 'Cancelled'}</Badge>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Download ${inv.number} as PDF`}
                  icon={<Download className="size-4" aria-hidden="true" />}
                  onClick={() => downloadInvoicePdf(inv).catch((e: unknown) => toast.error(errorText(e, 'Failed to download invoice')))}
                >
                  PDF
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <GenerateInvoiceDialog open={open} onClose={() => setOpen(false)} companyId={inc.id} fromApplication={!!data.session} currency={CURRENCY_OF[inc.jurisdiction]} />
    </Card>
  );
}

function GenerateInvoiceDialog({
  open,
  onClose,
  companyId,
  fromApplication,
  currency,
}: {
  open: boolean;
  onClose: () => void;
  companyId: string;
  fromApplication: boolean;
  currency: string;
}) {
  const [generate, state] = useGenerateInvoiceMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(manualLineSchema, { defaultValues: { description: '', amount: '' } });
  useEffect(() => {
    if (open) reset({ description: '', amount: '' });
  }, [open, reset]);

  const send = async (body: Parameters<typeof generate>[0]['body']) => {
    try {
      const result = await generate({ id: companyId, body }).unwrap();
      toast.success(`${result.message || adminMessages.success.invoiceGenerated}: ${result.invoice.number}`);
      onClose();
    } catch (error) {
      toast.error(errorText(error, adminMessages.fallback.invoice));
    }
  };
  const onManual = handleSubmit(async ({ description, amount }) => {
    await send({ lines: [{ description, quantity: 1, unitPriceMinor: Math.round(Number(amount) * 100) }] });
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Generate invoice"
      description="An unpaid invoice is issued to the client, who is notified and can pay it from their dashboard."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {fromApplication ? (
            <Button loading={state.isLoading} onClick={() => void send({})}>
              Generate invoice
            </Button>
          ) : (
            <Button type="submit" form="invoice-form" loading={state.isLoading}>
              Generate invoice
            </Button>
          )}
        </>
      }
    >
      {state.isError ? <FormAlert>{errorText(state.error, adminMessages.fallback.invoice)}</FormAlert> : null}
      {fromApplication ? (
        <p className="text-sm text-slate-700">The invoice is priced from the application: the incorporation package and the services the client chose, at catalogue prices, with the tax of the company's jurisdiction.</p>
      ) : (
        <form id="invoice-form" onSubmit={onManual} noValidate className="space-y-4">
          <p className="text-sm text-slate-700">This company did not come through onboarding. Describe what the invoice is for; the tax of its jurisdiction is added.</p>
          <Field label="Description" error={errors.description?.message}>
            <Input maxLength={200} {...register('description')} />
          </Field>
          <Field label="Amount before tax" hint={`In ${currency}, e.g. 450.00`} error={errors.amount?.message}>
            <Input inputMode="decimal" {...register('amount')} />
          </Field>
        </form>
      )}
    </Modal>
  );
}

function ApplicationCard({ data }: { data: AdminIncorporationResponse }) {
  const session = data.session;
  const [preview, setPreview] = useState<UploadedFile | null>(null);
  return (
    <Card className="lg:col-span-2">
      <CardHeader
        title="Application"
        icon={<FileText className="size-5" aria-hidden="true" />}
        description={session ? `Started ${formatDate(session.createdAt)}${session.completedAt ? `, completed ${formatDate(session.completedAt)}` : ''}` : undefined}
        action={
          session ? (
            <Link to={`/dashboard/admin/staging/${session.id}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              Open staging session
            </Link>
          ) : undefined
        }
      />
      {!session ? (
        <p className="px-5 py-4 text-sm text-slate-600">This company was added directly, not through the onboarding application, so there is no application or KYC upload to show.</p>
      ) : (
        <div className="space-y-4 px-5 py-4">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-500">Applicant</dt>
              <dd className="text-slate-900">{session.fullName}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Contact</dt>
              <dd className="break-words text-slate-900">
                {session.contactEmail} · {session.contactNumber}
              </dd>
            </div>
          </dl>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">Uploaded files ({session.uploadedFiles.length})</h3>
            {session.uploadedFiles.length === 0 ? (
              <p className="text-sm text-slate-600">No files were uploaded.</p>
            ) : (
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                {session.uploadedFiles.map((f) => (
                  <li key={f.fileId} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
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
          </div>
          {preview ? <FilePreview name={preview.name} mimeType={preview.mimeType} url={preview.url} /> : null}
        </div>
      )}
    </Card>
  );
}
