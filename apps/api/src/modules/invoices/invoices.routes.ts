import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceIdParamsSchema, invoiceResponseSchema } from '@quayside/contract/invoices';
import { actorOf } from '../../plugins/auth';
import { getInvoiceForActor, renderInvoicePdf } from './invoices.service';

/** One invoice and its PDF, for its owner and for staff who reach its company. (Lists: /api/client/invoices.) */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/invoices/:id',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags: ['invoices'],
        summary: 'One invoice',
        security: [{ bearerAuth: [] }],
        params: invoiceIdParamsSchema,
        response: { 200: invoiceResponseSchema },
      },
    },
    async (request) => ({ invoice: await getInvoiceForActor(app.deps.db, actorOf(request), request.params.id) }),
  );

  app.get(
    '/api/invoices/:id/pdf',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags: ['invoices'],
        summary: 'The invoice as a PDF',
        security: [{ bearerAuth: [] }],
        params: invoiceIdParamsSchema,
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
      },
    },
    async (request, reply) => {
      const invoice = await getInvoiceForActor(app.deps.db, actorOf(request), request.params.id);
      const pdf = await renderInvoicePdf(app.deps.db, invoice.id);
      const download = request.query.download === '1';
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
