import { COMPANY_PAGE_SIZE } from '@quayside/contract/constants';
import {
  listCompaniesResponseSchema,
  type CompanyStatus,
  type ListCompaniesResponse,
} from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

export type CompanyFilters = { status?: CompanyStatus | undefined; search?: string | undefined };
/** The page to ask for: the first asks the default size; later pages ask the size the server answered. */
export type CompanyPageParam = { cursor: string | null; pageSize: number };

/** GET /api/companies with the filters status and search, a page at a time. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The company list state (part 1 section 3): pages are appended while a next cursor exists, and the
     * server's pageSize overrides the default of 10 from then on.
     */
    getCompanies: build.infiniteQuery<ListCompaniesResponse, CompanyFilters, CompanyPageParam>({
      infiniteQueryOptions: {
        initialPageParam: { cursor: null, pageSize: COMPANY_PAGE_SIZE },
        getNextPageParam: (last) =>
          last.hasMore && last.nextCursor ? { cursor: last.nextCursor, pageSize: last.pageSize } : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/companies',
        params: cleanParams({
          status: queryArg.status,
          search: queryArg.search?.trim(),
          cursor: pageParam.cursor ?? undefined,
          pageSize: pageParam.pageSize,
        }),
        fallback: companyMessages.fallback.list,
        schema: listCompaniesResponseSchema,
      }),
      providesTags: ['Companies'],
    }),
  }),
});

export const { useGetCompaniesInfiniteQuery } = api;
