import { listServicesResponseSchema, type Jurisdiction, type Service } from '@quayside/contract/services';
import { httpMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { cleanParams, clientApi, run } from './client-api';

/** GET /api/services: the catalogue of one jurisdiction (plus services offered everywhere), to add to a company. */
export const getServices = (jurisdiction?: Jurisdiction) =>
  apiCall(
    (http) => http.get('/api/services', { params: cleanParams({ jurisdiction }) }),
    httpMessages.requestFailed,
    listServicesResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    getServices: build.query<Service[], Jurisdiction | undefined>({
      queryFn: (jurisdiction) => run(async () => (await getServices(jurisdiction)).services),
    }),
  }),
});

export const { useGetServicesQuery } = api;
