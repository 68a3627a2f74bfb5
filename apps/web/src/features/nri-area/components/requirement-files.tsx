import { useState } from 'react';
import { FileText, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { RequiredDocument } from '@quayside/contract/client-area';
import { clientMessages, nriClientMessages } from '@quayside/contract/messages';
import { FileDropZone } from '../../../components/form/file-drop-zone';
import { FormAlert } from '../../../components/form/field';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { formatBytes, REQUIREMENT_UPLOAD } from '../../../lib/files';
import { formatDate } from '../../../lib/format';
import { toastResult } from '../../../lib/toast-result';
import { isCancelled } from '../../../lib/use-upload';
import { useDeleteNriRequirementFileMutation } from '../api/delete-requirement-file';
import { useUploadNriRequirementFile } from '../api/upload-requirement-file';

type Props = { requirement: RequiredDocument; taskId: string; closed: boolean };

/**
 * What was uploaded to one required document (each file opens in a new tab and can be deleted while the task is
 * open), and the upload of a file to it (field `file`, with progress and cancel).
 */
export function RequirementFiles({ requirement, taskId, closed }: Props) {
  const doc = requirement.uploadedDoc;
  const editable = !closed && requirement.status !== 'Approved';
  return (
    <div className="space-y-3">
      {doc && doc.files.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={`Files for ${requirement.name}`}>
          {doc.files.map((f) => (
            <FileRow
              key={f.fileId}
              file={f}
              uploadedAt={doc.uploadedAt}
              onDelete={editable ? { taskId, requirementId: requirement.id } : null}
            />
          ))}
        </ul>
      ) : null}
      {doc?.rejectionReason ? <FormAlert>Your preparer asked for another file: {doc.rejectionReason}</FormAlert> : null}
      {editable ? <Uploader requirement={requirement} taskId={taskId} /> : null}
    </div>
  );
}

function FileRow({
  file,
  uploadedAt,
  onDelete,
}: {
  file: NonNullable<RequiredDocument['uploadedDoc']>['files'][number];
  uploadedAt: string;
  onDelete: { taskId: string; requirementId: string } | null;
}) {
  const [confirming, setConfirming] = useState(false);
  const [remove, state] = useDeleteNriRequirementFileMutation();
  async function onConfirm() {
    if (!onDelete) return;
    const ok = await toastResult(() => remove({ ...onDelete, fileId: file.fileId }).unwrap(), {
      success: nriClientMessages.success.fileRemoved,
      failure: clientMessages.fallback.removeFile,
    });
    if (ok) setConfirming(false);
  }
  return (
    <li className="flex items-center gap-3 px-3 py-2" data-testid="requirement-file">
      <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {file.url ? (
          <a href={file.url} target="_blank" rel="noreferrer" className="block truncate text-sm font-medium text-brand-700 hover:underline" title={file.name}>
            {file.name}
          </a>
        ) : (
          <span className="block truncate text-sm text-slate-800">{file.name}</span>
        )}
        <span className="text-xs text-slate-500">
          {formatBytes(file.sizeBytes)} · uploaded {formatDate(uploadedAt)}
        </span>
      </div>
      {onDelete ? (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          aria-label={`Delete ${file.name}`}
          className="flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Delete ${file.name}?`}
        description="The file is removed from this required document. You can upload another one."
        confirmLabel="Delete file"
        busy={state.isLoading}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}

function Uploader({ requirement, taskId }: { requirement: RequiredDocument; taskId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const { upload, progress, uploading, error, cancel, reset } = useUploadNriRequirementFile();
  const hasUpload = !!requirement.uploadedDoc && requirement.uploadedDoc.files.length > 0;

  async function send() {
    if (!file) return;
    try {
      const result = await upload({ taskId, requirementId: requirement.id, file });
      toast.success(result.message || nriClientMessages.success.documentUploaded);
      setFile(null);
    } catch (e) {
      if (isCancelled(e)) toast.info('Upload cancelled');
      // Other failures show under the file.
    }
  }

  return (
    <div className="space-y-3">
      <FileDropZone
        rules={REQUIREMENT_UPLOAD}
        onFiles={(files) => {
          reset();
          setFile(files[0] ?? null);
        }}
        disabled={uploading}
        inputLabel={`Choose a file for ${requirement.name}`}
        label={requirement.allowMultiple && hasUpload ? 'Drop another file here or choose one' : undefined}
        compact={hasUpload}
      />
      {file ? (
        <div className="rounded-lg border border-slate-200">
          <div className="flex items-center gap-2 px-3 py-2">
            <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate text-sm text-slate-800" title={file.name}>
              {file.name}
            </span>
            <span className="shrink-0 text-xs text-slate-500">{formatBytes(file.size)}</span>
          </div>
          {hasUpload && !requirement.allowMultiple ? (
            <p className="border-t border-slate-100 px-3 py-2 text-xs text-slate-500">The new file replaces the one uploaded before.</p>
          ) : null}
          <div className="flex flex-col gap-2 border-t border-slate-100 px-3 py-3 sm:flex-row sm:items-center sm:justify-end">
            {progress !== null ? (
              <div className="flex-1">
                <UploadProgress progress={progress} onCancel={cancel} label="Uploading file" />
              </div>
            ) : (
              <Button variant="secondary" onClick={() => setFile(null)} disabled={uploading}>
                Remove
              </Button>
            )}
            <Button onClick={() => void send()} loading={uploading}>
              Upload file
            </Button>
          </div>
        </div>
      ) : null}
      {error ? <FormAlert>{error.message}</FormAlert> : null}
    </div>
  );
}
