import { messageResponseSchema, type MessageResponse, type SendOtpBody } from '@quayside/contract/auth';
import { authMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/auth/send-otp: mails a one-time code to verify the account's e-mail address. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendOtp: build.mutation<MessageResponse, SendOtpBody>({
      query: (body) => ({
        url: '/api/auth/send-otp',
        method: 'POST',
        body,
        fallback: authMessages.fallback.sendOtp,
        schema: messageResponseSchema,
      }),
    }),
  }),
});

export const { useSendOtpMutation } = api;
