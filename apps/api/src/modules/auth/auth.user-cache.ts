import type { Database, Db } from '../../db/client';
import { listenForChanges, NoticeCache } from '../../lib/notice-cache';
import type { ActorUser } from './auth.actor';

/** The cached row: the columns a request needs (auth.actor.ts, ActorUser). */
type UserRow = ActorUser;

/**
 * The signed-in user cache. Every authenticated request needs its user row (token version, role, block and
 * suspension flags); reading it from PostgreSQL on each request is most of the cost of a simple authenticated
 * GET. So each API instance keeps recently used rows in memory, and the database announces every change to a
 * user row (trigger users_notify_changed, channel qs_user_changed, migration 0008) so that every instance drops
 * its copy within milliseconds of the commit: a block, suspension, role change or token-version bump applies at
 * once everywhere, whichever module or script made it. The rules that keep it safe are in lib/notice-cache.ts;
 * besides them, a token newer than the cached row (a higher token version) always reads the database, and each
 * request gets its own copy of the row.
 */
export const USER_CACHE_TTL_MS = 60_000;
const USER_CACHE_MAX = 50_000;
export const USER_CHANGE_CHANNEL = 'qs_user_changed';

const caches = new WeakMap<Db, NoticeCache<UserRow>>();

/** Drops a user's cached row in this instance now (the change notice does it everywhere moments later). */
export function forgetCachedUser(db: Db, id: string): void {
  caches.get(db)?.forget(id);
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
  if (!cache) return read();
  const hit = cache.peek(id);
  if (hit && hit.tokenVersion === tokenVersion) return { ...hit };
  const user = await cache.load(id, '', read);
  return user && { ...user };
}

/**
 * cachedUser's answer when the cache holds it (a fresh copy matching the token's version), without waiting; else
 * undefined (the caller then goes through cachedUser).
 */
export function peekCachedUser(db: Db, id: string, tokenVersion: unknown): UserRow | undefined {
  const hit = caches.get(db)?.peek(id);
  return hit && hit.tokenVersion === tokenVersion ? { ...hit } : undefined;
}

type Logger = { warn(obj: object, msg: string): void };

/**
 * Starts listening for user changes on this database and turns the cache on; returns the stop function.
 * Does nothing (cache stays off) when the change trigger is missing.
 */
export async function startUserCache(database: Database, logger?: Logger): Promise<() => Promise<void>> {
  const cache = new NoticeCache<UserRow>({ ttlMs: USER_CACHE_TTL_MS, max: USER_CACHE_MAX });
  caches.set(database.db, cache);
  return listenForChanges(
    database,
    { cache: cache as NoticeCache<unknown>, channel: USER_CHANGE_CHANNEL, trigger: 'users_notify_changed', what: 'user cache' },
    logger,
  );
}
