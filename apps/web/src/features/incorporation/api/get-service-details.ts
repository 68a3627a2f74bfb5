import { serviceDetailsResponseSchema } from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

export type ServiceDetailsResponse = z.infer<typeof serviceDetailsResponseSchema>;

/** GET /api/incorporation/service-details?ids=4,5: the named services (unknown ids are left out). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getServiceDetails: build.query<ServiceDetailsResponse, readonly number[]>({
      query: (ids) => ({
        url: '/api/incorporation/service-details',
        params: { ids: ids.join(',') },
        fallback: incorporationMessages.fallback.serviceDetails,
        schema: serviceDetailsResponseSchema,
      }),
    }),
  }),
});

export const { useLazyGetServiceDetailsQuery } = api;
