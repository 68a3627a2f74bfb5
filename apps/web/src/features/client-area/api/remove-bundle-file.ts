import { documentResponseSchema, type DocumentResponse } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

export type RemoveBundleFileArgs = { docId: string; fileId: string; taskId?: string | null };

/** The document without the file. The last file of a document cannot be removed (delete the document). */
export type RemoveBundleFileResponse = DocumentResponse;

/** DELETE /api/client/documents/{docId}/files/{fileId}: takes one file out of a bundle. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    removeBundleFile: build.mutation<RemoveBundleFileResponse, RemoveBundleFileArgs>({
      query: ({ docId, fileId }) => ({
        url: `/api/client/documents/${encodeURIComponent(docId)}/files/${encodeURIComponent(fileId)}`,
        method: 'DELETE',
        fallback: clientMessages.fallback.removeFile,
        schema: documentResponseSchema,
      }),
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
