import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listServicesQuerySchema, listServicesResponseSchema } from '@quayside/contract/services';
import { listServices } from './services.service';

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/services',
    {
      schema: {
        tags: ['services'],
        summary: 'The public service catalogue',
        querystring: listServicesQuerySchema,
        response: { 200: listServicesResponseSchema },
      },
    },
    async (request) => ({ services: await listServices(app.deps.db, request.query) }),
  );
};
