import { notificationReadResponseSchema } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { unreadCountApi } from './get-unread-notification-count';

export type NotificationReadResponse = z.infer<typeof notificationReadResponseSchema>;

/** PUT /api/client/notification/{id}/read: unread to read (isRead true). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    markNotificationRead: build.mutation<NotificationReadResponse, string>({
      query: (id) => ({
        url: `/api/client/notification/${encodeURIComponent(id)}/read`,
        method: 'PUT',
        body: {},
        fallback: clientMessages.fallback.markRead,
        schema: notificationReadResponseSchema,
      }),
      // The badge changes at once; the lists refetch behind it.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            unreadCountApi.util.upsertQueryData('getUnreadNotificationCount', undefined, data.unreadCount),
          );
        } catch {
          /* the caller shows the error */
        }
      },
      invalidatesTags: ['Notifications', 'Dashboard'],
    }),
  }),
});

export const { useMarkNotificationReadMutation } = api;
