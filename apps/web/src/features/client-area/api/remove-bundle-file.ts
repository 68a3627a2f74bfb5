import { documentResponseSchema, type DocumentResponse } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';

export type RemoveBundleFileArgs = { docId: string; fileId: string; taskId?: string | null };

/**
 * What DELETE /api/client/documents/{docId}/files/{fileId} answers: the document without the file, or, when the
 * last file went, the removed document's id (the spec leaves it open; both are accepted).
 */
const removeBundleFileResponseSchema = z.union([
  documentResponseSchema,
  z.object({ message: z.string(), id: z.string(), deleted: z.literal(true) }),
]);
export type RemoveBundleFileResponse = DocumentResponse | { message: string; id: string; deleted: true };

/** DELETE /api/client/documents/{docId}/files/{fileId}: takes one file out of a bundle. */
export const removeBundleFile = ({ docId, fileId }: RemoveBundleFileArgs) =>
  apiCall(
    (http) => http.delete(`/api/client/documents/${encodeURIComponent(docId)}/files/${encodeURIComponent(fileId)}`),
    clientMessages.fallback.removeFile,
    removeBundleFileResponseSchema,
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
