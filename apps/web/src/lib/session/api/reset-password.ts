import {
  resetPasswordResponseSchema,
  type ResetPasswordBody,
  type ResetPasswordResponse,
} from '@quayside/contract/auth';
import { authMessages } from '@quayside/contract/messages';
import { baseApi } from '../../api/base-api';

/**
 * POST /api/auth/reset-password: sets the password through an e-mailed link's token and, as a sign-in does,
 * answers the user and an access token (the server sets the refresh cookie).
 */
export const resetPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<ResetPasswordResponse, ResetPasswordBody>({
      query: (body) => ({
        url: '/api/auth/reset-password',
        method: 'POST',
        body,
        fallback: authMessages.fallback.resetPassword,
        schema: resetPasswordResponseSchema,
        config: { withCredentials: true },
      }),
    }),
  }),
});
