import { notificationsReadAllResponseSchema } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';

export type NotificationsReadAllResponse = z.infer<typeof notificationsReadAllResponseSchema>;

/** PUT /api/client/notifications/read-all: every unread notification to read ("Marked as read"). */
export const markAllNotificationsRead = () =>
  apiCall(
    (http) => http.put('/api/client/notifications/read-all', {}),
    clientMessages.fallback.markRead,
    notificationsReadAllResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    markAllNotificationsRead: build.mutation<NotificationsReadAllResponse, void>({
      queryFn: () => run(() => markAllNotificationsRead()),
      invalidatesTags: ['Notifications', 'Dashboard'],
    }),
  }),
});

export const { useMarkAllNotificationsReadMutation } = api;
