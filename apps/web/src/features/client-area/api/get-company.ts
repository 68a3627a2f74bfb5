import { companyResponseSchema, type Company } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';

/** GET /api/companies/{id}: one company in full, with directors, shareholders and services. */
export const getCompany = (id: string) =>
  apiCall(
    (http) => http.get(`/api/companies/${encodeURIComponent(id)}`),
    companyMessages.fallback.get,
    companyResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    getCompany: build.query<Company, string>({
      queryFn: (id) => run(async () => (await getCompany(id)).company),
      providesTags: (_r, _e, id) => [{ type: 'Company', id }],
    }),
  }),
});

export const { useGetCompanyQuery } = api;
