import { adminUserMutationResponseSchema, type AdminUserMutationResponse } from '@quayside/contract/admin-users';
import { adminMessages } from '@quayside/contract/messages';
import type { Role } from '@quayside/contract/roles';
import { baseApi, type ApiRequest } from '../../../lib/api/base-api';

/**
 * The account actions of the admin console: role change, block (and lifting it), soft delete, suspend and
 * unsuspend. One small operation each (they share the answer and the cache tags, so they live together).
 */
export type AccountAction =
  | { kind: 'role'; id: string; newRole: Role }
  | { kind: 'block'; id: string; isBlocked: boolean }
  | { kind: 'delete'; id: string }
  | { kind: 'suspend'; id: string; message: string }
  | { kind: 'unsuspend'; id: string };

export function accountActionRequest(action: AccountAction): ApiRequest {
  const base = `/api/admin/users/${encodeURIComponent(action.id)}`;
  const schema = adminUserMutationResponseSchema;
  switch (action.kind) {
    case 'role':
      return { url: `${base}/role`, method: 'PUT', body: { newRole: action.newRole }, fallback: adminMessages.fallback.updateRole, schema };
    case 'block':
      return { url: `${base}/block`, method: 'PUT', body: { isBlocked: action.isBlocked }, fallback: adminMessages.fallback.blockUser, schema };
    case 'delete':
      return { url: base, method: 'DELETE', fallback: adminMessages.fallback.deleteUser, schema };
    case 'suspend':
      return { url: `${base}/suspend`, method: 'PUT', body: { message: action.message }, fallback: adminMessages.fallback.suspend, schema };
    case 'unsuspend':
      return { url: `${base}/unsuspend`, method: 'PUT', body: {}, fallback: adminMessages.fallback.unsuspend, schema };
  }
}

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountAction: build.mutation<AdminUserMutationResponse, AccountAction>({
      query: accountActionRequest,
      invalidatesTags: (_r, _e, a) => ['AdminUsers', { type: 'AdminUser', id: a.id }, 'AssignmentTree'],
    }),
  }),
});

export const { useAccountActionMutation } = api;
