import { describe, expect, it } from 'vitest';
import type { PreparerDashboard } from '@quayside/contract/preparer';
import { StaffDashboardCache } from './dashboard.cache';

const answer = (n: number) => ({ companiesCount: n }) as unknown as PreparerDashboard;

describe('StaffDashboardCache', () => {
  it('shares one read between concurrent requests and reuses it while fresh', async () => {
    const cache = new StaffDashboardCache(60_000);
    let reads = 0;
    const load = async () => answer(++reads);
    const [a, b] = await Promise.all([cache.get('p1', 'day', load), cache.get('p1', 'day', load)]);
    expect(a).toBe(b);
    expect(await cache.get('p1', 'day', load)).toBe(a);
    expect(reads).toBe(1);
    // Another actor or another day reads on its own.
    await cache.get('p2', 'day', load);
    await cache.get('p1', 'next day', load);
    expect(reads).toBe(3);
  });

  it("reads again after the actor's own write (forget) and after the time to live", async () => {
    let reads = 0;
    const load = async () => answer(++reads);
    const cache = new StaffDashboardCache(60_000);
    await cache.get('p1', 'day', load);
    cache.forget('p1');
    expect((await cache.get('p1', 'day', load)).companiesCount).toBe(2);
    const expired = new StaffDashboardCache(0);
    await expired.get('p1', 'day', load);
    await expired.get('p1', 'day', load);
    expect(reads).toBe(4);
  });

  it('keeps no failed read', async () => {
    const cache = new StaffDashboardCache(60_000);
    await expect(cache.get('p1', 'day', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await new Promise((r) => setTimeout(r, 0));
    expect((await cache.get('p1', 'day', async () => answer(7))).companiesCount).toBe(7);
  });
});
