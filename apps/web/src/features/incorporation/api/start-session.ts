import {
  sessionResponseSchema,
  type SessionResponse,
  type StartIncorporationBody,
} from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/incorporation/start: a new application from the contact details. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startSession: build.mutation<SessionResponse, StartIncorporationBody>({
      query: (body) => ({
        url: '/api/incorporation/start',
        method: 'POST',
        body,
        fallback: incorporationMessages.fallback.start,
        schema: sessionResponseSchema,
      }),
    }),
  }),
});

export const { useStartSessionMutation } = api;
