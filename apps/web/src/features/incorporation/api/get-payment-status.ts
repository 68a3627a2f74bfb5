import { paymentMessages } from '@quayside/contract/messages';
import { paymentStatusResponseSchema } from '@quayside/contract/payments';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

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
        schema: paymentStatusResponseSchema,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetIncorporationPaymentStatusQuery } = api;
