import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@quayside/contract/errors';
import { importMessages } from '@quayside/contract/messages';
import {
  rcnErrorsQuerySchema,
  rcnImportMessages,
  rcnJobDetailSchema,
  rcnJobIdParamsSchema,
  rcnJobListSchema,
  rcnJobMessageSchema,
  rcnJobsQuerySchema,
  rcnStagedListSchema,
  rcnStagedQuerySchema,
  rcnStartBodySchema,
  rcnUploadResponseSchema,
} from '@quayside/contract/rcn-import';
import { attachment, csvStream } from '../../lib/csv';
import { actorOf } from '../auth/auth.service';
import {
  assertImportJob,
  createImportJob,
  ERROR_CSV_COLUMNS,
  getImportJob,
  importErrorRecords,
  listImportJobs,
  listStagedRows,
  promoteImportJob,
  receiveCsvUpload,
  startImportJob,
} from './rcn-import.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * Bulk import of the client book (RCN, part 2 section 7): upload a CSV (one file, field `file`), list and read
 * jobs with their counts and per-row errors (also as CSV), start a job (it runs in the job queue), and review and
 * promote the rows a staging run left. Admins only.
 */
export const rcnImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, jobs } = app.deps;
  const preHandler = app.requireAuth(['admin']);
  const tags = ['rcn-import'];
  const security = [{ bearerAuth: [] }];

  app.post(
    '/api/rcn/import',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Upload the client-book CSV (multipart, exactly one file in the field "file"): answers the queued job',
        consumes: ['multipart/form-data'],
        response: { 201: rcnUploadResponseSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const file = await receiveCsvUpload(request, storage);
      try {
        const job = await createImportJob(db, file, actor, { ip: request.ip });
        return reply.status(201).send({ message: importMessages.success.uploaded, job });
      } catch (err) {
        await storage.delete(file.key).catch(() => undefined);
        throw err;
      }
    },
  );

  app.get(
    '/api/rcn/import-jobs',
    { preHandler, schema: { tags, security, summary: 'Import jobs, newest first (keyset paged)', querystring: rcnJobsQuerySchema, response: { 200: rcnJobListSchema, ...errors } } },
    async (request) => listImportJobs(db, actorOf(request), request.query),
  );

  app.get(
    '/api/rcn/import-jobs/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'One job: status, counts, start and finish times, and its per-row errors (line, column, reason) in line order',
        params: rcnJobIdParamsSchema,
        querystring: rcnErrorsQuerySchema,
        response: { 200: rcnJobDetailSchema, ...errors },
      },
    },
    async (request) => getImportJob(db, actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/api/rcn/import-jobs/:id/errors.csv',
    { preHandler, schema: { tags, security, summary: "The job's per-row errors as a CSV download (line, column, reason)", params: rcnJobIdParamsSchema } },
    async (request, reply) => {
      const actor = actorOf(request);
      const job = await assertImportJob(db, actor, request.params.id);
      const body = csvStream(ERROR_CSV_COLUMNS, importErrorRecords(db, actor, job.id), (err) => request.log.error({ err }, 'import errors export failed'));
      const base = job.fileName.replace(/\.csv$/i, '').replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 80) || 'import';
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachment(`${base}-errors.csv`)).send(body);
    },
  );

  app.post(
    '/api/rcn/import-jobs/:id/start',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Start a queued job (useStaging: stop in staging for review; invite: mail new clients a set-password link); it runs in the job queue',
        params: rcnJobIdParamsSchema,
        body: rcnStartBodySchema,
        response: { 202: rcnJobMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const job = await startImportJob({ db, jobs }, actorOf(request), request.params.id, request.body, { ip: request.ip });
      return reply.status(202).send({ message: importMessages.success.started, job });
    },
  );

  app.get(
    '/api/rcn/import-jobs/:id/staged-rows',
    { preHandler, schema: { tags, security, summary: 'Rows a staging run left for review, in line order', params: rcnJobIdParamsSchema, querystring: rcnStagedQuerySchema, response: { 200: rcnStagedListSchema, ...errors } } },
    async (request) => listStagedRows(db, actorOf(request), request.params.id, request.query),
  );

  app.post(
    '/api/rcn/import-jobs/:id/promote',
    { preHandler, schema: { tags, security, summary: "Promote a staged job's rows into the live records (runs in the job queue)", params: rcnJobIdParamsSchema, response: { 202: rcnJobMessageSchema, ...errors } } },
    async (request, reply) => {
      const job = await promoteImportJob({ db, jobs }, actorOf(request), request.params.id, { ip: request.ip });
      return reply.status(202).send({ message: rcnImportMessages.success.promoted, job });
    },
  );
};
