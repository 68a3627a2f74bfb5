import { chatbotSessionResponseSchema, type ChatbotSession } from '@quayside/contract/chatbot';
import { chatbotMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/chatbot/session: the user's chatbot session (empty until the first message). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChatbotSession: build.query<ChatbotSession, void>({
      query: () => ({ url: '/api/chatbot/session', fallback: chatbotMessages.fallback.session, schema: chatbotSessionResponseSchema }),
      transformResponse: (r: { session: ChatbotSession }) => r.session,
      providesTags: ['ChatbotSession'],
    }),
  }),
});

export const { useGetChatbotSessionQuery } = api;
