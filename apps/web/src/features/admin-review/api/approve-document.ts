import { reviewDocumentResponseSchema, type ReviewDocumentResponse } from '@quayside/contract/admin-review';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/admin/documents/{id}/approve */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    approveDocument: build.mutation<ReviewDocumentResponse, string>({
      query: (id) => ({
        url: `/api/admin/documents/${encodeURIComponent(id)}/approve`,
        method: 'POST',
        fallback: adminMessages.fallback.approveDocument,
        schema: reviewDocumentResponseSchema,
      }),
      invalidatesTags: ['ReviewQueue', 'Documents'],
    }),
  }),
});

export const { useApproveDocumentMutation } = api;
