import type { Socket } from 'socket.io';
import {
  CHAT_COMMANDS,
  CHAT_EVENTS,
  CHAT_MESSAGE_MAX,
  chatReadCommandSchema,
  chatTypingCommandSchema,
  chatWatchCommandSchema,
  sendChatMessageBodySchema,
  type ChatAck,
  type SendChatMessageBody,
} from '@quayside/contract/chat';
import { authMessages, defaultTextForStatus } from '@quayside/contract/messages';
import { AppError } from '../../lib/errors';
import { parseWith as parse } from '../../lib/validation';
import { socketActor } from '../../realtime/realtime';
import { chatPartnersOf, markConversationRead, mayTalk, sendChatMessage, type ChatDeps } from './chat.messages';

const presenceRoom = (userId: string) => `presence:${userId}`;
const PAIR_CACHE_MS = 60_000;

type Ack = (answer: ChatAck) => void;

/**
 * How fast one connection may send messages (a token bucket): a burst of 30, then 10 a second. Nobody typing comes
 * near it; a script flooding a colleague is answered RATE_LIMITED and nothing is stored. Off with
 * RATE_LIMIT_ENABLED=false, as the HTTP limits are (the HTTP send has its own: chat.routes CHAT_LIMITS).
 */
export const SOCKET_SEND_LIMIT = { burst: 30, perSecond: 10 } as const;

/** A token bucket: `take()` answers false when the bucket is empty. */
export function tokenBucket(limit: { burst: number; perSecond: number }, now: () => number = Date.now) {
  let tokens: number = limit.burst;
  let at = now();
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(limit.burst, tokens + ((t - at) / 1000) * limit.perSecond);
      at = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/**
 * At most `max` of the calls run at once, the others wait their turn (in order). The sockets' access checks go
 * through one: a thousand people sending their first message at once then wait here, not in the database pool,
 * where they would take every connection (the stores of messages waiting behind them) and time out under load.
 */
export function concurrencyLimit(max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return <T>(run: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        active += 1;
        run()
          .then(resolve, reject)
          .finally(() => {
            active -= 1;
            waiting.shift()?.();
          });
      };
      if (active < max) start();
      else waiting.push(start);
    });
}
const ACCESS_CHECKS_AT_ONCE = 8;

// The schema's UUID test (zod's, versions 1-8); its nil and max UUIDs, which no account has, go through the schema.
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$/;

/**
 * chat:send's payload checked as sendChatMessageBodySchema checks it, for every message a socket sends: a valid
 * payload of the usual shape is accepted here (a regular expression and a few comparisons: about a tenth of the
 * schema's ~2 us, on the chat's hottest path), and anything else goes through the schema, which answers the error
 * with its fields (or accepts what this test is stricter than). The test checks both answer alike.
 */
export function sendPayload(payload: unknown): SendChatMessageBody {
  if (typeof payload === 'object' && payload !== null) {
    const { receiverId, content } = payload as Record<string, unknown>;
    if (typeof receiverId === 'string' && typeof content === 'string' && UUID.test(receiverId) && !content.includes('\u0000')) {
      const text = content.trim();
      if (text.length >= 1 && text.length <= CHAT_MESSAGE_MAX) return { receiverId, content: text };
    }
  }
  return parse(sendChatMessageBodySchema, payload);
}

function errorAck(err: unknown): ChatAck {
  if (err instanceof AppError) return { ok: false, error: { code: err.code, message: err.message } };
  return { ok: false, error: { code: 'INTERNAL', message: defaultTextForStatus(500) } };
}

/**
 * The chat's socket commands (contract CHAT_COMMANDS), each answered through its acknowledgement: `chat:send`
 * (stored, then delivered as over HTTP), `chat:read`, `chat:typing` (relayed only between people who may talk) and
 * `presence:watch` (the people of the caller's conversation list: who is online now, then `presence` events).
 */
export function registerChatSocket(deps: ChatDeps, opts: { sendLimit: { burst: number; perSecond: number } | null }): void {
  const { realtime } = deps;
  const checkLimit = concurrencyLimit(ACCESS_CHECKS_AT_ONCE);
  realtime.onConnection((socket: Socket) => {
    const actor = socketActor(socket);
    const sendBucket = opts.sendLimit ? tokenBucket(opts.sendLimit) : null;
    // Who this socket may talk to, asked once a minute per person (assignments change rarely; HTTP asks every time).
    // An answer the database could not give (a pool timeout under load) is not kept: the command fails (INTERNAL)
    // and the next one asks again, instead of refusing that person for a minute.
    const mayTalkTo = new Map<string, { answer: Promise<boolean>; until: number }>();
    const allowed = (id: string) => {
      const now = Date.now();
      let entry = mayTalkTo.get(id);
      if (!entry || entry.until < now) {
        const answer = checkLimit(() => mayTalk(deps.db, actor, id));
        const fresh = { answer, until: now + PAIR_CACHE_MS };
        answer.catch(() => {
          if (mayTalkTo.get(id) === fresh) mayTalkTo.delete(id);
        });
        if (mayTalkTo.size > 500) mayTalkTo.clear();
        mayTalkTo.set(id, fresh);
        entry = fresh;
      }
      return entry.answer;
    };
    const command = (name: string, run: (payload: unknown) => Promise<ChatAck>) => {
      socket.on(name, (payload: unknown, ack?: unknown) => {
        run(payload).then(
          (answer) => typeof ack === 'function' && (ack as Ack)(answer),
          (err: unknown) => typeof ack === 'function' && (ack as Ack)(errorAck(err)),
        );
      });
    };

    command(CHAT_COMMANDS.send, async (payload) => {
      if (sendBucket && !sendBucket.take()) return { ok: false, error: { code: 'RATE_LIMITED', message: authMessages.errors.rateLimited } };
      const message = await sendChatMessage(deps, actor, sendPayload(payload), { mayTalkTo: allowed, fromSocket: socket.id });
      return { ok: true, message };
    });
    command(CHAT_COMMANDS.read, async (payload) => {
      const { userId } = parse(chatReadCommandSchema, payload);
      const { read, unread } = await markConversationRead(deps, actor, userId);
      return { ok: true, read, unread };
    });
    command(CHAT_COMMANDS.typing, async (payload) => {
      const { to, typing } = parse(chatTypingCommandSchema, payload);
      if (await allowed(to)) realtime.emitToUser(to, CHAT_EVENTS.typing, { userId: actor.id, typing });
      return { ok: true };
    });
    command(CHAT_COMMANDS.watchPresence, async (payload) => {
      const { userIds } = parse(chatWatchCommandSchema, payload);
      const partners = new Set((await chatPartnersOf(deps.db, actor)).map((p) => p.id));
      const watched = userIds.filter((id) => partners.has(id));
      await socket.join(watched.map(presenceRoom));
      const online = (await Promise.all(watched.map(async (id) => ((await realtime.isOnline(id)) ? id : null)))).filter(
        (id): id is string => id !== null,
      );
      return { ok: true, online };
    });

    realtime.emitToRoom(presenceRoom(actor.id), CHAT_EVENTS.presence, { userId: actor.id, online: true });
    socket.on('disconnect', () => {
      void realtime.isOnline(actor.id).then((online) => {
        if (!online) realtime.emitToRoom(presenceRoom(actor.id), CHAT_EVENTS.presence, { userId: actor.id, online: false });
      });
    });
  });
}
