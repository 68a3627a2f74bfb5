import { verifyDocumentResponseSchema, type VerifyDocumentBody } from '@quayside/contract/preparer';
import { preparerMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { documentsTag, taskTag, workspaceChanged } from './tags';

export type VerifyDocumentArgs = { id: string; companyId: string | null; taskId: string | null } & VerifyDocumentBody;

/** PUT /api/preparer/verify-document/{id}: approve, or reject with a reason ("Document approved" / "Document rejected"). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyDocument: build.mutation<z.infer<typeof verifyDocumentResponseSchema>, VerifyDocumentArgs>({
      query: ({ id, status, reason }) => ({
        url: `/api/preparer/verify-document/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { status, ...(reason?.trim() ? { reason: reason.trim() } : {}) },
        fallback: preparerMessages.fallback.verifyDocument,
        schema: verifyDocumentResponseSchema,
      }),
      invalidatesTags: (_r, _e, { companyId, taskId }) => [
        'Documents',
        'Dashboard',
        ...(companyId ? [documentsTag(companyId), ...workspaceChanged(companyId)] : []),
        ...(taskId ? [taskTag(taskId), { type: 'NriTask' as const, id: taskId }] : []),
        // An NRI client's document (no company): their lists and workspace.
        ...(companyId ? [] : ['NriDocuments' as const, 'NriClient' as const]),
      ],
    }),
  }),
});

export const { useVerifyDocumentMutation } = api;
