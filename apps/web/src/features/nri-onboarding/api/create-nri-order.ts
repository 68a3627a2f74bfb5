import { paymentMessages } from '@quayside/contract/messages';
import {
  createOrderResponseSchema,
  type CreateNriOrderBody,
  type CreateOrderResponse,
} from '@quayside/contract/payments';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/payment/create-nri-order: the checkout for the submitted application's snapshot. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createNriOrder: build.mutation<CreateOrderResponse, CreateNriOrderBody>({
      query: (body) => ({
        url: '/api/payment/create-nri-order',
        method: 'POST',
        body,
        fallback: paymentMessages.fallback.createNriPayment,
        schema: createOrderResponseSchema,
      }),
    }),
  }),
});

export const { useCreateNriOrderMutation } = api;
