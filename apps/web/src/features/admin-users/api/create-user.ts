import { adminUserMutationResponseSchema, type AdminUserMutationResponse, type CreateUserBody } from '@quayside/contract/admin-users';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/admin/users: the new user gets a set-password mail. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createUser: build.mutation<AdminUserMutationResponse, CreateUserBody>({
      query: (body) => ({
        url: '/api/admin/users',
        method: 'POST',
        body,
        fallback: adminMessages.fallback.createUser,
        schema: adminUserMutationResponseSchema,
      }),
      invalidatesTags: ['AdminUsers', 'Outbox'],
    }),
  }),
});

export const { useCreateUserMutation } = api;
