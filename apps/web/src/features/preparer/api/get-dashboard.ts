import { preparerDashboardResponseSchema, type PreparerDashboard } from '@quayside/contract/preparer';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/**
 * GET /api/preparer/dashboard: clients, open tasks by status, documents waiting for verification, deadlines in
 * the next 30 days, items the approver returned.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreparerDashboard: build.query<PreparerDashboard, void>({
      query: () => ({ url: '/api/preparer/dashboard', fallback: preparerMessages.fallback.dashboard, schema: preparerDashboardResponseSchema }),
      transformResponse: (response: z.infer<typeof preparerDashboardResponseSchema>) => response.dashboard,
      providesTags: ['Dashboard', 'Documents', 'Tasks', 'Calendar'],
    }),
  }),
});

export const { useGetPreparerDashboardQuery } = api;
