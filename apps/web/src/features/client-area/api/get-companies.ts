import { COMPANY_PAGE_SIZE } from '@quayside/contract/constants';
import {
  listCompaniesResponseSchema,
  type CompanyStatus,
  type ListCompaniesResponse,
} from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { cleanParams, clientApi, run } from './client-api';

export type CompanyFilters = { status?: CompanyStatus | undefined; search?: string | undefined };
/** The page to ask for: the first asks the default size; later pages ask the size the server answered. */
export type CompanyPageParam = { cursor: string | null; pageSize: number };

/** GET /api/companies with the filters status and search, a page at a time. */
export const getCompanies = (query: CompanyFilters & Partial<CompanyPageParam>) =>
  apiCall(
    (http) =>
      http.get('/api/companies', {
        params: cleanParams({
          status: query.status,
          search: query.search?.trim(),
          cursor: query.cursor ?? undefined,
          pageSize: query.pageSize ?? COMPANY_PAGE_SIZE,
        }),
      }),
    companyMessages.fallback.list,
    listCompaniesResponseSchema,
  );

const api = clientApi.injectEndpoints({
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
      queryFn: ({ queryArg, pageParam }) => run(() => getCompanies({ ...queryArg, ...pageParam })),
      providesTags: ['Companies'],
    }),
  }),
});

export const { useGetCompaniesInfiniteQuery } = api;
