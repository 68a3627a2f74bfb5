import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FileText, Upload } from 'lucide-react';
import type { Document } from '@quayside/contract/client-area';
import { fileMessages, preparerAreaMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { errorText } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { useGetPreparerCompanyDocumentsInfiniteQuery } from '../api/get-company-documents';
import { useUploadCompanyDocument } from '../api/upload-company-document';
import { toastSuccess } from '../lib/toast-result';
import { DocumentStatusBadge } from './badges';

export const PURPOSE_LABELS: Record<Document['purpose'], string> = {
  requirement: 'Requested from the client',
  final: 'Final document',
  kyc: 'KYC',
  incorporation: 'Incorporation',
  generated: 'Prepared by the firm',
  general: 'General',
};

/**
 * The company's documents (newest first) and the upload of a document for the client. `renderActions` adds
 * controls per document (the verify control, once that call exists).
 */
export function DocumentsPanel({ companyId, renderActions }: { companyId: string; renderActions?: (doc: Document) => ReactNode }) {
  const query = useGetPreparerCompanyDocumentsInfiniteQuery(companyId);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <Card className="overflow-hidden lg:col-span-2">
        <CardHeader title="Documents" description="Everything of this company, newest first" icon={<FileText className="size-5" aria-hidden="true" />} />
        <PagedList
          query={query}
          shown={items.length}
          failure={preparerAreaMessages.fallback.documents}
          noun={['document', 'documents']}
          empty={<EmptyState title="No documents yet" description="Documents the client uploads, and those you upload for them, appear here." />}
        >
          <ul className="divide-y divide-slate-100" aria-label="Documents">
            {items.map((doc) => (
              <DocumentRow key={doc.id} doc={doc} actions={renderActions?.(doc)} />
            ))}
          </ul>
        </PagedList>
      </Card>
      <UploadCard companyId={companyId} />
    </div>
  );
}

function DocumentRow({ doc, actions }: { doc: Document; actions?: ReactNode }) {
  return (
    <li className="space-y-2 px-5 py-3">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="break-words font-medium text-slate-900">{doc.name}</p>
          <p className="text-sm text-slate-600">
            {PURPOSE_LABELS[doc.purpose]}
            {doc.documentType ? ` · ${doc.documentType}` : ''} · uploaded {formatDate(doc.uploadedAt)}
          </p>
          {doc.rejectionReason ? <p className="mt-1 text-sm break-words text-red-700">Rejected: {doc.rejectionReason}</p> : null}
        </div>
        <span className="shrink-0 self-start">
          <DocumentStatusBadge status={doc.status} />
        </span>
      </div>
      {doc.files.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={`Files of ${doc.name}`}>
          {doc.files.map((f) => (
            <li key={f.fileId} className="min-w-0">
              {f.url ? (
                <a href={f.url} target="_blank" rel="noreferrer" className="break-all font-medium text-brand-700 hover:underline">
                  {f.pageLabel ? `${f.pageLabel}: ` : ''}
                  {f.name}
                </a>
              ) : (
                <span className="break-all text-slate-700">{f.name}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {actions ? <div>{actions}</div> : null}
    </li>
  );
}

/** Upload a document for the company's client (PDF, JPG, PNG or DOCX); it is verified, as the firm made it. */
function UploadCard({ companyId }: { companyId: string }) {
  const { upload, uploading } = useUploadCompanyDocument();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const formId = useId();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setProblem(fileMessages.missing);
      return;
    }
    setProblem(null);
    try {
      const result = await upload({ companyId, file, name: name || undefined });
      toastSuccess(result, preparerAreaMessages.success.documentUploaded);
      setFile(null);
      setName('');
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      setProblem(errorText(error, preparerAreaMessages.fallback.uploadDocument));
    }
  };

  return (
    <Card className="self-start">
      <CardHeader title="Upload for the client" description="The client sees it in their documents." icon={<Upload className="size-5" aria-hidden="true" />} />
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={`${formId}-title`}>
        <span id={`${formId}-title`} className="sr-only">
          Upload a document for the client
        </span>
        <CardBody className="space-y-3">
          <Field label="File" hint="PDF, JPG, PNG or DOCX" error={problem && !file ? problem : undefined}>
            <Input
              ref={fileInput}
              type="file"
              accept=".pdf,.jpg,.jpeg,.png,.docx,application/pdf,image/jpeg,image/png,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="py-2"
            />
          </Field>
          <Field label="Name (optional)" hint="Defaults to the file's name">
            <Input value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
          </Field>
          {problem && file ? <FormAlert>{problem}</FormAlert> : null}
          <div className="flex justify-end">
            <Button type="submit" loading={uploading} icon={<Upload className="size-4" aria-hidden="true" />}>
              Upload
            </Button>
          </div>
        </CardBody>
      </form>
    </Card>
  );
}
