import {
  chatAgentsResponseSchema,
  type ChatAgent,
  type CompanyIdQuery,
} from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

/** GET /api/client/chat-agents: the staff assigned to the client. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChatAgents: build.query<ChatAgent[], CompanyIdQuery | void>({
      query: (query) => ({
        url: '/api/client/chat-agents',
        params: cleanParams(query),
        fallback: clientMessages.fallback.chatAgents,
        schema: chatAgentsResponseSchema,
      }),
      transformResponse: (response: z.infer<typeof chatAgentsResponseSchema>) => response.agents,
      providesTags: ['ChatAgents'],
    }),
  }),
});

export const { useGetChatAgentsQuery } = api;
