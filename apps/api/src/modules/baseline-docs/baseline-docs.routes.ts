import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  baselineDocBodySchema,
  baselineDocListSchema,
  baselineDocResponseSchema,
  baselineDocSchema,
  baselineExportFileSchema,
  baselineMessageSchema,
  baselineSlugParamsSchema,
  importBaselineDocsRequestSchema,
  importBaselineDocsResponseSchema,
  listBaselineDocsQuerySchema,
  reorderBaselineDocsBodySchema,
  updateBaselineDocBodySchema,
} from '@quayside/contract/baseline-docs';
import { apiErrorSchema } from '@quayside/contract/errors';
import { baselineMessages } from '@quayside/contract/messages';
import { actorOf } from '../auth/auth.service';
import {
  createBaselineDoc,
  deleteBaselineDoc,
  exportBaselineDocs,
  getBaselineDoc,
  importBaselineDocs,
  listBaselineDocs,
  reorderBaselineDocs,
  restoreBaselineDoc,
  updateBaselineDoc,
} from './baseline-docs.service';

const ok = baselineMessages.success;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * /api/baseline-docs: the firm's list of standard documents. Every staff member reads it (preparers and approvers
 * see what new work will ask clients for); only the admin changes it, each change audited by the service. Clients
 * meet it only as the required documents of their tasks.
 */
export const baselineDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const read = app.requireAuth(['admin', 'preparer', 'approver']);
  const write = app.requireAuth(['admin']);
  const tags = ['baseline-docs'];
  const security = [{ bearerAuth: [] }];
  const meta = (ip: string) => ({ ip });

  app.get(
    '/api/baseline-docs',
    { preHandler: read, schema: { tags, security, summary: 'Baseline documents (q, includeInactive, page 1, pageSize 20, sortOrder)', querystring: listBaselineDocsQuerySchema, response: { 200: baselineDocListSchema, ...errors } } },
    async (request) => listBaselineDocs(db, request.query),
  );

  app.get(
    '/api/baseline-docs/export',
    { preHandler: read, schema: { tags, security, summary: 'The live list as a JSON file (import takes it back)', response: { 200: baselineExportFileSchema, ...errors } } },
    async (_request, reply) => {
      const file = await exportBaselineDocs(db);
      return reply.header('content-disposition', `attachment; filename="baseline-documents-${file.exportedAt.slice(0, 10)}.json"`).send(file);
    },
  );

  app.post(
    '/api/baseline-docs/import',
    {
      preHandler: write,
      schema: { tags, security, summary: 'Import a list (all or nothing; known slugs updated, new ones added, the file\'s order kept)', body: importBaselineDocsRequestSchema, response: { 200: importBaselineDocsResponseSchema, ...errors } },
    },
    async (request) => {
      const result = await importBaselineDocs(db, request.body.items, actorOf(request), meta(request.ip));
      return { message: ok.imported(result.imported), ...result };
    },
  );

  app.put(
    '/api/baseline-docs/reorder',
    { preHandler: write, schema: { tags, security, summary: 'Put the list in a new order (slugs first, in this order)', body: reorderBaselineDocsBodySchema, response: { 200: baselineMessageSchema, ...errors } } },
    async (request) => {
      await reorderBaselineDocs(db, request.body.slugs, actorOf(request), meta(request.ip));
      return { message: ok.reordered };
    },
  );

  app.post(
    '/api/baseline-docs',
    { preHandler: write, schema: { tags, security, summary: 'Add a baseline document', body: baselineDocBodySchema, response: { 201: baselineDocResponseSchema, ...errors } } },
    async (request, reply) => reply.status(201).send({ message: ok.created, item: await createBaselineDoc(db, request.body, actorOf(request), meta(request.ip)) }),
  );

  app.get(
    '/api/baseline-docs/:slug',
    { preHandler: read, schema: { tags, security, summary: 'One baseline document (deleted ones too)', params: baselineSlugParamsSchema, response: { 200: baselineDocSchema, ...errors } } },
    async (request) => getBaselineDoc(db, request.params.slug),
  );

  app.put(
    '/api/baseline-docs/:slug',
    { preHandler: write, schema: { tags, security, summary: 'Change a baseline document', params: baselineSlugParamsSchema, body: updateBaselineDocBodySchema, response: { 200: baselineDocResponseSchema, ...errors } } },
    async (request) => ({ message: ok.updated, item: await updateBaselineDoc(db, request.params.slug, request.body, actorOf(request), meta(request.ip)) }),
  );

  app.delete(
    '/api/baseline-docs/:slug',
    { preHandler: write, schema: { tags, security, summary: 'Delete a baseline document (soft: it can be restored)', params: baselineSlugParamsSchema, response: { 200: baselineDocResponseSchema, ...errors } } },
    async (request) => ({ message: ok.deleted, item: await deleteBaselineDoc(db, request.params.slug, actorOf(request), meta(request.ip)) }),
  );

  app.put(
    '/api/baseline-docs/:slug/restore',
    { preHandler: write, schema: { tags, security, summary: 'Restore a deleted baseline document', params: baselineSlugParamsSchema, response: { 200: baselineDocResponseSchema, ...errors } } },
    async (request) => ({ message: ok.restored, item: await restoreBaselineDoc(db, request.params.slug, actorOf(request), meta(request.ip)) }),
  );
};
