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

  it('answers a stale copy while one fresh read runs, then the fresh one; a failed reload keeps the old copy', async () => {
    const cache = new StaffDashboardCache(0);
    let reads = 0;
    let release: () => void = () => undefined;
    const slow = () => {
      reads += 1;
      const n = reads;
      return new Promise<PreparerDashboard>((resolve) => {
        release = () => resolve(answer(n));
      });
    };
    const first = cache.get('p1', 'day', slow);
    release();
    expect((await first).companiesCount).toBe(1);
    // Past its time to live: the old copy answers at once, and only one new read starts for all of them.
    expect((await cache.get('p1', 'day', slow)).companiesCount).toBe(1);
    expect((await cache.get('p1', 'day', slow)).companiesCount).toBe(1);
    expect(reads).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    const after = await cache.get('p1', 'day', slow);
    expect(after.companiesCount).toBe(2);
    expect(reads).toBe(3);
    // A reload that fails: the copy that was there still answers, and the next request tries again.
    const failing = new StaffDashboardCache(0);
    await failing.get('p1', 'day', async () => answer(10));
    expect((await failing.get('p1', 'day', () => Promise.reject(new Error('database down')))).companiesCount).toBe(10);
    await new Promise((r) => setTimeout(r, 0));
    expect((await failing.get('p1', 'day', async () => answer(11))).companiesCount).toBe(10);
    await new Promise((r) => setTimeout(r, 0));
    expect((await failing.get('p1', 'day', async () => answer(12))).companiesCount).toBe(11);
  });

  it('keeps no failed read', async () => {
    const cache = new StaffDashboardCache(60_000);
    await expect(cache.get('p1', 'day', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await new Promise((r) => setTimeout(r, 0));
    expect((await cache.get('p1', 'day', async () => answer(7))).companiesCount).toBe(7);
  });
});
