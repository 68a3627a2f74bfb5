import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taskDetailResponseSchema } from '@quayside/contract/client-area';
import { calendarResponseSchema } from '@quayside/contract/calendar';
import {
  companyActionResponseSchema,
  companyActionsResponseSchema,
  companyCalendarQuerySchema,
  companyDocumentResponseSchema,
  companyDocumentsQuerySchema,
  companyDocumentsResponseSchema,
  companyDocumentUploadFieldsSchema,
  companyPreparerActionParamsSchema,
  companyPreparerParamsSchema,
  companyPreparerSummaryResponseSchema,
  companyPreparerTaskParamsSchema,
  companyStatusMutationResponseSchema,
  companyStatusResponseSchema,
  companyTaskMutationResponseSchema,
  companyTasksQuerySchema,
  companyTasksResponseSchema,
  createCompanyTaskBodySchema,
  reviewTaskQuerySchema,
  sendActionBodySchema,
  updateCompanyStatusBodySchema,
} from '@quayside/contract/company-preparer';
import { apiErrorSchema } from '@quayside/contract/errors';
import { clientMessages, preparerMessages } from '@quayside/contract/messages';
import { AppError } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { parseWith } from '../../lib/validation';
import { actorOf } from '../auth/auth.service';
import {
  acknowledgeAction,
  createCompanyTask,
  getCompanyActions,
  getCompanyCalendar,
  getCompanyDocuments,
  getCompanySummary,
  getCompanyStatus,
  getCompanyTask,
  getCompanyTasks,
  reviewCompanyTask,
  sendCompanyAction,
  updateCompanyStatus,
  uploadCompanyDocument,
} from './company-preparer.service';

const ok = preparerMessages.success;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };

/** The one file of a staff upload, in the field `file` (a request that is not multipart has none). */
async function readOneFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', clientMessages.errors.noFiles);
  const body = await readMultipart(request, { maxFiles: 1 });
  const stray = body.files.find((f) => f.field !== 'file');
  if (stray) throw new AppError('VALIDATION_FAILED', `Unexpected file field "${stray.field}": send the document as file`);
  const [file] = body.files;
  if (!file) throw new AppError('VALIDATION_FAILED', clientMessages.errors.noFiles);
  return { file, fields: parseWith(companyDocumentUploadFieldsSchema, body.fields) };
}

/**
 * /api/company-preparer (part 2 section 7 "Company preparer"): reads for the preparer, the approver and the
 * admin; writes for the preparer and the admin (an approver reads only). Clients and NRI clients get the
 * route-level 403; the access module answers 404 for a company or task out of the caller's reach.
 */
export const companyPreparerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, storage: app.deps.storage };
  const { db } = deps;
  const readers = app.requireAuth(['preparer', 'approver', 'admin']);
  const writers = app.requireAuth(['preparer', 'admin']);
  const tags = ['company-preparer'];
  const security = [{ bearerAuth: [] }];
  const params = companyPreparerParamsSchema;

  app.get(
    '/api/company-preparer/:id/summary',
    { preHandler: readers, schema: { tags, security, summary: 'The company with its counts, its client, unacknowledged actions and most urgent open tasks', params, response: { 200: companyPreparerSummaryResponseSchema, ...errors } } },
    async (request) => ({ summary: await getCompanySummary(db, actorOf(request), request.params.id) }),
  );

  app.get(
    '/api/company-preparer/:id/status',
    { preHandler: readers, schema: { tags, security, summary: 'The company status: status, incorporationStatus, statusRemarks, updatedAt', params, response: { 200: companyStatusResponseSchema, ...errors } } },
    async (request) => ({ status: await getCompanyStatus(db, actorOf(request), request.params.id) }),
  );

  app.post(
    '/api/company-preparer/:id/status',
    {
      preHandler: writers,
      schema: { tags, security, summary: "Update status, incorporationStatus and/or statusRemarks: a preparer's change is staged for the approver, an admin's applied (the client is told)", params, body: updateCompanyStatusBodySchema, response: { 200: companyStatusMutationResponseSchema, ...errors } },
    },
    async (request) => ({
      message: ok.statusUpdated,
      ...(await updateCompanyStatus(db, actorOf(request), request.params.id, request.body, { ip: request.ip })),
    }),
  );

  app.get(
    '/api/company-preparer/:id/calendar',
    {
      preHandler: readers,
      schema: { tags, security, summary: "The company's compliance calendar, soonest due first: optional from, to (YYYY-MM-DD), openOnly", params, querystring: companyCalendarQuerySchema, response: { 200: calendarResponseSchema, ...errors } },
    },
    async (request) => ({ items: await getCompanyCalendar(db, actorOf(request), request.params.id, request.query) }),
  );

  app.get(
    '/api/company-preparer/:id/documents',
    { preHandler: readers, schema: { tags, security, summary: "The company's documents, newest first", params, querystring: companyDocumentsQuerySchema, response: { 200: companyDocumentsResponseSchema, ...errors } } },
    async (request) => getCompanyDocuments(deps, actorOf(request), request.params.id, request.query),
  );

  app.post(
    '/api/company-preparer/:id/documents',
    {
      preHandler: writers,
      schema: {
        tags,
        security,
        summary: "Upload a document for the company's client: field file (PDF, JPG, PNG, DOCX); optional name, taskId",
        params,
        consumes: ['multipart/form-data'],
        response: { 201: companyDocumentResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { file, fields } = await readOneFile(request);
      const document = await uploadCompanyDocument(deps, actor, request.params.id, { file, name: fields.name, taskId: fields.taskId }, { ip: request.ip });
      return reply.status(201).send({ message: clientMessages.success.documentUploaded, document });
    },
  );

  app.get(
    '/api/company-preparer/:id/actions',
    { preHandler: readers, schema: { tags, security, summary: "The company's actions, unacknowledged first", params, response: { 200: companyActionsResponseSchema, ...errors } } },
    async (request) => ({ items: await getCompanyActions(db, actorOf(request), request.params.id) }),
  );

  app.post(
    '/api/company-preparer/:id/actions',
    { preHandler: writers, schema: { tags, security, summary: "Send an action to the company's client", params, body: sendActionBodySchema, response: { 201: companyActionResponseSchema, ...errors } } },
    async (request, reply) => {
      const action = await sendCompanyAction(db, actorOf(request), request.params.id, request.body, { ip: request.ip });
      return reply.status(201).send({ message: ok.actionSent, action });
    },
  );

  app.post(
    '/api/company-preparer/:id/actions/:actionId/ack',
    {
      preHandler: writers,
      schema: { tags, security, summary: "Record the client's acknowledgement of one of the company's actions", params: companyPreparerActionParamsSchema, response: { 200: companyActionResponseSchema, ...errors } },
    },
    async (request) => ({
      message: ok.actionAcknowledged,
      action: await acknowledgeAction(db, actorOf(request), request.params.id, request.params.actionId, { ip: request.ip }),
    }),
  );

  app.get(
    '/api/company-preparer/:id/tasks',
    { preHandler: readers, schema: { tags, security, summary: "The company's tasks, newest first", params, querystring: companyTasksQuerySchema, response: { 200: companyTasksResponseSchema, ...errors } } },
    async (request) => getCompanyTasks(db, actorOf(request), request.params.id, request.query),
  );

  app.post(
    '/api/company-preparer/:id/tasks',
    {
      preHandler: writers,
      schema: { tags, security, summary: "Create a task for the company's client with required documents, due date and priority", params, body: createCompanyTaskBodySchema, response: { 201: companyTaskMutationResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const task = await createCompanyTask(db, actorOf(request), request.params.id, request.body, { ip: request.ip });
      return reply.status(201).send({ message: ok.taskCreated, task });
    },
  );

  app.get(
    '/api/company-preparer/tasks/:id',
    { preHandler: readers, schema: { tags, security, summary: 'A task and its required documents', params: companyPreparerTaskParamsSchema, response: { 200: taskDetailResponseSchema, ...errors } } },
    async (request) => getCompanyTask(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/api/company-preparer/tasks/:id/review',
    {
      preHandler: writers,
      schema: {
        tags,
        security,
        summary: 'Review a task: action approve (Completed), return (back to the client with reason) or reject (Cancelled with reason)',
        params: companyPreparerTaskParamsSchema,
        querystring: reviewTaskQuerySchema,
        response: { 200: companyTaskMutationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: ok.taskReviewed,
      task: await reviewCompanyTask(db, actorOf(request), request.params.id, request.query, { ip: request.ip }),
    }),
  );
};
