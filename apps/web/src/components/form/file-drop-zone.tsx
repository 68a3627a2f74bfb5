import { useId, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { UploadCloud } from 'lucide-react';
import { cn } from '../../lib/cn';
import {
  acceptAttr,
  allowedLabel,
  checkFiles,
  formatBytes,
  type FileProblem,
  type UploadRules,
} from '../../lib/files';

type FileDropZoneProps = {
  rules: UploadRules;
  /** Receives the files that passed the checks (never an empty list). */
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  /** The visible call to action, e.g. "Drop files here or choose files". */
  label?: string;
  /** Names the hidden input for tests and assistive technology. */
  inputLabel: string;
  compact?: boolean;
};

/**
 * Drag-and-drop area that also opens the file picker on click, Enter or Space (and on phones, the camera/files
 * sheet). Files are checked here first - type by name and content, size, count - and every refused file is
 * listed with the reason, so nothing slow is sent only to be refused.
 */
export function FileDropZone({
  rules,
  onFiles,
  multiple = false,
  disabled,
  label,
  inputLabel,
  compact,
}: FileDropZoneProps) {
  const hintId = useId();
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const allowed = allowedLabel(rules.kinds);
  const maxMb = Math.round(rules.maxBytes / 1024 / 1024);

  async function take(files: File[]) {
    if (files.length === 0) return;
    const picked = multiple ? files : files.slice(0, 1);
    const {
      ok,
      problems: found,
      tooMany,
    } = await checkFiles(picked, multiple ? rules : { ...rules, maxFiles: 1 });
    setProblems(found);
    setNotice(
      !multiple && files.length > 1 ? 'Only one file can be uploaded here; the first was taken.' : tooMany,
    );
    if (tooMany) return;
    if (ok.length > 0) onFiles(ok);
  }

  // react-dropzone handles dragging, dropping, the picker (click, Enter, Space) and the hidden input; the
  // checks stay ours (type by content too, and the catalogue's texts), so it is given no rules of its own and
  // every file it hands over, kept or "rejected" for being one too many, is checked here in the order chosen.
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    multiple,
    disabled,
    onDrop: (accepted, rejected) => void take([...accepted, ...rejected.map((r) => r.file)]),
  });

  return (
    <div>
      <div
        {...getRootProps({
          role: 'button',
          'aria-disabled': disabled || undefined,
          'aria-describedby': hintId,
        })}
        data-dragging={isDragActive || undefined}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed text-center transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          compact ? 'gap-1 px-4 py-4' : 'gap-2 px-6 py-8',
          isDragActive
            ? 'border-brand-600 bg-brand-50'
            : 'border-slate-300 bg-slate-50/60 hover:border-brand-600 hover:bg-brand-50/50',
          disabled && 'cursor-not-allowed opacity-60 hover:border-slate-300 hover:bg-slate-50/60',
        )}
      >
        <UploadCloud className={cn('text-brand-600', compact ? 'size-6' : 'size-8')} aria-hidden="true" />
        <p className="text-sm font-medium text-slate-800">
          {label ?? (multiple ? 'Drop files here or choose files' : 'Drop a file here or choose a file')}
        </p>
        <p id={hintId} className="text-xs text-slate-500">
          {allowed}, up to {maxMb} MB {multiple ? `each, ${rules.maxFiles} files at most` : ''}
        </p>
      </div>
      {/* Outside the button: a focusable control inside role="button" is nested-interactive (axe, WCAG 4.1.2). */}
      <input {...getInputProps({ accept: acceptAttr(rules.kinds), 'aria-label': inputLabel, disabled })} />
      {notice || problems.length > 0 ? (
        <div
          role="alert"
          className="mt-2 space-y-1 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {notice ? <p>{notice}</p> : null}
          {problems.map((p, i) => (
            <p key={`${p.file.name}-${i}`} className="break-words">
              <span className="font-medium">{p.file.name}</span> ({formatBytes(p.file.size)}): {p.message}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
