import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@quayside/contract/errors';
import { invoiceIdParamsSchema, invoiceResponseSchema, listInvoicesQuerySchema, listInvoicesResponseSchema } from '@quayside/contract/invoices';
import type { Role } from '@quayside/contract/roles';
import { actorOf } from '../auth/auth.service';
import { getInvoiceForActor, listInvoicesForUser, renderInvoicePdf } from './invoices.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Invoices: the client's list and one invoice (the client area's paths), and one invoice and its PDF for its
 * owner and for staff who reach its company. Who may see an invoice is the access module's answer.
 */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['invoices'];
  const security = [{ bearerAuth: [] }];
  const client = app.requireAuth(['client']);

  app.get(
    '/api/client/invoices',
    { preHandler: client, schema: { tags, security, querystring: listInvoicesQuerySchema, response: { 200: listInvoicesResponseSchema, ...errors } } },
    async (request) => listInvoicesForUser(db, { userId: actorOf(request).id, ...request.query }),
  );

  const invoiceRoute = (path: string, roles?: readonly Role[]) =>
    app.get(
      path,
      { preHandler: app.requireAuth(roles), schema: { tags, security, summary: 'One invoice', params: invoiceIdParamsSchema, response: { 200: invoiceResponseSchema, ...errors } } },
      async (request) => ({ invoice: await getInvoiceForActor(db, actorOf(request), request.params.id) }),
    );
  invoiceRoute('/api/client/invoices/:id', ['client']);
  invoiceRoute('/api/invoices/:id');

  // The one PDF route, at the client area's path and at the invoice's own (Invoice.pdfUrl).
  const pdfRoute = (path: string, roles?: readonly Role[]) =>
    app.get(
      path,
      {
        preHandler: app.requireAuth(roles),
        schema: { tags, security, summary: 'The invoice as a PDF', params: invoiceIdParamsSchema, querystring: z.object({ download: z.enum(['0', '1']).optional() }) },
      },
      async (request, reply) => {
        const invoice = await getInvoiceForActor(db, actorOf(request), request.params.id);
        const pdf = await renderInvoicePdf(db, invoice.id);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `${request.query.download === '1' ? 'attachment' : 'inline'}; filename="${invoice.number}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  pdfRoute('/api/client/invoices/:id/pdf', ['client']);
  pdfRoute('/api/invoices/:id/pdf');
};
