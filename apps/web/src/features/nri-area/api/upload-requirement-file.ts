import { requirementUploadResponseSchema, type RequirementUploadResponse } from '@quayside/contract/client-area';
import { nriClientMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import type { ApiTagList } from '../../../lib/api/base-api';
import { useUpload, type UploadOptions } from '../../../lib/use-upload';

export type UploadNriRequirementArgs = { taskId: string; requirementId: string; file: File };

/**
 * POST /api/nri-client/tasks/{id}/requirements/{reqDocId}/upload (multipart, one file in the field `file`): the
 * file joins the requirement's document (one that takes a single file keeps one).
 */
export const uploadNriRequirementFile = (args: UploadNriRequirementArgs, options?: Partial<UploadOptions>) => {
  const form = new FormData();
  form.append('file', args.file, args.file.name);
  return apiCall(
    (http) =>
      http.post(
        `/api/nri-client/tasks/${encodeURIComponent(args.taskId)}/requirements/${encodeURIComponent(args.requirementId)}/upload`,
        form,
        { onUploadProgress: options?.onUploadProgress, signal: options?.signal },
      ),
    nriClientMessages.fallback.upload,
    requirementUploadResponseSchema,
  );
};

const tags = (_r: RequirementUploadResponse, a: UploadNriRequirementArgs): ApiTagList => [
  { type: 'NriTask', id: a.taskId },
  'NriTasks',
  'NriDocuments',
  'NriStatus',
];

/** The upload with its progress and cancel. */
export function useUploadNriRequirementFile() {
  return useUpload(uploadNriRequirementFile, tags);
}
