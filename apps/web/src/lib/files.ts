import { MAX_UPLOAD_BYTES } from '@quayside/contract/constants';
import { fileMessages } from '@quayside/contract/messages';

/** The file kinds the client area takes, with what identifies each by name, type and first bytes. */
export const FILE_KINDS = {
  pdf: { label: 'PDF', mimes: ['application/pdf'], exts: ['pdf'], magic: [[0x25, 0x50, 0x44, 0x46]] },
  jpg: { label: 'JPEG', mimes: ['image/jpeg'], exts: ['jpg', 'jpeg'], magic: [[0xff, 0xd8, 0xff]] },
  png: { label: 'PNG', mimes: ['image/png'], exts: ['png'], magic: [[0x89, 0x50, 0x4e, 0x47]] },
  docx: {
    label: 'Word (DOCX)',
    mimes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    exts: ['docx'],
    magic: [[0x50, 0x4b, 0x03, 0x04]],
  },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

export type UploadRules = { kinds: readonly FileKind[]; maxBytes: number; maxFiles: number };

/** Uploads to a required document: PDF, JPEG or PNG, 10 MB each, up to 20 files (the API's limits). */
export const REQUIREMENT_UPLOAD: UploadRules = {
  kinds: ['pdf', 'jpg', 'png'],
  maxBytes: MAX_UPLOAD_BYTES,
  maxFiles: 20,
};
/** A final (signed) document or a replacement: one PDF, JPEG or PNG of up to 10 MB. */
export const SINGLE_UPLOAD: UploadRules = {
  kinds: ['pdf', 'jpg', 'png'],
  maxBytes: MAX_UPLOAD_BYTES,
  maxFiles: 1,
};

export function allowedLabel(kinds: readonly FileKind[]): string {
  const labels = kinds.map((k) => FILE_KINDS[k].label);
  return labels.length > 1
    ? `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`
    : (labels[0] ?? '');
}

/** The `accept` attribute of a file input for these kinds. */
export function acceptAttr(kinds: readonly FileKind[]): string {
  return kinds.flatMap((k) => [...FILE_KINDS[k].mimes, ...FILE_KINDS[k].exts.map((e) => `.${e}`)]).join(',');
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

function kindByName(file: File, kinds: readonly FileKind[]): FileKind | undefined {
  const ext = extensionOf(file.name);
  return kinds.find(
    (k) =>
      (FILE_KINDS[k].exts as readonly string[]).includes(ext) ||
      (FILE_KINDS[k].mimes as readonly string[]).includes(file.type),
  );
}

async function startsWithMagic(file: File, kind: FileKind): Promise<boolean> {
  try {
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    return FILE_KINDS[kind].magic.some((sig) => sig.every((b, i) => head[i] === b));
  } catch {
    // Unreadable here (some mobile pickers): the server checks the content anyway.
    return true;
  }
}

export type FileProblem = { file: File; message: string };

/**
 * Checks files before they are sent: count, size, type by name and by content, and empty files. The server
 * checks again by content; this only saves a slow upload that would be refused.
 */
export async function checkFiles(
  files: File[],
  rules: UploadRules,
): Promise<{ ok: File[]; problems: FileProblem[]; tooMany: string | null }> {
  const allowed = allowedLabel(rules.kinds);
  const problems: FileProblem[] = [];
  const ok: File[] = [];
  for (const file of files) {
    const kind = kindByName(file, rules.kinds);
    if (!kind) problems.push({ file, message: fileMessages.unsupportedType(allowed) });
    else if (file.size === 0) problems.push({ file, message: 'This file is empty.' });
    else if (file.size > rules.maxBytes)
      problems.push({ file, message: fileMessages.tooLarge(Math.round(rules.maxBytes / 1024 / 1024)) });
    else if (!(await startsWithMagic(file, kind)))
      problems.push({ file, message: fileMessages.mismatch(FILE_KINDS[kind].label) });
    else ok.push(file);
  }
  const tooMany =
    ok.length > rules.maxFiles
      ? `Upload at most ${rules.maxFiles} ${rules.maxFiles === 1 ? 'file' : 'files'} at a time.`
      : null;
  return { ok, problems, tooMany };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What the preview can show in the page. */
export function previewKind(mimeType: string, name: string): 'pdf' | 'image' | null {
  const ext = extensionOf(name);
  if (mimeType === 'application/pdf' || ext === 'pdf') return 'pdf';
  if (mimeType.startsWith('image/') || ['jpg', 'jpeg', 'png'].includes(ext)) return 'image';
  return null;
}

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Starts a download from a signed URL (same origin or the storage's), keeping the page. */
export function downloadUrl(url: string, filename: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
