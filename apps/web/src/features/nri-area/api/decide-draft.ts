import { draftDecisionResponseSchema, type DraftDecisionBody } from '@quayside/contract/nri-area';
import { nriClientMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/**
 * POST /api/nri-client/filing-artifacts/draft/decide ("Draft decision recorded"): approve the draft computation or
 * ask for changes (with a reason), signed with the typed full name.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    decideNriDraft: build.mutation<z.infer<typeof draftDecisionResponseSchema>, DraftDecisionBody>({
      query: (body) => ({
        url: '/api/nri-client/filing-artifacts/draft/decide',
        method: 'POST',
        body,
        fallback: nriClientMessages.fallback.draftDecision,
        schema: draftDecisionResponseSchema,
      }),
      invalidatesTags: ['NriArtifacts', 'NriStatus'],
    }),
  }),
});

export const { useDecideNriDraftMutation } = api;
