import {
  companyServiceResponseSchema,
  type RequestServiceCancellationBody,
} from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { companyTags } from './company-tags';

export type RequestServiceCancellationArgs = {
  companyId: string;
  serviceId: number;
  body: RequestServiceCancellationBody;
};

/**
 * POST /api/companies/{id}/services/{serviceId}/cancellation {reason}: asks the firm to cancel a paid service; it
 * shows "Cancellation requested" until staff handle it.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestServiceCancellation: build.mutation<
      z.infer<typeof companyServiceResponseSchema>,
      RequestServiceCancellationArgs
    >({
      query: ({ companyId, serviceId, body }) => ({
        url: `/api/companies/${encodeURIComponent(companyId)}/services/${serviceId}/cancellation`,
        method: 'POST',
        body,
        fallback: companyMessages.fallback.requestCancellation,
        schema: companyServiceResponseSchema,
      }),
      invalidatesTags: (_r, _e, { companyId }) => companyTags(companyId),
    }),
  }),
});

export const { useRequestServiceCancellationMutation } = api;
