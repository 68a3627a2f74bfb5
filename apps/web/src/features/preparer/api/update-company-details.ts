import { preparerCompanyUpdateResponseSchema, type PreparerCompanyUpdateBody } from '@quayside/contract/approvals';
import { approvalMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { workspaceChanged } from './tags';

export type UpdateCompanyDetailsArgs = { id: string } & PreparerCompanyUpdateBody;

/** PUT /api/preparer/company/{id}: stage changes to the details, directors and shareholders ("Updated successfully"). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updatePreparerCompanyDetails: build.mutation<z.infer<typeof preparerCompanyUpdateResponseSchema>, UpdateCompanyDetailsArgs>({
      query: ({ id, ...body }) => ({
        url: `/api/preparer/company/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        fallback: approvalMessages.fallback.updateCompany,
        schema: preparerCompanyUpdateResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => workspaceChanged(id),
    }),
  }),
});

export const { useUpdatePreparerCompanyDetailsMutation } = api;
