import {
  assignmentResponseSchema,
  type AssignApproverBody,
  type AssignmentResponse,
  type AssignNriBody,
  type AssignPreparerBody,
} from '@quayside/contract/admin-users';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi, type ApiRequest } from '../../../lib/api/base-api';

/** The three assignment calls: approver to preparer, preparer to client, preparer to NRI client. */
export type AssignInput =
  | ({ kind: 'approver' } & AssignApproverBody)
  | ({ kind: 'client' } & AssignPreparerBody)
  | ({ kind: 'nri' } & AssignNriBody);

export function assignRequest(input: AssignInput): ApiRequest {
  const schema = assignmentResponseSchema;
  switch (input.kind) {
    case 'approver':
      return { url: '/api/admin/assign-approver', method: 'POST', body: { preparerId: input.preparerId, approverId: input.approverId }, fallback: adminMessages.fallback.assignApprover, schema };
    case 'client':
      return { url: '/api/admin/assign-preparer', method: 'POST', body: { clientId: input.clientId, preparerId: input.preparerId }, fallback: adminMessages.fallback.assignPreparer, schema };
    case 'nri':
      return { url: '/api/admin/assign-preparer/nri', method: 'POST', body: { nriUserId: input.nriUserId, preparerId: input.preparerId }, fallback: adminMessages.fallback.assignNri, schema };
  }
}

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    assign: build.mutation<AssignmentResponse, AssignInput>({
      query: assignRequest,
      invalidatesTags: ['AssignmentTree', 'AdminUser', 'Companies', 'Company'],
    }),
  }),
});

export const { useAssignMutation } = api;
