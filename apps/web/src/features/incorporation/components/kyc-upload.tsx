import { useEffect, useId, useRef, useState } from 'react';
import { CircleAlert, FileCheck2, Upload, X } from 'lucide-react';
import { toast } from 'sonner';
import { MAX_UPLOAD_BYTES } from '@quayside/contract/constants';
import {
  INCORPORATION_FILE_TYPE_LABELS,
  INCORPORATION_UPLOAD_ACCEPT,
  type FileRef,
  type IncorporationFileType,
  type IncorporationRoleType,
} from '@quayside/contract/incorporation';
import { fileMessages, incorporationMessages } from '@quayside/contract/messages';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { uploadKycFile } from '../api/upload-kyc-file';
import { errorText } from '../../../lib/form-errors';

type KycUploadProps = {
  sessionId: string;
  roleType: IncorporationRoleType;
  /** The person's position in the list. */
  index: number;
  fileType: IncorporationFileType;
  label: string;
  required?: boolean;
  value: FileRef | undefined;
  onChange: (file: FileRef | undefined) => void;
  /** The form's own error for this file (e.g. "Upload the passport of director 1."). */
  error?: string | undefined;
  /** A note instead of the upload button (e.g. covered by the same person's director files). */
  coveredNote?: string | undefined;
};

const MAX_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

/**
 * One KYC file of one person: pick a PDF, JPEG or PNG, watch it go up (a progress bar from the upload's own
 * progress events), see what the server said when it refused it (type by content, size), and replace or remove it.
 */
export function KycUpload({
  sessionId,
  roleType,
  index,
  fileType,
  label,
  required,
  value,
  onChange,
  error,
  coveredNote,
}: KycUploadProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const upload = async (file: File) => {
    setUploadError(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      setUploadError(fileMessages.tooLarge(MAX_MB));
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    try {
      const result = await uploadKycFile({
        sessionId,
        file,
        roleType,
        index,
        fileType,
        signal: controller.signal,
        onProgress: setProgress,
      });
      onChange({ fileId: result.file.fileId, name: result.file.name, url: result.url });
      toast.success(result.message || incorporationMessages.success.fileUploaded);
    } catch (e) {
      if (!controller.signal.aborted) setUploadError(errorText(e, incorporationMessages.fallback.uploadFile));
    } finally {
      abortRef.current = null;
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const uploading = progress !== null;
  const shownError = uploadError ?? error;
  const describedBy = shownError ? `${inputId}-error` : undefined;

  return (
    <div
      className={cn(
        'rounded-lg border px-3 py-3',
        shownError
          ? 'border-red-300 bg-red-50/40'
          : value
            ? 'border-emerald-200 bg-emerald-50/40'
            : 'border-dashed border-slate-300',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-800">
            {label}
            {required ? (
              <span className="text-slate-500"> (required)</span>
            ) : (
              <span className="text-slate-500"> (optional)</span>
            )}
          </p>
          {value ? (
            <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-emerald-800">
              <FileCheck2 className="size-4 shrink-0" aria-hidden="true" />
              {value.url ? (
                <a
                  href={value.url}
                  target="_blank"
                  rel="noreferrer"
                  className="truncate underline underline-offset-2"
                >
                  {value.name}
                </a>
              ) : (
                <span className="truncate">{value.name}</span>
              )}
            </p>
          ) : coveredNote ? (
            <p className="mt-0.5 text-sm text-slate-600">{coveredNote}</p>
          ) : (
            <p className="mt-0.5 text-xs text-slate-500">PDF, JPEG or PNG, up to {MAX_MB} MB</p>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={INCORPORATION_UPLOAD_ACCEPT}
            className="sr-only"
            aria-describedby={describedBy}
            // Unique on the page: every director and shareholder has the same kinds of file.
            aria-label={`${value ? 'Replace' : 'Upload'} ${INCORPORATION_FILE_TYPE_LABELS[fileType]} of ${roleType} ${index + 1}`}
            disabled={uploading}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          {uploading ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => abortRef.current?.abort()}
              icon={<X className="size-4" aria-hidden="true" />}
            >
              Cancel
            </Button>
          ) : (
            <>
              {value ? (
                <Button variant="ghost" size="sm" onClick={() => onChange(undefined)}>
                  Remove
                </Button>
              ) : null}
              <label
                htmlFor={inputId}
                className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-within:outline-2 focus-within:outline-brand-600"
              >
                <Upload className="size-4" aria-hidden="true" />
                {value ? 'Replace' : 'Upload'}
              </label>
            </>
          )}
        </div>
      </div>
      {uploading ? (
        <div className="mt-2">
          <div
            className="h-2 overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-label={`Uploading ${INCORPORATION_FILE_TYPE_LABELS[fileType]} of ${roleType} ${index + 1}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${progress}%` }}
            />
          </div>
          <p className="mt-1 text-xs text-slate-600 tabular-nums">Uploading… {progress}%</p>
        </div>
      ) : null}
      {shownError ? (
        <p
          id={describedBy}
          className="mt-2 flex items-start gap-1.5 text-sm text-red-700"
          role={uploadError ? 'alert' : undefined}
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{shownError}</span>
        </p>
      ) : null}
    </div>
  );
}
