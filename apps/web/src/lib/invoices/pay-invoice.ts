import { createOrderResponseSchema, type CreateOrderResponse } from '@quayside/contract/payments';
import { paymentMessages } from '@quayside/contract/messages';
import { baseApi } from '../api/base-api';

/**
 * POST /api/payment/create-invoice-order {invoiceId}: an order for an unpaid invoice, priced by the server. The
 * caller sends the browser to checkout.checkoutUrl; the payer returns to /dashboard/client/invoices.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    payInvoice: build.mutation<CreateOrderResponse, string>({
      query: (invoiceId) => ({
        url: '/api/payment/create-invoice-order',
        method: 'POST',
        body: { invoiceId },
        fallback: paymentMessages.fallback.create,
        schema: createOrderResponseSchema,
      }),
    }),
  }),
});

export const { usePayInvoiceMutation } = api;
