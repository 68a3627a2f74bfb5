import { listCompaniesResponseSchema, type ListCompaniesResponse } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/**
 * GET /api/companies: the newest companies this staff member may see (admin: all; approver: their preparers';
 * preparer: assigned), for the staff overviews.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRecentCompanies: build.query<ListCompaniesResponse, number>({
      query: (pageSize) => ({
        url: '/api/companies',
        params: { pageSize },
        fallback: companyMessages.fallback.list,
        schema: listCompaniesResponseSchema,
      }),
      providesTags: ['Companies'],
    }),
  }),
});

export const { useGetRecentCompaniesQuery } = api;
