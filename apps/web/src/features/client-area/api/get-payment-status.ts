import { paymentStatusResponseSchema, type Payment } from '@quayside/contract/payments';
import { paymentMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/payment/status/{id}: the latest payment for an invoice (after the checkout, until it settles). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoicePaymentStatus: build.query<Payment, string>({
      query: (id) => ({
        url: `/api/payment/status/${encodeURIComponent(id)}`,
        fallback: paymentMessages.fallback.status,
        schema: paymentStatusResponseSchema,
      }),
      transformResponse: (response: z.infer<typeof paymentStatusResponseSchema>) => response.payment,
      // A settled payment changes the invoice list and the counts.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.status === 'paid')
            dispatch(baseApi.util.invalidateTags(['Invoices', 'Dashboard', 'Insights']));
        } catch {
          /* shown by the caller */
        }
      },
    }),
  }),
});

export const { useGetInvoicePaymentStatusQuery } = api;
