import { templateMessages } from '@quayside/contract/messages';
import {
  generateCompanyDocumentResponseSchema,
  type GenerateCompanyDocumentBody,
  type GenerateCompanyDocumentResponse,
} from '@quayside/contract/templates';
import { baseApi } from '../../../lib/api/base-api';

/** POST /api/documents/generate/company: renders the template for the company and adds it to the client's documents. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    generateCompanyDocument: build.mutation<GenerateCompanyDocumentResponse, GenerateCompanyDocumentBody>({
      query: (body) => ({
        url: '/api/documents/generate/company',
        method: 'POST',
        body,
        fallback: templateMessages.fallback.generate,
        schema: generateCompanyDocumentResponseSchema,
      }),
      invalidatesTags: ['GeneratedDocuments', 'Documents'],
    }),
  }),
});

export const { useGenerateCompanyDocumentMutation } = api;
