import { sendToApproverResponseSchema } from '@quayside/contract/approvals';
import { approvalMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { tasksTag, workspaceChanged } from './tags';

/** PUT /api/preparer/send-to-approver/{id}: the draft and the approved tasks go to the approver with a note ("Sent to approver"). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendToApprover: build.mutation<z.infer<typeof sendToApproverResponseSchema>, { companyId: string; note: string }>({
      query: ({ companyId, note }) => ({
        url: `/api/preparer/send-to-approver/${encodeURIComponent(companyId)}`,
        method: 'PUT',
        body: { note },
        fallback: approvalMessages.fallback.sendToApprover,
        schema: sendToApproverResponseSchema,
      }),
      invalidatesTags: (_r, _e, { companyId }) => [tasksTag(companyId), 'Tasks', ...workspaceChanged(companyId)],
    }),
  }),
});

export const { useSendToApproverMutation } = api;
