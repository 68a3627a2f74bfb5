import { adminUsersResponseSchema, type AdminUsersResponse } from '@quayside/contract/admin-users';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';
import { userListParams, type UserFilters } from './get-users-pages';

/** One page of a user list, for pickers (assign a preparer to a client: pick the client, pick the preparer). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchUsers: build.query<AdminUsersResponse, UserFilters>({
      query: (f) => ({
        url: `/api/admin/users/${f.kind}`,
        params: userListParams(f, null),
        fallback: f.kind === 'company' ? adminMessages.fallback.companyUsers : adminMessages.fallback.clientUsers,
        schema: adminUsersResponseSchema,
      }),
      providesTags: ['AdminUsers'],
    }),
  }),
});

export const { useSearchUsersQuery } = api;
