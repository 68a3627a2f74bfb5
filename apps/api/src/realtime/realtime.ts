import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { STAFF_ROLES, hasRole, type Role } from '@quayside/contract/roles';
import { REALTIME_ERRORS, REALTIME_PATH } from '@quayside/contract/chat';
import { authMessages } from '@quayside/contract/messages';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { resolveAccessToken, type Actor } from '../modules/auth/auth.service';

/**
 * The real-time server (socket.io on the API's own HTTP server and port, path /socket.io).
 *
 * HANDSHAKE: the browser sends its access token as `auth: { token }`. A refused handshake reaches the client as
 * `connect_error` whose `message` is the catalogue's text and whose `data.code` is one of REALTIME_ERRORS
 * (contract `chat.ts`): `TOKEN_EXPIRED` (refresh the access token and connect again), `UNAUTHENTICATED` (no or a
 * foreign token, a revoked session: sign in again), or the account's own code (`ACCOUNT_BLOCKED`, ...). A socket
 * is disconnected by the server when its token expires; the client refreshes and reconnects.
 *
 * ROOMS: every socket joins `user:<id>` (all of a person's tabs and devices), and staff (admin, approver,
 * preparer) also `role:<role>`. With REDIS_URL set, rooms span every instance (@socket.io/redis-adapter, ioredis);
 * without it they are in-process (the embedded default needs no Redis).
 *
 * THE API OTHER MODULES USE (`app.realtime`, stable names):
 * - `emitToUser(userId, event, payload)`: to every socket of one person, on every instance (in a single instance, a
 *   person with one socket is written to directly, not through a broadcast);
 * - `emitToUsers(userIds, event, payload)`: the same for several people (one emit);
 * - `emitToUserExcept(userId, socketId, event, payload)`: to every socket of one person but that one (e.g. the one
 *   that sent a message, which has it in its acknowledgement); nothing is encoded when, in a single instance, that
 *   person has no other socket;
 * - `emitToRole(role, event, payload)`: to every signed-in staff member of that role (admin, approver, preparer);
 * - `emitToRoom(room, event, payload)`: to a room a module's handlers made (e.g. chat's presence watchers);
 * - `isOnline(userId)`: whether the person has a socket on any instance (async: asks the other instances);
 * - `onConnection(handler)`: a module's socket handlers, run for each authenticated socket (`socketActor(socket)`
 *   is its user).
 * - `io`: the socket.io server itself (tests, the benchmark).
 */
export type Realtime = {
  emitToUser(userId: string, event: string, payload: unknown): void;
  emitToUsers(userIds: readonly string[], event: string, payload: unknown): void;
  emitToUserExcept(userId: string, socketId: string, event: string, payload: unknown): void;
  emitToRole(role: Role, event: string, payload: unknown): void;
  emitToRoom(room: string, event: string, payload: unknown): void;
  isOnline(userId: string): Promise<boolean>;
  onConnection(handler: (socket: Socket) => void): void;
  io: Server;
  close(): Promise<void>;
};

export const userRoom = (userId: string) => `user:${userId}`;
export const roleRoom = (role: Role) => `role:${role}`;

type SocketData = { actor: Actor; expiresAt: number };

/** The signed-in user of an authenticated socket. */
export function socketActor(socket: Socket): Actor {
  return (socket.data as SocketData).actor;
}

/** The handshake error the client sees: `message` the text, `data.code` what to do (see above). */
function handshakeError(err: unknown): Error & { data: { code: string } } {
  const known = err instanceof AppError;
  const e = new Error(known ? err.message : authMessages.errors.unauthenticated) as Error & { data: { code: string } };
  e.data = { code: known ? err.code : REALTIME_ERRORS.unauthenticated };
  return e;
}

export function createRealtime(
  server: HttpServer,
  opts: { getDb: () => Db; secret: string; redisUrl?: string | undefined; log?: { warn(o: object, msg: string): void } },
): Realtime {
  const io = new Server(server, {
    path: REALTIME_PATH,
    serveClient: false,
    // Same origin only (the web app is served by this server; Vite proxies in development).
    cors: undefined,
    pingInterval: 25_000,
    pingTimeout: 20_000,
    maxHttpBufferSize: 64 * 1024,
  });
  textOnlyPackets(io);
  // Once closing, nothing asks the other instances anything (their answers would come after Redis is gone).
  let closing = false;
  let redis: Redis[] = [];
  if (opts.redisUrl) {
    const pub = new Redis(opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    for (const c of [pub, sub]) {
      c.on('error', (err: Error) => opts.log?.warn({ err }, 'redis (real-time adapter) error'));
      catchFiredCommands(c, (err) => {
        if (!closing) opts.log?.warn({ err }, 'redis (real-time adapter) command failed');
      });
    }
    redis = [pub, sub];
    io.adapter(createAdapter(pub, sub, { requestsTimeout: 3000 }));
  }

  io.use((socket, next) => {
    const raw: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '') : '';
    if (!token) return next(handshakeError(new AppError('UNAUTHENTICATED', authMessages.errors.unauthenticated)));
    resolveAccessToken(opts.getDb(), opts.secret, token).then(
      ({ actor, expiresAt }) => {
        (socket.data as SocketData) = { actor, expiresAt };
        next();
      },
      (err: unknown) => next(handshakeError(err)),
    );
  });

  const handlers: Array<(socket: Socket) => void> = [];
  io.on('connection', (socket) => {
    const { actor, expiresAt } = socket.data as SocketData;
    void socket.join(userRoom(actor.id));
    if (hasRole(actor.role, STAFF_ROLES)) void socket.join(roleRoom(actor.role));
    // The token's life is the socket's: past it the client must refresh (revocations and blocks then apply).
    const timer = setTimeout(() => socket.disconnect(true), Math.max(0, Math.min(expiresAt - Date.now(), 2 ** 31 - 1)));
    socket.on('disconnect', () => clearTimeout(timer));
    for (const h of handlers) h(socket);
  });

  return {
    io,
    // Nothing is sent once closing: the adapter's Redis connections are going away.
    emitToUser: (userId, event, payload) => {
      if (closing) return;
      // Without Redis every socket is here: a person with no socket gets nothing encoded, and one with a single socket
      // (the common case) is written to directly, without a broadcast's operator, room sets and pre-encoded frame.
      if (!opts.redisUrl) {
        const room = io.sockets.adapter.rooms.get(userRoom(userId));
        if (!room) return;
        if (room.size === 1) {
          for (const id of room) io.sockets.sockets.get(id)?.emit(event, payload);
          return;
        }
      }
      io.to(userRoom(userId)).emit(event, payload);
    },
    emitToUsers: (userIds, event, payload) => {
      if (userIds.length && !closing) io.to([...new Set(userIds)].map(userRoom)).emit(event, payload);
    },
    emitToUserExcept: (userId, socketId, event, payload) => {
      if (closing) return;
      // Without Redis every socket is here: when the person has none but that one, there is nobody to send to.
      if (!opts.redisUrl) {
        const room = io.sockets.adapter.rooms.get(userRoom(userId));
        if (!room || (room.size === 1 && room.has(socketId))) return;
      }
      io.to(userRoom(userId)).except(socketId).emit(event, payload);
    },
    emitToRole: (role, event, payload) => void (closing || io.to(roleRoom(role)).emit(event, payload)),
    emitToRoom: (room, event, payload) => void (closing || io.to(room).emit(event, payload)),
    isOnline: async (userId) => {
      if (io.sockets.adapter.rooms.get(userRoom(userId))?.size) return true;
      if (!opts.redisUrl || closing) return false;
      return (await io.in(userRoom(userId)).fetchSockets().catch(() => [])).length > 0;
    },
    onConnection: (handler) => {
      handlers.push(handler);
    },
    close: async () => {
      closing = true;
      io.local.disconnectSockets(true);
      // The HTTP server is Fastify's to close; only the engine and the adapter's connections here.
      io.engine.close();
      // Not the adapter's close() (it fires UNSUBSCRIBEs it never waits for). QUIT lets the replies in flight
      // arrive; a connection that does not answer within a second is dropped. Commands still queued then reject,
      // caught by catchFiredCommands.
      await Promise.all(
        redis.map(async (c) => {
          await Promise.race([c.quit().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
          c.disconnect();
        }),
      );
    },
  };
}

/**
 * Every payload this server emits (events and acknowledgements) is JSON: contract types, no Buffer or ArrayBuffer.
 * socket.io's encoder searches each packet's whole payload for binary attachments before writing it as text (a
 * recursive walk per packet, a few percent of the chat's CPU); here it writes it as text straight away (the same
 * bytes on the wire: the parser's own text encoding). A binary payload would arrive as its JSON form, so emit none.
 */
function textOnlyPackets(io: Server): void {
  const encoder = io.encoder as unknown as { encode(packet: unknown): unknown[]; encodeAsString(packet: unknown): string };
  encoder.encode = (packet) => [encoder.encodeAsString(packet)];
}

/**
 * Marks the promise of every command this client sends as handled. The Redis adapter fires commands without
 * waiting for them (PUBLISH for every broadcast and answer, SUBSCRIBE at start); one still queued when the
 * connection closes rejects with "Connection is closed", and an unhandled rejection ends a Node process (seen in CI
 * at an instance's shutdown). Such failures are reported to `onError` instead; a caller that awaits a command still
 * sees its rejection.
 */
export function catchFiredCommands(client: Redis, onError: (err: unknown) => void): void {
  const send = client.sendCommand.bind(client);
  client.sendCommand = ((...args: Parameters<Redis['sendCommand']>) => {
    const answer = send(...args);
    if (answer instanceof Promise) answer.catch(onError);
    return answer;
  }) as Redis['sendCommand'];
}
