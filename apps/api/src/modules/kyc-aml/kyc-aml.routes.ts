import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@quayside/contract/errors';
import {
  createKycAmlRequestBodySchema,
  kycAmlCompanyParamsSchema,
  kycAmlIdParamsSchema,
  kycAmlRequestResponseSchema,
  kycAmlRequestStatusSchema,
  kycAmlSignOffBodySchema,
  kycAmlSurveyResponseSchema,
  kycAmlSurveysResponseSchema,
  kycSurveyAnswersSchema,
  kycSurveyDraftSchema,
} from '@quayside/contract/kyc-aml';
import { kycMessages } from '@quayside/contract/messages';
import { actorOf } from '../auth/auth.service';
import {
  archiveKycAmlSurvey,
  cancelKycAmlRequest,
  createKycAmlRequest,
  getKycAmlStatus,
  listKycAmlSurveys,
  saveKycAmlDraft,
  signOffKycAmlSurvey,
  submitKycAmlSurvey,
} from './kyc-aml.service';

const ok = kycMessages.success;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * /api/kyc-aml: the company's preparer and the admin request, cancel and archive; the company's people fill the
 * survey (client role: the owner, and the directors and shareholders asked); staff who reach the company read the
 * rating; the approver above the preparer (or the admin) signs off a high one. The records are decided by the
 * service through the access module.
 */
export const kycAmlRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const staffWrite = app.requireAuth(['preparer', 'admin']);
  const readers = app.requireAuth(['admin', 'approver', 'preparer', 'client']);
  const respondents = app.requireAuth(['client']);
  const approvers = app.requireAuth(['approver', 'admin']);
  const tags = ['kyc-aml'];
  const security = [{ bearerAuth: [] }];

  app.post(
    '/api/kyc-aml/company/:id/request',
    {
      preHandler: staffWrite,
      schema: { tags, security, summary: 'Ask the company\'s people for the AML/KYC survey (a task each)', params: kycAmlCompanyParamsSchema, body: createKycAmlRequestBodySchema, response: { 201: kycAmlRequestResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const created = await createKycAmlRequest(db, actorOf(request), request.params.id, request.body, { ip: request.ip });
      return reply.status(201).send({ message: ok.requestCreated, request: created });
    },
  );

  app.get(
    '/api/kyc-aml/company/:id/request/status',
    { preHandler: readers, schema: { tags, security, summary: 'The latest request, whether a draft is active, the latest submitted survey', params: kycAmlCompanyParamsSchema, response: { 200: kycAmlRequestStatusSchema, ...errors } } },
    async (request) => getKycAmlStatus(db, actorOf(request), request.params.id),
  );

  app.get(
    '/api/kyc-aml/company/:id/surveys',
    { preHandler: readers, schema: { tags, security, summary: 'The company\'s surveys, newest first, and the active draft', params: kycAmlCompanyParamsSchema, response: { 200: kycAmlSurveysResponseSchema, ...errors } } },
    async (request) => listKycAmlSurveys(db, actorOf(request), request.params.id),
  );

  app.post(
    '/api/kyc-aml/company/:id/survey/draft',
    { preHandler: respondents, schema: { tags, security, summary: 'Save the draft (the body is the draft; one active draft per company)', params: kycAmlCompanyParamsSchema, body: kycSurveyDraftSchema, response: { 200: kycAmlSurveyResponseSchema, ...errors } } },
    async (request) => ({ message: ok.draftSaved, survey: await saveKycAmlDraft(db, actorOf(request), request.params.id, request.body, { ip: request.ip }) }),
  );

  app.post(
    '/api/kyc-aml/survey/:id/submit',
    { preHandler: respondents, schema: { tags, security, summary: 'Submit the survey (checked in full); the risk rating is computed', params: kycAmlIdParamsSchema, body: kycSurveyAnswersSchema, response: { 200: kycAmlSurveyResponseSchema, ...errors } } },
    async (request) => ({ message: ok.surveySubmitted, survey: await submitKycAmlSurvey(db, actorOf(request), request.params.id, request.body, { ip: request.ip }) }),
  );

  app.post(
    '/api/kyc-aml/survey/:id/sign-off',
    { preHandler: approvers, schema: { tags, security, summary: 'Sign off a high-risk survey (the approver above the preparer, or an admin)', params: kycAmlIdParamsSchema, body: kycAmlSignOffBodySchema, response: { 200: kycAmlSurveyResponseSchema, ...errors } } },
    async (request) => ({ message: ok.signedOff, survey: await signOffKycAmlSurvey(db, actorOf(request), request.params.id, request.body.note, { ip: request.ip }) }),
  );

  app.delete(
    '/api/kyc-aml/survey/:id',
    { preHandler: staffWrite, schema: { tags, security, summary: 'Archive a survey', params: kycAmlIdParamsSchema, response: { 200: kycAmlSurveyResponseSchema, ...errors } } },
    async (request) => ({ message: ok.surveyArchived, survey: await archiveKycAmlSurvey(db, actorOf(request), request.params.id, { ip: request.ip }) }),
  );

  app.delete(
    '/api/kyc-aml/request/:id',
    { preHandler: staffWrite, schema: { tags, security, summary: 'Cancel a request (its tasks withdrawn, its draft archived)', params: kycAmlIdParamsSchema, response: { 200: kycAmlRequestResponseSchema, ...errors } } },
    async (request) => ({ message: ok.requestCancelled, request: await cancelKycAmlRequest(db, actorOf(request), request.params.id, { ip: request.ip }) }),
  );
};
