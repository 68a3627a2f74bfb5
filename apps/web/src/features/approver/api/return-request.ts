import { approvalDecisionResponseSchema } from '@quayside/contract/approvals';
import { approvalMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { decisionChanged } from './tags';

/** POST /api/approver/requests/{id}/return, with the reason ("Returned to preparer"): the changes go back to the draft. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    returnRequest: build.mutation<z.infer<typeof approvalDecisionResponseSchema>, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/api/approver/requests/${encodeURIComponent(id)}/return`,
        method: 'POST',
        body: { reason },
        fallback: approvalMessages.fallback.return,
        schema: approvalDecisionResponseSchema,
      }),
      invalidatesTags: [...decisionChanged],
    }),
  }),
});

export const { useReturnRequestMutation } = api;
