import { adminChatsResponseSchema, type AdminChatsResponse } from '@quayside/contract/admin-comms';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

/** GET /api/admin/chats: the platform's conversations, newest message first, "Show more" paging. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChats: build.infiniteQuery<AdminChatsResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => (last.hasMore ? last.nextCursor : undefined),
      },
      query: ({ pageParam }) => ({
        url: '/api/admin/chats',
        params: cleanParams({ take: 25, cursor: pageParam ?? undefined }),
        fallback: adminMessages.fallback.chats,
        schema: adminChatsResponseSchema,
      }),
      providesTags: ['Chats'],
    }),
  }),
});

export const { useGetChatsInfiniteQuery } = api;
