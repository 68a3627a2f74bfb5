import { approvalDecisionResponseSchema } from '@quayside/contract/approvals';
import { approvalMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { approvalDecided } from './approval-tags';

type Decision = z.infer<typeof approvalDecisionResponseSchema>;

/** POST /api/approver/requests/{id}/approve (optional note): everything staged is applied, the tasks completed. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    approveRequest: build.mutation<Decision, { id: string; note?: string | undefined }>({
      query: ({ id, note }) => ({
        url: `/api/approver/requests/${encodeURIComponent(id)}/approve`,
        method: 'POST',
        body: note ? { note } : {},
        fallback: approvalMessages.fallback.approve,
        schema: approvalDecisionResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => approvalDecided(id),
    }),
  }),
});

export const { useApproveRequestMutation } = api;
