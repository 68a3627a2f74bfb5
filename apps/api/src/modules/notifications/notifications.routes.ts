import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  listNotificationsQuerySchema,
  listNotificationsResponseSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
} from '@quayside/contract/client-area';
import { apiErrorSchema } from '@quayside/contract/errors';
import { clientMessages } from '@quayside/contract/messages';
import { actorOf } from '../auth/auth.service';
import { countUnreadNotifications, listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Every signed-in user's own notifications. The paths sit under /api/client because the spec's client area calls
 * them, but they serve every role: each user reads and marks only their own.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = app.requireAuth();
  const { db } = app.deps;
  const tags = ['notifications'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/client/notifications',
    { preHandler: anyone, schema: { tags, security, querystring: listNotificationsQuerySchema, response: { 200: listNotificationsResponseSchema, ...errors } } },
    async (request) => listNotifications(db, actorOf(request).id, request.query),
  );

  app.put(
    '/api/client/notification/:id/read',
    { preHandler: anyone, schema: { tags, security, params: idParamsSchema, response: { 200: notificationReadResponseSchema, ...errors } } },
    async (request) => {
      const actor = actorOf(request);
      const notification = await markNotificationRead(db, actor, request.params.id);
      return { message: clientMessages.success.notificationRead, notification, unreadCount: await countUnreadNotifications(db, actor.id) };
    },
  );

  app.put(
    '/api/client/notifications/read-all',
    { preHandler: anyone, schema: { tags, security, response: { 200: notificationsReadAllResponseSchema, ...errors } } },
    async (request) => ({ message: clientMessages.success.markedRead, updated: await markAllNotificationsRead(db, actorOf(request).id), unreadCount: 0 as const }),
  );
};
