import { chatConversationsResponseSchema, type ChatConversationsResponse } from '@quayside/contract/chat';
import { chatMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/chat/conversations: everyone I may talk to, with the last message and my unread count of each. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChatConversations: build.query<ChatConversationsResponse, void>({
      query: () => ({ url: '/api/chat/conversations', fallback: chatMessages.fallback.conversations, schema: chatConversationsResponseSchema }),
      providesTags: ['ChatConversations'],
    }),
  }),
});

export const { useGetChatConversationsQuery } = api;
