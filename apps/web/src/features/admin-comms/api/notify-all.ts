import {
  notifyAllRecipientsResponseSchema,
  notifyAllResponseSchema,
  type NotifyAllBody,
  type NotifyAllResponse,
} from '@quayside/contract/admin-comms';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/admin/notify-all and GET /api/admin/notify-all/recipients (the count the confirmation shows). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifyRecipients: build.query<{ count: number }, void>({
      query: () => ({
        url: '/api/admin/notify-all/recipients',
        fallback: adminMessages.fallback.notify,
        schema: notifyAllRecipientsResponseSchema,
      }),
      keepUnusedDataFor: 0,
    }),
    notifyAll: build.mutation<NotifyAllResponse, NotifyAllBody>({
      query: (body) => ({
        url: '/api/admin/notify-all',
        method: 'POST',
        body,
        fallback: adminMessages.fallback.notify,
        schema: notifyAllResponseSchema,
      }),
      invalidatesTags: ['AdminNotifications', 'Notifications'],
    }),
  }),
});

export const { useLazyGetNotifyRecipientsQuery, useNotifyAllMutation } = api;
