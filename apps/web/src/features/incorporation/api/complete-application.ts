import { sessionResponseSchema, type SessionResponse } from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/incorporation/complete: the completed session once paid (402 while ready but unpaid). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    completeApplication: build.mutation<SessionResponse, string>({
      query: (sessionId) => ({
        url: '/api/incorporation/complete',
        method: 'POST',
        body: { sessionId },
        fallback: incorporationMessages.fallback.complete,
        schema: sessionResponseSchema,
      }),
    }),
  }),
});

export const { useCompleteApplicationMutation } = api;
