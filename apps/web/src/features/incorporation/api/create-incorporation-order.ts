import { paymentMessages } from '@quayside/contract/messages';
import {
  createOrderResponseSchema,
  type CreateIncorporationOrderBody,
  type CreateOrderResponse,
} from '@quayside/contract/payments';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/payment/create-incorporation-order: the checkout for the application, priced by the server. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createIncorporationOrder: build.mutation<CreateOrderResponse, CreateIncorporationOrderBody>({
      query: (body) => ({
        url: '/api/payment/create-incorporation-order',
        method: 'POST',
        body,
        fallback: paymentMessages.fallback.createIncorporation,
        schema: createOrderResponseSchema,
      }),
    }),
  }),
});

export const { useCreateIncorporationOrderMutation } = api;
