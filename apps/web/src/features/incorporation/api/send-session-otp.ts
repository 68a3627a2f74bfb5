import { sendOtpResponseSchema } from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/incorporation/send-otp/{id}: the code goes to the application's contact e-mail. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendSessionOtp: build.mutation<z.infer<typeof sendOtpResponseSchema>, string>({
      query: (id) => ({
        url: `/api/incorporation/send-otp/${encodeURIComponent(id)}`,
        method: 'POST',
        body: {},
        fallback: incorporationMessages.fallback.sendOtp,
        schema: sendOtpResponseSchema,
      }),
    }),
  }),
});

export const { useSendSessionOtpMutation } = api;
