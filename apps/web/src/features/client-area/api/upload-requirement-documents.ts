import {
  requirementUploadResponseSchema,
  type RequirementUploadResponse,
} from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { ApiRequestError, apiCall } from '../../../lib/api-client';
import { useUpload, type UploadOptions } from '../../../lib/use-upload';

export type UploadRequirementArgs = {
  requirementId: string;
  taskId: string;
  files: File[];
  /** One label per file ("Front page", "Back page"), in the files' order. */
  pageLabels?: string[];
  /** true: the new files replace what was uploaded; otherwise they are added to the bundle. */
  replace?: boolean;
};

/**
 * POST /api/client/tasks/requirements/{id}/upload (multipart): one file under `document`, several under
 * `documents`; pageLabels as JSON text of the list; replace as a boolean. The requirement becomes Pending.
 */
export const uploadRequirementDocuments = (args: UploadRequirementArgs, options?: Partial<UploadOptions>) => {
  if (args.files.length === 0)
    return Promise.reject(
      new ApiRequestError(clientMessages.errors.noFiles, 400, { code: 'VALIDATION_FAILED' }),
    );
  const form = new FormData();
  if (args.files.length === 1) {
    const [file] = args.files;
    if (file) form.append('document', file, file.name);
  } else {
    for (const file of args.files) form.append('documents', file, file.name);
  }
  const labels = args.pageLabels?.map((l) => l.trim());
  if (labels && labels.some(Boolean)) form.append('pageLabels', JSON.stringify(labels));
  if (args.replace !== undefined) form.append('replace', String(args.replace));
  return apiCall(
    (http) =>
      http.post(`/api/client/tasks/requirements/${encodeURIComponent(args.requirementId)}/upload`, form, {
        onUploadProgress: options?.onUploadProgress,
        signal: options?.signal,
      }),
    clientMessages.fallback.uploadRequirement,
    requirementUploadResponseSchema,
  );
};

const tags = (_r: RequirementUploadResponse, a: UploadRequirementArgs) => [
  { type: 'Task' as const, id: a.taskId },
  'Tasks' as const,
  'Documents' as const,
  'Dashboard' as const,
  'Actions' as const,
  'StatusSummary' as const,
];

/** The upload with its progress bar state and cancel. */
export function useUploadRequirementDocuments() {
  return useUpload(uploadRequirementDocuments, tags);
}
