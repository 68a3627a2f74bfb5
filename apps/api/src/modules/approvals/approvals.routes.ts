import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approvalDecisionResponseSchema,
  approvalRequestListResponseSchema,
  approvalRequestParamsSchema,
  approvalRequestResponseSchema,
  approveRequestBodySchema,
  approverDashboardResponseSchema,
  approverHistoryQuerySchema,
  approverPreparersResponseSchema,
  approverQueueQuerySchema,
  preparerCompanyDetailsResponseSchema,
  preparerCompanyParamsSchema,
  preparerCompanyUpdateBodySchema,
  preparerCompanyUpdateResponseSchema,
  preparerStatusBodySchema,
  preparerStatusResponseSchema,
  returnRequestBodySchema,
  sendToApproverBodySchema,
  sendToApproverResponseSchema,
} from '@quayside/contract/approvals';
import { apiErrorSchema } from '@quayside/contract/errors';
import { approvalMessages } from '@quayside/contract/messages';
import { actorOf } from '../auth/auth.service';
import {
  approveRequest,
  getApprovalRequest,
  getApproverDashboard,
  getPreparerCompany,
  listHistory,
  listPreparerLoad,
  listQueue,
  returnRequest,
  sendToApprover,
  stageOrApplyStatus,
  updatePreparerCompany,
} from './approvals.service';

const ok = approvalMessages.success;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * The four-eyes approval (issue 14): the preparer's company record calls under /api/preparer (staged for approval;
 * an admin's apply directly) and the approver's calls under /api/approver. Clients and NRI clients get the
 * route-level 403; the service answers 404 for a company or request out of the caller's reach.
 */
export const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const preparers = app.requireAuth(['preparer', 'admin']);
  // Reads of the company's record and draft: also the approver above its preparer (read-only, as everywhere).
  const staffReaders = app.requireAuth(['preparer', 'approver', 'admin']);
  const approvers = app.requireAuth(['approver', 'admin']);
  const security = [{ bearerAuth: [] }];
  const prep = { tags: ['preparer'], security };
  const appr = { tags: ['approver'], security };
  const params = preparerCompanyParamsSchema;

  app.get(
    '/api/preparer/company/:id',
    {
      preHandler: staffReaders,
      schema: {
        ...prep,
        summary: 'The company, its directors and shareholders, the changes staged for approval (created, updated and deleted lists) with their diff, and the last request',
        params,
        response: { 200: preparerCompanyDetailsResponseSchema, ...errors },
      },
    },
    async (request) => getPreparerCompany(db, actorOf(request), request.params.id),
  );

  app.put(
    '/api/preparer/company/:id',
    {
      preHandler: preparers,
      schema: {
        ...prep,
        summary: "Change the company's details, directors and shareholders: a preparer's changes are staged for the approver, an admin's applied",
        params,
        body: preparerCompanyUpdateBodySchema,
        response: { 200: preparerCompanyUpdateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await updatePreparerCompany(db, actorOf(request), request.params.id, request.body, { ip: request.ip });
      return { message: ok.updated, ...result };
    },
  );

  app.put(
    '/api/preparer/status/:id',
    {
      preHandler: preparers,
      schema: {
        ...prep,
        summary: 'Change status, incorporationStatus and/or statusRemarks: a preparer\'s change is staged for the approver, an admin\'s applied',
        params,
        body: preparerStatusBodySchema,
        response: { 200: preparerStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({ message: ok.statusUpdated, ...(await stageOrApplyStatus(db, actorOf(request), request.params.id, request.body, { ip: request.ip })) }),
  );

  app.put(
    '/api/preparer/send-to-approver/:id',
    {
      preHandler: preparers,
      schema: {
        ...prep,
        summary: "Send the company's staged changes and its tasks awaiting approval to the approver, with a note (409 when there is nothing to send)",
        params,
        body: sendToApproverBodySchema,
        response: { 200: sendToApproverResponseSchema, ...errors },
      },
    },
    async (request) => ({ message: ok.sentToApprover, request: await sendToApprover(db, actorOf(request), request.params.id, request.body, { ip: request.ip }) }),
  );

  app.get(
    '/api/approver/dashboard',
    { preHandler: approvers, schema: { ...appr, summary: 'Counts: pending, returned awaiting resubmission, decided in the last 7 days, preparers; the oldest pending requests', response: { 200: approverDashboardResponseSchema, ...errors } } },
    async (request) => ({ dashboard: await getApproverDashboard(db, actorOf(request)) }),
  );

  app.get(
    '/api/approver/queue',
    {
      preHandler: approvers,
      schema: { ...appr, summary: 'Pending requests of the preparers under the approver, oldest first (filters preparerId, companyId, q)', querystring: approverQueueQuerySchema, response: { 200: approvalRequestListResponseSchema, ...errors } },
    },
    async (request) => listQueue(db, actorOf(request), request.query),
  );

  app.get(
    '/api/approver/requests/:id',
    {
      preHandler: approvers,
      schema: { ...appr, summary: "A request with the preparer's note, the company, the diff and the tasks", params: approvalRequestParamsSchema, response: { 200: approvalRequestResponseSchema, ...errors } },
    },
    async (request) => ({ request: await getApprovalRequest(db, actorOf(request), request.params.id) }),
  );

  app.post(
    '/api/approver/requests/:id/approve',
    {
      preHandler: approvers,
      schema: {
        ...appr,
        summary: 'Approve: every change is applied in one transaction, tasks completed; the client and the preparer are told',
        params: approvalRequestParamsSchema,
        body: approveRequestBodySchema,
        response: { 200: approvalDecisionResponseSchema, ...errors },
      },
    },
    async (request) => ({ message: ok.approved, request: await approveRequest(db, actorOf(request), request.params.id, request.body, { ip: request.ip }) }),
  );

  app.post(
    '/api/approver/requests/:id/return',
    {
      preHandler: approvers,
      schema: {
        ...appr,
        summary: "Return to the preparer with a reason: the changes go back to the preparer's draft, tasks back to review",
        params: approvalRequestParamsSchema,
        body: returnRequestBodySchema,
        response: { 200: approvalDecisionResponseSchema, ...errors },
      },
    },
    async (request) => ({ message: ok.returned, request: await returnRequest(db, actorOf(request), request.params.id, request.body, { ip: request.ip }) }),
  );

  app.get(
    '/api/approver/history',
    {
      preHandler: approvers,
      schema: { ...appr, summary: 'Decided requests, newest first (filters decision, preparerId)', querystring: approverHistoryQuerySchema, response: { 200: approvalRequestListResponseSchema, ...errors } },
    },
    async (request) => listHistory(db, actorOf(request), request.query),
  );

  app.get(
    '/api/approver/preparers',
    { preHandler: approvers, schema: { ...appr, summary: 'The load of each preparer under the approver: companies, open and overdue tasks, pending and returned requests', response: { 200: approverPreparersResponseSchema, ...errors } } },
    async (request) => ({ items: await listPreparerLoad(db, actorOf(request)) }),
  );
};
