import { useState, type ReactNode } from 'react';
import { Download, Eye, FileText, Image as ImageIcon, RefreshCw, Trash2, X } from 'lucide-react';
import { toast } from 'sonner';
import { clientMessages } from '@quayside/contract/messages';
import type { Document, DocumentFile } from '@quayside/contract/client-area';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/form-errors';
import { useDeleteDocumentMutation } from '../api/delete-document';
import { useRemoveBundleFileMutation } from '../api/remove-bundle-file';
import { formatDate } from '../../../lib/format';
import { formatBytes, previewKind } from '../../../lib/files';
import { useCompanyLock } from '../lib/use-company-lock';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDownloadFile, type PreviewFile } from './file-preview-modal';
import { DocumentStatusBadge } from '../../../components/ui/status-badges';

const purposeLabels: Record<Document['purpose'], string> = {
  requirement: 'Requested document',
  final: 'Final document',
  kyc: 'KYC',
  incorporation: 'Incorporation',
  generated: 'Prepared by us',
  general: 'General',
};

function toPreview(doc: Document, file: DocumentFile): PreviewFile {
  return {
    docId: doc.id,
    fileId: file.fileId,
    name: file.name,
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    url: file.url,
  };
}

type DocumentItemProps = {
  document: Document;
  onPreview: (file: PreviewFile) => void;
  onReplace?: (document: Document) => void;
  /** Hide the purpose line (inside a task, where it is obvious). */
  compact?: boolean;
};

/**
 * One document: its status and review note, each file of the bundle with preview and download, and - until the
 * firm approves it - replace, delete, and removing one file from a bundle.
 */
export function DocumentItem({ document: doc, onPreview, onReplace, compact }: DocumentItemProps) {
  const [confirm, setConfirm] = useState<{ kind: 'delete' } | { kind: 'remove'; file: DocumentFile } | null>(
    null,
  );
  const [deleteDocument, deleting] = useDeleteDocumentMutation();
  const [removeFile, removing] = useRemoveBundleFileMutation();
  const downloadFile = useDownloadFile();
  const locked = doc.status === 'Approved';
  // The firm locked the company's dashboard: nothing of it can be changed (the banner above says why).
  const frozen = useCompanyLock().locked;
  const bundle = doc.files.length > 1;

  async function onConfirm() {
    if (!confirm) return;
    try {
      if (confirm.kind === 'delete') {
        const result = await deleteDocument({ id: doc.id, taskId: doc.taskId }).unwrap();
        toast.success(result.message || clientMessages.success.documentDeleted);
      } else {
        const result = await removeFile({
          docId: doc.id,
          fileId: confirm.file.fileId,
          taskId: doc.taskId,
        }).unwrap();
        toast.success(result.message || clientMessages.success.fileRemoved);
      }
      setConfirm(null);
    } catch (error) {
      toast.error(
        errorText(
          error,
          confirm.kind === 'delete'
            ? clientMessages.fallback.deleteDocument
            : clientMessages.fallback.removeFile,
        ),
      );
      setConfirm(null);
    }
  }

  return (
    <article
      className="rounded-lg border border-slate-200 bg-white"
      data-testid="document-item"
      data-id={doc.id}
      aria-label={doc.name}
    >
      <div className="flex flex-wrap items-start justify-between gap-2 px-4 pt-3">
        <div className="min-w-0">
          <h3 className="font-medium break-words text-slate-900">{doc.name}</h3>
          <p className="mt-0.5 text-xs text-slate-500">
            {compact ? null : <>{purposeLabels[doc.purpose]} · </>}
            Uploaded {formatDate(doc.uploadedAt)}
            {bundle ? ` · ${doc.files.length} files` : null}
          </p>
        </div>
        <DocumentStatusBadge status={doc.status} />
      </div>
      {doc.status === 'Rejected' && doc.rejectionReason ? (
        <p className="mx-4 mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-medium">Why it was rejected:</span> {doc.rejectionReason}
        </p>
      ) : null}
      <ul className="mt-2 divide-y divide-slate-100 border-t border-slate-100">
        {doc.files.map((file) => {
          const kind = previewKind(file.mimeType, file.name);
          const preview = toPreview(doc, file);
          return (
            <li key={file.fileId} className="flex items-center gap-3 px-4 py-2" data-testid="document-file">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-600">
                {kind === 'image' ? (
                  <ImageIcon className="size-4" aria-hidden="true" />
                ) : (
                  <FileText className="size-4" aria-hidden="true" />
                )}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm text-slate-800" title={file.name}>
                  {file.pageLabel ? <span className="font-medium">{file.pageLabel}: </span> : null}
                  {file.name}
                </p>
                <p className="text-xs text-slate-500">{formatBytes(file.sizeBytes)}</p>
              </div>
              <div className="flex shrink-0 items-center">
                {kind ? (
                  <IconButton label={`Preview ${file.name}`} onClick={() => onPreview(preview)}>
                    <Eye className="size-4" aria-hidden="true" />
                  </IconButton>
                ) : null}
                <IconButton label={`Download ${file.name}`} onClick={() => void downloadFile(preview)}>
                  <Download className="size-4" aria-hidden="true" />
                </IconButton>
                {bundle && !locked && !frozen ? (
                  <IconButton
                    label={`Remove ${file.name} from the bundle`}
                    onClick={() => setConfirm({ kind: 'remove', file })}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </IconButton>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {frozen ? null : !locked ? (
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 px-4 py-2">
          {onReplace ? (
            <Button
              size="sm"
              variant="ghost"
              icon={<RefreshCw className="size-4" aria-hidden="true" />}
              onClick={() => onReplace(doc)}
            >
              Replace
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={() => setConfirm({ kind: 'delete' })}
          >
            Delete
          </Button>
        </div>
      ) : (
        <p className="border-t border-slate-100 px-4 py-2 text-xs text-slate-500">
          Approved documents can no longer be changed.
        </p>
      )}
      <ConfirmDialog
        open={!!confirm}
        title={confirm?.kind === 'remove' ? 'Remove this file?' : 'Delete this document?'}
        description={
          confirm?.kind === 'remove'
            ? `"${confirm.file.name}" will be taken out of "${doc.name}". The other files stay.`
            : `"${doc.name}"${bundle ? ` and its ${doc.files.length} files` : ''} will be deleted. This cannot be undone.`
        }
        confirmLabel={confirm?.kind === 'remove' ? 'Remove file' : 'Delete document'}
        busy={deleting.isLoading || removing.isLoading}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirm(null)}
      />
    </article>
  );
}

function IconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {children}
    </button>
  );
}
