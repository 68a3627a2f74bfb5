/**
 * A server process for the benchmark, started by run.ts: `bare` is a Fastify hello-world (the baseline),
 * `app` is the real Quayside server (buildApp) on the bench database given by BENCH_DATABASE_URL.
 * It tells the parent its port over IPC and stops on SIGTERM.
 */
import { createJobQueue } from '../../src/jobs/queue';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import Fastify from 'fastify';
import { Server as SocketServer } from 'socket.io';
import { CHAT_COMMANDS, CHAT_EVENTS, REALTIME_PATH } from '@quayside/contract/chat';
import pino from 'pino';
import { buildApp } from '../../src/app';
import { startJobs } from '../../src/jobs/queue';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { createMailer } from '../../src/modules/outbox/outbox.mailer';
import { createLocalStorage } from '../../src/lib/storage';

const mode = process.argv[2];
const port = Number(process.env.BENCH_PORT ?? 0);

async function main() {
  if (mode === 'bare') {
    const app = Fastify({ logger: false });
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ port, host: '127.0.0.1' });
    ready((app.server.address() as AddressInfo).port, async () => app.close());
    return;
  }
  if (mode === 'bare-socket') {
    // The socket baseline: bare socket.io on a plain HTTP server, no auth and no database. Each socket joins the room
    // of the user id it names; `chat:send` is relayed to the receiver's room and acknowledged (what the real chat
    // does, minus checking, storing and counting: the other sockets of both people, the sender's by its ack).
    const server = createServer((_req, res) => res.end('ok'));
    const io = new SocketServer(server, { path: REALTIME_PATH, serveClient: false });
    io.on('connection', (socket) => {
      const userId = String((socket.handshake.auth as { userId?: unknown }).userId ?? '');
      void socket.join(`user:${userId}`);
      socket.on(CHAT_COMMANDS.send, (payload: { receiverId: string; content: string }, ack?: (a: unknown) => void) => {
        const message = { senderId: userId, receiverId: payload.receiverId, content: payload.content, sentAt: new Date().toISOString() };
        io.to([`user:${payload.receiverId}`, `user:${userId}`]).except(socket.id).emit(CHAT_EVENTS.message, message);
        ack?.({ ok: true, message });
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    ready((server.address() as AddressInfo).port, async () => {
      await io.close();
    });
    return;
  }
  if (mode !== 'app') throw new Error(`unknown server mode ${mode ?? '(none)'}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'quayside-bench-'));
  // Production settings; request logs off (level warn), as a busy production server would run.
  const config = loadConfig(process.env, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' });
  const logger = pino({ level: 'warn' });
  const database = await openDatabase({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE });
  const mailer = createMailer({ from: config.MAIL_FROM, logger });
  const storage = createLocalStorage({ root: join(dataDir, 'uploads'), secret: config.jwtSecret, publicUrl: config.publicUrl });
  const jobs = createJobQueue(database);
  const app = await buildApp({ config, database, mailer, storage, jobs }, { logger });
  // BENCH_JOBS=true (a scenario that needs the queue's workers, e.g. the client-book import): this instance works jobs.
  const workers =
    process.env.BENCH_JOBS === 'true'
      ? await startJobs(database, logger, { queue: jobs, pollingIntervalSeconds: 1, imports: { storage, mailer, publicUrl: config.publicUrl } })
      : null;
  await app.listen({ port, host: '127.0.0.1' });
  ready((app.server.address() as AddressInfo).port, async () => {
    await workers?.stop();
    await app.close();
    await jobs.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

function ready(boundPort: number, close: () => Promise<unknown>) {
  const stop = () => {
    close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('disconnect', stop);
  process.send?.({ ready: true, port: boundPort });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
