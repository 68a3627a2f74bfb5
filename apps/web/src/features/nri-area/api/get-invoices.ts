import { listInvoicesResponseSchema, type ListInvoicesResponse } from '@quayside/contract/invoices';
import { nriClientMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/nri-client/invoices: the NRI client's invoices, newest first, a page at a time. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriInvoices: build.infiniteQuery<ListInvoicesResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
      },
      query: ({ pageParam }) => ({
        url: '/api/nri-client/invoices',
        params: { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: nriClientMessages.fallback.invoices,
        schema: listInvoicesResponseSchema,
      }),
      providesTags: ['NriInvoices', 'Invoices'],
    }),
  }),
});

export const { useGetNriInvoicesInfiniteQuery } = api;
