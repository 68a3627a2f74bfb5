import { preparerCompanyDetailsResponseSchema, type PreparerCompanyDetails } from '@quayside/contract/approvals';
import { approvalMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';
import { companyTag } from './tags';

/**
 * GET /api/preparer/company/{id}: the live record (what the client sees), the changes staged in the draft with
 * their diff, the tasks approved and waiting to be sent, and the last approval request.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreparerCompanyDetails: build.query<PreparerCompanyDetails, string>({
      query: (id) => ({
        url: `/api/preparer/company/${encodeURIComponent(id)}`,
        fallback: approvalMessages.fallback.companyDetails,
        schema: preparerCompanyDetailsResponseSchema,
      }),
      providesTags: (_r, _e, id) => [companyTag(id), { type: 'Tasks', id }],
    }),
  }),
});

export const { useGetPreparerCompanyDetailsQuery } = api;
