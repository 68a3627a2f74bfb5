import { approvalDecisionResponseSchema } from '@quayside/contract/approvals';
import { approvalMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { approvalDecided } from './approval-tags';

type Decision = z.infer<typeof approvalDecisionResponseSchema>;

/** POST /api/approver/requests/{id}/return (reason): the changes go back to the preparer's draft. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    returnRequest: build.mutation<Decision, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/api/approver/requests/${encodeURIComponent(id)}/return`,
        method: 'POST',
        body: { reason },
        fallback: approvalMessages.fallback.return,
        schema: approvalDecisionResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => approvalDecided(id),
    }),
  }),
});

export const { useReturnRequestMutation } = api;
