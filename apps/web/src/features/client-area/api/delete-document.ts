import { deleteDocumentResponseSchema } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

export type DeleteDocumentResponse = z.infer<typeof deleteDocumentResponseSchema>;
export type DeleteDocumentArgs = { id: string; taskId?: string | null };

/** DELETE /api/client/document/{id}: answers the id and deleted: true. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteDocument: build.mutation<DeleteDocumentResponse, DeleteDocumentArgs>({
      query: ({ id }) => ({
        url: `/api/client/document/${encodeURIComponent(id)}`,
        method: 'DELETE',
        fallback: clientMessages.fallback.deleteDocument,
        schema: deleteDocumentResponseSchema,
      }),
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
