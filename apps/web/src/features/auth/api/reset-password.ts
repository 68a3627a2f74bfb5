import { messageResponseSchema, type MessageResponse, type ResetPasswordBody } from '@quayside/contract/auth';
import { authMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/auth/reset-password: sets the password through an e-mailed link's token. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<MessageResponse, ResetPasswordBody>({
      query: (body) => ({
        url: '/api/auth/reset-password',
        method: 'POST',
        body,
        fallback: authMessages.fallback.resetPassword,
        schema: messageResponseSchema,
      }),
    }),
  }),
});

export const { useResetPasswordMutation } = api;
