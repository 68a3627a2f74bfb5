import { nriSendOtpResponseSchema } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/staging-nri/send-otp/{id}: the code goes to the application's contact e-mail. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendNriOtp: build.mutation<z.infer<typeof nriSendOtpResponseSchema>, string>({
      query: (id) => ({
        url: `/api/staging-nri/send-otp/${encodeURIComponent(id)}`,
        method: 'POST',
        body: {},
        fallback: nriOnboardingMessages.fallback.sendOtp,
        schema: nriSendOtpResponseSchema,
      }),
    }),
  }),
});

export const { useSendNriOtpMutation } = api;
