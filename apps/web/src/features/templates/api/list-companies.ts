import { companyMessages } from '@quayside/contract/messages';
import { listCompaniesResponseSchema, type ListCompaniesResponse } from '@quayside/contract/companies';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

/** GET /api/companies: the companies this staff member reaches (to preview a template against one). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTemplateCompanies: build.query<ListCompaniesResponse, { search?: string }>({
      query: (args) => ({
        url: '/api/companies',
        params: cleanParams({ ...args, pageSize: 50 }),
        fallback: companyMessages.fallback.list,
        schema: listCompaniesResponseSchema,
      }),
      providesTags: ['Companies'],
    }),
  }),
});

export const { useListTemplateCompaniesQuery } = api;
