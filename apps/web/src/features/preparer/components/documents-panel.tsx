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
import { DocumentRow } from '../../../components/work/document-row';
import { useGetPreparerCompanyDocumentsInfiniteQuery } from '../api/get-company-documents';
import { useUploadCompanyDocument } from '../api/upload-company-document';
import { toastSuccess } from '../lib/toast-result';
import { DocumentStatusBadge } from './badges';

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
              <DocumentRow key={doc.id} doc={doc} badge={<DocumentStatusBadge status={doc.status} />} actions={renderActions?.(doc)} />
            ))}
          </ul>
        </PagedList>
      </Card>
      <UploadCard companyId={companyId} />
    </div>
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
