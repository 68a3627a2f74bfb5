import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INSIGHT_MAX_FILES } from '@quayside/contract/admin-comms';
import { apiErrorSchema } from '@quayside/contract/errors';
import { preparerMessages } from '@quayside/contract/messages';
import {
  assignedTasksQuerySchema,
  assignedTasksResponseSchema,
  assignedUsersQuerySchema,
  assignedUsersResponseSchema,
  assignTaskBodySchema,
  kycRecordResponseSchema,
  kycRecordsResponseSchema,
  notifyClientBodySchema,
  notifyClientResponseSchema,
  preparerCalendarBodySchema,
  preparerCalendarParamsSchema,
  preparerCalendarResponseSchema,
  preparerCompanyParamsSchema,
  preparerDashboardResponseSchema,
  preparerDocumentParamsSchema,
  preparerRecommendationFieldsSchema,
  preparerRecommendationResponseSchema,
  preparerTaskMutationResponseSchema,
  preparerTaskParamsSchema,
  preparerUserParamsSchema,
  recordKycBodySchema,
  updateTaskBodySchema,
  userTasksQuerySchema,
  userTasksResponseSchema,
  verifyDocumentBodySchema,
  verifyDocumentResponseSchema,
} from '@quayside/contract/preparer';
import { readFilesForm } from '../../lib/multipart';
import { parseWith } from '../../lib/validation';
import { actorOf } from '../auth/auth.service';
import { startStaffDashboardCache } from './dashboard.cache';
import {
  assignTask,
  cancelTask,
  getAssignedTasks,
  getAssignedUsers,
  getKycRecords,
  getPreparerDashboard,
  getUserTasks,
  notifyClient,
  recordKyc,
  saveClientRecommendation,
  updateCalendarEntryAsStaff,
  updateTask,
  verifyDocument,
} from './preparer.service';

const ok = preparerMessages.success;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };

/**
 * /api/preparer (part 2 section 7 "Preparer"): the preparer module's calls. Reads for preparers, approvers (the work
 * of the preparers under them, read-only) and admins (the whole platform); writes for preparers and admins.
 * Clients and NRI clients get the route-level 403; a record out of the caller's reach answers 404.
 * (company/{id}, status/{id} and send-to-approver/{id} are the approvals module's.)
 */
export const preparerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const deps = { db, storage };
  const readers = app.requireAuth(['preparer', 'approver', 'admin']);
  const writers = app.requireAuth(['preparer', 'admin']);
  const tags = ['preparer'];
  const security = [{ bearerAuth: [] }];
  if (app.deps.config.NODE_ENV !== 'test') startStaffDashboardCache(db);

  app.get(
    '/api/preparer/dashboard',
    {
      preHandler: readers,
      schema: {
        tags,
        security,
        summary: 'Clients reached, open tasks by status, documents waiting for verification, deadlines in the next 30 days (an admin: the whole platform)',
        response: { 200: preparerDashboardResponseSchema, ...errors },
      },
    },
    async (request) => ({ dashboard: await getPreparerDashboard(db, actorOf(request)) }),
  );

  app.get(
    '/api/preparer/assigned-users',
    {
      preHandler: readers,
      schema: {
        tags,
        security,
        summary: 'The companies in reach (with owner and open tasks) and the NRI users assigned, each keyset paged with its own cursor',
        querystring: assignedUsersQuerySchema,
        response: { 200: assignedUsersResponseSchema, ...errors },
      },
    },
    async (request) => getAssignedUsers(db, actorOf(request), request.query),
  );

  app.get(
    '/api/preparer/kyc/:id',
    { preHandler: readers, schema: { tags, security, summary: "The company's KYC records, newest first", params: preparerCompanyParamsSchema, response: { 200: kycRecordsResponseSchema, ...errors } } },
    async (request) => ({ items: await getKycRecords(db, actorOf(request), request.params.id) }),
  );

  app.post(
    '/api/preparer/kyc/:id',
    {
      preHandler: writers,
      schema: {
        tags,
        security,
        summary: 'Record a KYC check on the company or one of its directors or shareholders',
        params: preparerCompanyParamsSchema,
        body: recordKycBodySchema,
        response: { 201: kycRecordResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const record = await recordKyc(db, actorOf(request), request.params.id, request.body, { ip: request.ip });
      return reply.status(201).send({ message: ok.kycRecorded, record });
    },
  );

  app.put(
    '/api/preparer/recommendations/:id',
    {
      preHandler: writers,
      schema: {
        tags,
        security,
        summary: `A new version of a client's recommendation, shown under Insights: multipart content, keepFileIds, files (up to ${INSIGHT_MAX_FILES})`,
        params: preparerUserParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: preparerRecommendationResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const body = await readFilesForm(request, { field: 'files', maxFiles: INSIGHT_MAX_FILES, what: 'recommendation' });
      const fields = parseWith(preparerRecommendationFieldsSchema, body.fields);
      const recommendation = await saveClientRecommendation(deps, actorOf(request), request.params.id, { ...fields, files: body.files }, { ip: request.ip });
      return { message: ok.insightUpdated, recommendation };
    },
  );

  app.post(
    '/api/preparer/notify/:id',
    {
      preHandler: writers,
      schema: { tags, security, summary: 'Send a client an in-app notification', params: preparerUserParamsSchema, body: notifyClientBodySchema, response: { 201: notifyClientResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const notification = await notifyClient(db, actorOf(request), request.params.id, request.body, { ip: request.ip });
      return reply.status(201).send({ message: ok.notificationSent, notification });
    },
  );

  app.put(
    '/api/preparer/calendar/:id',
    {
      preHandler: writers,
      schema: {
        tags,
        security,
        summary: "Update a calendar entry of a company in reach: title, description, due date, state",
        params: preparerCalendarParamsSchema,
        body: preparerCalendarBodySchema,
        response: { 200: preparerCalendarResponseSchema, ...errors },
      },
    },
    async (request) => ({ message: ok.calendarActionUpdated, entry: await updateCalendarEntryAsStaff(db, actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/preparer/verify-document/:id',
    {
      preHandler: writers,
      schema: {
        tags,
        security,
        summary: 'Approve or reject (with a reason) a document; the client is told',
        params: preparerDocumentParamsSchema,
        body: verifyDocumentBodySchema,
        response: { 200: verifyDocumentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const document = await verifyDocument(deps, actorOf(request), request.params.id, request.body, { ip: request.ip });
      return { message: request.body.status === 'Approved' ? ok.documentApproved : ok.documentRejected, document };
    },
  );

  app.post(
    '/api/preparer/assign-task',
    {
      preHandler: writers,
      schema: {
        tags,
        security,
        summary: "Create a task for a company's client with required documents, due date and priority",
        body: assignTaskBodySchema,
        response: { 201: preparerTaskMutationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const task = await assignTask(db, actorOf(request), request.body, { ip: request.ip });
      return reply.status(201).send({ message: ok.taskCreated, task });
    },
  );

  app.get(
    '/api/preparer/assigned-tasks',
    {
      preHandler: readers,
      schema: {
        tags,
        security,
        summary: 'The work queue: tasks of the companies in reach, soonest due first (open only unless a status or includeClosed is given)',
        querystring: assignedTasksQuerySchema,
        response: { 200: assignedTasksResponseSchema, ...errors },
      },
    },
    async (request) => getAssignedTasks(db, actorOf(request), request.query),
  );

  app.put(
    '/api/preparer/task/:id',
    {
      preHandler: writers,
      schema: {
        tags,
        security,
        summary: 'Edit a task: title, description, due date, priority, status (Pending or InProgress); the client is told',
        params: preparerTaskParamsSchema,
        body: updateTaskBodySchema,
        response: { 200: preparerTaskMutationResponseSchema, ...errors },
      },
    },
    async (request) => ({ message: ok.updated, task: await updateTask(db, actorOf(request), request.params.id, request.body, { ip: request.ip }) }),
  );

  app.delete(
    '/api/preparer/task/:id',
    {
      preHandler: writers,
      schema: {
        tags,
        security,
        summary: 'Withdraw a task: it is Cancelled and kept with its history; the client is told',
        params: preparerTaskParamsSchema,
        response: { 200: preparerTaskMutationResponseSchema, ...errors },
      },
    },
    async (request) => ({ message: ok.deleted, task: await cancelTask(db, actorOf(request), request.params.id, { ip: request.ip }) }),
  );

  app.get(
    '/api/preparer/tasks/user/:id',
    {
      preHandler: readers,
      schema: {
        tags,
        security,
        summary: "A client's tasks across their companies in reach, newest first",
        params: preparerUserParamsSchema,
        querystring: userTasksQuerySchema,
        response: { 200: userTasksResponseSchema, ...errors },
      },
    },
    async (request) => getUserTasks(db, actorOf(request), request.params.id, request.query),
  );
};
