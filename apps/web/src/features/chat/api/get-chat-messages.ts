import { chatMessagesResponseSchema, type ChatMessagesResponse } from '@quayside/contract/chat';
import { chatMessages } from '@quayside/contract/messages';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

export type ChatMessagesArgs = { userA: string; userB: string; cursor?: string | undefined };

/**
 * GET /api/chat/messages?userA&userB: one page of a conversation (newest page first; `cursor` for older ones).
 * The thread keeps the pages it has shown and adds live messages itself, so nothing here is cached for long.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChatMessages: build.query<ChatMessagesResponse['data'], ChatMessagesArgs>({
      query: (args) => ({ url: '/api/chat/messages', params: cleanParams(args), fallback: chatMessages.fallback.fetchMessages, schema: chatMessagesResponseSchema }),
      transformResponse: (response: ChatMessagesResponse) => response.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetChatMessagesQuery } = api;
