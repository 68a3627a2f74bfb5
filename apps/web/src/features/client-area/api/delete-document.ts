import { deleteDocumentResponseSchema } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';

export type DeleteDocumentResponse = z.infer<typeof deleteDocumentResponseSchema>;
export type DeleteDocumentArgs = { id: string; taskId?: string | null };

/** DELETE /api/client/document/{id}: answers the id and deleted: true. */
export const deleteDocument = (id: string) =>
  apiCall(
    (http) => http.delete(`/api/client/document/${encodeURIComponent(id)}`),
    clientMessages.fallback.deleteDocument,
    deleteDocumentResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    deleteDocument: build.mutation<DeleteDocumentResponse, DeleteDocumentArgs>({
      queryFn: ({ id }) => run(() => deleteDocument(id)),
      invalidatesTags: (_r, _e, { taskId }) => [
        'Documents',
        'Dashboard',
        'Tasks',
        'StatusSummary',
        ...(taskId ? [{ type: 'Task' as const, id: taskId }] : []),
      ],
    }),
  }),
});

export const { useDeleteDocumentMutation } = api;
