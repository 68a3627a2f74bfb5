import { removeAssignmentResponseSchema, type RemoveAssignmentResponse } from '@quayside/contract/admin-users';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** DELETE /api/admin/role-assignment/{id}. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    removeAssignment: build.mutation<RemoveAssignmentResponse, string>({
      query: (id) => ({
        url: `/api/admin/role-assignment/${encodeURIComponent(id)}`,
        method: 'DELETE',
        fallback: adminMessages.fallback.removeAssignment,
        schema: removeAssignmentResponseSchema,
      }),
      invalidatesTags: ['AssignmentTree', 'AdminUser', 'Companies', 'Company'],
    }),
  }),
});

export const { useRemoveAssignmentMutation } = api;
