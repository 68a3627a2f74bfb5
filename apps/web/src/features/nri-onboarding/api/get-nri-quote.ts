import { nriQuoteResponseSchema } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/staging-nri/quote?sessionId: the quote priced by the server from the answers. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriQuote: build.query<z.infer<typeof nriQuoteResponseSchema>, { sessionId: string; version: string }>({
      // `version` (the session's updatedAt) asks again whenever the answers change.
      query: ({ sessionId }) => ({
        url: '/api/staging-nri/quote',
        params: { sessionId },
        fallback: nriOnboardingMessages.fallback.quote,
        schema: nriQuoteResponseSchema,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetNriQuoteQuery } = api;
