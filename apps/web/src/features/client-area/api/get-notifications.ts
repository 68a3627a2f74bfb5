import {
  listNotificationsResponseSchema,
  type ListNotificationsResponse,
} from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { baseApi, cleanParams, type ApiRequest } from '../../../lib/api/base-api';

export type NotificationsArgs = { unreadOnly?: boolean; limit?: number };
const PAGE_SIZE = 20;

/** GET /api/client/notifications: newest first, a page at a time, with the unread count. */
export const notificationsRequest = (query: NotificationsArgs & { cursor?: string | null }): ApiRequest => ({
  url: '/api/client/notifications',
  params: cleanParams({
    unreadOnly: query.unreadOnly ? 'true' : undefined,
    cursor: query.cursor ?? undefined,
    limit: query.limit ?? PAGE_SIZE,
  }),
  fallback: clientMessages.fallback.notifications,
  schema: listNotificationsResponseSchema,
});

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.infiniteQuery<ListNotificationsResponse, NotificationsArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => notificationsRequest({ ...queryArg, cursor: pageParam }),
      providesTags: ['Notifications'],
    }),
  }),
});

export const { useGetNotificationsInfiniteQuery } = api;
