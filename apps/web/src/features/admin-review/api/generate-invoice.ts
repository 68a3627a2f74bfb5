import {
  generateInvoiceResponseSchema,
  type GenerateInvoiceBody,
  type GenerateInvoiceResponse,
} from '@quayside/contract/admin-review';
import { adminMessages } from '@quayside/contract/messages';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/admin/incorporation/{id}/generate-invoice: priced from the application, or from the lines given. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    generateInvoice: build.mutation<GenerateInvoiceResponse, { id: string; body: GenerateInvoiceBody }>({
      query: ({ id, body }) => ({
        url: `/api/admin/incorporation/${encodeURIComponent(id)}/generate-invoice`,
        method: 'POST',
        body,
        fallback: adminMessages.fallback.invoice,
        schema: generateInvoiceResponseSchema,
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Incorporations', id }, 'Invoices'],
    }),
  }),
});

export const { useGenerateInvoiceMutation } = api;
