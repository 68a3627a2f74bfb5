import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignApproverBodySchema,
  assignmentIdParamsSchema,
  assignmentResponseSchema,
  assignmentTreeQuerySchema,
  assignmentTreeResponseSchema,
  assignNriBodySchema,
  assignPreparerBodySchema,
  defaultNriPreparerResponseSchema,
  removeAssignmentResponseSchema,
  setDefaultNriPreparerBodySchema,
  setDefaultNriPreparerResponseSchema,
} from '@quayside/contract/admin-users';
import { apiErrorSchema } from '@quayside/contract/errors';
import { actorOf } from '../auth/auth.service';
import { assignApprover, assignPreparer, getAssignmentTree, getDefaultNriPreparer, removeAssignment, setDefaultNriPreparer } from './admin.assignments';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The assignment tree (part 2 section 7 Admin): approver -> preparer -> clients and NRI clients. */
export const adminAssignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.requireAuth(['admin']);
  const { db } = app.deps;
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];

  app.post(
    '/api/admin/assign-approver',
    { preHandler: auth, schema: { tags, security, summary: "Set a preparer's approver", body: assignApproverBodySchema, response: { 200: assignmentResponseSchema, ...errors } } },
    async (request) => assignApprover(db, request.body, actorOf(request), { ip: request.ip }),
  );

  app.post(
    '/api/admin/assign-preparer',
    {
      preHandler: auth,
      schema: { tags, security, summary: "Set a client's preparer (their companies and open tasks follow)", body: assignPreparerBodySchema, response: { 200: assignmentResponseSchema, ...errors } },
    },
    async (request) =>
      assignPreparer(db, { kind: 'preparer_client', userId: request.body.clientId, preparerId: request.body.preparerId }, actorOf(request), { ip: request.ip }),
  );

  app.post(
    '/api/admin/assign-preparer/nri',
    {
      preHandler: auth,
      schema: { tags, security, summary: "Set an NRI client's preparer (their open tasks follow)", body: assignNriBodySchema, response: { 200: assignmentResponseSchema, ...errors } },
    },
    async (request) =>
      assignPreparer(db, { kind: 'preparer_nri', userId: request.body.nriUserId, preparerId: request.body.preparerId }, actorOf(request), { ip: request.ip }),
  );

  app.get(
    '/api/admin/assignment-tree',
    {
      preHandler: auth,
      schema: { tags, security, summary: 'The assignment tree, under some approvers or whole', querystring: assignmentTreeQuerySchema, response: { 200: assignmentTreeResponseSchema, ...errors } },
    },
    async (request) => getAssignmentTree(db, request.query),
  );

  app.delete(
    '/api/admin/role-assignment/:id',
    {
      preHandler: auth,
      schema: { tags, security, summary: 'Remove an assignment', params: assignmentIdParamsSchema, response: { 200: removeAssignmentResponseSchema, ...errors } },
    },
    async (request) => removeAssignment(db, request.params.id, actorOf(request), { ip: request.ip }),
  );

  app.get(
    '/api/admin/assignment-defaults/nri-preparer',
    {
      preHandler: auth,
      schema: { tags, security, summary: 'The default preparer for new NRI clients (designed)', response: { 200: defaultNriPreparerResponseSchema, ...errors } },
    },
    async () => getDefaultNriPreparer(db),
  );

  app.put(
    '/api/admin/assignment-defaults/nri-preparer',
    {
      preHandler: auth,
      schema: {
        tags,
        security,
        summary: 'Name (or clear, with null) the preparer paid NRI filings are assigned to (designed)',
        body: setDefaultNriPreparerBodySchema,
        response: { 200: setDefaultNriPreparerResponseSchema, ...errors },
      },
    },
    async (request) => setDefaultNriPreparer(db, request.body, actorOf(request), { ip: request.ip }),
  );
};
