import { auditLogsResponseSchema, type AuditLogFilters, type AuditLogsResponse } from '@quayside/contract/admin-platform';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi, cleanParams } from '../../../lib/api/base-api';

export const AUDIT_PAGE = 50;

/** GET /api/admin/audit-logs: newest first, with the filters; "Show more" follows the cursor. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditLogs: build.infiniteQuery<AuditLogsResponse, AuditLogFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => (last.hasMore ? last.nextCursor : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/admin/audit-logs',
        params: { take: AUDIT_PAGE, ...cleanParams(queryArg), ...(pageParam ? { cursor: pageParam } : {}) },
        fallback: adminMessages.fallback.auditLogs,
        schema: auditLogsResponseSchema,
      }),
    }),
  }),
});

export const { useGetAuditLogsInfiniteQuery } = api;
