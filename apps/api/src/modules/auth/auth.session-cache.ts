import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { refreshTokens } from '../../db/schema/auth';
import { listenForChanges, NoticeCache } from '../../lib/notice-cache';

/**
 * Is a session still live? Every access token carries its session id (`sid`: the family of refresh tokens it was
 * issued with), and is refused once that family is revoked (logout, refresh reuse, password change, barred account),
 * not only when it expires. The database announces each revocation (trigger refresh_tokens_notify_revoked, channel
 * qs_session_revoked, migration 0011), so each API instance keeps the answers it read and drops one within
 * milliseconds of the revocation. The cache follows lib/notice-cache.ts's safety rules; without it (tests, or when
 * the listening connection is down) every request asks the database, through the family index.
 */
export const SESSION_REVOKED_CHANNEL = 'qs_session_revoked';
const SESSION_CACHE_TTL_MS = 60_000;
const SESSION_CACHE_MAX = 100_000;

const caches = new WeakMap<Db, NoticeCache<boolean>>();

async function readSessionLive(db: Db, familyId: string): Promise<boolean> {
  const [revoked] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
    .limit(1);
  return !revoked;
}

/** The cached answer of isSessionLive, without waiting: undefined when this instance holds none. */
export function peekSessionLive(db: Db, familyId: string): boolean | undefined {
  return caches.get(db)?.peek(familyId);
}

/** True while no token of the session's family is revoked. */
export async function isSessionLive(db: Db, familyId: string): Promise<boolean> {
  const cache = caches.get(db);
  if (!cache) return readSessionLive(db, familyId);
  const hit = cache.peek(familyId);
  if (hit !== undefined) return hit;
  return cache.load(familyId, '', () => readSessionLive(db, familyId));
}

type Logger = { warn(obj: object, msg: string): void };

/** Starts listening for revocations and turns the cache on; returns the stop function. */
export async function startSessionCache(database: Database, logger?: Logger): Promise<() => Promise<void>> {
  const cache = new NoticeCache<boolean>({ ttlMs: SESSION_CACHE_TTL_MS, max: SESSION_CACHE_MAX });
  caches.set(database.db, cache);
  const stop = await listenForChanges(
    database,
    { cache: cache as NoticeCache<unknown>, channel: SESSION_REVOKED_CHANNEL, trigger: 'refresh_tokens_notify_revoked', what: 'session cache' },
    logger,
  );
  return async () => {
    caches.delete(database.db);
    await stop();
  };
}
