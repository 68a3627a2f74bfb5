import { nriCheckoutSnapshotResponseSchema } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

/** GET /api/staging-nri/checkout-snapshot?sessionId: what the payment charges, frozen. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNriCheckoutSnapshot: build.query<z.infer<typeof nriCheckoutSnapshotResponseSchema>, string>({
      query: (sessionId) => ({
        url: '/api/staging-nri/checkout-snapshot',
        params: { sessionId },
        fallback: nriOnboardingMessages.fallback.checkout,
        schema: nriCheckoutSnapshotResponseSchema,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetNriCheckoutSnapshotQuery } = api;
