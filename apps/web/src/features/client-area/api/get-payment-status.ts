import { paymentStatusResponseSchema, type Payment } from '@quayside/contract/payments';
import { paymentMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';

/** GET /api/payment/status/{id}: the latest payment for an invoice (after the checkout, until it settles). */
export const getPaymentStatus = (id: string) =>
  apiCall(
    (http) => http.get(`/api/payment/status/${encodeURIComponent(id)}`),
    paymentMessages.fallback.status,
    paymentStatusResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentStatus: build.query<Payment, string>({
      queryFn: (id) => run(async () => (await getPaymentStatus(id)).payment),
      // A settled payment changes the invoice list and the counts.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.status === 'paid')
            dispatch(clientApi.util.invalidateTags(['Invoices', 'Dashboard', 'Insights']));
        } catch {
          /* shown by the caller */
        }
      },
    }),
  }),
});

export const { useGetPaymentStatusQuery } = api;
