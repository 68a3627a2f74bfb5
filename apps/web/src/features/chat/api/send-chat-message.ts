import { sendChatMessageResponseSchema, type ChatMessage, type SendChatMessageBody } from '@quayside/contract/chat';
import { chatMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/chat/messages: a text message (stored, then delivered live to both people). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendChatMessage: build.mutation<ChatMessage, SendChatMessageBody>({
      query: (body) => ({ url: '/api/chat/messages', method: 'POST', body, fallback: chatMessages.fallback.sendMessage, schema: sendChatMessageResponseSchema }),
      transformResponse: (response: { message: ChatMessage }) => response.message,
      invalidatesTags: ['ChatConversations'],
    }),
  }),
});

export const { useSendChatMessageMutation } = api;
