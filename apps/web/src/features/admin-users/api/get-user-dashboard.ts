import { userDashboardResponseSchema, type UserDashboard } from '@quayside/contract/admin-users';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/admin/user/{id}/dashboard: what that user sees. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserDashboard: build.query<UserDashboard, string>({
      query: (id) => ({
        url: `/api/admin/user/${encodeURIComponent(id)}/dashboard`,
        fallback: adminMessages.fallback.dashboard,
        schema: userDashboardResponseSchema,
      }),
      providesTags: (_r, _e, id) => [{ type: 'AdminUser', id }],
    }),
  }),
});

export const { useGetUserDashboardQuery } = api;
