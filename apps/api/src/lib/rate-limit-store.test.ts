import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { redisRateLimitStore } from './rate-limit-store';

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 1));
    });
  });
}

type Incr = { incr(key: string, cb: (err: Error | null, r: { current: number; ttl: number } | null) => void, timeWindow: number, max: number): void };

describe('the rate-limit store with REDIS_URL', () => {
  it('counts in memory, with one logged warning, while Redis cannot be reached', async () => {
    const warnings: string[] = [];
    const logger = { warn: (_o: object, msg: string) => void warnings.push(msg), info: () => undefined };
    const shared = redisRateLimitStore(`redis://127.0.0.1:${await closedPort()}`, logger);
    try {
      const Store = shared.store as unknown as new (p: object) => Incr;
      const store = new Store({});
      const counts: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        counts.push(
          await new Promise<number>((resolve, reject) => {
            store.incr('login:127.0.0.1', (err, r) => (err || !r ? reject(err ?? new Error('no result')) : resolve(r.current)), 60_000, 20);
          }),
        );
      }
      expect(counts).toEqual([1, 2, 3]);
      expect(warnings.filter((w) => w.startsWith('rate limiting: Redis unreachable'))).toHaveLength(1);
    } finally {
      await shared.close();
    }
  });
});
