import {
  listInvoicesResponseSchema,
  type InvoiceStatus,
  type ListInvoicesResponse,
} from '@quayside/contract/invoices';
import { clientMessages } from '@quayside/contract/messages';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

export type InvoiceFilters = { status?: InvoiceStatus | undefined };
export const INVOICES_PAGE_SIZE = 20;

/** GET /api/client/invoices: the client's invoices, newest first, a page at a time. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.infiniteQuery<ListInvoicesResponse, InvoiceFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/client/invoices',
        params: cleanParams({ ...queryArg, cursor: pageParam ?? undefined, limit: INVOICES_PAGE_SIZE }),
        fallback: clientMessages.fallback.invoices,
        schema: listInvoicesResponseSchema,
      }),
      providesTags: ['Invoices'],
    }),
  }),
});

export const { useGetInvoicesInfiniteQuery } = api;
