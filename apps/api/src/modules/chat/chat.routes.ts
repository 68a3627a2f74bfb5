import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatConversationsResponseSchema,
  chatMessagesQuerySchema,
  chatMessagesResponseSchema,
  chatPartnerParamsSchema,
  chatUnreadSchema,
  markChatReadResponseSchema,
  sendChatMessageBodySchema,
  sendChatMessageResponseSchema,
  uploadChatFileFieldsSchema,
  uploadChatFileResponseSchema,
} from '@quayside/contract/chat';
import { apiErrorSchema } from '@quayside/contract/errors';
import { chatMessages as texts, clientMessages } from '@quayside/contract/messages';
import { AppError } from '../../lib/errors';
import { rateLimit } from '../../lib/rate-limit';
import { readMultipart } from '../../lib/multipart';
import { parseWith } from '../../lib/validation';
import { actorOf } from '../auth/auth.service';
import {
  listChatMessages,
  listMyConversations,
  markConversationRead,
  registerChatSocket,
  sendChatMessage,
  unreadOf,
  uploadChatFile,
} from './chat.service';
import { SOCKET_SEND_LIMIT } from './chat.socket';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };

/**
 * How much one person may send over HTTP, counted per account (colleagues share an office's address): far above
 * anyone typing, far below a script flooding a colleague's inbox or the file store. 429 with Retry-After past it.
 */
export const CHAT_LIMITS = {
  send: { max: 60, timeWindowMs: 60_000 },
  upload: { max: 20, timeWindowMs: 10 * 60_000 },
} as const;

/**
 * /api/chat (part 1 "Chat", part 2 section 7 "Chat"): every signed-in role. The service decides who may talk with
 * whom (403 otherwise) and who reads a conversation (its two people, and admins; anyone else 404). The same writes
 * run over the socket (chat.socket.ts), registered here on the app's real-time server.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, storage: app.deps.storage, realtime: app.realtime };
  const { db } = deps;
  const tags = ['chat'];
  const security = [{ bearerAuth: [] }];
  const signedIn = app.requireAuth();
  const perPerson = (name: string, rule: { max: number; timeWindowMs: number }) =>
    rateLimit(app, { name, ...rule, key: (request) => actorOf(request).id });
  registerChatSocket(deps, { sendLimit: app.deps.config.RATE_LIMIT_ENABLED ? SOCKET_SEND_LIMIT : null });

  app.get(
    '/api/chat/messages',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: 'A conversation of two people, newest page first (cursor: the nextCursor of the page shown, for older messages)',
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagesResponseSchema, ...errors },
      },
    },
    async (request) => listChatMessages(deps, actorOf(request), request.query),
  );

  app.post(
    '/api/chat/messages',
    {
      preHandler: [signedIn, ...perPerson('chat-send', CHAT_LIMITS.send)],
      schema: { tags, security, summary: 'Send a text message (also over the socket: chat:send)', body: sendChatMessageBodySchema, response: { 201: sendChatMessageResponseSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send({ message: await sendChatMessage(deps, actorOf(request), request.body) }),
  );

  app.post(
    '/api/chat/upload-file',
    {
      preHandler: [signedIn, ...perPerson('chat-upload', CHAT_LIMITS.upload)],
      schema: {
        tags,
        security,
        summary: 'Send a file (multipart: file, receiverId; PDF, JPEG, PNG, DOCX or XLSX); the send_file event reaches both people',
        consumes: ['multipart/form-data'],
        response: { 200: uploadChatFileResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', clientMessages.errors.noFiles);
      const body = await readMultipart(request, { maxFiles: 1 });
      if (body.files.some((f) => f.field !== 'file')) throw new AppError('VALIDATION_FAILED', texts.errors.oneFileOnly);
      const { receiverId } = parseWith(uploadChatFileFieldsSchema, body.fields);
      const [file] = body.files;
      if (!file) throw new AppError('VALIDATION_FAILED', clientMessages.errors.noFiles);
      return uploadChatFile(deps, actorOf(request), { receiverId, file });
    },
  );

  app.get(
    '/api/chat/conversations',
    {
      preHandler: signedIn,
      schema: { tags, security, summary: 'Everyone I may talk to, with the last message and my unread count of each', response: { 200: chatConversationsResponseSchema, ...errors } },
    },
    async (request) => listMyConversations(db, actorOf(request)),
  );

  app.get(
    '/api/chat/unread',
    { preHandler: signedIn, schema: { tags, security, summary: 'My unread messages, in total and per sender', response: { 200: chatUnreadSchema, ...errors } } },
    async (request) => unreadOf(db, actorOf(request).id),
  );

  app.post(
    '/api/chat/conversations/:userId/read',
    {
      preHandler: signedIn,
      schema: { tags, security, summary: "Mark every message from this person as read (the sender gets a read receipt)", params: chatPartnerParamsSchema, response: { 200: markChatReadResponseSchema, ...errors } },
    },
    async (request) => markConversationRead(deps, actorOf(request), request.params.userId),
  );
};
