import type { onSendHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PreparerDashboard } from '@quayside/contract/preparer';
import type { Db } from '../../db/client';

/**
 * A short-lived copy of each staff member's dashboard in this API instance. GET /api/preparer/dashboard sums the
 * work of every company in reach (5,000 for a busy preparer: some 25 ms of database time on a quiet machine, ten
 * thousand index probes), and the work area asks for it on every visit and after each step. Concurrent requests
 * for the same dashboard share one read (the promise is cached). A copy is fresh for PREPARER_DASHBOARD_TTL_MS;
 * once it is older, the next request starts a new read and, while that read runs, requests are still answered
 * from the old copy (stale while revalidating), so nobody waits for the read but the very first visit: a change
 * made by someone else (a client's upload) shows within the time to live plus one read. The staff member's own
 * writes drop their copy in this instance before the reply goes out, so what they just did shows at once (their
 * next request waits for a fresh read). Off under NODE_ENV=test (every call reads), like the other caches.
 */
export const PREPARER_DASHBOARD_TTL_MS = 2_000;

type Entry = { at: number; value: Promise<PreparerDashboard>; settled: boolean; next?: Promise<PreparerDashboard> };

export class StaffDashboardCache {
  /** Per actor, per variant (the day). */
  private readonly rows = new LRUCache<string, Map<string, Entry>>({ max: 2_000 });

  constructor(private readonly ttlMs = PREPARER_DASHBOARD_TTL_MS) {}

  /**
   * The actor's dashboard for `variant` (the day): a fresh or in-flight copy, else `load`'s. A copy past its time
   * to live is still answered while its replacement loads (one load at a time); a failed reload keeps the old copy
   * and the next request tries again.
   */
  get(actorId: string, variant: string, load: () => Promise<PreparerDashboard>): Promise<PreparerDashboard> {
    let variants = this.rows.get(actorId);
    const hit = variants?.get(variant);
    if (hit) {
      if (!hit.settled || Date.now() - hit.at < this.ttlMs) return hit.value;
      if (!hit.next) this.refresh(actorId, variant, hit, load);
      return hit.value;
    }
    const entry: Entry = { at: Date.now(), value: load(), settled: false };
    if (!variants) {
      variants = new Map();
      this.rows.set(actorId, variants);
    }
    variants.set(variant, entry);
    entry.value.then(
      () => {
        entry.settled = true;
      },
      // A failed read is not kept.
      () => {
        const current = this.rows.get(actorId);
        if (current?.get(variant) === entry) current.delete(variant);
      },
    );
    return entry.value;
  }

  /** Loads a replacement for a stale copy and swaps it in once it has arrived (the stale copy answers meanwhile). */
  private refresh(actorId: string, variant: string, stale: Entry, load: () => Promise<PreparerDashboard>): void {
    const next = load();
    stale.next = next;
    next.then(
      () => {
        const current = this.rows.get(actorId);
        // forget() (the actor's own write) or a newer copy since: this one is not put back.
        if (current?.get(variant) === stale) current.set(variant, { at: Date.now(), value: next, settled: true });
      },
      () => {
        stale.next = undefined;
      },
    );
  }

  /** Drops every copy of the actor's dashboard. */
  forget(actorId: string): void {
    this.rows.delete(actorId);
  }
}

const caches = new WeakMap<Db, StaffDashboardCache>();

export function staffDashboardCacheOf(db: Db): StaffDashboardCache | undefined {
  return caches.get(db);
}

export function startStaffDashboardCache(db: Db): void {
  caches.set(db, new StaffDashboardCache());
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The hook that drops a staff member's cached dashboard when they change something (registered app-wide). */
export function forgetStaffDashboardOnWrite(db: Db) {
  const hook: onSendHookHandler = (request, _reply, payload, done) => {
    if (request.actor && WRITES.has(request.method)) caches.get(db)?.forget(request.actor.id);
    done(null, payload);
  };
  return hook;
}
