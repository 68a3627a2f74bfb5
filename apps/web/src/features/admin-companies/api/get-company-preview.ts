import { companyPreviewResponseSchema, type CompanyPreviewResponse } from '@quayside/contract/admin-companies';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/admin/company/{id}/preview: the client's dashboard and company record, as the client sees them. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyPreview: build.query<CompanyPreviewResponse, string>({
      query: (id) => ({
        url: `/api/admin/company/${encodeURIComponent(id)}/preview`,
        fallback: adminMessages.fallback.preview,
        schema: companyPreviewResponseSchema,
      }),
      providesTags: (_r, _e, id) => [{ type: 'CompanyPreview', id }],
    }),
  }),
});

export const { useGetCompanyPreviewQuery } = api;
