/**
 * A server process for the benchmark, started by run.ts: `bare` is a Fastify hello-world (the baseline of routes
 * without SQL) and a bare Fastify + pg handler that replays the SQL the real server ran for a scenario's request
 * (GET /sql/<scenario>/<entry>, the baseline of database scenarios; bench/lib/sql-record.ts), `app` is the real
 * Quayside server (buildApp) on the bench database given by DATABASE_URL, its pool wrapped so that run.ts can
 * record one request's statements. It tells the parent its port over IPC and stops on SIGTERM; run.ts talks to it
 * over IPC ({ id, op } messages, answered { id, result | error }).
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
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../src/app';
import { startJobs } from '../../src/jobs/queue';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { createMailer } from '../../src/modules/outbox/outbox.mailer';
import { createLocalStorage } from '../../src/lib/storage';
import { forgetCachedUser } from '../../src/modules/auth/auth.user-cache';
import { dashboardCacheOf } from '../../src/modules/client/dashboard.cache';
import { recordPool, replay, type RecordedStep } from './sql-record';

const mode = process.argv[2];
const port = Number(process.env.BENCH_PORT ?? 0);

async function main() {
  if (mode === 'bare') {
    const app = Fastify({ logger: false });
    app.get('/', async () => ({ hello: 'world' }));
    // The bare SQL baseline: the same pool size as the real server's, the statements run/recorded for each entry.
    const pool = process.env.DATABASE_URL
      ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.BENCH_POOL_SIZE ?? 20) })
      : null;
    pool?.on('error', () => undefined);
    const recordings = new Map<string, RecordedStep[][]>();
    app.get<{ Params: { key: string; entry: string } }>('/sql/:key/:entry', async (request, reply) => {
      const entries = recordings.get(request.params.key);
      const steps = entries?.[Number(request.params.entry)];
      if (!pool || !steps) return reply.status(404).send({ message: 'no such recording' });
      return replay(pool, steps, pg.types);
    });
    onCommand(async (msg) => {
      if (msg.op !== 'load') throw new Error(`unknown op ${msg.op}`);
      recordings.set(msg.key as string, msg.entries as RecordedStep[][]);
      return true;
    });
    await app.listen({ port, host: '127.0.0.1' });
    ready((app.server.address() as AddressInfo).port, async () => {
      await app.close();
      await pool?.end();
    });
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
  // Off until run.ts asks: one request's statements, for the bare SQL baseline.
  const recorder = database.pool ? recordPool(database.pool) : null;
  onCommand(async (msg) => {
    if (msg.op === 'record-start') return (await recorder?.start()) ?? null;
    if (msg.op === 'record-stop') return (await recorder?.stop()) ?? [];
    if (msg.op === 'forget-caches') {
      // A "first visit" scenario's recording visited some of its entries: none of them is answered from a cache.
      forgetCachedUser(database.db, '');
      dashboardCacheOf(database.db)?.forget();
      return true;
    }
    throw new Error(`unknown op ${msg.op}`);
  });
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

type Command = { id: number; op: string; [k: string]: unknown };

function onCommand(handle: (msg: Command) => Promise<unknown>) {
  process.on('message', (msg: Command) => {
    if (typeof msg?.id !== 'number') return;
    handle(msg).then(
      (result) => process.send?.({ id: msg.id, result: result ?? null }),
      (err: unknown) => process.send?.({ id: msg.id, error: String(err) }),
    );
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
