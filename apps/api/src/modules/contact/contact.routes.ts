import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContactMessageResponseSchema,
  adminContactMessagesResponseSchema,
  contactMessageHandledResponseSchema,
  inboxQuerySchema,
  markHandledBodySchema,
} from '@quayside/contract/admin-comms';
import { adminIdParamsSchema } from '@quayside/contract/admin-review';
import { apiErrorSchema } from '@quayside/contract/errors';
import { adminMessages, publicSiteMessages } from '@quayside/contract/messages';
import {
  adminListQuerySchema,
  contactMessageBodySchema,
  contactMessagesResponseSchema,
  publicFormResponseSchema,
} from '@quayside/contract/public-site';
import { actorOf } from '../auth/auth.service';
import { getInboxMessage, isBotSubmission, listContactMessages, listInboxMessages, setInboxMessageHandled, submitContactMessage } from './contact.service';
import { rateLimit } from '../../lib/rate-limit';

/** 5 messages per address per 15 minutes: plenty for a person, little for a script. */
export const CONTACT_LIMIT = { max: 5, timeWindowMs: 15 * 60_000 };

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['public site'],
        summary: 'Send a message through the contact form; staff are e-mailed',
        body: contactMessageBodySchema,
        response: { 201: publicFormResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      preHandler: rateLimit(app, { name: 'contact', ...CONTACT_LIMIT }),
    },
    async (request, reply) => {
      // A bot that filled the honeypot gets the same answer as a person, so it learns nothing; nothing is kept.
      if (isBotSubmission(request.body)) {
        request.log.info({ ip: request.ip }, 'contact form honeypot filled; submission dropped');
      } else {
        await submitContactMessage(app.deps.db, app.deps.mailer, {
          body: request.body,
          request: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
          staffInbox: app.deps.config.STAFF_INBOX,
        });
      }
      return reply.status(201).send({ message: publicSiteMessages.contact.success });
    },
  );

  app.get(
    '/api/contact/messages',
    {
      schema: {
        tags: ['public site'],
        summary: 'Messages received through the contact form, newest first (admin)',
        security: [{ bearerAuth: [] }],
        querystring: adminListQuerySchema,
        response: { 200: contactMessagesResponseSchema, 400: apiErrorSchema },
      },
      preHandler: app.requireAuth(['admin']),
    },
    async (request) => listContactMessages(app.deps.db, request.query),
  );

  /*
   * The admin inbox of contact messages (paths designed here; part 2 lists no inbox calls):
   * GET /api/admin/contact-messages (q, state open|handled|all, cursor, take), GET /api/admin/contact-messages/{id},
   * PUT /api/admin/contact-messages/{id}/handled ({ handled }).
   */
  const admin = app.requireAuth(['admin']);
  const adminTags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    '/api/admin/contact-messages',
    {
      preHandler: admin,
      schema: { tags: adminTags, security, summary: 'Contact messages, newest first (search, open or handled)', querystring: inboxQuerySchema, response: { 200: adminContactMessagesResponseSchema, ...errors } },
    },
    async (request) => listInboxMessages(app.deps.db, request.query),
  );

  app.get(
    '/api/admin/contact-messages/:id',
    {
      preHandler: admin,
      schema: { tags: adminTags, security, summary: 'One contact message', params: adminIdParamsSchema, response: { 200: adminContactMessageResponseSchema, ...errors } },
    },
    async (request) => ({ contactMessage: await getInboxMessage(app.deps.db, request.params.id) }),
  );

  app.put(
    '/api/admin/contact-messages/:id/handled',
    {
      preHandler: admin,
      schema: {
        tags: adminTags,
        security,
        summary: 'Mark a contact message handled, or open it again',
        params: adminIdParamsSchema,
        body: markHandledBodySchema,
        response: { 200: contactMessageHandledResponseSchema, ...errors },
      },
    },
    async (request) => {
      const contactMessage = await setInboxMessageHandled(app.deps.db, actorOf(request), request.params.id, request.body.handled);
      return { message: request.body.handled ? adminMessages.success.contactHandled : adminMessages.success.contactReopened, contactMessage };
    },
  );
};
