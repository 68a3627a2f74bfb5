import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCompaniesQuerySchema,
  adminCompaniesResponseSchema,
  adminCompanyParamsSchema,
  companyActivityQuerySchema,
  companyActivityResponseSchema,
  companyMutationResponseSchema,
  companyPreviewResponseSchema,
  lockCompanyBodySchema,
  reassignPreparerBodySchema,
  reassignPreparerResponseSchema,
  resetCompanyStatusBodySchema,
} from '@quayside/contract/admin-companies';
import { apiErrorSchema } from '@quayside/contract/errors';
import { adminMessages } from '@quayside/contract/messages';
import { actorOf } from '../auth/auth.service';
import {
  listAdminCompanies,
  listCompanyActivity,
  previewCompany,
  reassignCompanyPreparer,
  resetCompanyStatus,
  setDashboardLock,
} from './admin-companies.service';

const ok = adminMessages.success;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The admin's companies (part 2 section 7 "Admin": /api/admin/company/{id}/...). Admin only. */
export const adminCompaniesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const preHandler = app.requireAuth(['admin']);
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const params = adminCompanyParamsSchema;

  app.get(
    '/api/admin/companies',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Every company with its owner and preparer (filters q, status, locked), newest first',
        querystring: adminCompaniesQuerySchema,
        response: { 200: adminCompaniesResponseSchema, ...errors },
      },
    },
    async (request) => listAdminCompanies(db, actorOf(request), request.query),
  );

  app.get(
    '/api/admin/company/:id/activity',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The company's activity log, newest first",
        params,
        querystring: companyActivityQuerySchema,
        response: { 200: companyActivityResponseSchema, ...errors },
      },
    },
    async (request) => listCompanyActivity(db, request.params.id, actorOf(request), request.query),
  );

  app.put(
    '/api/admin/company/:id/lock',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Lock (locked true, with the reason the client is shown) or unlock (locked false) the client's dashboard for the company",
        params,
        body: lockCompanyBodySchema,
        response: { 200: companyMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { locked, reason } = request.body;
      const company = await setDashboardLock(db, request.params.id, { locked, reason }, actorOf(request), { ip: request.ip });
      return { message: locked ? ok.dashboardLocked : ok.dashboardUnlocked, company };
    },
  );

  app.get(
    '/api/admin/company/:id/preview',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The company as its client sees it: their dashboard for it and the company record',
        params,
        response: { 200: companyPreviewResponseSchema, ...errors },
      },
    },
    async (request) => previewCompany(db, actorOf(request), request.params.id),
  );

  app.put(
    '/api/admin/company/:id/reassign-preparer',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Give the company and its open tasks to another active preparer (newPreparerId)',
        params,
        body: reassignPreparerBodySchema,
        response: { 200: reassignPreparerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await reassignCompanyPreparer(db, request.params.id, request.body.newPreparerId, actorOf(request), { ip: request.ip });
      return { message: ok.preparerReassigned, ...result };
    },
  );

  app.put(
    '/api/admin/company/:id/reset-status',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Reset the company status (newStatus, reason); the client is told',
        params,
        body: resetCompanyStatusBodySchema,
        response: { 200: companyMutationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: ok.companyStatusReset,
      company: await resetCompanyStatus(db, request.params.id, request.body, actorOf(request), { ip: request.ip }),
    }),
  );
};
