import { chatbotPostResponseSchema, type ChatbotPostResponse } from '@quayside/contract/chatbot';
import { chatbotMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/chatbot/handover: "Talk to a person". */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestHandover: build.mutation<ChatbotPostResponse, { key: string }>({
      query: (body) => ({ url: '/api/chatbot/handover', method: 'POST', body, fallback: chatbotMessages.fallback.handover, schema: chatbotPostResponseSchema }),
    }),
  }),
});

export const { useRequestHandoverMutation } = api;
