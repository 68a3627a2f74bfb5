import { listServicesResponseSchema, type Jurisdiction, type Service } from '@quayside/contract/services';
import { httpMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

/** GET /api/services: the catalogue of one jurisdiction (plus services offered everywhere), to add to a company. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getServices: build.query<Service[], Jurisdiction | undefined>({
      query: (jurisdiction) => ({
        url: '/api/services',
        params: cleanParams({ jurisdiction }),
        fallback: httpMessages.requestFailed,
        schema: listServicesResponseSchema,
      }),
      transformResponse: (response: z.infer<typeof listServicesResponseSchema>) => response.services,
    }),
  }),
});

export const { useGetServicesQuery } = api;
