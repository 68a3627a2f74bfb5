import {
  listInvoicesResponseSchema,
  type InvoiceStatus,
  type ListInvoicesResponse,
} from '@quayside/contract/invoices';
import { clientMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { cleanParams, clientApi, run } from './client-api';

export type InvoiceFilters = { status?: InvoiceStatus | undefined };
export const INVOICES_PAGE_SIZE = 20;

/** GET /api/client/invoices: the client's invoices, newest first, a page at a time. */
export const getInvoices = (query: InvoiceFilters & { cursor?: string | null }) =>
  apiCall(
    (http) =>
      http.get('/api/client/invoices', {
        params: cleanParams({ ...query, cursor: query.cursor ?? undefined, limit: INVOICES_PAGE_SIZE }),
      }),
    clientMessages.fallback.invoices,
    listInvoicesResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.infiniteQuery<ListInvoicesResponse, InvoiceFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
      },
      queryFn: ({ queryArg, pageParam }) => run(() => getInvoices({ ...queryArg, cursor: pageParam })),
      providesTags: ['Invoices'],
    }),
  }),
});

export const { useGetInvoicesInfiniteQuery } = api;
