import { reviewDocumentResponseSchema, type RejectDocumentBody, type ReviewDocumentResponse } from '@quayside/contract/admin-review';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/admin/documents/{id}/reject with the reason the client will read. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    rejectDocument: build.mutation<ReviewDocumentResponse, { id: string } & RejectDocumentBody>({
      query: ({ id, reason }) => ({
        url: `/api/admin/documents/${encodeURIComponent(id)}/reject`,
        method: 'POST',
        body: { reason },
        fallback: adminMessages.fallback.rejectDocument,
        schema: reviewDocumentResponseSchema,
      }),
      invalidatesTags: ['ReviewQueue', 'Documents'],
    }),
  }),
});

export const { useRejectDocumentMutation } = api;
