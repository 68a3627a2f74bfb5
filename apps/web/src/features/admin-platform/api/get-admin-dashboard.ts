import { adminDashboardResponseSchema, type AdminDashboardResponse } from '@quayside/contract/admin-platform';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/admin/dashboard: the counts that matter to the firm. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminDashboard: build.query<AdminDashboardResponse, void>({
      query: () => ({ url: '/api/admin/dashboard', fallback: adminMessages.fallback.dashboard, schema: adminDashboardResponseSchema }),
    }),
  }),
});

export const { useGetAdminDashboardQuery } = api;
