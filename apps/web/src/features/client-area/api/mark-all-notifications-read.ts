import { notificationsReadAllResponseSchema } from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

export type NotificationsReadAllResponse = z.infer<typeof notificationsReadAllResponseSchema>;

/** PUT /api/client/notifications/read-all: every unread notification to read ("Marked as read"). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    markAllNotificationsRead: build.mutation<NotificationsReadAllResponse, void>({
      query: () => ({
        url: '/api/client/notifications/read-all',
        method: 'PUT',
        body: {},
        fallback: clientMessages.fallback.markRead,
        schema: notificationsReadAllResponseSchema,
      }),
      invalidatesTags: ['Notifications', 'Dashboard'],
    }),
  }),
});

export const { useMarkAllNotificationsReadMutation } = api;
