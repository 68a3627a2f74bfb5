import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { OutboxResponse } from '@quayside/contract/auth';
import { adminMessages } from '@quayside/contract/messages';
import { toApiError, type ApiErrorInfo } from '../../../lib/api-client';
import type { GetOutboxParams } from './get-outbox';

/** Runs the outbox call, loaded on first use (the store holds this api; the public pages never need the call). */
async function run(params: GetOutboxParams): Promise<{ data: OutboxResponse } | { error: ApiErrorInfo }> {
  try {
    const { getOutbox } = await import('./get-outbox');
    return { data: await getOutbox(params) };
  } catch (error) {
    return { error: toApiError(error, adminMessages.fallback.outbox).toJSON() };
  }
}

export const outboxApi = createApi({
  reducerPath: 'outboxApi',
  baseQuery: fakeBaseQuery<ApiErrorInfo>(),
  tagTypes: ['Outbox'],
  refetchOnFocus: true,
  endpoints: (build) => ({
    /** The outbox page: pages appended with "Load more". */
    getOutboxPages: build.infiniteQuery<OutboxResponse, { to: string }, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.nextCursor : undefined),
      },
      queryFn: ({ queryArg, pageParam }) => run({ to: queryArg.to || undefined, cursor: pageParam }),
      providesTags: ['Outbox'],
    }),
    /** The few newest mails, for the admin overview. */
    getRecentMails: build.query<OutboxResponse, number>({
      queryFn: (limit) => run({ limit }),
      providesTags: ['Outbox'],
    }),
  }),
});

export const { useGetOutboxPagesInfiniteQuery, useGetRecentMailsQuery } = outboxApi;
