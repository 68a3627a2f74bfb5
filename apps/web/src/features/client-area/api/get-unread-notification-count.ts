import type { ListNotificationsResponse } from '@quayside/contract/client-area';
import { baseApi } from '../../../lib/api/base-api';
import { notificationsRequest } from './get-notifications';

/** How often the nav badge looks for new notifications while a client page is open. */
export const UNREAD_POLL_MS = 60_000;

/** The unread count alone (the nav badge): one item's page is enough, the count comes with it. */
export const unreadCountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnreadNotificationCount: build.query<number, void>({
      query: () => notificationsRequest({ unreadOnly: true, limit: 1 }),
      transformResponse: (response: ListNotificationsResponse) => response.unreadCount,
      providesTags: ['Notifications'],
    }),
  }),
});

export const { useGetUnreadNotificationCountQuery } = unreadCountApi;
