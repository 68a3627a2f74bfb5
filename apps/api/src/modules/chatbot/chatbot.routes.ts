import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatbotAgentSessionResponseSchema,
  chatbotHandoverBodySchema,
  chatbotMessageBodySchema,
  chatbotPostResponseSchema,
  chatbotQueueResponseSchema,
  chatbotSessionParamsSchema,
  chatbotSessionResponseSchema,
  type ChatbotPostResponse,
} from '@quayside/contract/chatbot';
import { apiErrorSchema } from '@quayside/contract/errors';
import { AppError } from '../../lib/errors';
import { rateLimit } from '../../lib/rate-limit';
import { jsonSecurityHeaders } from '../../lib/security-headers';
import { actorOf } from '../auth/auth.service';
import type { AiConfig } from './chatbot.ai';
import {
  clearOwnSession,
  closeSession,
  getAgentSession,
  getOwnSession,
  listHandoverQueue,
  noDelivery,
  postUserMessage,
  replyAsAgent,
  requestHandover,
  syncChatbotPassages,
  takeSession,
  type ChatbotDelivery,
  type ChatbotDeps,
} from './chatbot.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

const wantsStream = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/event-stream');

/**
 * Answers as server-sent events: `delta` ({ text }) while the answer is written, then `done` (the JSON answer)
 * or `error` ({ message, code }). Validation and authorisation failures happen before this and stay JSON.
 */
async function stream(reply: FastifyReply, run: (onDelta: (t: string) => void) => Promise<ChatbotPostResponse>) {
  reply.hijack();
  const raw = reply.raw;
  // A hijacked answer skips the app's onSend hook: it carries the JSON answers' security headers itself.
  raw.writeHead(200, {
    ...Object.fromEntries(jsonSecurityHeaders(reply.server.deps.config.NODE_ENV === 'production')),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  const send = (event: string, data: unknown) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  try {
    const result = await run((text) => send('delta', { text }));
    send('done', chatbotPostResponseSchema.parse(result));
  } catch (err) {
    const e = err instanceof AppError ? { message: err.message, code: err.code } : { message: 'Something went wrong', code: 'INTERNAL' };
    if (!(err instanceof AppError)) reply.log.error({ err }, 'chatbot stream failed');
    send('error', e);
  }
  raw.end();
}

/** How many messages one account may send the bot (429 with Retry-After past it). */
export const CHATBOT_MESSAGE_LIMIT = { max: 30, timeWindowMs: 60_000 } as const;

/**
 * The chatbot (designed calls; the spec shows none). Clients and NRI clients talk to the bot under
 * /api/chatbot; staff (preparers for their own clients, admins for all) take handovers under /api/chatbot/agent.
 * Delivery to open screens goes through the real-time server (app.realtime), or `opts.delivery` when given.
 */
export const chatbotRoutes: FastifyPluginAsyncZod<{ delivery?: ChatbotDelivery }> = async (app, opts) => {
  const { config, db } = app.deps;
  const ai: AiConfig | null = config.AI_BASE_URL && config.AI_API_KEY ? { baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL } : null;
  // Live delivery through the real-time server (socket.io rooms per user and per staff role; across instances
  // with REDIS_URL). The queue event goes to every preparer and admin: each screen re-reads its own scope.
  const realtime = app.hasDecorator('realtime') ? app.realtime : null;
  const delivery: ChatbotDelivery =
    opts.delivery ??
    (realtime
      ? {
          toUsers: (ids, event, payload) => realtime.emitToUsers(ids, event, payload),
          toStaff: (event, payload) => {
            realtime.emitToRole('preparer', event, payload);
            realtime.emitToRole('admin', event, payload);
          },
        }
      : noDelivery);
  const deps: ChatbotDeps = { db, ai, delivery, log: app.log };
  const security = [{ bearerAuth: [] }];
  const users = app.requireAuth(['client', 'nri_client']);
  const staff = app.requireAuth(['preparer', 'admin']);
  const tags = ['chatbot'];

  // The passages follow the content of this build and the catalogue (tests sync explicitly).
  if (config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => {
      await syncChatbotPassages(db);
    });
  }

  app.get(
    '/api/chatbot/session',
    { preHandler: users, schema: { tags, security, summary: 'My chatbot session (chat, mode, isAgentLive, agentName); empty until the first message', response: { 200: chatbotSessionResponseSchema, ...errors } } },
    async (request) => ({ session: await getOwnSession(db, actorOf(request)) }),
  );

  app.post(
    '/api/chatbot/message',
    {
      // Each question runs a search (and, with AI_BASE_URL, a paid model call): per account, well above a person.
      preHandler: [users, ...rateLimit(app, { name: 'chatbot-message', ...CHATBOT_MESSAGE_LIMIT, key: (request) => actorOf(request).id })],
      schema: {
        tags,
        security,
        summary: 'Send a message to the bot (or to the person who joined)',
        description:
          'De-duplicated by `key`: sending the same key again answers the stored messages. In `ai` mode the bot answers from the firm\'s pages and the client\'s own deadlines and tasks, citing the page; asking for a person, or a question without a good answer, hands over. With `Accept: text/event-stream` the answer streams: `delta` events `{ text }`, then `done` with this body, or `error` `{ message, code }`.',
        body: chatbotMessageBodySchema,
        response: { 200: chatbotPostResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (wantsStream(request)) return stream(reply, (onDelta) => postUserMessage(deps, actor, request.body, onDelta));
      return postUserMessage(deps, actor, request.body);
    },
  );

  app.post(
    '/api/chatbot/handover',
    { preHandler: users, schema: { tags, security, summary: 'Ask for a person: the session joins the staff handover queue', body: chatbotHandoverBodySchema, response: { 200: chatbotPostResponseSchema, ...errors } } },
    async (request) => requestHandover(deps, actorOf(request), request.body.key),
  );

  app.post(
    '/api/chatbot/clear',
    { preHandler: users, schema: { tags, security, summary: 'Clear my chatbot session: its messages are deleted and the bot is back (a joined agent leaves)', response: { 200: chatbotSessionResponseSchema, ...errors } } },
    async (request) => ({ session: await clearOwnSession(deps, actorOf(request)) }),
  );

  /* ---------------------------------------------------------------- the staff agent console */

  app.get(
    '/api/chatbot/agent/queue',
    { preHandler: staff, schema: { tags, security, summary: 'Sessions waiting for a person or with one joined, oldest first (the caller\'s clients; all for admins)', response: { 200: chatbotQueueResponseSchema, ...errors } } },
    async (request) => ({ items: await listHandoverQueue(db, actorOf(request)) }),
  );

  app.get(
    '/api/chatbot/agent/sessions/:id',
    { preHandler: staff, schema: { tags, security, summary: 'One session with its whole conversation', params: chatbotSessionParamsSchema, response: { 200: chatbotAgentSessionResponseSchema, ...errors } } },
    async (request) => getAgentSession(db, actorOf(request), request.params.id),
  );

  app.post(
    '/api/chatbot/agent/sessions/:id/take',
    { preHandler: staff, schema: { tags, security, summary: 'Join a waiting session (isAgentLive, agentName); 409 when a colleague already has', params: chatbotSessionParamsSchema, response: { 200: chatbotAgentSessionResponseSchema, ...errors } } },
    async (request) => takeSession(deps, actorOf(request), request.params.id, { ip: request.ip }),
  );

  app.post(
    '/api/chatbot/agent/sessions/:id/reply',
    { preHandler: staff, schema: { tags, security, summary: 'Write to the user as the joined agent (de-duplicated by key)', params: chatbotSessionParamsSchema, body: chatbotMessageBodySchema, response: { 200: chatbotPostResponseSchema, ...errors } } },
    async (request) => replyAsAgent(deps, actorOf(request), request.params.id, request.body, { ip: request.ip }),
  );

  app.post(
    '/api/chatbot/agent/sessions/:id/close',
    { preHandler: staff, schema: { tags, security, summary: 'Leave the session; it goes back to the bot', params: chatbotSessionParamsSchema, response: { 200: chatbotAgentSessionResponseSchema, ...errors } } },
    async (request) => closeSession(deps, actorOf(request), request.params.id, { ip: request.ip }),
  );
};
