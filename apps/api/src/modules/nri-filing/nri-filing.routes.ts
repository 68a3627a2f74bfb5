import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actionAckResponseSchema,
  requirementUploadResponseSchema,
  submitTaskBodySchema,
  taskDetailResponseSchema,
  taskMutationResponseSchema,
} from '@quayside/contract/client-area';
import { apiErrorSchema } from '@quayside/contract/errors';
import { listInvoicesQuerySchema, listInvoicesResponseSchema } from '@quayside/contract/invoices';
import { clientMessages, nriClientMessages, preparerMessages } from '@quayside/contract/messages';
import {
  draftDecisionBodySchema,
  draftDecisionResponseSchema,
  filingArtifactsResponseSchema,
  itrStatusResponseSchema,
  nriActionParamsSchema,
  nriActionResponseSchema,
  nriActionsQuerySchema,
  nriActionsResponseSchema,
  nriCurrentFilingResponseSchema,
  nriDocumentsQuerySchema,
  nriDocumentsResponseSchema,
  nriDocumentUploadFieldsSchema,
  nriDocumentUploadResponseSchema,
  nriPreparerActionParamsSchema,
  nriPreparerActionsResponseSchema,
  nriPreparerParamsSchema,
  nriPreparerStatusResponseSchema,
  nriPreparerSummaryResponseSchema,
  nriPreparerTaskParamsSchema,
  nriProfileMutationResponseSchema,
  nriProfileResponseSchema,
  nriRequirementFileDeleteResponseSchema,
  nriRequirementFileParamsSchema,
  nriRequirementParamsSchema,
  nriReviewTaskQuerySchema,
  nriStatusMutationResponseSchema,
  nriTaskMutationResponseSchema,
  nriTaskParamsSchema,
  nriTasksQuerySchema,
  nriTasksResponseSchema,
  preparerUpdateNriProfileBodySchema,
  sendNriActionBodySchema,
  updateNriProfileBodySchema,
  updateNriStatusBodySchema,
  createNriTaskBodySchema,
} from '@quayside/contract/nri-area';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { parseWith } from '../../lib/validation';
import { actorOf } from '../auth/auth.service';
import {
  acknowledgeNriAction,
  acknowledgeNriActionAsStaff,
  createNriTask,
  decideDraft,
  deleteNriRequirementFile,
  getNriActions,
  getNriCurrentFiling,
  getNriDocuments,
  getNriStatus,
  getNriSummary,
  getNriTask,
  getNriTaskDetails,
  getOwnFilingArtifacts,
  getOwnItrStatus,
  getOwnNriProfile,
  listNriActions,
  listNriDocuments,
  listNriInvoices,
  listNriTasks,
  reviewNriTask,
  sendNriAction,
  submitNriTask,
  updateNriProfileAsStaff,
  updateNriStatus,
  updateOwnNriProfile,
  uploadNriDocument,
  uploadNriRequirement,
} from './nri-filing.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };

/** The one file of an upload, in the field `file`, and the text fields (a request that is not multipart has none). */
async function readOneFile<S extends z.ZodType>(request: FastifyRequest, fieldsSchema: S) {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', clientMessages.errors.noFiles);
  const body = await readMultipart(request, { maxFiles: 1 });
  const stray = body.files.find((f) => f.field !== 'file');
  if (stray) throw new AppError('VALIDATION_FAILED', `Unexpected file field "${stray.field}": ${nriClientMessages.errors.oneFileOnly}`);
  const [file] = body.files;
  if (!file) throw new AppError('VALIDATION_FAILED', clientMessages.errors.noFiles);
  return { file, fields: parseWith(fieldsSchema, body.fields) as z.infer<S> };
}

/**
 * /api/nri-client (part 2 section 7 "NRI client", 14 calls): the NRI client's own records only (role nri_client;
 * another client's record is 404). /api/nri-preparer (12 calls): reads for the assigned preparer, the approver
 * above them and the admin; writes for the preparer and the admin. The nri-filing service asks the access module.
 */
export const nriFilingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, storage: app.deps.storage };
  const { db } = deps;
  const security = [{ bearerAuth: [] }];
  const nri = app.requireAuth(['nri_client']);
  const readers = app.requireAuth(['preparer', 'approver', 'admin']);
  const writers = app.requireAuth(['preparer', 'admin']);
  const C = nriClientMessages.success;
  const ok = preparerMessages.success;

  /* ---------------------------------------------------------------- the NRI client */
  {
    const tags = ['nri-client'];

    app.get(
      '/api/nri-client/tasks',
      { preHandler: nri, schema: { tags, security, summary: 'My tasks, newest first (onlyOpen=true: open ones)', querystring: nriTasksQuerySchema, response: { 200: nriTasksResponseSchema, ...errors } } },
      async (request) => listNriTasks(db, actorOf(request), request.query),
    );

    app.get(
      '/api/nri-client/tasks/:id',
      { preHandler: nri, schema: { tags, security, summary: 'A task and its required documents (uploadedDoc with files and signed URLs)', params: nriTaskParamsSchema, response: { 200: taskDetailResponseSchema, ...errors } } },
      async (request) => getNriTask(deps, actorOf(request), request.params.id),
    );

    app.get(
      '/api/nri-client/itr/status',
      { preHandler: nri, schema: { tags, security, summary: 'The current filing: statusMap (stages with labels, reached and when), itrStatus, updatedAt, itrDraftStatus', response: { 200: itrStatusResponseSchema, ...errors } } },
      async (request) => getOwnItrStatus(db, actorOf(request)),
    );

    app.post(
      '/api/nri-client/tasks/:id/requirements/:reqDocId/upload',
      {
        preHandler: nri,
        schema: { tags, security, summary: 'Upload one file (field file: PDF, JPEG or PNG) to a required document', params: nriRequirementParamsSchema, consumes: ['multipart/form-data'], response: { 200: requirementUploadResponseSchema, ...uploadErrors } },
      },
      async (request) => {
        const { file } = await readOneFile(request, z.object({}));
        const result = await uploadNriRequirement(deps, actorOf(request), request.params.id, request.params.reqDocId, file);
        return { message: C.documentUploaded, ...result };
      },
    );

    app.post(
      '/api/nri-client/tasks/:id/submit',
      { preHandler: nri, schema: { tags, security, summary: 'Submit a task for review (the answer carries the status the server set)', params: nriTaskParamsSchema, body: submitTaskBodySchema, response: { 200: taskMutationResponseSchema, ...errors } } },
      async (request) => ({ message: C.taskSubmitted, task: await submitNriTask(db, actorOf(request), request.params.id, request.body?.message) }),
    );

    app.delete(
      '/api/nri-client/tasks/:id/requirements/:reqDocId/files/:fileId',
      {
        preHandler: nri,
        schema: { tags, security, summary: "Remove one file of a required document's upload (the last file removes the document)", params: nriRequirementFileParamsSchema, response: { 200: nriRequirementFileDeleteResponseSchema, ...errors } },
      },
      async (request) => ({
        message: C.fileRemoved,
        ...(await deleteNriRequirementFile(deps, actorOf(request), request.params.id, request.params.reqDocId, request.params.fileId)),
      }),
    );

    app.get(
      '/api/nri-client/actions',
      { preHandler: nri, schema: { tags, security, summary: 'My actions, unacknowledged first (limit, default 20)', querystring: nriActionsQuerySchema, response: { 200: nriActionsResponseSchema, ...errors } } },
      async (request) => listNriActions(db, actorOf(request), request.query.limit),
    );

    app.post(
      '/api/nri-client/actions/:id/ack',
      { preHandler: nri, schema: { tags, security, summary: 'Acknowledge an action', params: nriActionParamsSchema, response: { 200: actionAckResponseSchema, ...errors } } },
      async (request) => ({ message: C.actionAcknowledged, action: await acknowledgeNriAction(db, actorOf(request), request.params.id) }),
    );

    app.get(
      '/api/nri-client/details',
      { preHandler: nri, schema: { tags, security, summary: 'My details (and whether I may edit them: canEditProfile)', response: { 200: nriProfileResponseSchema, ...errors } } },
      async (request) => ({ profile: await getOwnNriProfile(db, actorOf(request)) }),
    );

    app.put(
      '/api/nri-client/update',
      { preHandler: nri, schema: { tags, security, summary: 'Update my details (only while my preparer allows it: canEditProfile)', body: updateNriProfileBodySchema, response: { 200: nriProfileMutationResponseSchema, ...errors } } },
      async (request) => ({ message: C.updated, profile: await updateOwnNriProfile(db, actorOf(request), request.body, { ip: request.ip }) }),
    );

    app.get(
      '/api/nri-client/documents',
      { preHandler: nri, schema: { tags, security, summary: 'My documents, newest first', querystring: nriDocumentsQuerySchema, response: { 200: nriDocumentsResponseSchema, ...errors } } },
      async (request) => listNriDocuments(deps, actorOf(request), request.query),
    );

    app.get(
      '/api/nri-client/invoices',
      { preHandler: nri, schema: { tags, security, summary: 'My invoices, newest first', querystring: listInvoicesQuerySchema, response: { 200: listInvoicesResponseSchema, ...errors } } },
      async (request) => listNriInvoices(db, actorOf(request), request.query),
    );

    app.get(
      '/api/nri-client/filing-artifacts',
      { preHandler: nri, schema: { tags, security, summary: "The current filing's draft computation and filed acknowledgement (documents with signed URLs)", response: { 200: filingArtifactsResponseSchema, ...errors } } },
      async (request) => getOwnFilingArtifacts(deps, actorOf(request)),
    );

    app.post(
      '/api/nri-client/filing-artifacts/draft/decide',
      {
        preHandler: nri,
        schema: { tags, security, summary: 'Approve the draft computation or request changes (fullName: typed signature; reason for changes)', body: draftDecisionBodySchema, response: { 200: draftDecisionResponseSchema, ...errors } },
      },
      async (request) => ({ message: C.draftDecision, filing: await decideDraft(db, actorOf(request), request.body, { ip: request.ip }) }),
    );
  }

  /* ---------------------------------------------------------------- the NRI preparer */
  {
    const tags = ['nri-preparer'];
    const params = nriPreparerParamsSchema;

    app.get(
      '/api/nri-preparer/:id/summary',
      { preHandler: readers, schema: { tags, security, summary: 'The NRI client with profile, current filing, counts and most urgent open tasks', params, response: { 200: nriPreparerSummaryResponseSchema, ...errors } } },
      async (request) => ({ summary: await getNriSummary(db, actorOf(request), request.params.id) }),
    );

    app.get(
      '/api/nri-preparer/:id/status',
      { preHandler: readers, schema: { tags, security, summary: "The current filing's ITR status and updatedAt", params, response: { 200: nriPreparerStatusResponseSchema, ...errors } } },
      async (request) => getNriStatus(db, actorOf(request), request.params.id),
    );

    app.post(
      '/api/nri-preparer/:id/status',
      { preHandler: writers, schema: { tags, security, summary: 'Move the current filing to an ITR stage (remarks, acknowledgement number); the client is told', params, body: updateNriStatusBodySchema, response: { 200: nriStatusMutationResponseSchema, ...errors } } },
      async (request) => ({ message: ok.statusUpdated, ...(await updateNriStatus(db, actorOf(request), request.params.id, request.body, { ip: request.ip })) }),
    );

    app.get(
      '/api/nri-preparer/:id/documents',
      { preHandler: readers, schema: { tags, security, summary: "The NRI client's documents, newest first", params, querystring: nriDocumentsQuerySchema, response: { 200: nriDocumentsResponseSchema, ...errors } } },
      async (request) => getNriDocuments(deps, actorOf(request), request.params.id, request.query),
    );

    app.post(
      '/api/nri-preparer/:id/documents',
      {
        preHandler: writers,
        schema: {
          tags,
          security,
          summary: 'Upload a document for the NRI client: field file (PDF, JPG, PNG, DOCX); optional name, taskId, kind (general, draft_computation, acknowledgement)',
          params,
          consumes: ['multipart/form-data'],
          response: { 201: nriDocumentUploadResponseSchema, ...uploadErrors },
        },
      },
      async (request, reply) => {
        const { file, fields } = await readOneFile(request, nriDocumentUploadFieldsSchema);
        const result = await uploadNriDocument(deps, actorOf(request), request.params.id, { file, name: fields.name, taskId: fields.taskId, kind: fields.kind }, { ip: request.ip });
        return reply.status(201).send({ message: clientMessages.success.documentUploaded, ...result });
      },
    );

    app.post(
      '/api/nri-preparer/:id/tasks',
      {
        preHandler: writers,
        schema: {
          tags,
          security,
          summary: 'Create a task with required documents for the NRI client (designed)',
          params,
          body: createNriTaskBodySchema,
          response: { 201: nriTaskMutationResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ message: ok.taskCreated, task: await createNriTask(deps, actorOf(request), request.params.id, request.body, { ip: request.ip }) }),
    );

    app.get(
      '/api/nri-preparer/:id/actions',
      { preHandler: readers, schema: { tags, security, summary: "The NRI client's actions, unacknowledged first", params, response: { 200: nriPreparerActionsResponseSchema, ...errors } } },
      async (request) => ({ items: await getNriActions(db, actorOf(request), request.params.id) }),
    );

    app.post(
      '/api/nri-preparer/:id/actions',
      { preHandler: writers, schema: { tags, security, summary: 'Send an action to the NRI client', params, body: sendNriActionBodySchema, response: { 201: nriActionResponseSchema, ...errors } } },
      async (request, reply) => reply.status(201).send({ message: ok.actionSent, action: await sendNriAction(db, actorOf(request), request.params.id, request.body, { ip: request.ip }) }),
    );

    app.patch(
      '/api/nri-preparer/:id/actions/:actionId/ack',
      { preHandler: writers, schema: { tags, security, summary: "Record the NRI client's acknowledgement of an action", params: nriPreparerActionParamsSchema, response: { 200: nriActionResponseSchema, ...errors } } },
      async (request) => ({
        message: ok.actionAcknowledged,
        action: await acknowledgeNriActionAsStaff(db, actorOf(request), request.params.id, request.params.actionId, { ip: request.ip }),
      }),
    );

    app.get(
      '/api/nri-preparer/:id/filing/current',
      { preHandler: readers, schema: { tags, security, summary: 'The current filing and its draft computation and acknowledgement', params, response: { 200: nriCurrentFilingResponseSchema, ...errors } } },
      async (request) => getNriCurrentFiling(deps, actorOf(request), request.params.id),
    );

    app.post(
      '/api/nri-preparer/:id/profile',
      { preHandler: writers, schema: { tags, security, summary: "Update the NRI client's details and/or the canEditProfile toggle", params, body: preparerUpdateNriProfileBodySchema, response: { 200: nriProfileMutationResponseSchema, ...errors } } },
      async (request) => ({ message: ok.updated, profile: await updateNriProfileAsStaff(db, actorOf(request), request.params.id, request.body, { ip: request.ip }) }),
    );

    app.get(
      '/api/nri-preparer/tasks/:id/details',
      { preHandler: readers, schema: { tags, security, summary: "An NRI client's task and its required documents", params: nriPreparerTaskParamsSchema, response: { 200: taskDetailResponseSchema, ...errors } } },
      async (request) => getNriTaskDetails(deps, actorOf(request), request.params.id),
    );

    app.put(
      '/api/nri-preparer/tasks/:id/review',
      {
        preHandler: writers,
        schema: { tags, security, summary: 'Review an NRI task: approve (Completed), return (back to the client with reason), reject (Cancelled with reason)', params: nriPreparerTaskParamsSchema, querystring: nriReviewTaskQuerySchema, response: { 200: nriTaskMutationResponseSchema, ...errors } },
      },
      async (request) => ({ message: ok.taskReviewed, task: await reviewNriTask(db, actorOf(request), request.params.id, request.query, { ip: request.ip }) }),
    );
  }
};
