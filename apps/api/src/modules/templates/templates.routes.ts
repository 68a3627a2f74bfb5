import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@quayside/contract/errors';
import { templateMessages } from '@quayside/contract/messages';
import {
  addTemplateVersionFieldsSchema,
  createTemplateFieldsSchema,
  deleteGeneratedDocumentBodySchema,
  deleteGeneratedDocumentResponseSchema,
  generateCompanyDocumentBodySchema,
  generateCompanyDocumentResponseSchema,
  listGeneratedDocumentsQuerySchema,
  listGeneratedDocumentsResponseSchema,
  listTemplatesQuerySchema,
  listTemplatesResponseSchema,
  previewTemplateBodySchema,
  templateIdParamsSchema,
  templateResponseSchema,
  templateVersionsQuerySchema,
  templateVersionsResponseSchema,
} from '@quayside/contract/templates';
import { AppError } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { parseWith } from '../../lib/validation';
import { actorOf } from '../auth/auth.service';
import {
  addTemplateVersion,
  createTemplate,
  deleteGeneratedDocument,
  generateCompanyDocument,
  listGeneratedDocuments,
  listTemplates,
  listTemplateVersions,
  previewTemplate,
} from './templates.service';

const ok = templateMessages.success;
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };

/** A template upload: the text fields and one file in the field `file`. */
async function readTemplateUpload(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new AppError('VALIDATION_FAILED', templateMessages.errors.fileMissing, {
      fields: { file: [templateMessages.errors.fileMissing] },
    });
  const body = await readMultipart(request, { maxFiles: 1 });
  const stray = body.files.find((f) => f.field !== 'file');
  if (stray)
    throw new AppError(
      'VALIDATION_FAILED',
      `Unexpected file field "${stray.field}": send the template as file`,
    );
  return { file: body.files[0], fields: body.fields };
}

/**
 * Document templates and generated documents (part 2 sections 3, 7, 8; issue 17). Staff read; admins keep the
 * templates; the company's preparer (or an admin) generates and withdraws documents (removing for good and purging
 * the file are the admin's). Clients see a generated document among their own documents (client module).
 */
export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, storage: app.deps.storage };
  const { db } = deps;
  const readers = app.requireAuth(['admin', 'preparer', 'approver']);
  const admins = app.requireAuth(['admin']);
  const generators = app.requireAuth(['admin', 'preparer']);
  const tags = ['templates'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/documents/templates',
    {
      preHandler: readers,
      schema: {
        tags,
        security,
        summary: 'Document templates, newest first: filters purpose, format, active; cursor paging',
        querystring: listTemplatesQuerySchema,
        response: { 200: listTemplatesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { templates, nextCursor } = await listTemplates(db, request.query);
      return { templates, pageInfo: { nextCursor, hasMore: nextCursor !== null } };
    },
  );

  app.post(
    '/api/documents/templates',
    {
      preHandler: admins,
      schema: {
        tags,
        security,
        summary:
          'Create a template (multipart: name, purpose, format docx|html, optional changeLog, and the first version in file)',
        consumes: ['multipart/form-data'],
        response: { 201: templateResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { file, fields } = await readTemplateUpload(request);
      const input = parseWith(createTemplateFieldsSchema, fields);
      const template = await createTemplate(deps, actorOf(request), { ...input, file }, { ip: request.ip });
      return reply.status(201).send({ message: ok.created, template });
    },
  );

  app.get(
    '/api/documents/templates/versions',
    {
      preHandler: readers,
      schema: { tags, security, summary: "A template's versions, newest first, with their change logs", querystring: templateVersionsQuerySchema, response: { 200: templateVersionsResponseSchema, ...errors } },
    },
    async (request) => ({ versions: await listTemplateVersions(db, request.query.templateId) }),
  );

  app.post(
    '/api/documents/templates/:id/versions',
    {
      preHandler: admins,
      schema: {
        tags,
        security,
        summary: 'Add a version (multipart: file, engine, changeLog); the version number goes up by one',
        params: templateIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: templateResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { file, fields } = await readTemplateUpload(request);
      const input = parseWith(addTemplateVersionFieldsSchema, fields);
      const template = await addTemplateVersion(
        deps,
        actorOf(request),
        request.params.id,
        { ...input, file },
        { ip: request.ip },
      );
      return reply.status(201).send({ message: ok.versionAdded, template });
    },
  );

  app.post(
    '/api/documents/templates/preview',
    {
      preHandler: readers,
      schema: {
        tags,
        security,
        summary:
          'Render the template (latest or one version) against a company: the DOCX or PDF, stored nowhere',
        body: previewTemplateBodySchema,
      },
    },
    async (request, reply) => {
      const file = await previewTemplate(deps, actorOf(request), request.body);
      const safeName = file.fileName.replace(/[^\w .()-]/g, '_');
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', `attachment; filename="${safeName}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.buffer);
    },
  );

  app.post(
    '/api/documents/generate/company',
    {
      preHandler: generators,
      schema: {
        tags,
        security,
        summary:
          "Generate a document for a company from a template (templateId for its latest version, or templateVersionId) and add it to the client's documents",
        body: generateCompanyDocumentBodySchema,
        response: { 201: generateCompanyDocumentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await generateCompanyDocument(deps, actorOf(request), request.body, { ip: request.ip });
      return reply.status(201).send({ message: ok.generated, ...result });
    },
  );

  app.get(
    '/api/documents/generated',
    {
      preHandler: readers,
      schema: {
        tags,
        security,
        summary:
          'Generated documents, newest first: filters companyId, templateId, includeDeleted; cursor paging',
        querystring: listGeneratedDocumentsQuerySchema,
        response: { 200: listGeneratedDocumentsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { items, nextCursor } = await listGeneratedDocuments(deps, actorOf(request), request.query);
      return { items, pageInfo: { nextCursor, hasMore: nextCursor !== null } };
    },
  );

  app.delete(
    '/api/documents/generated',
    {
      preHandler: generators,
      schema: {
        tags,
        security,
        summary:
          'Delete a generated document (generatedDocumentId or clientDocumentId): soft with deletedReason; hard removes the record; purgeS3 removes the file',
        body: deleteGeneratedDocumentBodySchema,
        response: { 200: deleteGeneratedDocumentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: ok.deleted,
      ...(await deleteGeneratedDocument(deps, actorOf(request), request.body, { ip: request.ip })),
    }),
  );
};
