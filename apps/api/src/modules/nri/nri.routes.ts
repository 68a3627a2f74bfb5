import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteNriStagingResponseSchema,
  listNriStagingQuerySchema,
  listNriStagingResponseSchema,
  nriCheckoutSnapshotResponseSchema,
  nriIdParamsSchema,
  nriQuoteResponseSchema,
  nriResumeLinkResponseSchema,
  nriResumeResponseSchema,
  nriSendOtpResponseSchema,
  nriSessionIdParamsSchema,
  nriSessionQuerySchema,
  nriSessionResponseSchema,
  nriVerifyOtpBodySchema,
  startNriBodySchema,
  updateNriBodySchema,
} from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import { rateLimit } from '../../lib/rate-limit';
import { actorOf } from '../auth/auth.service';
import {
  completeNriSession,
  getNriSessionRow,
  nriCheckoutSnapshot,
  quoteNriSessionById,
  sendNriOtp,
  sendNriResumeLink,
  startNriSession,
  toNriSession,
  updateNriSession,
  verifyNriOtp,
} from './nri.onboarding';
import { deleteNriStaging, listNriStaging } from './nri.staging';

const S = nriOnboardingMessages.success;
const tags = ['nri onboarding'];
const adminTags = ['nri onboarding admin'];
const secured = [{ bearerAuth: [] }];

/**
 * The NRI tax onboarding (part 2 section 7), under /api/staging-nri. The visitor's calls are public (no account
 * yet) and reach a session only with its random id; they are rate-limited per address like the incorporation's.
 * The admin's staging calls need the admin role.
 */
export const nriRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config } = app.deps;
  const MIN = 60_000;
  const perAddress = (name: string, max: number) => rateLimit(app, { name, max, timeWindowMs: 15 * MIN });

  app.post(
    '/api/staging-nri/start',
    {
      preHandler: perAddress('nri-start', 10),
      schema: {
        tags,
        summary: 'Start an NRI tax application (mails a resume link)',
        body: startNriBodySchema,
        response: { 201: nriSessionResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await startNriSession(db, mailer, { ...request.body, publicUrl: config.publicUrl });
      return reply.status(201).send({ message: S.started, session: toNriSession(row) });
    },
  );

  app.put(
    '/api/staging-nri/update/:sessionId',
    {
      preHandler: perAddress('nri-update', 300),
      schema: {
        tags,
        summary: 'Save the application (any subset of its fields, and the step)',
        params: nriSessionIdParamsSchema,
        body: updateNriBodySchema,
        response: { 200: nriSessionResponseSchema },
      },
    },
    async (request) => ({
      message: S.updated,
      session: toNriSession(await updateNriSession(db, request.params.sessionId, request.body)),
    }),
  );

  app.get(
    '/api/staging-nri/resume/:sessionId',
    {
      preHandler: perAddress('nri-resume', 120),
      schema: {
        tags,
        summary: 'The application with its answers and step (dob as YYYY-MM-DD)',
        params: nriSessionIdParamsSchema,
        response: { 200: nriResumeResponseSchema },
      },
    },
    async (request) => ({ session: toNriSession(await getNriSessionRow(db, request.params.sessionId)) }),
  );

  app.post(
    '/api/staging-nri/send-otp/:id',
    {
      preHandler: perAddress('nri-send-otp', 10),
      schema: {
        tags,
        summary: "Mail a code to the application's contact e-mail",
        params: nriIdParamsSchema,
        response: { 200: nriSendOtpResponseSchema },
      },
    },
    async (request) => {
      const { sentTo, expiresAt } = await sendNriOtp(db, mailer, request.params.id);
      return { message: S.otpSent, sentTo, expiresAt: expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/staging-nri/verify-otp/:id',
    {
      preHandler: perAddress('nri-verify-otp', 30),
      schema: {
        tags,
        summary: 'Verify the e-mail code',
        params: nriIdParamsSchema,
        body: nriVerifyOtpBodySchema,
        response: { 200: nriSessionResponseSchema },
      },
    },
    async (request) => ({
      message: S.emailVerified,
      session: toNriSession(await verifyNriOtp(db, request.params.id, request.body.otp)),
    }),
  );

  app.post(
    '/api/staging-nri/resume-link/:id',
    {
      preHandler: perAddress('nri-resume-link', 5),
      schema: {
        tags,
        summary: 'Mail the resume link again ("continue later")',
        params: nriIdParamsSchema,
        response: { 200: nriResumeLinkResponseSchema },
      },
    },
    async (request) => ({
      message: S.resumeLinkSent,
      ...(await sendNriResumeLink(db, mailer, request.params.id, config.publicUrl)),
    }),
  );

  app.post(
    '/api/staging-nri/complete/:id',
    {
      preHandler: perAddress('nri-complete', 30),
      schema: {
        tags,
        summary:
          'Submit the application: e-mail verified and every answer valid; the answers freeze for payment',
        params: nriIdParamsSchema,
        response: { 200: nriSessionResponseSchema },
      },
    },
    async (request) => ({
      message: S.completed,
      session: toNriSession(await completeNriSession(db, request.params.id)),
    }),
  );

  app.get(
    '/api/staging-nri/quote',
    {
      preHandler: perAddress('nri-quote', 120),
      schema: {
        tags,
        summary: 'The priced quote from the answers ("Empty quote" without lines)',
        querystring: nriSessionQuerySchema,
        response: { 200: nriQuoteResponseSchema },
      },
    },
    async (request) => ({ quote: await quoteNriSessionById(db, request.query.sessionId) }),
  );

  app.get(
    '/api/staging-nri/checkout-snapshot',
    {
      preHandler: perAddress('nri-snapshot', 120),
      schema: {
        tags,
        summary: 'What the payment charges: the submitted application frozen with its quote',
        querystring: nriSessionQuerySchema,
        response: { 200: nriCheckoutSnapshotResponseSchema },
      },
    },
    async (request) => ({ snapshot: await nriCheckoutSnapshot(db, request.query.sessionId) }),
  );

  /* ---------------------------------------------------------------- admin */

  app.get(
    '/api/staging-nri/admin/staging',
    {
      preHandler: app.requireAuth(['admin']),
      schema: {
        tags: adminTags,
        summary: 'NRI staging sessions, newest first (q, state, isEmailVerified; keyset paged)',
        security: secured,
        querystring: listNriStagingQuerySchema,
        response: { 200: listNriStagingResponseSchema },
      },
    },
    async (request) => listNriStaging(db, request.query),
  );

  app.get(
    '/api/staging-nri/admin/staging/:id',
    {
      preHandler: app.requireAuth(['admin']),
      schema: {
        tags: adminTags,
        summary: 'One NRI staging session',
        security: secured,
        params: nriIdParamsSchema,
        response: { 200: nriResumeResponseSchema },
      },
    },
    async (request) => ({
      session: toNriSession(await getNriSessionRow(db, request.params.id), { staff: true }),
    }),
  );

  app.put(
    '/api/staging-nri/admin/staging/:id',
    {
      preHandler: app.requireAuth(['admin']),
      schema: {
        tags: adminTags,
        summary: 'Edit an NRI staging session (unpaid; audited)',
        security: secured,
        params: nriIdParamsSchema,
        body: updateNriBodySchema,
        response: { 200: nriSessionResponseSchema },
      },
    },
    async (request) => {
      const row = await updateNriSession(db, request.params.id, request.body, {
        actor: actorOf(request),
        meta: { ip: request.ip },
      });
      return { message: S.updated, session: toNriSession(row, { staff: true }) };
    },
  );

  app.delete(
    '/api/staging-nri/delete/:id',
    {
      preHandler: app.requireAuth(['admin']),
      schema: {
        tags: adminTags,
        summary: 'Delete an unpaid NRI staging session (audited)',
        security: secured,
        params: nriIdParamsSchema,
        response: { 200: deleteNriStagingResponseSchema },
      },
    },
    async (request) => {
      const { id } = await deleteNriStaging(db, request.params.id, actorOf(request), { ip: request.ip });
      return { message: S.deleted, id, deleted: true as const };
    },
  );
};
