import { documentResponseSchema, type DocumentResponse } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { useUpload, type UploadOptions } from '../../../lib/use-upload';

export type UploadFinalArgs = { file: File; companyId?: string | undefined; name?: string; taskId?: string };

/** POST /api/client/upload-final-doc (multipart, field `file`): a final, signed document for a company. */
export const uploadFinalDocument = (args: UploadFinalArgs, options?: Partial<UploadOptions>) => {
  const form = new FormData();
  form.append('file', args.file, args.file.name);
  if (args.companyId) form.append('companyId', args.companyId);
  if (args.name?.trim()) form.append('name', args.name.trim());
  if (args.taskId) form.append('taskId', args.taskId);
  return apiCall(
    (http) =>
      http.post('/api/client/upload-final-doc', form, {
        onUploadProgress: options?.onUploadProgress,
        signal: options?.signal,
      }),
    clientMessages.fallback.uploadFinal,
    documentResponseSchema,
  );
};

const tags = (_r: DocumentResponse, a: UploadFinalArgs) => [
  'Documents' as const,
  'Dashboard' as const,
  ...(a.taskId ? [{ type: 'Task' as const, id: a.taskId }] : []),
];

export function useUploadFinalDocument() {
  return useUpload(uploadFinalDocument, tags);
}
