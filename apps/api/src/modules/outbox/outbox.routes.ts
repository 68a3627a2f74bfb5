import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxQuerySchema, outboxResponseSchema } from '@quayside/contract/auth';
import { listOutbox } from './outbox.service';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mails the app has sent (the dev outbox when SMTP is not configured), newest first',
        security: [{ bearerAuth: [] }],
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      },
      preHandler: app.requireAuth(['admin']),
    },
    async (request) => listOutbox(app.deps.db, request.query),
  );
};
