import {
  listNotificationsResponseSchema,
  type ListNotificationsResponse,
} from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { cleanParams, clientApi, run } from './client-api';

export type NotificationsArgs = { unreadOnly?: boolean; limit?: number };
const PAGE_SIZE = 20;

/** GET /api/client/notifications: newest first, a page at a time, with the unread count. */
export const getNotifications = (query: NotificationsArgs & { cursor?: string | null }) =>
  apiCall(
    (http) =>
      http.get('/api/client/notifications', {
        params: cleanParams({
          unreadOnly: query.unreadOnly ? 'true' : undefined,
          cursor: query.cursor ?? undefined,
          limit: query.limit ?? PAGE_SIZE,
        }),
      }),
    clientMessages.fallback.notifications,
    listNotificationsResponseSchema,
  );

/** How often the nav badge looks for new notifications while a client page is open. */
export const UNREAD_POLL_MS = 60_000;

export const notificationsApi = clientApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.infiniteQuery<ListNotificationsResponse, NotificationsArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      queryFn: ({ queryArg, pageParam }) => run(() => getNotifications({ ...queryArg, cursor: pageParam })),
      providesTags: ['Notifications'],
    }),
    /** The unread count alone (the nav badge): one item's page is enough, the count comes with it. */
    getUnreadNotificationCount: build.query<number, void>({
      queryFn: () => run(async () => (await getNotifications({ unreadOnly: true, limit: 1 })).unreadCount),
      providesTags: ['Notifications'],
    }),
  }),
});

export const { useGetNotificationsInfiniteQuery, useGetUnreadNotificationCountQuery } = notificationsApi;
