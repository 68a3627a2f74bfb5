import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { createRequire } from 'node:module';

type Logger = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
type IncrCallback = (err: Error | null, result: { current: number; ttl: number } | null) => void;
type Store = {
  incr(key: string, cb: IncrCallback, timeWindow: number, max: number): void;
  child(routeOptions: { continueExceeding?: boolean; exponentialBackoff?: boolean }): Store;
};
type StoreClass = new (params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) => Store;

// @fastify/rate-limit's own stores (CommonJS, not in its exports map's types): the same counting, in Redis or in memory.
const requireCjs = createRequire(import.meta.url);
const RedisStore = requireCjs('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => Store;
const LocalStore = requireCjs('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

/** Where the counters of every instance live in Redis. */
export const RATE_LIMIT_REDIS_PREFIX = 'quayside:rate-limit:';

/**
 * The rate-limit counters of an app with REDIS_URL: in Redis, so that every instance counts against one limit
 * (an address gets `max` sign-in attempts in all, not `max` per instance). While Redis cannot be reached (not yet
 * connected, down, a command failing), each instance counts in its own memory instead, with a logged warning
 * when that starts and a note when Redis is back: rate limiting goes on per instance and requests never wait on
 * Redis (commands are not queued while it is down; a connected command that hangs gives up after 500 ms).
 */
export function redisRateLimitStore(redisUrl: string, logger: Logger): { store: FastifyRateLimitStoreCtor; redis: Redis; close(): Promise<void> } {
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectionName: 'quayside-rate-limit',
    retryStrategy: (attempt) => Math.min(5_000, 100 * 2 ** Math.min(attempt, 6)),
  });
  let usingMemory = true;
  let warnedOnce = false;
  const toMemory = (reason: string) => {
    if (usingMemory && warnedOnce) return;
    usingMemory = true;
    warnedOnce = true;
    logger.warn({ reason }, 'rate limiting: Redis unreachable, counting per instance in memory until it is back');
  };
  const backToRedis = () => {
    if (usingMemory && warnedOnce) logger.info({}, 'rate limiting: Redis reachable again, counters shared across instances');
    usingMemory = false;
  };
  redis.on('ready', backToRedis);
  redis.on('error', (err: Error) => toMemory(err.message));
  redis.on('end', () => toMemory('connection closed'));
  redis.on('close', () => {
    if (!usingMemory) toMemory('connection closed');
  });

  class FailoverStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const cont = params.continueExceeding ?? false;
      const backoff = params.exponentialBackoff ?? false;
      this.shared = new RedisStore(cont, backoff, redis, RATE_LIMIT_REDIS_PREFIX);
      this.local = new LocalStore(cont, backoff, 5000);
    }
    incr(key: string, cb: IncrCallback, timeWindow: number, max: number) {
      if (redis.status !== 'ready') {
        toMemory(`redis ${redis.status}`);
        this.local.incr(key, cb, timeWindow, max);
        return;
      }
      this.shared.incr(
        key,
        (err, result) => {
          if (!err) {
            // A command that timed out once (a busy Redis) does not leave the warning state on for good.
            if (usingMemory) backToRedis();
            return cb(null, result);
          }
          toMemory(err.message);
          this.local.incr(key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
    // Every limiter keys its counters by rule name already (lib/rate-limit.ts): children share the prefix.
    child(routeOptions: { continueExceeding?: boolean; exponentialBackoff?: boolean }): Store {
      return new FailoverStore(routeOptions);
    }
  }

  // The plugin's types give incr two parameters; it calls it with four (key, callback, timeWindow, max), as its own stores take.
  const store: StoreClass = FailoverStore;
  return {
    store: store as unknown as FastifyRateLimitStoreCtor,
    redis,
    close: async () => {
      redis.removeAllListeners('error');
      redis.on('error', () => undefined);
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
