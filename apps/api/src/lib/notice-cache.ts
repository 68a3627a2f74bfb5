import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Database } from '../db/client';

/**
 * An in-memory cache whose entries the database invalidates: a trigger announces every change on a channel
 * (pg_notify, payload = the key whose entries are stale, or empty for "everything"), and each API instance
 * listening on it drops its copies within milliseconds of the commit. Used for the signed-in user
 * (plugins/user-cache.ts) and the client dashboard (modules/client/dashboard.cache.ts).
 *
 * Safety rules:
 * - Entries are used only while the instance is listening (and the trigger exists); when the listening
 *   connection drops, the cache is emptied and bypassed until it listens again.
 * - A value read while a change notice for its key arrived is not stored (sequence check), so a slow read
 *   cannot put back a stale value.
 * - Entries expire after `ttlMs` as a backstop; at most `max` keys are kept (the least recently used goes first).
 * - A key holds several variants (`variant`), dropped together by one notice for the key.
 */
export class NoticeCache<V> {
  live = false;
  private readonly rows: LRUCache<string, Map<string, { value: V; at: number }>>;
  /** Bumped on every change notice; a read stores its value only if no notice for its key came since it started. */
  private seq = 0;
  private readonly changedAt = new Map<string, number>();
  /** Notices before this sequence number are forgotten: reads started before it store nothing. */
  private floor = 0;

  constructor(private readonly opts: { ttlMs: number; max: number }) {
    this.rows = new LRUCache({ max: opts.max });
  }

  /** Drops the entries of `key` (all of them when undefined or empty). */
  forget(key?: string): void {
    this.seq += 1;
    if (!key) {
      this.rows.clear();
      this.changedAt.clear();
      this.floor = this.seq;
      return;
    }
    this.rows.delete(key);
    if (this.changedAt.size >= this.opts.max) {
      this.changedAt.clear();
      this.floor = this.seq;
    }
    this.changedAt.set(key, this.seq);
  }

  /** A fresh cached value, or undefined. */
  peek(key: string, variant = ''): V | undefined {
    if (!this.live) return undefined;
    const hit = this.rows.get(key)?.get(variant);
    return hit && Date.now() - hit.at < this.opts.ttlMs ? hit.value : undefined;
  }

  /** Reads through `load`, storing its answer when that is safe (see the class notes); `store` false skips it. */
  async load<T extends V | undefined>(key: string, variant: string, load: () => Promise<T>, store: (value: T) => boolean = () => true): Promise<T> {
    if (!this.live) return load();
    const started = this.seq;
    const value = await load();
    if (value !== undefined && store(value) && this.live && started >= this.floor && (this.changedAt.get(key) ?? 0) <= started) {
      let variants = this.rows.get(key);
      if (!variants) {
        variants = new Map();
        this.rows.set(key, variants);
      }
      variants.set(variant, { value: value as V, at: Date.now() });
    }
    return value;
  }
}

type Logger = { warn(obj: object, msg: string): void };

/**
 * Listens on `channel` and turns `cache` on; returns the stop function. Leaves the cache off when the trigger
 * named `trigger` (which announces the changes) is missing. On PostgreSQL it keeps its own connection and
 * reconnects with back-off; on PGlite the notices are in-process.
 */
export async function listenForChanges(
  database: Database,
  opts: { cache: NoticeCache<unknown>; channel: string; trigger: string; what: string },
  logger?: Logger,
): Promise<() => Promise<void>> {
  const { cache, channel, trigger, what } = opts;
  const onNotice = (payload: string | undefined) => cache.forget(payload || undefined);
  const goOffline = () => {
    cache.live = false;
    cache.forget();
  };

  if (!(await hasTrigger(database, trigger))) {
    logger?.warn({}, `${what} off: the ${trigger} trigger is missing`);
    return async () => undefined;
  }

  if (database.pglite) {
    const unlisten = await database.pglite.listen(channel, onNotice);
    cache.live = true;
    return async () => {
      goOffline();
      await unlisten();
    };
  }

  const pool = database.pool;
  if (!pool) return async () => undefined;
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (attempt: number): Promise<void> => {
    if (stopped) return;
    const c = new pg.Client(pool.options);
    client = c;
    c.on('notification', (msg) => {
      if (msg.channel === channel) onNotice(msg.payload);
    });
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = null;
      goOffline();
      if (stopped) return;
      logger?.warn({ err: err?.message }, `${what} off: lost the listening connection; reconnecting`);
      retry = setTimeout(() => void connect(attempt + 1), Math.min(30_000, 500 * 2 ** Math.min(attempt, 6)));
    };
    c.on('error', lost);
    c.on('end', () => lost());
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      // Changes made while not listening were missed: start from an empty cache.
      cache.forget();
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

async function hasTrigger(database: Database, name: string): Promise<boolean> {
  const query = `select 1 from pg_trigger where tgname = $1 and not tgisinternal`;
  if (database.pglite) return (await database.pglite.query(query, [name])).rows.length > 0;
  if (database.pool) return (await database.pool.query(query, [name])).rows.length > 0;
  return false;
}
