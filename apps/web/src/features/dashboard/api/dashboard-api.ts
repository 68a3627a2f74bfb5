import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ListCompaniesResponse } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import { toApiError, type ApiErrorInfo } from '../../../lib/api-client';

/**
 * The staff overviews' data. The store holds this api from the start, so the fetchers (and their contract
 * schemas) are imported on first use: the public pages never download them.
 */
export const dashboardApi = createApi({
  reducerPath: 'dashboardApi',
  baseQuery: fakeBaseQuery<ApiErrorInfo>(),
  refetchOnFocus: true,
  endpoints: (build) => ({
    getRecentCompanies: build.query<ListCompaniesResponse, number>({
      queryFn: async (pageSize) => {
        try {
          const { getCompanies } = await import('./get-companies');
          return { data: await getCompanies(pageSize) };
        } catch (error) {
          return { error: toApiError(error, companyMessages.fallback.list).toJSON() };
        }
      },
    }),
  }),
});

export const { useGetRecentCompaniesQuery } = dashboardApi;
