import { approvalDecisionResponseSchema } from '@quayside/contract/approvals';
import { approvalMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { decisionChanged } from './tags';

/** POST /api/approver/requests/{id}/approve, with an optional note ("Approved"): every change is applied. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    approveRequest: build.mutation<z.infer<typeof approvalDecisionResponseSchema>, { id: string; note?: string | undefined }>({
      query: ({ id, note }) => ({
        url: `/api/approver/requests/${encodeURIComponent(id)}/approve`,
        method: 'POST',
        body: note?.trim() ? { note: note.trim() } : {},
        fallback: approvalMessages.fallback.approve,
        schema: approvalDecisionResponseSchema,
      }),
      invalidatesTags: [...decisionChanged],
    }),
  }),
});

export const { useApproveRequestMutation } = api;
