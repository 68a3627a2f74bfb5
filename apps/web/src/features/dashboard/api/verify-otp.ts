import { messageResponseSchema, type MessageResponse, type VerifyOtpBody } from '@quayside/contract/auth';
import { authMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/auth/verify-otp: the code from the mail proves the e-mail address. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyOtp: build.mutation<MessageResponse, VerifyOtpBody>({
      query: (body) => ({
        url: '/api/auth/verify-otp',
        method: 'POST',
        body,
        fallback: authMessages.fallback.verifyOtp,
        schema: messageResponseSchema,
      }),
    }),
  }),
});

export const { useVerifyOtpMutation } = api;
