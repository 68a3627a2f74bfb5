import {
  adminIncorporationResponseSchema,
  adminReviewTexts,
  type AdminIncorporationResponse,
} from '@quayside/contract/admin-review';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/admin/incorporation/{id}: the company, its application with files, and its invoices. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getIncorporation: build.query<AdminIncorporationResponse, string>({
      query: (id) => ({
        url: `/api/admin/incorporation/${encodeURIComponent(id)}`,
        fallback: adminReviewTexts.fallback.incorporation,
        schema: adminIncorporationResponseSchema,
      }),
      providesTags: (_r, _e, id) => [{ type: 'Incorporations', id }],
    }),
  }),
});

export const { useGetIncorporationQuery } = api;
