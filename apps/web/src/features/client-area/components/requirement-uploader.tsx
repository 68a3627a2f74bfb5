import { useId, useState } from 'react';
import { FileText, X } from 'lucide-react';
import { toast } from 'sonner';
import { clientMessages } from '@quayside/contract/messages';
import type { RequiredDocument } from '@quayside/contract/client-area';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { useUploadRequirementDocuments } from '../api/upload-requirement-documents';
import { formatBytes, REQUIREMENT_UPLOAD } from '../../../lib/files';
import { isCancelled } from '../../../lib/use-upload';
import { FileDropZone } from '../../../components/form/file-drop-zone';
import { useCompanyLock } from '../lib/use-company-lock';
import { UploadProgress } from '../../../components/ui/upload-progress';

type Staged = { key: string; file: File; label: string };
let stagedSeq = 0;

/**
 * Uploads to one required document: drop or choose files, label the pages of a bundle, choose whether they join
 * or replace what is there, watch the progress. The requirement becomes Pending once uploaded.
 */
export function RequirementUploader({
  requirement,
  taskId,
}: {
  requirement: RequiredDocument;
  taskId: string;
}) {
  const [staged, setStaged] = useState<Staged[]>([]);
  const frozen = useCompanyLock().locked;
  const hasUpload = !!requirement.uploadedDoc && requirement.uploadedDoc.files.length > 0;
  // A single-file requirement always replaces; a bundle adds unless the client chooses otherwise.
  const [mode, setMode] = useState<'add' | 'replace'>('add');
  const { upload, progress, uploading, error, cancel, reset } = useUploadRequirementDocuments();
  const groupId = useId();
  const multiple = requirement.allowMultiple;

  function addFiles(files: File[]) {
    reset();
    const next = files.map((file) => ({ key: `s${++stagedSeq}`, file, label: '' }));
    setStaged((current) =>
      multiple ? [...current, ...next].slice(0, REQUIREMENT_UPLOAD.maxFiles) : next.slice(0, 1),
    );
  }

  async function send() {
    if (staged.length === 0) return;
    const replace = hasUpload ? (multiple ? mode === 'replace' : true) : undefined;
    try {
      const result = await upload({
        requirementId: requirement.id,
        taskId,
        files: staged.map((s) => s.file),
        pageLabels: multiple ? staged.map((s) => s.label) : undefined,
        replace,
      });
      toast.success(
        result.message ||
          (staged.length > 1
            ? clientMessages.success.documentsUploaded
            : clientMessages.success.documentUploaded),
      );
      setStaged([]);
      setMode('add');
    } catch (e) {
      if (isCancelled(e)) toast.info('Upload cancelled');
      // Other failures show under the files.
    }
  }

  const action = hasUpload
    ? multiple
      ? 'Add files'
      : 'Upload a new version'
    : multiple
      ? 'Upload files'
      : 'Upload file';

  return (
    <div className="space-y-3">
      <FileDropZone
        rules={REQUIREMENT_UPLOAD}
        multiple={multiple}
        onFiles={addFiles}
        disabled={uploading || frozen}
        inputLabel={`Choose files for ${requirement.name}`}
        label={multiple ? 'Drop files here or choose files (every page, front and back)' : undefined}
        compact={hasUpload}
      />
      {staged.length > 0 ? (
        <div className="rounded-lg border border-slate-200">
          <ul className="divide-y divide-slate-100">
            {staged.map((s, i) => (
              <li key={s.key} className="flex flex-col gap-2 px-3 py-2 sm:flex-row sm:items-center">
                <div className="flex min-w-0 flex-1 items-center gap-2">
                  <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <span className="min-w-0 truncate text-sm text-slate-800" title={s.file.name}>
                    {s.file.name}
                  </span>
                  <span className="shrink-0 text-xs text-slate-500">{formatBytes(s.file.size)}</span>
                </div>
                <div className="flex items-center gap-2">
                  {multiple ? (
                    <Input
                      value={s.label}
                      onChange={(e) =>
                        setStaged((list) =>
                          list.map((x) => (x.key === s.key ? { ...x, label: e.target.value } : x)),
                        )
                      }
                      placeholder={`Page ${i + 1} label (optional)`}
                      aria-label={`Label for ${s.file.name}`}
                      maxLength={80}
                      disabled={uploading}
                      className="h-9 sm:w-52"
                    />
                  ) : null}
                  <button
                    type="button"
                    onClick={() => setStaged((list) => list.filter((x) => x.key !== s.key))}
                    disabled={uploading}
                    aria-label={`Do not upload ${s.file.name}`}
                    className="flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </div>
              </li>
            ))}
          </ul>
          {hasUpload && multiple ? (
            <fieldset className="border-t border-slate-100 px-3 py-2">
              <legend className="sr-only">What to do with the files already uploaded</legend>
              <div className="flex flex-col gap-1 text-sm sm:flex-row sm:gap-4">
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={groupId}
                    checked={mode === 'add'}
                    onChange={() => setMode('add')}
                    disabled={uploading}
                  />
                  Add to the files already uploaded
                </label>
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={groupId}
                    checked={mode === 'replace'}
                    onChange={() => setMode('replace')}
                    disabled={uploading}
                  />
                  Replace the files already uploaded
                </label>
              </div>
            </fieldset>
          ) : null}
          {hasUpload && !multiple ? (
            <p className="border-t border-slate-100 px-3 py-2 text-xs text-slate-500">
              The new file replaces the one uploaded before.
            </p>
          ) : null}
          <div className="flex flex-col gap-2 border-t border-slate-100 px-3 py-3 sm:flex-row sm:items-center sm:justify-end">
            {progress !== null ? (
              <div className="flex-1">
                <UploadProgress
                  progress={progress}
                  onCancel={cancel}
                  label={`Uploading ${staged.length === 1 ? 'file' : `${staged.length} files`}`}
                />
              </div>
            ) : null}
            <Button onClick={() => void send()} loading={uploading}>
              {action}
            </Button>
          </div>
        </div>
      ) : null}
      {error ? <FormAlert>{error.message}</FormAlert> : null}
    </div>
  );
}
