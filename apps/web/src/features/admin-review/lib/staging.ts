import { INCORPORATION_FILE_TYPE_LABELS, type UploadedFile } from '@quayside/contract/incorporation';

/** "Director 1: passport": which person of the application a file belongs to, and what it is. */
export function fileLabel(f: Pick<UploadedFile, 'roleType' | 'index' | 'fileType'>): string {
  const role = f.roleType === 'director' ? 'Director' : 'Shareholder';
  return `${role} ${f.index + 1}: ${INCORPORATION_FILE_TYPE_LABELS[f.fileType]}`;
}
