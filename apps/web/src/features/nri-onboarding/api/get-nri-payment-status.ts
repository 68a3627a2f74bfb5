import { paymentMessages } from '@quayside/contract/messages';
import { paymentStatusAnswerSchema, type PaymentStatusAnswer } from '@quayside/contract/payments';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/payment/status/{sessionId}: the application's latest payment (whole for the browser that paid). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriPaymentStatus: build.query<PaymentStatusAnswer, string>({
      query: (id) => ({
        url: `/api/payment/status/${encodeURIComponent(id)}`,
        fallback: paymentMessages.fallback.fetchStatus,
        schema: paymentStatusAnswerSchema,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetNriPaymentStatusQuery } = api;
