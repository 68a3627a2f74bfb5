import { companyDashboardResponseSchema, type CompanyDashboard } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { clientApi, run } from './client-api';

/** GET /api/companies/{id}/dashboard. The cache keeps one dashboard per companyId (the spec's keyed state). */
export const getCompanyDashboard = (id: string) =>
  apiCall(
    (http) => http.get(`/api/companies/${encodeURIComponent(id)}/dashboard`),
    companyMessages.fallback.dashboard,
    companyDashboardResponseSchema,
  );

const api = clientApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyDashboard: build.query<CompanyDashboard, string>({
      queryFn: (id) => run(async () => (await getCompanyDashboard(id)).dashboard),
      providesTags: (_r, _e, id) => [{ type: 'CompanyDashboard', id }],
    }),
  }),
});

export const { useGetCompanyDashboardQuery } = api;
