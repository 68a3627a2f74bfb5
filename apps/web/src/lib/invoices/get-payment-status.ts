import { paymentStatusAnswerSchema, type PaymentStatusAnswer } from '@quayside/contract/payments';
import { paymentMessages } from '@quayside/contract/messages';
import { baseApi } from '../api/base-api';

/**
 * GET /api/payment/status/{id}: the latest payment for an invoice (after the checkout, until it settles). The
 * invoice's owner gets the whole payment; the answer is typed as the server can send it (status alone to others).
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoicePaymentStatus: build.query<PaymentStatusAnswer['payment'], string>({
      query: (id) => ({
        url: `/api/payment/status/${encodeURIComponent(id)}`,
        fallback: paymentMessages.fallback.status,
        schema: paymentStatusAnswerSchema,
      }),
      transformResponse: (response: PaymentStatusAnswer) => response.payment,
      // A settled payment changes the invoice list, the counts and the services it paid for (now active).
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.status === 'paid')
            dispatch(baseApi.util.invalidateTags(['Invoices', 'Dashboard', 'Insights', 'Company']));
        } catch {
          /* shown by the caller */
        }
      },
    }),
  }),
});

export const { useGetInvoicePaymentStatusQuery } = api;
