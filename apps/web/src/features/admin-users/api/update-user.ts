import { adminUserMutationResponseSchema, type AdminUserMutationResponse, type UpdateUserBody } from '@quayside/contract/admin-users';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** PUT /api/admin/users/{id}: name, e-mail, phone, verified, may edit profile. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateUser: build.mutation<AdminUserMutationResponse, { id: string; body: UpdateUserBody }>({
      query: ({ id, body }) => ({
        url: `/api/admin/users/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        fallback: adminMessages.fallback.updateUser,
        schema: adminUserMutationResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => ['AdminUsers', { type: 'AdminUser', id }, 'AssignmentTree'],
    }),
  }),
});

export const { useUpdateUserMutation } = api;
