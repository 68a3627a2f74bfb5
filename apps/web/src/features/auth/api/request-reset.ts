import { messageResponseSchema, type MessageResponse, type RequestResetBody } from '@quayside/contract/auth';
import { authMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/auth/request-reset: mails a reset link when the account exists (the answer never says). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestReset: build.mutation<MessageResponse, RequestResetBody>({
      query: (body) => ({
        url: '/api/auth/request-reset',
        method: 'POST',
        body,
        fallback: authMessages.fallback.requestReset,
        schema: messageResponseSchema,
      }),
    }),
  }),
});

export const { useRequestResetMutation } = api;
