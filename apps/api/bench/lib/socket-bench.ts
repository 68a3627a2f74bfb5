import { io, type Socket } from 'socket.io-client';
import { CHAT_COMMANDS, CHAT_EVENTS, REALTIME_PATH } from '@quayside/contract/chat';

/**
 * The socket scenario's load: N connected clients in pairs, each sending its partner one message at a time (the
 * next once the server acknowledged the last: a closed loop, so the rate is what the server sustains). Every
 * message carries its send time; the receiver's socket records the delivery latency.
 */
export type SocketClient = { userId: string; peerId: string; auth: Record<string, string> };
export type SocketMeasured = { delivered: number; seconds: number; perSecond: number; p99: number; p50: number; errors: number; errorKinds: Record<string, number> };

export type SocketFleet = { sockets: Socket[]; close(): void };

/** Connects every client (websocket transport), a batch at a time so the handshakes do not all land at once. */
export async function connectFleet(url: string, clients: SocketClient[], batch = 50): Promise<SocketFleet> {
  const sockets: Socket[] = [];
  for (let i = 0; i < clients.length; i += batch) {
    const part = clients.slice(i, i + batch);
    sockets.push(
      ...(await Promise.all(
        part.map(
          (c) =>
            new Promise<Socket>((resolve, reject) => {
              const s = io(url, { path: REALTIME_PATH, auth: c.auth, transports: ['websocket'], reconnection: false, forceNew: true });
              s.once('connect', () => resolve(s));
              s.once('connect_error', (err) => reject(new Error(`socket connect failed: ${err.message}`)));
            }),
        ),
      )),
    );
  }
  return { sockets, close: () => sockets.forEach((s) => s.close()) };
}

/**
 * Every client sends its partner one message and waits for the answer (up to a minute): the first send of a socket
 * is the one that checks access (then kept a minute), which a steady stream of messages does not measure.
 */
export async function primeFleet(fleet: SocketFleet, clients: SocketClient[]): Promise<number> {
  const answers = await Promise.all(
    fleet.sockets.map(async (s, i) => {
      const me = clients[i];
      if (!me) return true;
      try {
        const ack = (await s.timeout(60_000).emitWithAck(CHAT_COMMANDS.send, { receiverId: me.peerId, content: `${performance.now()} warm-up` })) as { ok: boolean };
        return ack.ok;
      } catch {
        return false;
      }
    }),
  );
  return answers.filter((ok) => !ok).length;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs the closed loop on every pair for `seconds` and counts what the receivers got. */
export async function measureFleet(fleet: SocketFleet, clients: SocketClient[], seconds: number): Promise<SocketMeasured> {
  const latencies: number[] = [];
  let errors = 0;
  const errorKinds: Record<string, number> = {};
  const failed = (kind: string) => {
    errors += 1;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  let running = true;
  const handlers: Array<() => void> = [];
  fleet.sockets.forEach((s, i) => {
    const me = clients[i];
    if (!me) return;
    const onMessage = (m: { senderId: string; content: string }) => {
      if (!running || m.senderId === me.userId) return;
      const sent = Number(m.content.split(' ')[0]);
      if (Number.isFinite(sent)) latencies.push(performance.now() - sent);
    };
    s.on(CHAT_EVENTS.message, onMessage);
    handlers.push(() => s.off(CHAT_EVENTS.message, onMessage));
  });
  const start = performance.now();
  const loops = fleet.sockets.map(async (s, i) => {
    const me = clients[i];
    if (!me) return;
    while (running) {
      try {
        const ack = (await s.timeout(10_000).emitWithAck(CHAT_COMMANDS.send, { receiverId: me.peerId, content: `${performance.now()} bench` })) as {
          ok: boolean;
          error?: { code?: string };
        };
        if (!ack.ok) failed(ack.error?.code ?? 'refused');
      } catch {
        failed('no ack within 10 s');
      }
    }
  });
  await new Promise((r) => setTimeout(r, seconds * 1000));
  running = false;
  const elapsed = (performance.now() - start) / 1000;
  await Promise.all(loops);
  handlers.forEach((off) => off());
  const sorted = [...latencies].sort((a, b) => a - b);
  return { delivered: latencies.length, seconds: elapsed, perSecond: latencies.length / elapsed, p99: percentile(sorted, 99), p50: percentile(sorted, 50), errors, errorKinds };
}
