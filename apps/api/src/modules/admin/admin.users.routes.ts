import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserMessages,
  adminUserMutationResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  blockUserBodySchema,
  changeRoleBodySchema,
  createUserBodySchema,
  suspendUserBodySchema,
  updateUserBodySchema,
  userDashboardResponseSchema,
  userIdParamsSchema,
} from '@quayside/contract/admin-users';
import { apiErrorSchema } from '@quayside/contract/errors';
import { adminMessages } from '@quayside/contract/messages';
import {
  actorOf,
  changeUserRole,
  createUserAsAdmin,
  issuePasswordLink,
  listUsers,
  setUserBlocked,
  softDeleteUser,
  suspendUser,
  toAdminUser,
  unsuspendUser,
  updateUserAsAdmin,
} from '../auth/auth.service';
import { dropUnfitAssignments } from './admin.assignments';
import { getUserDashboard } from './admin.users';

const ok = adminMessages.success;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The admin console's users (part 2 section 7 Admin): the two lists, one user's dashboard and the account actions. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.requireAuth(['admin']);
  const { db, mailer, config } = app.deps;
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const meta = (ip: string) => ({ ip });

  app.get(
    '/api/admin/users/company',
    {
      preHandler: auth,
      schema: { tags, security, summary: 'Preparers, approvers and admins (filters, keyset paging)', querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema, ...errors } },
    },
    async (request) => listUsers(db, 'company', request.query),
  );

  app.get(
    '/api/admin/users/clients',
    {
      preHandler: auth,
      schema: { tags, security, summary: 'Clients and NRI clients (filters, keyset paging)', querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema, ...errors } },
    },
    async (request) => listUsers(db, 'clients', request.query),
  );

  app.get(
    '/api/admin/user/:id/dashboard',
    {
      preHandler: auth,
      schema: { tags, security, summary: 'What this user sees: companies, open tasks, invoices, assignments', params: userIdParamsSchema, response: { 200: userDashboardResponseSchema, ...errors } },
    },
    async (request) => getUserDashboard(db, request.params.id),
  );

  app.post(
    '/api/admin/users',
    {
      preHandler: auth,
      schema: { tags, security, summary: 'Create a user (they get a set-password mail)', body: createUserBodySchema, response: { 201: adminUserMutationResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = await createUserAsAdmin(
        db,
        { mailer, issueLink: (d, userId) => issuePasswordLink(d, { userId, purpose: 'setup', baseUrl: config.publicUrl }) },
        request.body,
        actorOf(request),
        meta(request.ip),
      );
      return reply.status(201).send({ message: ok.userCreated, user: toAdminUser(user) });
    },
  );

  app.put(
    '/api/admin/users/:id',
    {
      preHandler: auth,
      schema: { tags, security, summary: "Update a user's details", params: userIdParamsSchema, body: updateUserBodySchema, response: { 200: adminUserMutationResponseSchema, ...errors } },
    },
    async (request) => {
      const user = await updateUserAsAdmin(db, request.params.id, request.body, actorOf(request), meta(request.ip));
      return { message: ok.userUpdated, user: toAdminUser(user) };
    },
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      preHandler: auth,
      schema: { tags, security, summary: "Change a user's role (ends their sessions)", params: userIdParamsSchema, body: changeRoleBodySchema, response: { 200: adminUserMutationResponseSchema, ...errors } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { newRole } = request.body;
      const user = await changeUserRole(db, request.params.id, newRole, actor, meta(request.ip), (tx, before) =>
        dropUnfitAssignments(tx, before.id, newRole, actor, meta(request.ip)).then(() => undefined),
      );
      return { message: adminUserMessages.success.roleChanged, user: toAdminUser(user) };
    },
  );

  app.put(
    '/api/admin/users/:id/block',
    {
      preHandler: auth,
      schema: { tags, security, summary: 'Block a user (ends their sessions); isBlocked false lifts the block', params: userIdParamsSchema, body: blockUserBodySchema, response: { 200: adminUserMutationResponseSchema, ...errors } },
    },
    async (request) => {
      const blocked = request.body?.isBlocked ?? true;
      const user = await setUserBlocked(db, request.params.id, blocked, actorOf(request), meta(request.ip));
      return { message: blocked ? adminUserMessages.success.userBlocked : adminUserMessages.success.userUnblocked, user: toAdminUser(user) };
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      preHandler: auth,
      schema: { tags, security, summary: 'Delete a user (soft: history kept, the e-mail can no longer sign in)', params: userIdParamsSchema, response: { 200: adminUserMutationResponseSchema, ...errors } },
    },
    async (request) => {
      const user = await softDeleteUser(db, request.params.id, actorOf(request), meta(request.ip));
      return { message: ok.userDeleted, user: toAdminUser(user) };
    },
  );

  app.put(
    '/api/admin/users/:id/suspend',
    {
      preHandler: auth,
      schema: { tags, security, summary: 'Suspend a user with a message shown at sign-in (ends their sessions)', params: userIdParamsSchema, body: suspendUserBodySchema, response: { 200: adminUserMutationResponseSchema, ...errors } },
    },
    async (request) => {
      const user = await suspendUser(db, request.params.id, request.body.message, actorOf(request), meta(request.ip));
      return { message: ok.userSuspended, user: toAdminUser(user) };
    },
  );

  app.put(
    '/api/admin/users/:id/unsuspend',
    {
      preHandler: auth,
      schema: { tags, security, summary: 'Lift a suspension', params: userIdParamsSchema, response: { 200: adminUserMutationResponseSchema, ...errors } },
    },
    async (request) => {
      const user = await unsuspendUser(db, request.params.id, actorOf(request), meta(request.ip));
      return { message: ok.userUnsuspended, user: toAdminUser(user) };
    },
  );
};
