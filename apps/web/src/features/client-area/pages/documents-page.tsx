import { useState } from 'react';
import { FileText, FileUp } from 'lucide-react';
import { toast } from 'sonner';
import { clientMessages } from '@quayside/contract/messages';
import {
  DOCUMENT_PURPOSES,
  DOCUMENT_STATUSES,
  type Document,
  type DocumentPurpose,
  type DocumentStatus,
} from '@quayside/contract/client-area';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedList } from '../../../components/ui/paged-list';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useGetDocumentsInfiniteQuery } from '../api/get-documents';
import { useUploadFinalDocument } from '../api/upload-final-document';
import { CompanySwitcher } from '../components/company-switcher';
import { DocumentItem } from '../components/document-item';
import { FileDropZone } from '../../../components/form/file-drop-zone';
import { FilePreviewModal, type PreviewFile } from '../components/file-preview-modal';
import { FilterSelect, Options } from '../../../components/form/select';
import { NoMatches } from '../components/no-matches';
import { ReplaceDocumentDialog } from '../components/replace-document-dialog';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { formatBytes, SINGLE_UPLOAD } from '../../../lib/files';
import { useCompanyLock } from '../lib/use-company-lock';
import { isCancelled } from '../../../lib/use-upload';
import { useCompanyArg } from '../lib/use-company';
import { useUrlFilters } from '../lib/use-url-filters';
import { useDocumentTitle } from '../../../lib/use-document-title';

const statusLabels: Record<DocumentStatus, string> = {
  Pending: 'Waiting for review',
  Approved: 'Approved',
  Rejected: 'Rejected',
};
const purposeLabels: Record<DocumentPurpose, string> = {
  requirement: 'Requested documents',
  final: 'Final documents',
  kyc: 'KYC',
  incorporation: 'Incorporation',
  generated: 'Prepared by us',
  general: 'General',
};
const isStatus = (v: string | null): v is DocumentStatus =>
  !!v && (DOCUMENT_STATUSES as readonly string[]).includes(v);
const isPurpose = (v: string | null): v is DocumentPurpose =>
  !!v && (DOCUMENT_PURPOSES as readonly string[]).includes(v);

/** /dashboard/client/documents: every document of the company, filters in the URL, and final-document upload. */
export function DocumentsPage() {
  useDocumentTitle('Documents');
  const { params, setParam, clear } = useUrlFilters();
  const status = isStatus(params.get('status')) ? (params.get('status') as DocumentStatus) : undefined;
  const purpose = isPurpose(params.get('purpose')) ? (params.get('purpose') as DocumentPurpose) : undefined;
  const { companyId } = useCompanyArg();
  const query = useGetDocumentsInfiniteQuery({ companyId, status, purpose });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const [preview, setPreview] = useState<PreviewFile | null>(null);
  const [replacing, setReplacing] = useState<Document | null>(null);
  const filtered = !!status || !!purpose;

  return (
    <div>
      <PageHeader
        title="Documents"
        description="What you have sent us and what we have prepared for you."
        actions={<CompanySwitcher />}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Card>
            {/* Names the list, so each document's own heading (h3) sits under one (axe heading-order). */}
            <h2 className="sr-only">Your documents</h2>
            <div className="grid grid-cols-2 gap-3 border-b border-slate-100 p-4 sm:flex">
              <FilterSelect
                aria-label="Filter by status"
                value={status ?? ''}
                onChange={(e) => setParam('status', e.target.value)}
                className="min-w-0"
              >
                <option value="">Any status</option>
                <Options values={DOCUMENT_STATUSES} labels={statusLabels} />
              </FilterSelect>
              <FilterSelect
                aria-label="Filter by kind"
                value={purpose ?? ''}
                onChange={(e) => setParam('purpose', e.target.value)}
                className="min-w-0"
              >
                <option value="">Every kind</option>
                <Options values={DOCUMENT_PURPOSES} labels={purposeLabels} />
              </FilterSelect>
            </div>
            <PagedList
              query={query}
              shown={items.length}
              failure={clientMessages.fallback.documents}
              noun={['document', 'documents']}
              skeleton={<ListSkeleton rows={4} label="Loading documents" />}
              empty={
                filtered ? (
                  <NoMatches title="No documents match" onClear={clear} />
                ) : (
                  <EmptyState
                    icon={<FileText className="size-6" aria-hidden="true" />}
                    title="No documents yet"
                    description="Documents you upload for your tasks, and those we prepare for you, appear here."
                  />
                )
              }
            >
              <div
                className={cn(
                  // One track that may shrink: without it a long file name widens the list past a phone's screen.
                  'grid grid-cols-1 gap-3 p-4',
                  query.isFetching && !query.isFetchingNextPage && 'opacity-60',
                )}
                data-testid="document-list"
              >
                {items.map((doc) => (
                  <DocumentItem key={doc.id} document={doc} onPreview={setPreview} onReplace={setReplacing} />
                ))}
              </div>
            </PagedList>
          </Card>
        </div>
        <div>
          <FinalDocumentUpload companyId={companyId} />
        </div>
      </div>
      <FilePreviewModal file={preview} onClose={() => setPreview(null)} />
      <ReplaceDocumentDialog document={replacing} onClose={() => setReplacing(null)} />
    </div>
  );
}

/** Upload a final (signed) document: one file, an optional name, with progress. */
function FinalDocumentUpload({ companyId }: { companyId?: string | undefined }) {
  const [file, setFile] = useState<File | null>(null);
  const frozen = useCompanyLock().locked;
  const [name, setName] = useState('');
  const { upload, progress, uploading, error, cancel, reset } = useUploadFinalDocument();

  async function send() {
    if (!file) return;
    try {
      const result = await upload({ file, companyId, name });
      toast.success(result.message || clientMessages.success.finalUploaded);
      setFile(null);
      setName('');
    } catch (e) {
      if (isCancelled(e)) toast.info('Upload cancelled');
    }
  }

  return (
    <Card>
      <CardHeader
        title="Upload a final document"
        description="A signed resolution, a filed form, or anything else we asked you to send back."
        icon={<FileUp className="size-5" aria-hidden="true" />}
      />
      <CardBody className="space-y-4">
        <FileDropZone
          rules={SINGLE_UPLOAD}
          onFiles={(files) => {
            reset();
            const f = files[0] ?? null;
            setFile(f);
            if (f && !name) setName(f.name.replace(/\.[^.]+$/, ''));
          }}
          disabled={uploading || frozen}
          inputLabel="Choose a final document"
        />
        {file ? (
          <>
            <p className="text-sm text-slate-700">
              Selected: <span className="font-medium break-all">{file.name}</span> ({formatBytes(file.size)})
            </p>
            <Field label="Name shown in your documents" hint="Optional. The file name is used otherwise.">
              <Input
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={200}
                disabled={uploading}
              />
            </Field>
            {progress !== null ? <UploadProgress progress={progress} onCancel={cancel} /> : null}
            <div className="flex justify-end gap-2">
              <Button
                variant="secondary"
                onClick={() => {
                  setFile(null);
                  setName('');
                  reset();
                }}
                disabled={uploading}
              >
                Clear
              </Button>
              <Button onClick={() => void send()} loading={uploading}>
                Upload
              </Button>
            </div>
          </>
        ) : null}
        {error ? <FormAlert>{error.message}</FormAlert> : null}
      </CardBody>
    </Card>
  );
}
