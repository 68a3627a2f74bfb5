import { incorporationMessages } from '@quayside/contract/messages';
import { listServicesResponseSchema, type Jurisdiction } from '@quayside/contract/services';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

export type CartServicesResponse = z.infer<typeof listServicesResponseSchema>;

/** GET /api/services: the catalogue for a jurisdiction (its own services plus those offered everywhere). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCartServices: build.query<CartServicesResponse, Jurisdiction | undefined>({
      query: (jurisdiction) => ({
        url: '/api/services',
        params: jurisdiction ? { jurisdiction } : {},
        fallback: incorporationMessages.fallback.cartServices,
        schema: listServicesResponseSchema,
      }),
    }),
  }),
});

export const { useLazyListCartServicesQuery } = api;
