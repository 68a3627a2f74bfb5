import pg from 'pg';
import type { Database, Db } from '../db/client';
import type { users } from '../db/schema/index';

type UserRow = typeof users.$inferSelect;

/**
 * The signed-in user cache. Every authenticated request needs its user row (token version, role, block and
 * suspension flags); reading it from PostgreSQL on each request is most of the cost of a simple authenticated
 * GET. So each API instance keeps recently used rows in memory, and the database announces every change to a
 * user row (trigger users_notify_changed, channel qs_user_changed, migration 0008) so that every instance drops
 * its copy within milliseconds of the commit: a block, suspension, role change or token-version bump applies at
 * once everywhere, whichever module or script made it.
 *
 * Safety rules:
 * - The cache is used only while the instance is listening (and the trigger exists); when the listening
 *   connection drops, it is emptied and bypassed until listening again.
 * - A row read while a change notice for it arrived is not stored (sequence check), so a slow read cannot put
 *   back a stale row.
 * - Entries also expire after USER_CACHE_TTL_MS as a backstop, and a token newer than the cached row (a higher
 *   token version) always reads the database.
 * - Each request gets its own copy of the row.
 */
export const USER_CACHE_TTL_MS = 60_000;
const USER_CACHE_MAX = 50_000;
export const USER_CHANGE_CHANNEL = 'qs_user_changed';

type Cache = {
  live: boolean;
  rows: Map<string, { user: UserRow; at: number }>;
  /** Bumped on every change notice; a read stores its row only if no notice came since it started. */
  seq: number;
  changedAt: Map<string, number>;
  /** Notices before this sequence number are forgotten: reads started before it store nothing. */
  floor: number;
};

const caches = new WeakMap<Db, Cache>();

function forget(cache: Cache, id?: string) {
  cache.seq += 1;
  if (id === undefined) {
    cache.rows.clear();
    cache.changedAt.clear();
    cache.floor = cache.seq;
    return;
  }
  cache.rows.delete(id);
  if (cache.changedAt.size >= USER_CACHE_MAX) {
    cache.changedAt.clear();
    cache.floor = cache.seq;
  }
  cache.changedAt.set(id, cache.seq);
}

/** Drops a user's cached row in this instance now (the change notice does it everywhere moments later). */
export function forgetCachedUser(db: Db, id: string): void {
  const cache = caches.get(db);
  if (cache) forget(cache, id);
}

/**
 * The user row for an authenticated request: from the cache when it is live and holds a fresh copy that matches
 * the token's version, else from `read` (then remembered when safe).
 */
export async function cachedUser(
  db: Db,
  id: string,
  tokenVersion: unknown,
  read: () => Promise<UserRow | undefined>,
): Promise<UserRow | undefined> {
  const cache = caches.get(db);
  if (!cache?.live) return read();
  const hit = cache.rows.get(id);
  if (hit && Date.now() - hit.at < USER_CACHE_TTL_MS && hit.user.tokenVersion === tokenVersion) return { ...hit.user };
  const started = cache.seq;
  const user = await read();
  if (user && cache.live && started >= cache.floor && (cache.changedAt.get(id) ?? 0) <= started) {
    if (cache.rows.size >= USER_CACHE_MAX) {
      const oldest = cache.rows.keys().next();
      if (!oldest.done) cache.rows.delete(oldest.value);
    }
    cache.rows.set(id, { user: { ...user }, at: Date.now() });
  }
  return user;
}

type Logger = { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };

/**
 * Starts listening for user changes on this database and turns the cache on; returns the stop function.
 * Does nothing (cache stays off) when the change trigger is missing.
 */
export async function startUserCache(database: Database, logger?: Logger): Promise<() => Promise<void>> {
  const db = database.db;
  const cache: Cache = { live: false, rows: new Map(), seq: 0, changedAt: new Map(), floor: 0 };
  caches.set(db, cache);
  const onNotice = (payload: string | undefined) => forget(cache, payload || undefined);

  const trigger = await hasChangeTrigger(database);
  if (!trigger) {
    logger?.warn({}, 'user cache off: the users_notify_changed trigger is missing (migration 0008)');
    return async () => undefined;
  }

  if (database.pglite) {
    const unlisten = await database.pglite.listen(USER_CHANGE_CHANNEL, onNotice);
    cache.live = true;
    return async () => {
      cache.live = false;
      forget(cache);
      await unlisten();
    };
  }

  const pool = database.pool;
  if (!pool) return async () => undefined;
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const goOffline = () => {
    cache.live = false;
    forget(cache);
  };
  const connect = async (attempt: number): Promise<void> => {
    if (stopped) return;
    const c = new pg.Client(pool.options);
    client = c;
    c.on('notification', (msg) => {
      if (msg.channel === USER_CHANGE_CHANNEL) onNotice(msg.payload);
    });
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = null;
      goOffline();
      if (stopped) return;
      logger?.warn({ err: err?.message }, 'user cache off: lost the listening connection; reconnecting');
      retry = setTimeout(() => void connect(attempt + 1), Math.min(30_000, 500 * 2 ** Math.min(attempt, 6)));
    };
    c.on('error', lost);
    c.on('end', () => lost());
    try {
      await c.connect();
      await c.query(`LISTEN ${USER_CHANGE_CHANNEL}`);
      // Changes made while not listening were missed: start from an empty cache.
      forget(cache);
      cache.live = !stopped;
    } catch (err) {
      c.removeAllListeners('end');
      await c.end().catch(() => undefined);
      lost(err instanceof Error ? err : new Error(String(err)));
    }
  };
  await connect(0);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    goOffline();
    const c = client;
    client = null;
    if (c) await c.end().catch(() => undefined);
  };
}

async function hasChangeTrigger(database: Database): Promise<boolean> {
  const query = `select 1 from pg_trigger where tgname = 'users_notify_changed' and not tgisinternal`;
  if (database.pglite) return (await database.pglite.query(query)).rows.length > 0;
  if (database.pool) return (await database.pool.query(query)).rows.length > 0;
  return false;
}
