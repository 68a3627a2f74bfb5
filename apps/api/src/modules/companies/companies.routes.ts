import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCompanyServiceBodySchema,
  companyDashboardResponseSchema,
  companyIdParamsSchema,
  companyMutationResponseSchema,
  companyResponseSchema,
  companyServiceParamsSchema,
  companyServiceQuoteResponseSchema,
  companyServiceResponseSchema,
  createCompanyBodySchema,
  deletedResponseSchema,
  directorBodySchema,
  directorParamsSchema,
  directorResponseSchema,
  editFlagsBodySchema,
  editFlagsResponseSchema,
  listCompaniesQuerySchema,
  listCompaniesResponseSchema,
  requestServiceCancellationBodySchema,
  shareholderBodySchema,
  shareholderParamsSchema,
  shareholderResponseSchema,
  updateCompanyBodySchema,
  updateDirectorBodySchema,
  updateShareholderBodySchema,
} from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import { apiErrorSchema } from '@quayside/contract/errors';
import { actorOf } from '../auth/auth.service';
import {
  addCompanyService,
  addDirector,
  addShareholder,
  createCompany,
  deleteCompany,
  deleteDirector,
  deleteShareholder,
  getCompany,
  getCompanyDashboard,
  listCompanies,
  quoteCompanyService,
  removeCompanyService,
  requestServiceCancellation,
  updateCompany,
  updateDirector,
  updateEditFlags,
  updateShareholder,
} from './companies.service';

const ok = companyMessages.success;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * Company records. Every role signed in may call them; what each may do is decided in the service:
 * a client reaches only companies they own, a preparer those assigned to them, an approver those of its
 * preparers (read-only), an admin all.
 */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.requireAuth(['admin', 'approver', 'preparer', 'client']);
  const { db } = app.deps;
  const tags = ['companies'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/companies',
    {
      preHandler: auth,
      schema: { tags, security, summary: 'List companies (cursor paged)', querystring: listCompaniesQuerySchema, response: { 200: listCompaniesResponseSchema, ...errors } },
    },
    async (request) => listCompanies(db, request.query, actorOf(request)),
  );

  app.post(
    '/api/companies',
    {
      preHandler: auth,
      schema: { tags, security, summary: 'Create a company', body: createCompanyBodySchema, response: { 201: companyMutationResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const company = await createCompany(db, request.body, actorOf(request), { ip: request.ip });
      return reply.status(201).send({ message: ok.created, company });
    },
  );

  app.get(
    '/api/companies/:id',
    { preHandler: auth, schema: { tags, security, params: companyIdParamsSchema, response: { 200: companyResponseSchema, ...errors } } },
    async (request) => ({ company: await getCompany(db, request.params.id, actorOf(request)) }),
  );

  app.put(
    '/api/companies/:id',
    {
      preHandler: auth,
      schema: { tags, security, params: companyIdParamsSchema, body: updateCompanyBodySchema, response: { 200: companyMutationResponseSchema, ...errors } },
    },
    async (request) => ({
      message: ok.updated,
      company: await updateCompany(db, request.params.id, request.body, actorOf(request), { ip: request.ip }),
    }),
  );

  app.delete(
    '/api/companies/:id',
    { preHandler: auth, schema: { tags, security, params: companyIdParamsSchema, response: { 200: deletedResponseSchema, ...errors } } },
    async (request) => {
      const { id } = await deleteCompany(db, request.params.id, actorOf(request), { ip: request.ip });
      return { message: ok.deleted, id, deleted: true as const };
    },
  );

  app.get(
    '/api/companies/:id/dashboard',
    { preHandler: auth, schema: { tags, security, params: companyIdParamsSchema, response: { 200: companyDashboardResponseSchema, ...errors } } },
    async (request) => ({ dashboard: await getCompanyDashboard(db, request.params.id, actorOf(request)) }),
  );

  app.post(
    '/api/companies/:id/directors',
    {
      preHandler: auth,
      schema: { tags, security, params: companyIdParamsSchema, body: directorBodySchema, response: { 201: directorResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const director = await addDirector(db, request.params.id, request.body, actorOf(request), { ip: request.ip });
      return reply.status(201).send({ message: ok.directorAdded, director });
    },
  );

  app.put(
    '/api/companies/:id/directors/:directorId',
    {
      preHandler: auth,
      schema: { tags, security, params: directorParamsSchema, body: updateDirectorBodySchema, response: { 200: directorResponseSchema, ...errors } },
    },
    async (request) => ({
      message: ok.directorUpdated,
      director: await updateDirector(db, request.params.id, request.params.directorId, request.body, actorOf(request), { ip: request.ip }),
    }),
  );

  app.delete(
    '/api/companies/:id/directors/:directorId',
    { preHandler: auth, schema: { tags, security, params: directorParamsSchema, response: { 200: deletedResponseSchema, ...errors } } },
    async (request) => {
      const { id } = await deleteDirector(db, request.params.id, request.params.directorId, actorOf(request), { ip: request.ip });
      return { message: ok.directorDeleted, id, deleted: true as const };
    },
  );

  app.post(
    '/api/companies/:id/shareholders',
    {
      preHandler: auth,
      schema: { tags, security, params: companyIdParamsSchema, body: shareholderBodySchema, response: { 201: shareholderResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const shareholder = await addShareholder(db, request.params.id, request.body, actorOf(request), { ip: request.ip });
      return reply.status(201).send({ message: ok.shareholderAdded, shareholder });
    },
  );

  app.put(
    '/api/companies/:id/shareholders/:shareholderId',
    {
      preHandler: auth,
      schema: { tags, security, params: shareholderParamsSchema, body: updateShareholderBodySchema, response: { 200: shareholderResponseSchema, ...errors } },
    },
    async (request) => ({
      message: ok.shareholderUpdated,
      shareholder: await updateShareholder(db, request.params.id, request.params.shareholderId, request.body, actorOf(request), { ip: request.ip }),
    }),
  );

  app.delete(
    '/api/companies/:id/shareholders/:shareholderId',
    { preHandler: auth, schema: { tags, security, params: shareholderParamsSchema, response: { 200: deletedResponseSchema, ...errors } } },
    async (request) => {
      const { id } = await deleteShareholder(db, request.params.id, request.params.shareholderId, actorOf(request), { ip: request.ip });
      return { message: ok.shareholderDeleted, id, deleted: true as const };
    },
  );

  app.get(
    '/api/companies/:id/services/:serviceId/quote',
    {
      preHandler: auth,
      schema: { tags, security, summary: 'What adding the service charges, with tax', params: companyServiceParamsSchema, response: { 200: companyServiceQuoteResponseSchema, ...errors } },
    },
    async (request) => quoteCompanyService(db, request.params.id, request.params.serviceId, actorOf(request)),
  );

  app.post(
    '/api/companies/:id/services/:serviceId',
    {
      preHandler: auth,
      schema: {
        tags,
        security,
        summary: 'Add a service: issues its invoice; the service is active once that is paid',
        params: companyServiceParamsSchema,
        body: addCompanyServiceBodySchema,
        response: { 201: companyServiceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { service, invoice } = await addCompanyService(db, request.params.id, request.params.serviceId, actorOf(request), request.body ?? {}, { ip: request.ip });
      return reply.status(201).send({ message: ok.serviceAdded, service, invoice });
    },
  );

  app.post(
    '/api/companies/:id/services/:serviceId/cancellation',
    {
      preHandler: app.requireAuth(['client']),
      schema: {
        tags,
        security,
        summary: 'Ask the firm to cancel a paid service',
        params: companyServiceParamsSchema,
        body: requestServiceCancellationBodySchema,
        response: { 200: companyServiceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: ok.cancellationRequested,
      service: await requestServiceCancellation(db, request.params.id, request.params.serviceId, actorOf(request), request.body, { ip: request.ip }),
    }),
  );

  app.delete(
    '/api/companies/:id/services/:serviceId',
    { preHandler: auth, schema: { tags, security, params: companyServiceParamsSchema, response: { 200: companyServiceResponseSchema, ...errors } } },
    async (request) => ({
      message: ok.serviceRemoved,
      service: await removeCompanyService(db, request.params.id, request.params.serviceId, actorOf(request), { ip: request.ip }),
    }),
  );

  app.put(
    '/api/companies/:id/edit-flags',
    {
      preHandler: auth,
      schema: { tags, security, params: companyIdParamsSchema, body: editFlagsBodySchema, response: { 200: editFlagsResponseSchema, ...errors } },
    },
    async (request) => ({
      message: ok.editFlagsUpdated,
      updated: await updateEditFlags(db, request.params.id, request.body, actorOf(request), { ip: request.ip }),
    }),
  );
};
