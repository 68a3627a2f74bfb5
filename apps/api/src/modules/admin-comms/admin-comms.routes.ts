import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminChatsQuerySchema,
  adminChatsResponseSchema,
  calendarActionsQuerySchema,
  calendarActionsResponseSchema,
  calendarActionsTodayQuerySchema,
  calendarActionsTodayResponseSchema,
  INSIGHT_MAX_FILES,
  insightFieldsSchema,
  insightHistoryResponseSchema,
  insightUpdatedResponseSchema,
  notifyAllBodySchema,
  notifyAllRecipientsResponseSchema,
  notifyAllResponseSchema,
  updateCalendarActionBodySchema,
  updateCalendarActionResponseSchema,
  userIdParamsSchema,
} from '@quayside/contract/admin-comms';
import { adminIdParamsSchema } from '@quayside/contract/admin-review';
import {
  listNotificationsQuerySchema,
  listNotificationsResponseSchema,
  notificationReadResponseSchema,
} from '@quayside/contract/client-area';
import { apiErrorSchema } from '@quayside/contract/errors';
import { adminMessages, clientMessages } from '@quayside/contract/messages';
import { readFilesForm } from '../../lib/multipart';
import { parseWith } from '../../lib/validation';
import { actorOf } from '../auth/auth.service';
import { listConversations } from '../chat/chat.service';
import {
  countBroadcastAudience,
  countUnreadNotifications,
  listNotifications,
  markNotificationRead,
  startBroadcast,
} from '../notifications/notifications.service';
import { calendarActionsToday, listCalendarActions, recommendationHistory, saveRecommendation, updateCalendarAction } from './admin-comms.service';

const ok = adminMessages.success;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };

/**
 * The admin's communication calls (part 2 section 7 "Admin"): notify-all, the admin's own notifications, the
 * platform's chats, calendar actions and insight recommendations. Admin only.
 */
export const adminCommsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const deps = { db, storage };
  const preHandler = app.requireAuth(['admin']);
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];

  /* ---------------------------------------------------------------- notifications */

  app.post(
    '/api/admin/notify-all',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Send an in-app notification to every active user; delivered in batches by the job queue',
        body: notifyAllBodySchema,
        response: { 202: notifyAllResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { count } = await startBroadcast(db, app.deps.jobs, actorOf(request), { ...request.body, ip: request.ip });
      return reply.status(202).send({ message: ok.notificationSent(count), count });
    },
  );

  app.get(
    '/api/admin/notify-all/recipients',
    {
      preHandler,
      schema: { tags, security, summary: 'How many users a notification to all would reach now', response: { 200: notifyAllRecipientsResponseSchema, ...errors } },
    },
    async () => ({ count: await countBroadcastAudience(db) }),
  );

  app.get(
    '/api/admin/notifications',
    {
      preHandler,
      schema: { tags, security, summary: "The admin's own notifications, newest first", querystring: listNotificationsQuerySchema, response: { 200: listNotificationsResponseSchema, ...errors } },
    },
    async (request) => listNotifications(db, actorOf(request).id, request.query),
  );

  app.put(
    '/api/admin/notifications/:id/read',
    {
      preHandler,
      schema: { tags, security, summary: "Mark one of the admin's own notifications read (404 for anyone else's)", params: adminIdParamsSchema, response: { 200: notificationReadResponseSchema, ...errors } },
    },
    async (request) => {
      const actor = actorOf(request);
      const notification = await markNotificationRead(db, actor, request.params.id);
      return { message: clientMessages.success.notificationRead, notification, unreadCount: await countUnreadNotifications(db, actor.id) };
    },
  );

  /* ---------------------------------------------------------------- chats */

  app.get(
    '/api/admin/chats',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Conversations across the platform (pairs of people), newest message first',
        querystring: adminChatsQuerySchema,
        response: { 200: adminChatsResponseSchema, ...errors },
      },
    },
    async (request) => listConversations(db, request.query),
  );

  /* ---------------------------------------------------------------- calendar actions */

  app.get(
    '/api/admin/calendar-actions',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Every company's calendar entries by due date (filters status, companyId, from, to)",
        querystring: calendarActionsQuerySchema,
        response: { 200: calendarActionsResponseSchema, ...errors },
      },
    },
    async (request) => listCalendarActions(db, request.query),
  );

  app.get(
    '/api/admin/calendar-actions/today',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Open calendar entries due today and overdue, with their counts',
        querystring: calendarActionsTodayQuerySchema,
        response: { 200: calendarActionsTodayResponseSchema, ...errors },
      },
    },
    async (request) => calendarActionsToday(db, request.query),
  );

  app.put(
    '/api/admin/calendar-actions/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Update a calendar entry: title, notes, due date, state',
        params: adminIdParamsSchema,
        body: updateCalendarActionBodySchema,
        response: { 200: updateCalendarActionResponseSchema, ...errors },
      },
    },
    async (request) => ({ message: ok.calendarActionUpdated, entry: await updateCalendarAction(db, actorOf(request), request.params.id, request.body) }),
  );

  /* ---------------------------------------------------------------- insight recommendations */

  app.put(
    '/api/admin/insight-recommendation/:userId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: `A new version of a client's recommendation: multipart content, keepFileIds, files (up to ${INSIGHT_MAX_FILES}: PDF, JPEG, PNG, DOCX)`,
        params: userIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: insightUpdatedResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const body = await readFilesForm(request, { field: 'files', maxFiles: INSIGHT_MAX_FILES, what: 'recommendation' });
      const fields = parseWith(insightFieldsSchema, body.fields);
      const recommendation = await saveRecommendation(deps, actorOf(request), request.params.userId, { ...fields, files: body.files });
      return { message: ok.insightUpdated, recommendation };
    },
  );

  app.get(
    '/api/admin/insight-recommendation/:userId/history',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Every version of a client's recommendation, newest first",
        params: userIdParamsSchema,
        response: { 200: insightHistoryResponseSchema, ...errors },
      },
    },
    async (request) => recommendationHistory(deps, actorOf(request), request.params.userId),
  );
};
