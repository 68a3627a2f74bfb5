import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { catchFiredCommands } from './realtime';

/**
 * The adapter fires PUBLISH and SUBSCRIBE without waiting for them; one still queued when its connection closes
 * must not become an unhandled rejection (vitest fails a run on one; Node ends the process).
 */
describe('catchFiredCommands', () => {
  it('reports a fired command that fails when the connection closes, and an awaiting caller still sees it fail', async () => {
    const client = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    const seen: unknown[] = [];
    catchFiredCommands(client, (err) => seen.push(err));
    // Queued before the connection is up (lazyConnect), never awaited: as the adapter does.
    void client.publish('quayside:test', 'fired');
    const awaited = client.publish('quayside:test', 'awaited');
    client.disconnect();
    await expect(awaited).rejects.toThrow(/Connection is closed/);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(String(seen[0])).toMatch(/Connection is closed/);
  });
});
