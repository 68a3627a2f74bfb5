import { paymentMessages } from '@quayside/contract/messages';
import { paymentStatusAnswerSchema, type PaymentStatusAnswer } from '@quayside/contract/payments';
import { baseApi } from '../../../lib/api/base-api';

/**
 * The whole payment when this browser placed the order (its payer cookie) or its account is signed in; the
 * status alone otherwise (a link opened in another browser), which is all the confirmation page then shows.
 */
export type PaymentStatusResponse = PaymentStatusAnswer;

/**
 * GET /api/payment/status/{id} ({id}: the payment id, or the session id for its latest payment). Polled while a
 * payment settles, so every ask goes to the server.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getIncorporationPaymentStatus: build.query<PaymentStatusResponse, string>({
      query: (id) => ({
        url: `/api/payment/status/${encodeURIComponent(id)}`,
        fallback: paymentMessages.fallback.fetchStatus,
        schema: paymentStatusAnswerSchema,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetIncorporationPaymentStatusQuery } = api;
