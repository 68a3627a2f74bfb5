import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INCORPORATION_FIXED_SERVICE_ID } from '@quayside/contract/constants';
import {
  checkNameBodySchema,
  checkNameResponseSchema,
  completeBodySchema,
  deleteStagingResponseSchema,
  listStagingQuerySchema,
  listStagingResponseSchema,
  resumeResponseSchema,
  sendOtpResponseSchema,
  serviceDetailsQuerySchema,
  serviceDetailsResponseSchema,
  sessionIdParamsSchema,
  sessionResponseSchema,
  startIncorporationBodySchema,
  updateIncorporationBodySchema,
  uploadFileFieldsSchema,
  uploadFileResponseSchema,
  verifyOtpBodySchema,
} from '@quayside/contract/incorporation';
import { fileMessages, incorporationMessages, preparerMessages } from '@quayside/contract/messages';
import { AppError } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { parseWith } from '../../lib/validation';
import { actorOf } from '../auth/auth.service';
import { getServicesByIds } from '../services/services.service';
import { uploadSessionFile } from './incorporation.files';
import { checkCompanyName } from './incorporation.name-check';
import {
  checkCompletion,
  getSessionRow,
  sendSessionOtp,
  startSession,
  toSession,
  updateSession,
  verifySessionOtp,
} from './incorporation.service';
import { deleteStaging, listStaging } from './incorporation.staging';
import { rateLimit } from '../../lib/rate-limit';

const S = incorporationMessages.success;
const tags = ['incorporation'];
const adminTags = ['incorporation admin'];
const secured = [{ bearerAuth: [] }];

/**
 * The incorporation onboarding (part 1 section 7) and its admin side (part 2 section 7), under /api/incorporation.
 * Onboarding calls are public (the visitor has no account yet); a session is reached only with its random id.
 * Admin calls need the admin role.
 */
export const incorporationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, mailer, config } = app.deps;
  const MIN = 60_000;

  app.post(
    '/api/incorporation/check-name',
    {
      preHandler: rateLimit(app, { name: 'inc-check-name', max: 60, timeWindowMs: MIN }),
      schema: { tags, summary: 'Is a company name available?', body: checkNameBodySchema, response: { 200: checkNameResponseSchema } },
    },
    async (request) => ({ data: await checkCompanyName(db, request.body) }),
  );

  app.post(
    '/api/incorporation/start',
    {
      preHandler: rateLimit(app, { name: 'inc-start', max: 10, timeWindowMs: 15 * MIN }),
      schema: { tags, summary: 'Start an application (mails a resume link)', body: startIncorporationBodySchema, response: { 201: sessionResponseSchema } },
    },
    async (request, reply) => {
      const row = await startSession(db, mailer, { ...request.body, publicUrl: config.publicUrl });
      return reply.status(201).send({ message: S.started, session: await toSession(db, storage, row) });
    },
  );

  app.get(
    '/api/incorporation/service-details',
    {
      schema: {
        tags,
        summary: 'Catalogue services by id, for the cart',
        querystring: serviceDetailsQuerySchema,
        response: { 200: serviceDetailsResponseSchema },
      },
    },
    async (request) => ({
      services: await getServicesByIds(db, request.query.ids),
      fixedServiceId: INCORPORATION_FIXED_SERVICE_ID,
    }),
  );

  app.put(
    '/api/incorporation/update/:id',
    {
      schema: {
        tags,
        summary: 'Save the application (any subset of its fields, and currentStep)',
        params: sessionIdParamsSchema,
        body: updateIncorporationBodySchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      const row = await updateSession(db, storage, request.params.id, request.body);
      return { message: S.updated, session: await toSession(db, storage, row) };
    },
  );

  app.post(
    '/api/incorporation/upload-file/:id',
    {
      preHandler: rateLimit(app, { name: 'inc-upload', max: 60, timeWindowMs: 15 * MIN }),
      schema: {
        tags,
        summary: 'Upload a KYC file (multipart: file, roleType, index, fileType; PDF, JPEG or PNG up to 10 MB)',
        consumes: ['multipart/form-data'],
        params: sessionIdParamsSchema,
        response: { 201: uploadFileResponseSchema },
      },
    },
    async (request, reply) => {
      // The session must exist before a byte is stored.
      await getSessionRow(db, request.params.id);
      const { fields, files } = await readMultipart(request, { maxFiles: 1 });
      const part = files.find((f) => f.field === 'file');
      if (!part || part.buffer.length === 0) {
        throw new AppError('VALIDATION_FAILED', fileMessages.missing, { fields: { file: [fileMessages.missing] } });
      }
      const parsed = parseWith(uploadFileFieldsSchema, fields);
      const result = await uploadSessionFile(db, storage, request.params.id, {
        ...parsed,
        filename: part.filename,
        buffer: part.buffer,
      });
      return reply.status(201).send({
        message: S.fileUploaded,
        url: result.url,
        expiresAt: result.expiresAt.toISOString(),
        file: result.file,
      });
    },
  );

  app.post(
    '/api/incorporation/send-otp/:id',
    {
      preHandler: rateLimit(app, { name: 'inc-send-otp', max: 10, timeWindowMs: 15 * MIN }),
      schema: { tags, summary: "Mail a code to the application's contact e-mail", params: sessionIdParamsSchema, response: { 200: sendOtpResponseSchema } },
    },
    async (request) => {
      const { sentTo, expiresAt } = await sendSessionOtp(db, mailer, request.params.id);
      return { message: S.otpSent, sentTo, expiresAt: expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/incorporation/verify-otp/:id',
    {
      preHandler: rateLimit(app, { name: 'inc-verify-otp', max: 30, timeWindowMs: 15 * MIN }),
      schema: {
        tags,
        summary: 'Verify the e-mail code',
        params: sessionIdParamsSchema,
        body: verifyOtpBodySchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      const row = await verifySessionOtp(db, request.params.id, request.body.otp);
      return { message: S.otpVerified, session: await toSession(db, storage, row) };
    },
  );

  app.post(
    '/api/incorporation/complete',
    {
      schema: {
        tags,
        summary: 'Complete the application (answers 402 PAYMENT_REQUIRED while ready but unpaid)',
        body: completeBodySchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      const row = await checkCompletion(db, request.body.sessionId);
      return { message: S.completed, session: await toSession(db, storage, row) };
    },
  );

  app.get(
    '/api/incorporation/resume/:id',
    {
      schema: { tags, summary: 'The application with its data and current step', params: sessionIdParamsSchema, response: { 200: resumeResponseSchema } },
    },
    async (request) => ({ session: await toSession(db, storage, await getSessionRow(db, request.params.id)) }),
  );

  /* ---------------------------------------------------------------- admin */

  app.get(
    '/api/incorporation/admin/staging',
    {
      preHandler: app.requireAuth(['admin']),
      schema: {
        tags: adminTags,
        summary: 'Staging sessions (applications not yet or just completed)',
        security: secured,
        querystring: listStagingQuerySchema,
        response: { 200: listStagingResponseSchema },
      },
    },
    async (request) => listStaging(db, request.query),
  );

  app.get(
    '/api/incorporation/admin/staging/:id',
    {
      preHandler: app.requireAuth(['admin']),
      schema: { tags: adminTags, summary: 'One staging session', security: secured, params: sessionIdParamsSchema, response: { 200: resumeResponseSchema } },
    },
    async (request) => ({ session: await toSession(db, storage, await getSessionRow(db, request.params.id), { staff: true }) }),
  );

  app.put(
    '/api/incorporation/admin/staging/:id',
    {
      preHandler: app.requireAuth(['admin']),
      schema: {
        tags: adminTags,
        summary: 'Edit a staging session',
        security: secured,
        params: sessionIdParamsSchema,
        body: updateIncorporationBodySchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      const row = await updateSession(db, storage, request.params.id, request.body, {
        actor: actorOf(request),
        meta: { ip: request.ip },
      });
      return { message: preparerMessages.success.updated, session: await toSession(db, storage, row, { staff: true }) };
    },
  );

  app.delete(
    '/api/incorporation/delete/:id',
    {
      preHandler: app.requireAuth(['admin']),
      schema: { tags: adminTags, summary: 'Delete a staging session', security: secured, params: sessionIdParamsSchema, response: { 200: deleteStagingResponseSchema } },
    },
    async (request) => {
      const { id } = await deleteStaging(db, storage, request.params.id, actorOf(request), { ip: request.ip });
      return { message: preparerMessages.success.deleted, id, deleted: true as const };
    },
  );
};
