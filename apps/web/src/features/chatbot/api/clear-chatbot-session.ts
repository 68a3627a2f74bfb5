import { chatbotSessionResponseSchema, type ChatbotSession } from '@quayside/contract/chatbot';
import { chatbotMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/chatbot/clear: the conversation's messages are deleted and the bot is back. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    clearChatbotSession: build.mutation<ChatbotSession, void>({
      query: () => ({ url: '/api/chatbot/clear', method: 'POST', body: {}, fallback: chatbotMessages.fallback.clear, schema: chatbotSessionResponseSchema }),
      transformResponse: (r: { session: ChatbotSession }) => r.session,
    }),
  }),
});

export const { useClearChatbotSessionMutation } = api;
