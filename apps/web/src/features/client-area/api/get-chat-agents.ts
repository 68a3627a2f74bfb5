import {
  chatAgentsResponseSchema,
  type ChatAgent,
  type CompanyIdQuery,
} from '@quayside/contract/client-area';
import { clientMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { cleanParams, clientApi, run } from './client-api';

/** GET /api/client/chat-agents: the staff assigned to the client. */
export const getChatAgents = (query?: CompanyIdQuery) =>
  apiCall(
    (http) => http.get('/api/client/chat-agents', { params: cleanParams(query) }),
    clientMessages.fallback.chatAgents,
    chatAgentsResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    getChatAgents: build.query<ChatAgent[], CompanyIdQuery | void>({
      queryFn: (query) => run(async () => (await getChatAgents(query ?? {})).agents),
      providesTags: ['ChatAgents'],
    }),
  }),
});

export const { useGetChatAgentsQuery } = api;
