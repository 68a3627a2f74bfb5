import { notificationReadResponseSchema } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';
import { notificationsApi } from './get-notifications';

export type NotificationReadResponse = z.infer<typeof notificationReadResponseSchema>;

/** PUT /api/client/notification/{id}/read: unread to read (isRead true). */
export const markNotificationRead = (id: string) =>
  apiCall(
    (http) => http.put(`/api/client/notification/${encodeURIComponent(id)}/read`, {}),
    clientMessages.fallback.markRead,
    notificationReadResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    markNotificationRead: build.mutation<NotificationReadResponse, string>({
      queryFn: (id) => run(() => markNotificationRead(id)),
      // The badge changes at once; the lists refetch behind it.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            notificationsApi.util.upsertQueryData('getUnreadNotificationCount', undefined, data.unreadCount),
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
