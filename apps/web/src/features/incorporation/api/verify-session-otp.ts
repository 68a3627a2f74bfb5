import { sessionResponseSchema, type SessionResponse } from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

export type VerifySessionOtpArgs = { id: string; otp: string };

/** POST /api/incorporation/verify-otp/{id}: the code from the mail verifies the contact e-mail. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifySessionOtp: build.mutation<SessionResponse, VerifySessionOtpArgs>({
      query: ({ id, otp }) => ({
        url: `/api/incorporation/verify-otp/${encodeURIComponent(id)}`,
        method: 'POST',
        body: { otp },
        fallback: incorporationMessages.fallback.verifyOtp,
        schema: sessionResponseSchema,
      }),
    }),
  }),
});

export const { useVerifySessionOtpMutation } = api;
