import { useState, type FormEvent } from 'react';
import { FileText, Upload } from 'lucide-react';
import type { Document } from '@quayside/contract/client-area';
import { NRI_DOCUMENT_KINDS, type NriDocumentKind } from '@quayside/contract/nri-area';
import { fileMessages, preparerAreaMessages, preparerMessages } from '@quayside/contract/messages';
import { FileDropZone } from '../../../components/form/file-drop-zone';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Options, Select } from '../../../components/form/select';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { DocumentRow } from '../../../components/work/document-row';
import { formatBytes, type UploadRules } from '../../../lib/files';
import { MAX_UPLOAD_BYTES } from '@quayside/contract/constants';
import { toastSuccess } from '../../../lib/toast-result';
import { isCancelled } from '../../../lib/use-upload';
import { useGetNriDocumentsInfiniteQuery } from '../api/get-nri-documents';
import { useUploadNriDocument } from '../api/upload-nri-document';
import { DocumentStatusBadge } from './badges';
import { NriFilingCard } from './nri-filing-card';
import { VerifyControls } from './verify-controls';

export const NRI_KIND_LABELS: Record<NriDocumentKind, string> = {
  general: 'Other document',
  draft_computation: 'Draft computation',
  acknowledgement: 'Filed acknowledgement',
};
/** The document types the API stores a filing's artifacts under. */
const ARTIFACT_KINDS: Partial<Record<string, NriDocumentKind>> = {
  nri_draft_computation: 'draft_computation',
  nri_itr_acknowledgement: 'acknowledgement',
};
/** A filing's artifact by its kind, the client's upload as theirs; anything else by its purpose and type. */
function nriDocumentLabel(doc: Document): string | undefined {
  const kind = doc.documentType ? ARTIFACT_KINDS[doc.documentType] : undefined;
  if (kind) return NRI_KIND_LABELS[kind];
  return doc.purpose === 'requirement' ? 'Uploaded by the client' : undefined;
}
const UPLOAD: UploadRules = { kinds: ['pdf', 'jpg', 'png', 'docx'], maxBytes: MAX_UPLOAD_BYTES, maxFiles: 1 };

/** The NRI client's documents (newest first, verify controls on theirs) and the upload of one with its kind. */
export function NriDocumentsPanel({ userId }: { userId: string }) {
  const query = useGetNriDocumentsInfiniteQuery(userId);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <Card className="overflow-hidden lg:col-span-2">
        <CardHeader title="Documents" description="Everything of this client, newest first" icon={<FileText className="size-5" aria-hidden="true" />} />
        <PagedList
          query={query}
          shown={items.length}
          failure={preparerMessages.fallback.nriDocuments}
          noun={['document', 'documents']}
          empty={<EmptyState title="No documents yet" description="Documents the client uploads, and those you upload for them, appear here." />}
        >
          <ul className="divide-y divide-slate-100" aria-label="Documents">
            {items.map((doc) => (
              <DocumentRow
                key={doc.id}
                doc={doc}
                label={nriDocumentLabel(doc)}
                badge={<DocumentStatusBadge status={doc.status} />}
                actions={doc.purpose === 'requirement' ? <VerifyControls doc={doc} /> : undefined}
              />
            ))}
          </ul>
        </PagedList>
      </Card>
      <div className="space-y-4 self-start">
        <NriFilingCard userId={userId} />
        <UploadCard userId={userId} />
      </div>
    </div>
  );
}

function UploadCard({ userId }: { userId: string }) {
  const { upload, uploading, progress, cancel, error, reset } = useUploadNriDocument();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<NriDocumentKind>('draft_computation');
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    setMissing(false);
    try {
      const result = await upload({ userId, file, kind, name: name.trim() || undefined });
      toastSuccess(result, preparerAreaMessages.success.documentUploaded);
      setFile(null);
      setName('');
    } catch (err) {
      if (!isCancelled(err)) return; // shown below
    }
  };

  return (
    <Card>
      <CardHeader
        title="Upload for the client"
        description="A draft computation asks the client to approve it."
        icon={<Upload className="size-5" aria-hidden="true" />}
      />
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Upload a document for the client">
        <CardBody className="space-y-3">
          <Field label="Kind">
            <Select value={kind} onChange={(e) => setKind(e.target.value as NriDocumentKind)}>
              <Options values={NRI_DOCUMENT_KINDS} labels={NRI_KIND_LABELS} />
            </Select>
          </Field>
          <FileDropZone
            rules={UPLOAD}
            onFiles={(files) => {
              reset();
              setMissing(false);
              setFile(files[0] ?? null);
            }}
            disabled={uploading}
            inputLabel="Choose the file to upload"
            compact
          />
          {file ? (
            <p className="flex items-center gap-2 text-sm text-slate-800">
              <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="text-xs text-slate-500">{formatBytes(file.size)}</span>
            </p>
          ) : null}
          <Field label="Name (optional)" hint="Defaults to the file's name">
            <Input value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
          </Field>
          {missing ? <FormAlert>{fileMessages.missing}</FormAlert> : null}
          {error ? <FormAlert>{error.message}</FormAlert> : null}
          {progress !== null ? <UploadProgress progress={progress} onCancel={cancel} label="Uploading" /> : null}
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
