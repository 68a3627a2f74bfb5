import { companyMutationResponseSchema, type UpdateCompanyBody } from '@quayside/contract/companies';
import { rulesMessages } from '@quayside/contract/messages';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';
import { companyChanged } from './company-tags';

type ComplianceBody = Pick<UpdateCompanyBody, 'listed' | 'gstVatRegistered' | 'employsLocalStaff' | 'transferPricing' | 'auditRequired' | 'firstFinancialYearEnd'>;

/** PUT /api/companies/{id} with the compliance facts only (staff-only fields; the calendar is recomputed). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateCompanyCompliance: build.mutation<z.infer<typeof companyMutationResponseSchema>, { id: string } & ComplianceBody>({
      query: ({ id, ...body }) => ({
        url: `/api/companies/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        fallback: rulesMessages.fallback.compliance,
        schema: companyMutationResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => [...companyChanged(id), 'Calendar', 'CalendarActions'],
    }),
  }),
});

export const { useUpdateCompanyComplianceMutation } = api;
