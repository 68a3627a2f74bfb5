import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@quayside/contract/errors';
import { publicSiteMessages } from '@quayside/contract/messages';
import {
  adminListQuerySchema,
  contactMessageBodySchema,
  contactMessagesResponseSchema,
  publicFormResponseSchema,
} from '@quayside/contract/public-site';
import { isBotSubmission, listContactMessages, submitContactMessage } from './contact.service';
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
};
