import type { OutboxResponse } from '@quayside/contract/auth';
import { baseApi } from '../../../lib/api/base-api';
import { outboxRequest } from './outbox-request';

/** The outbox page: pages appended with "Load more", optionally only the mails to one address. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOutboxPages: build.infiniteQuery<OutboxResponse, { to: string }, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.nextCursor : undefined),
      },
      query: ({ queryArg, pageParam }) => outboxRequest({ to: queryArg.to || undefined, cursor: pageParam }),
      providesTags: ['Outbox'],
    }),
  }),
});

export const { useGetOutboxPagesInfiniteQuery } = api;
