import { assignmentTreeResponseSchema, type AssignmentTree } from '@quayside/contract/admin-users';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/admin/assignment-tree: the whole firm (no approver filter), or under some approvers. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAssignmentTree: build.query<AssignmentTree, { approverIds?: string[] } | void>({
      query: (arg) => ({
        url: '/api/admin/assignment-tree',
        params: arg?.approverIds?.length ? { approverIds: arg.approverIds.join(',') } : {},
        fallback: adminMessages.fallback.assignmentTree,
        schema: assignmentTreeResponseSchema,
      }),
      providesTags: ['AssignmentTree'],
    }),
  }),
});

export const { useGetAssignmentTreeQuery } = api;
