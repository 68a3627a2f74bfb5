import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDocumentsQuerySchema,
  adminDocumentsResponseSchema,
  adminFilesQuerySchema,
  adminFilesResponseSchema,
  adminIdParamsSchema,
  adminIncorporationResponseSchema,
  adminIncorporationsQuerySchema,
  adminIncorporationsResponseSchema,
  generateInvoiceBodySchema,
  generateInvoiceResponseSchema,
  rejectDocumentBodySchema,
  reviewDocumentResponseSchema,
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
  setIncorporationStatusBodySchema,
  setIncorporationStatusResponseSchema,
} from '@quayside/contract/admin-review';
import { apiErrorSchema } from '@quayside/contract/errors';
import { adminMessages } from '@quayside/contract/messages';
import { actorOf } from '../auth/auth.service';
import { listAdminDocuments, listAdminFiles, reviewQueue } from '../documents/documents.service';
import { decideDocument, generateIncorporationInvoice, getIncorporation, listIncorporations, setIncorporationStatus } from './admin-review.service';

const ok = adminMessages.success;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The admin's document review and incorporations (part 2 section 7 "Admin"). Admin only. */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const deps = { db, storage };
  const preHandler = app.requireAuth(['admin']);
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/admin/documents/signed',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The review queue: documents waiting for review, oldest first, with fresh signed file URLs',
        querystring: reviewQueueQuerySchema,
        response: { 200: reviewQueueResponseSchema, ...errors },
      },
    },
    async (request) => reviewQueue(deps, actorOf(request), request.query),
  );

  app.get(
    '/api/admin/documents',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Every document (filters companyId, userId, status, purpose), newest first',
        querystring: adminDocumentsQuerySchema,
        response: { 200: adminDocumentsResponseSchema, ...errors },
      },
    },
    async (request) => listAdminDocuments(deps, actorOf(request), request.query),
  );

  app.get(
    '/api/admin/files',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Every document file (filters companyId, userId, purpose, isVerified), newest first',
        querystring: adminFilesQuerySchema,
        response: { 200: adminFilesResponseSchema, ...errors },
      },
    },
    async (request) => listAdminFiles(deps, actorOf(request), request.query),
  );

  app.post(
    '/api/admin/documents/:id/approve',
    {
      preHandler,
      schema: { tags, security, summary: 'Approve a document', params: adminIdParamsSchema, response: { 200: reviewDocumentResponseSchema, ...errors } },
    },
    async (request) => ({
      message: ok.documentApproved,
      document: await decideDocument(deps, actorOf(request), request.params.id, { approve: true }, { ip: request.ip }),
    }),
  );

  app.post(
    '/api/admin/documents/:id/reject',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Reject a document with a reason (the client is told the reason and asked to upload it again)',
        params: adminIdParamsSchema,
        body: rejectDocumentBodySchema,
        response: { 200: reviewDocumentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: ok.documentRejected,
      document: await decideDocument(deps, actorOf(request), request.params.id, { approve: false, reason: request.body.reason }, { ip: request.ip }),
    }),
  );

  app.get(
    '/api/admin/incorporations',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Incorporations (companies with their incorporation status; filter status, q), newest first',
        querystring: adminIncorporationsQuerySchema,
        response: { 200: adminIncorporationsResponseSchema, ...errors },
      },
    },
    async (request) => listIncorporations(db, actorOf(request), request.query),
  );

  app.get(
    '/api/admin/incorporation/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'One incorporation with its application (staging session and files) and its invoices',
        params: adminIdParamsSchema,
        response: { 200: adminIncorporationResponseSchema, ...errors },
      },
    },
    async (request) => getIncorporation(deps, actorOf(request), request.params.id),
  );

  app.put(
    '/api/admin/incorporation/:id/status',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Set the incorporation status (newStatus, remarks)',
        params: adminIdParamsSchema,
        body: setIncorporationStatusBodySchema,
        response: { 200: setIncorporationStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: ok.incorporationStatusUpdated,
      incorporation: await setIncorporationStatus(db, actorOf(request), request.params.id, request.body, { ip: request.ip }),
    }),
  );

  app.post(
    '/api/admin/incorporation/:id/generate-invoice',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Issue an invoice (with its PDF) to the company owner, priced from the application or from the lines given',
        params: adminIdParamsSchema,
        body: generateInvoiceBodySchema,
        response: { 201: generateInvoiceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const invoice = await generateIncorporationInvoice(db, actorOf(request), request.params.id, request.body, { ip: request.ip });
      return reply.status(201).send({ message: ok.invoiceGenerated, invoice });
    },
  );
};
