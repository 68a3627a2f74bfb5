import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import type { Database, Db } from '../../db/client';
import { listenForChanges, NoticeCache } from '../../lib/notice-cache';

/**
 * The client dashboard cache. GET /api/client/dashboard is the page every client opens first and comes back to
 * after each step; its one statement (dashboard.service.ts) reads eight tables. Each API instance keeps the
 * answers it built (per client, per chosen company and per day, since "overdue" depends on the date), and the
 * database announces every change that shows on a client's dashboard (triggers *_notify_client, channel
 * qs_client_changed, migration 0009: companies, tasks and their required documents, documents, calendar
 * entries, notifications, actions, invoices, preparer assignments, and staff names), so each instance drops
 * that client's answers within milliseconds of the commit, whoever made the change.
 *
 * A notice arrives just after the commit, so a client's own next request could in theory beat it: every
 * write request a client makes (POST, PUT, PATCH, DELETE) also drops their answers in this
 * instance before the reply is sent. The safety rules (listening only, sequence check, TTL backstop) are
 * in lib/notice-cache.ts. Off under NODE_ENV=test unless a test turns it on, like the user cache.
 */
export const DASHBOARD_CHANGE_CHANNEL = 'qs_client_changed';
const DASHBOARD_CACHE_TTL_MS = 60_000;
// About 6 KB an answer: at most some 30 MB an instance.
const DASHBOARD_CACHE_MAX = 5_000;

/** A cached dashboard: the answer without its user, as the JSON text the statement built (client.dashboard.ts). */
export type CachedDashboard = string;

const caches = new WeakMap<Db, NoticeCache<CachedDashboard>>();

export function dashboardCacheOf(db: Db): NoticeCache<CachedDashboard> | undefined {
  return caches.get(db);
}

export async function startDashboardCache(app: FastifyInstance, database: Database): Promise<void> {
  const cache = new NoticeCache<CachedDashboard>({ ttlMs: DASHBOARD_CACHE_TTL_MS, max: DASHBOARD_CACHE_MAX });
  caches.set(database.db, cache);
  const stop = await listenForChanges(
    database,
    { cache: cache as NoticeCache<unknown>, channel: DASHBOARD_CHANGE_CHANNEL, trigger: 'tasks_notify_client', what: 'dashboard cache' },
    app.log,
  );
  app.addHook('onClose', async () => {
    caches.delete(database.db);
    await stop();
  });
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Read-your-writes across instances. The notice of a client's write reaches the other instances a little after the
 * commit (PostgreSQL forwards it from each listening backend on its own time), so with several instances behind a
 * proxy the client's very next request, on another instance, could still be answered from that instance's copy.
 * A signed-in write therefore also sets this short-lived cookie; while the browser sends it back, the dashboard is
 * read from the database (and the fresh answer cached), on whichever instance.
 */
export const WROTE_COOKIE = 'qs_wrote';
const WROTE_COOKIE_SECONDS = 5;

/** Whether the request comes from a browser that wrote something in the last few seconds (WROTE_COOKIE). */
export const wroteRecently = (request: FastifyRequest): boolean => request.cookies?.[WROTE_COOKIE] !== undefined;

/** The hook that drops a client's cached dashboard when they change something (registered app-wide). */
export function forgetDashboardOnClientWrite(db: Db, opts: { secureCookie: boolean }) {
  const cookie = `${WROTE_COOKIE}=1; Max-Age=${WROTE_COOKIE_SECONDS}; Path=/api; HttpOnly; SameSite=Strict${opts.secureCookie ? '; Secure' : ''}`;
  // Callback style: an async hook would cost every request a promise.
  const hook: onSendHookHandler = (request, reply, payload, done) => {
    if (request.actor && WRITES.has(request.method)) {
      caches.get(db)?.forget(request.actor.id);
      reply.header('set-cookie', cookie); // appended to any other set-cookie of the reply (Fastify keeps them all)
    }
    done(null, payload);
  };
  return hook;
}
