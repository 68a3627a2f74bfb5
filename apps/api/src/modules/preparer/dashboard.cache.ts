import type { onSendHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PreparerDashboard } from '@quayside/contract/preparer';
import type { Db } from '../../db/client';

/**
 * A short-lived copy of each staff member's dashboard in this API instance. GET /api/preparer/dashboard sums the
 * work of every company in reach (5,000 for a busy preparer: some 25 ms of database time), and the work area asks
 * for it on every visit and after each step. Concurrent requests for the same dashboard share one read (the
 * promise is cached), and an answer is reused for at most PREPARER_DASHBOARD_TTL_MS, so a change made by someone
 * else (a client's upload) shows within that time. The staff member's own writes drop their copy in this
 * instance before the reply goes out, so what they just did shows at once. Off under NODE_ENV=test (every call
 * reads), like the other caches.
 */
export const PREPARER_DASHBOARD_TTL_MS = 2_000;

type Entry = { at: number; value: Promise<PreparerDashboard> };

export class StaffDashboardCache {
  /** Per actor, per variant (the day). */
  private readonly rows = new LRUCache<string, Map<string, Entry>>({ max: 2_000 });

  constructor(private readonly ttlMs = PREPARER_DASHBOARD_TTL_MS) {}

  /** The actor's dashboard for `variant` (the day): a fresh or in-flight copy, else `load`'s. */
  get(actorId: string, variant: string, load: () => Promise<PreparerDashboard>): Promise<PreparerDashboard> {
    const hit = this.rows.get(actorId)?.get(variant);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const entry: Entry = { at: Date.now(), value: load() };
    let variants = this.rows.get(actorId);
    if (!variants) {
      variants = new Map();
      this.rows.set(actorId, variants);
    }
    variants.set(variant, entry);
    // A failed read is not kept.
    entry.value.catch(() => {
      const current = this.rows.get(actorId);
      if (current?.get(variant) === entry) current.delete(variant);
    });
    return entry.value;
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
