import { createOrderResponseSchema, type CreateOrderResponse } from '@quayside/contract/payments';
import { paymentMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';

/**
 * POST /api/payment/create-invoice-order {invoiceId}: an order for an unpaid invoice, priced by the server. The
 * caller sends the browser to checkout.checkoutUrl; the payer returns to /dashboard/client/invoices.
 */
export const payInvoice = (invoiceId: string) =>
  apiCall(
    (http) => http.post('/api/payment/create-invoice-order', { invoiceId }),
    paymentMessages.fallback.create,
    createOrderResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    payInvoice: build.mutation<CreateOrderResponse, string>({
      queryFn: (invoiceId) => run(() => payInvoice(invoiceId)),
    }),
  }),
});

export const { usePayInvoiceMutation } = api;
