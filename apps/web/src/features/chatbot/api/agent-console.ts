import {
  chatbotAgentSessionResponseSchema,
  chatbotPostResponseSchema,
  chatbotQueueResponseSchema,
  type ChatbotAgentSessionResponse,
  type ChatbotMessageBody,
  type ChatbotPostResponse,
  type ChatbotQueueItem,
} from '@quayside/contract/chatbot';
import { chatbotMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

const F = chatbotMessages.fallback;
const path = (id: string) => `/api/chatbot/agent/sessions/${encodeURIComponent(id)}`;

/**
 * The staff agent console's calls: GET /api/chatbot/agent/queue, GET .../sessions/{id}, POST .../take,
 * .../reply, .../close. (Kept in one file: the five are one screen's and share their tags.)
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHandoverQueue: build.query<ChatbotQueueItem[], void>({
      query: () => ({ url: '/api/chatbot/agent/queue', fallback: F.queue, schema: chatbotQueueResponseSchema }),
      transformResponse: (r: { items: ChatbotQueueItem[] }) => r.items,
      providesTags: ['ChatbotQueue'],
    }),
    getAgentSession: build.query<ChatbotAgentSessionResponse, string>({
      query: (id) => ({ url: path(id), fallback: F.session, schema: chatbotAgentSessionResponseSchema }),
      providesTags: (_r, _e, id) => [{ type: 'ChatbotAgentSession', id }],
    }),
    takeChatbotSession: build.mutation<ChatbotAgentSessionResponse, string>({
      query: (id) => ({ url: `${path(id)}/take`, method: 'POST', body: {}, fallback: F.take, schema: chatbotAgentSessionResponseSchema }),
      invalidatesTags: (_r, _e, id) => ['ChatbotQueue', { type: 'ChatbotAgentSession', id }],
    }),
    replyToChatbotSession: build.mutation<ChatbotPostResponse, { id: string; body: ChatbotMessageBody }>({
      query: ({ id, body }) => ({ url: `${path(id)}/reply`, method: 'POST', body, fallback: F.reply, schema: chatbotPostResponseSchema }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'ChatbotAgentSession', id }],
    }),
    closeChatbotSession: build.mutation<ChatbotAgentSessionResponse, string>({
      query: (id) => ({ url: `${path(id)}/close`, method: 'POST', body: {}, fallback: F.close, schema: chatbotAgentSessionResponseSchema }),
      invalidatesTags: (_r, _e, id) => ['ChatbotQueue', { type: 'ChatbotAgentSession', id }],
    }),
  }),
});

export const { useGetHandoverQueueQuery, useGetAgentSessionQuery, useTakeChatbotSessionMutation, useReplyToChatbotSessionMutation, useCloseChatbotSessionMutation } = api;
