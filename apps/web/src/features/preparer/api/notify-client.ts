import { notifyClientResponseSchema, type NotifyClientBody } from '@quayside/contract/preparer';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/preparer/notify/{id}: an in-app notification to one of the preparer's clients ("Notification sent"). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    notifyClient: build.mutation<z.infer<typeof notifyClientResponseSchema>, { userId: string } & NotifyClientBody>({
      query: ({ userId, ...body }) => ({
        url: `/api/preparer/notify/${encodeURIComponent(userId)}`,
        method: 'POST',
        body,
        fallback: preparerMessages.fallback.notify,
        schema: notifyClientResponseSchema,
      }),
    }),
  }),
});

export const { useNotifyClientMutation } = api;
