import { listNotificationsResponseSchema, notificationReadResponseSchema, type ListNotificationsResponse } from '@quayside/contract/client-area';
import { adminMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

type ReadResponse = z.infer<typeof notificationReadResponseSchema>;

/** GET /api/admin/notifications (the admin's own, newest first) and PUT /api/admin/notifications/{id}/read. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminNotifications: build.infiniteQuery<ListNotificationsResponse, { unreadOnly?: boolean }, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/admin/notifications',
        params: cleanParams({ unreadOnly: queryArg.unreadOnly ? 'true' : undefined, limit: 20, cursor: pageParam ?? undefined }),
        fallback: adminMessages.fallback.notifications,
        schema: listNotificationsResponseSchema,
      }),
      providesTags: ['AdminNotifications'],
    }),
    markAdminNotificationRead: build.mutation<ReadResponse, string>({
      query: (id) => ({
        url: `/api/admin/notifications/${encodeURIComponent(id)}/read`,
        method: 'PUT',
        fallback: adminMessages.fallback.notifications,
        schema: notificationReadResponseSchema,
      }),
      invalidatesTags: ['AdminNotifications'],
    }),
  }),
});

export const { useGetAdminNotificationsInfiniteQuery, useMarkAdminNotificationReadMutation } = api;
