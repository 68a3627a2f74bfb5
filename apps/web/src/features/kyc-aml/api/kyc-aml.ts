import { kycMessages } from '@quayside/contract/messages';
import {
  kycAmlRequestResponseSchema,
  kycAmlRequestStatusSchema,
  kycAmlSurveyResponseSchema,
  kycAmlSurveysResponseSchema,
  type CreateKycAmlRequestBody,
  type KycAmlRequestStatus,
  type KycAmlSurveys,
  type KycSurveyAnswers,
  type KycSurveyDraft,
} from '@quayside/contract/kyc-aml';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

type RequestResponse = z.infer<typeof kycAmlRequestResponseSchema>;
type SurveyResponse = z.infer<typeof kycAmlSurveyResponseSchema>;
const f = kycMessages.fallback;
const tag = (companyId: string) => [{ type: 'KycAml' as const, id: companyId }];

/** /api/kyc-aml: a company's request and surveys (staff and the company's people), each call with its spec fallback. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getKycAmlStatus: build.query<KycAmlRequestStatus, string>({
      query: (companyId) => ({ url: `/api/kyc-aml/company/${encodeURIComponent(companyId)}/request/status`, fallback: f.requestStatus, schema: kycAmlRequestStatusSchema }),
      providesTags: (_r, _e, companyId) => tag(companyId),
    }),
    getKycAmlSurveys: build.query<KycAmlSurveys, string>({
      query: (companyId) => ({ url: `/api/kyc-aml/company/${encodeURIComponent(companyId)}/surveys`, fallback: f.surveys, schema: kycAmlSurveysResponseSchema }),
      providesTags: (_r, _e, companyId) => tag(companyId),
    }),
    createKycAmlRequest: build.mutation<RequestResponse, { companyId: string; body: CreateKycAmlRequestBody }>({
      query: ({ companyId, body }) => ({ url: `/api/kyc-aml/company/${encodeURIComponent(companyId)}/request`, method: 'POST', body, fallback: f.createRequest, schema: kycAmlRequestResponseSchema }),
      invalidatesTags: (_r, _e, { companyId }) => [...tag(companyId), 'Tasks'],
    }),
    cancelKycAmlRequest: build.mutation<RequestResponse, { companyId: string; requestId: string }>({
      query: ({ requestId }) => ({ url: `/api/kyc-aml/request/${encodeURIComponent(requestId)}`, method: 'DELETE', fallback: f.cancelRequest, schema: kycAmlRequestResponseSchema }),
      invalidatesTags: (_r, _e, { companyId }) => [...tag(companyId), 'Tasks'],
    }),
    archiveKycAmlSurvey: build.mutation<SurveyResponse, { companyId: string; surveyId: string }>({
      query: ({ surveyId }) => ({ url: `/api/kyc-aml/survey/${encodeURIComponent(surveyId)}`, method: 'DELETE', fallback: f.deleteSurvey, schema: kycAmlSurveyResponseSchema }),
      invalidatesTags: (_r, _e, { companyId }) => tag(companyId),
    }),
    saveKycAmlDraft: build.mutation<SurveyResponse, { companyId: string; draft: KycSurveyDraft }>({
      query: ({ companyId, draft }) => ({ url: `/api/kyc-aml/company/${encodeURIComponent(companyId)}/survey/draft`, method: 'POST', body: draft, fallback: f.saveDraft, schema: kycAmlSurveyResponseSchema }),
      invalidatesTags: (_r, _e, { companyId }) => tag(companyId),
    }),
    submitKycAmlSurvey: build.mutation<SurveyResponse, { companyId: string; surveyId: string; answers: KycSurveyAnswers }>({
      query: ({ surveyId, answers }) => ({ url: `/api/kyc-aml/survey/${encodeURIComponent(surveyId)}/submit`, method: 'POST', body: answers, fallback: f.submit, schema: kycAmlSurveyResponseSchema }),
      invalidatesTags: (_r, _e, { companyId }) => [...tag(companyId), 'Tasks'],
    }),
    signOffKycAmlSurvey: build.mutation<SurveyResponse, { companyId: string; surveyId: string; note: string }>({
      query: ({ surveyId, note }) => ({ url: `/api/kyc-aml/survey/${encodeURIComponent(surveyId)}/sign-off`, method: 'POST', body: { note }, fallback: f.signOff, schema: kycAmlSurveyResponseSchema }),
      invalidatesTags: (_r, _e, { companyId }) => tag(companyId),
    }),
  }),
});

export const {
  useGetKycAmlStatusQuery,
  useGetKycAmlSurveysQuery,
  useCreateKycAmlRequestMutation,
  useCancelKycAmlRequestMutation,
  useArchiveKycAmlSurveyMutation,
  useSaveKycAmlDraftMutation,
  useSubmitKycAmlSurveyMutation,
  useSignOffKycAmlSurveyMutation,
} = api;
