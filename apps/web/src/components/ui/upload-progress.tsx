import { X } from 'lucide-react';

/** A progress bar for a running upload, with a cancel button. */
export function UploadProgress({
  progress,
  onCancel,
  label = 'Uploading',
}: {
  progress: number;
  onCancel?: () => void;
  label?: string;
}) {
  return (
    <div className="flex items-center gap-3" data-testid="upload-progress">
      <div className="min-w-0 flex-1">
        <div className="mb-1 flex justify-between text-xs text-slate-600">
          <span>{label}</span>
          <span className="tabular-nums">{progress}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
            style={{ width: `${progress}%` }}
          />
        </div>
      </div>
      {onCancel ? (
        <button
          type="button"
          onClick={onCancel}
          aria-label="Cancel upload"
          className="flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
