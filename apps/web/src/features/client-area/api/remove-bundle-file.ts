import { documentResponseSchema, type DocumentResponse } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';

export type RemoveBundleFileArgs = { docId: string; fileId: string; taskId?: string | null };

/** The document without the file. The last file of a document cannot be removed (delete the document). */
export type RemoveBundleFileResponse = DocumentResponse;

/** DELETE /api/client/documents/{docId}/files/{fileId}: takes one file out of a bundle. */
export const removeBundleFile = ({ docId, fileId }: RemoveBundleFileArgs) =>
  apiCall(
    (http) =>
      http.delete(`/api/client/documents/${encodeURIComponent(docId)}/files/${encodeURIComponent(fileId)}`),
    clientMessages.fallback.removeFile,
    documentResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    removeBundleFile: build.mutation<RemoveBundleFileResponse, RemoveBundleFileArgs>({
      queryFn: (args) => run(() => removeBundleFile(args)),
      invalidatesTags: (_r, _e, { taskId }) => [
        'Documents',
        'Dashboard',
        'Tasks',
        ...(taskId ? [{ type: 'Task' as const, id: taskId }] : []),
      ],
    }),
  }),
});

export const { useRemoveBundleFileMutation } = api;
