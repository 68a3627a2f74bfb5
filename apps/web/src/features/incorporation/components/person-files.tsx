import {
  INCORPORATION_FILE_TYPE_LABELS,
  type IncorporationFileType,
  type IncorporationRoleType,
  type PersonFiles,
} from '@quayside/contract/incorporation';
import { capitalise } from '../lib/text';
import { KycUpload } from './kyc-upload';

export type FileSlot = {
  fileType: IncorporationFileType;
  required: boolean;
  coveredNote?: string | undefined;
};

type PersonFilesFieldProps = {
  sessionId: string;
  roleType: IncorporationRoleType;
  index: number;
  slots: FileSlot[];
  /** The person's files by type (the form's `files` value). */
  value: PersonFiles | undefined;
  onChange: (files: PersonFiles) => void;
  /** The form's errors under `files` (one per missing type). */
  errors: unknown;
};

function errorFor(errors: unknown, fileType: string): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const entry = (errors as Record<string, unknown>)[fileType];
  if (!entry || typeof entry !== 'object') return undefined;
  const message = (entry as { message?: unknown }).message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * A person's KYC uploads, one row per file type. The files object never holds a key without a file (the
 * contract's record rejects one), so removing a file deletes its key.
 */
export function PersonFilesField({
  sessionId,
  roleType,
  index,
  slots,
  value,
  onChange,
  errors,
}: PersonFilesFieldProps) {
  const files = value ?? {};
  return (
    <div className="space-y-2">
      {slots.map(({ fileType, required, coveredNote }) => (
        <KycUpload
          key={fileType}
          sessionId={sessionId}
          roleType={roleType}
          index={index}
          fileType={fileType}
          label={capitalise(INCORPORATION_FILE_TYPE_LABELS[fileType])}
          required={required}
          value={files[fileType]}
          coveredNote={coveredNote}
          error={errorFor(errors, fileType)}
          onChange={(ref) => {
            const next: PersonFiles = { ...files };
            if (ref) next[fileType] = ref;
            else delete next[fileType];
            onChange(next);
          }}
        />
      ))}
    </div>
  );
}
