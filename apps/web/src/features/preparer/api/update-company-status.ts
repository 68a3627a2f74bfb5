import { companyStatusMutationResponseSchema, type UpdateCompanyStatusBody } from '@quayside/contract/company-preparer';
import { preparerAreaMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { workspaceChanged } from './tags';

export type UpdateStatusArgs = { id: string } & UpdateCompanyStatusBody;

/** POST /api/company-preparer/{id}/status ("Status updated"); the client is told. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updatePreparerCompanyStatus: build.mutation<z.infer<typeof companyStatusMutationResponseSchema>, UpdateStatusArgs>({
      query: ({ id, ...body }) => ({
        url: `/api/company-preparer/${encodeURIComponent(id)}/status`,
        method: 'POST',
        body,
        fallback: preparerAreaMessages.fallback.updateStatus,
        schema: companyStatusMutationResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => workspaceChanged(id),
    }),
  }),
});

export const { useUpdatePreparerCompanyStatusMutation } = api;
