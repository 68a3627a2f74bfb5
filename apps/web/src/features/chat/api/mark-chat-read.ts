import { markChatReadResponseSchema } from '@quayside/contract/chat';
import { chatMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/chat/conversations/{userId}/read: every message from that person is read (a receipt goes to them). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    markChatRead: build.mutation<z.infer<typeof markChatReadResponseSchema>, string>({
      query: (userId) => ({
        url: `/api/chat/conversations/${encodeURIComponent(userId)}/read`,
        method: 'POST',
        body: {},
        fallback: chatMessages.fallback.markRead,
        schema: markChatReadResponseSchema,
      }),
      invalidatesTags: ['ChatConversations', 'ChatUnread'],
    }),
  }),
});

export const { useMarkChatReadMutation } = api;
