import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { REALTIME_PATH } from '@quayside/contract/chat';

/** Listens on a free port of 127.0.0.1 and answers it. */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A real socket.io client (websocket, no reconnection) signed in with this access token. */
export function openSocket(port: number, token: string): Promise<ClientSocket> {
  const socket = connect(`http://127.0.0.1:${port}`, {
    path: REALTIME_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** The next `event` on the socket that passes `filter`; rejects after `ms`. */
export function nextEvent<T = unknown>(socket: ClientSocket, event: string, filter: (payload: T) => boolean = () => true, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const on = (payload: T) => {
      if (!filter(payload)) return;
      clearTimeout(timer);
      socket.off(event, on);
      resolve(payload);
    };
    socket.on(event, on);
  });
}

/** Resolves with every `event` received within `ms` (for "nothing arrives" checks). */
export function collectEvents<T = unknown>(socket: ClientSocket, event: string, ms: number): Promise<T[]> {
  const seen: T[] = [];
  const on = (payload: T) => seen.push(payload);
  socket.on(event, on);
  return new Promise((resolve) =>
    setTimeout(() => {
      socket.off(event, on);
      resolve(seen);
    }, ms),
  );
}

/** Sends a command and waits for its acknowledgement. */
export function command<T = Record<string, unknown>>(socket: ClientSocket, name: string, payload: unknown): Promise<T> {
  return socket.timeout(5000).emitWithAck(name, payload) as Promise<T>;
}
