import { nriVerifyOtpResponseSchema } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/staging-nri/verify-otp/{id} (body otp): "Email verified" and the verified session. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyNriOtp: build.mutation<z.infer<typeof nriVerifyOtpResponseSchema>, { id: string; otp: string }>({
      query: ({ id, otp }) => ({
        url: `/api/staging-nri/verify-otp/${encodeURIComponent(id)}`,
        method: 'POST',
        body: { otp },
        fallback: nriOnboardingMessages.fallback.verifyOtp,
        schema: nriVerifyOtpResponseSchema,
      }),
    }),
  }),
});

export const { useVerifyNriOtpMutation } = api;
