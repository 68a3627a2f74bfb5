import { documentResponseSchema, type DocumentResponse } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { useUpload, type UploadOptions } from '../../../lib/use-upload';

export type ReplaceDocumentArgs = { documentId: string; file: File };

/** PUT /api/client/replace-document/{id} (multipart, field `file`): a new file in place of the document's. */
export const replaceDocument = (args: ReplaceDocumentArgs, options?: Partial<UploadOptions>) => {
  const form = new FormData();
  form.append('file', args.file, args.file.name);
  return apiCall(
    (http) =>
      http.put(`/api/client/replace-document/${encodeURIComponent(args.documentId)}`, form, {
        onUploadProgress: options?.onUploadProgress,
        signal: options?.signal,
      }),
    clientMessages.fallback.replaceDocument,
    documentResponseSchema,
  );
};

const tags = (r: DocumentResponse) => [
  'Documents' as const,
  'Dashboard' as const,
  'Tasks' as const,
  ...(r.document.taskId ? [{ type: 'Task' as const, id: r.document.taskId }] : []),
];

export function useReplaceDocument() {
  return useUpload(replaceDocument, tags);
}
