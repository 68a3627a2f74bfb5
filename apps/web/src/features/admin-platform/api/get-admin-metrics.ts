import { adminMetricsResponseSchema, type AdminMetricsResponse } from '@quayside/contract/admin-platform';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/admin/metrics: this server's requests, error rate, latency, job queue and database size. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminMetrics: build.query<AdminMetricsResponse, void>({
      query: () => ({ url: '/api/admin/metrics', fallback: adminMessages.fallback.metrics, schema: adminMetricsResponseSchema }),
    }),
  }),
});

export const { useGetAdminMetricsQuery } = api;
