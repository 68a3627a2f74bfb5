import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarQuerySchema, calendarResponseSchema } from '@quayside/contract/calendar';
import {
  actionAckResponseSchema,
  actionCentreResponseSchema,
  chatAgentsResponseSchema,
  clientCompanyResponseSchema,
  clientDashboardResponseSchema,
  companyIdQuerySchema,
  deleteDocumentResponseSchema,
  documentFileParamsSchema,
  documentResponseSchema,
  fileUrlResponseSchema,
  finalUploadFieldsSchema,
  idParamsSchema,
  insightsResponseSchema,
  listDocumentsQuerySchema,
  listDocumentsResponseSchema,
  listTasksQuerySchema,
  listTasksResponseSchema,
  requirementUploadFieldsSchema,
  requirementUploadResponseSchema,
  statusSummaryResponseSchema,
  submitTaskBodySchema,
  taskDetailResponseSchema,
  taskMutationResponseSchema,
} from '@quayside/contract/client-area';
import { apiErrorSchema } from '@quayside/contract/errors';
import { clientMessages } from '@quayside/contract/messages';
import { AppError } from '../../lib/errors';
import { readMultipart, type MultipartBody } from '../../lib/multipart';
import { sendJsonText } from '../../lib/serializer';
import { parseWith } from '../../lib/validation';
import { actorOf } from '../auth/auth.service';
import { acknowledgeAction } from '../actions/actions.service';
import { listCalendar } from '../calendar/calendar.service';
import { toCompany } from '../companies/companies.service';
import {
  clientCompanies,
  getActionCentre,
  getInsights,
  getStatusSummary,
  listChatAgents,
  requireClientCompany,
  resolveClientCompany,
} from './client.service';
import {
  MAX_FILES_PER_UPLOAD,
  deleteDocument,
  fileDownloadUrl,
  listClientDocuments,
  removeFileFromBundle,
  replaceDocument,
  uploadFinalDocument,
  uploadToRequirement,
} from '../documents/documents.service';
import { completeTask, getAssignedTask, listAssignedTasks, submitTask } from '../tasks/tasks.service';
import { startDashboardCache, wroteRecently } from './dashboard.cache';
import { clientDashboardJson } from './client.dashboard';

const ok = clientMessages.success;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };

/** Reads a multipart upload; a request that is not multipart has no files ("No files provided"). */
async function readUpload(request: FastifyRequest, maxFiles: number): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', clientMessages.errors.noFiles);
  return readMultipart(request, { maxFiles });
}

function filesIn(body: MultipartBody, allowed: readonly string[], hint: string) {
  const stray = body.files.find((f) => !allowed.includes(f.field));
  if (stray) throw new AppError('VALIDATION_FAILED', `Unexpected file field "${stray.field}": ${hint}`);
  return body.files;
}

/**
 * The client area: every call under /api/client, for clients, answered from their own records only (a
 * record of anyone else answers 404), delegating to the modules that own the records. Notifications and
 * invoices serve their /api/client paths from their own modules.
 */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const client = app.requireAuth(['client']);
  const deps = { db: app.deps.db, storage: app.deps.storage };
  const { db } = deps;
  const tags = ['client'];
  const security = [{ bearerAuth: [] }];
  // The dashboard cache (dashboard.cache.ts): off in tests by default, like the user cache; its tests turn it on.
  if (app.deps.config.NODE_ENV !== 'test') await startDashboardCache(app, app.deps.database);

  /* ---------------------------------------------------------------- home */

  app.get(
    '/api/client/dashboard',
    { preHandler: client, schema: { tags, security, querystring: companyIdQuerySchema, response: { 200: clientDashboardResponseSchema, ...errors } } },
    // The statement's JSON text passed through (client.dashboard.ts), checked against the schema outside production.
    async (request, reply) =>
      sendJsonText(reply, await clientDashboardJson(db, actorOf(request), request.query.companyId, { fresh: wroteRecently(request) }), clientDashboardResponseSchema, {
        strict: app.deps.config.NODE_ENV !== 'production',
      }),
  );

  app.get(
    '/api/client/company',
    { preHandler: client, schema: { tags, security, querystring: companyIdQuerySchema, response: { 200: clientCompanyResponseSchema, ...errors } } },
    async (request) => {
      const actor = actorOf(request);
      const [company, owned] = await Promise.all([resolveClientCompany(db, actor, request.query.companyId), clientCompanies(db, actor.id)]);
      return { company: company ? await toCompany(db, company) : null, companies: owned.map((c) => ({ id: c.id, name: c.name })) };
    },
  );

  app.get(
    '/api/client/status/summary',
    { preHandler: client, schema: { tags, security, querystring: companyIdQuerySchema, response: { 200: statusSummaryResponseSchema, ...errors } } },
    async (request) => {
      const company = await resolveClientCompany(db, actorOf(request), request.query.companyId);
      return { summary: company ? await getStatusSummary(db, company) : null };
    },
  );

  app.get(
    '/api/client/calendar',
    { preHandler: client, schema: { tags, security, querystring: calendarQuerySchema, response: { 200: calendarResponseSchema, ...errors } } },
    async (request) => {
      const { companyId, from, to, openOnly } = request.query;
      const company = await resolveClientCompany(db, actorOf(request), companyId);
      return { items: company ? await listCalendar(db, company.id, { from, to, openOnly }) : [] };
    },
  );

  app.get(
    '/api/client/insights',
    { preHandler: client, schema: { tags, security, querystring: companyIdQuerySchema, response: { 200: insightsResponseSchema, ...errors } } },
    async (request) => {
      const actor = actorOf(request);
      return getInsights(deps, actor, await resolveClientCompany(db, actor, request.query.companyId));
    },
  );

  app.get(
    '/api/client/chat-agents',
    { preHandler: client, schema: { tags, security, response: { 200: chatAgentsResponseSchema, ...errors } } },
    async (request) => ({ agents: await listChatAgents(db, actorOf(request).id) }),
  );

  /* ---------------------------------------------------------------- actions */

  app.get(
    '/api/client/actions',
    { preHandler: client, schema: { tags, security, querystring: companyIdQuerySchema, response: { 200: actionCentreResponseSchema, ...errors } } },
    async (request) => getActionCentre(db, actorOf(request), request.query.companyId),
  );

  app.post(
    '/api/client/actions/:id/ack',
    { preHandler: client, schema: { tags, security, params: idParamsSchema, response: { 200: actionAckResponseSchema, ...errors } } },
    async (request) => ({ message: ok.actionAcknowledged, action: await acknowledgeAction(db, actorOf(request), request.params.id) }),
  );

  /* ---------------------------------------------------------------- tasks */

  app.get(
    '/api/client/tasks/assigned',
    { preHandler: client, schema: { tags, security, querystring: listTasksQuerySchema, response: { 200: listTasksResponseSchema, ...errors } } },
    async (request) => listAssignedTasks(db, actorOf(request), request.query),
  );

  app.get(
    '/api/client/tasks/assigned/:id',
    { preHandler: client, schema: { tags, security, params: idParamsSchema, response: { 200: taskDetailResponseSchema, ...errors } } },
    async (request) => getAssignedTask(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/api/client/tasks/assigned/:id/complete',
    { preHandler: client, schema: { tags, security, params: idParamsSchema, response: { 200: taskMutationResponseSchema, ...errors } } },
    async (request) => ({ message: ok.taskCompleted, task: await completeTask(db, actorOf(request), request.params.id) }),
  );

  app.post(
    '/api/client/tasks/assigned/:id/submit',
    { preHandler: client, schema: { tags, security, params: idParamsSchema, body: submitTaskBodySchema, response: { 200: taskMutationResponseSchema, ...errors } } },
    async (request) => ({ message: ok.taskSubmitted, task: await submitTask(db, actorOf(request), request.params.id, request.body?.message) }),
  );

  /* ---------------------------------------------------------------- documents */

  app.get(
    '/api/client/documents',
    { preHandler: client, schema: { tags, security, querystring: listDocumentsQuerySchema, response: { 200: listDocumentsResponseSchema, ...errors } } },
    async (request) => listClientDocuments(deps, actorOf(request), request.query),
  );

  app.post(
    '/api/client/tasks/requirements/:id/upload',
    {
      preHandler: client,
      schema: {
        tags,
        security,
        summary: 'Upload one file (field document) or several (field documents) to a required document',
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: requirementUploadResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const body = await readUpload(request, MAX_FILES_PER_UPLOAD);
      const files = filesIn(body, ['document', 'documents', 'documents[]'], 'send one file as document or several as documents');
      if (files.length === 0) throw new AppError('VALIDATION_FAILED', clientMessages.errors.noFiles);
      const fields = parseWith(requirementUploadFieldsSchema, body.fields);
      const { document, fileCount } = await uploadToRequirement(deps, actor, request.params.id, {
        files,
        pageLabels: fields.pageLabels,
        replace: fields.replace === 'true' || fields.replace === '1',
      });
      return { message: fileCount > 1 ? ok.documentsUploaded : ok.documentUploaded, requirementId: request.params.id, uploadedDoc: document };
    },
  );

  app.post(
    '/api/client/upload-final-doc',
    {
      preHandler: client,
      schema: { tags, security, summary: 'Upload a final (signed) document: field file', consumes: ['multipart/form-data'], response: { 201: documentResponseSchema, ...uploadErrors } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = await readUpload(request, 1);
      const [file] = filesIn(body, ['file'], 'send the document as file');
      if (!file) throw new AppError('VALIDATION_FAILED', clientMessages.errors.noFiles);
      const fields = parseWith(finalUploadFieldsSchema, body.fields);
      const company = await requireClientCompany(db, actor, fields.companyId);
      const document = await uploadFinalDocument(deps, actor, { file, companyId: company.id, name: fields.name, taskId: fields.taskId });
      return reply.status(201).send({ message: ok.finalUploaded, document });
    },
  );

  app.put(
    '/api/client/replace-document/:id',
    {
      preHandler: client,
      schema: { tags, security, summary: 'Replace a document with a new file: field file', params: idParamsSchema, consumes: ['multipart/form-data'], response: { 200: documentResponseSchema, ...uploadErrors } },
    },
    async (request) => {
      const actor = actorOf(request);
      const body = await readUpload(request, 1);
      const [file] = filesIn(body, ['file'], 'send the new document as file');
      if (!file) throw new AppError('VALIDATION_FAILED', clientMessages.errors.noFiles);
      return { message: ok.documentReplaced, document: await replaceDocument(deps, actor, request.params.id, file) };
    },
  );

  app.delete(
    '/api/client/document/:id',
    { preHandler: client, schema: { tags, security, params: idParamsSchema, response: { 200: deleteDocumentResponseSchema, ...errors } } },
    async (request) => {
      const { id } = await deleteDocument(deps, actorOf(request), request.params.id);
      return { message: ok.documentDeleted, id, deleted: true as const };
    },
  );

  app.delete(
    '/api/client/documents/:docId/files/:fileId',
    { preHandler: client, schema: { tags, security, params: documentFileParamsSchema, response: { 200: documentResponseSchema, ...errors } } },
    async (request) => ({
      message: ok.fileRemoved,
      document: await removeFileFromBundle(deps, actorOf(request), request.params.docId, request.params.fileId),
    }),
  );

  app.get(
    '/api/client/documents/:docId/files/:fileId/url',
    { preHandler: client, schema: { tags, security, summary: 'A fresh signed download URL', params: documentFileParamsSchema, response: { 200: fileUrlResponseSchema, ...errors } } },
    async (request) => fileDownloadUrl(deps, actorOf(request), request.params.docId, request.params.fileId),
  );
};
