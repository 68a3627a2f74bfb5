import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signAccessToken } from '../auth/auth.service';

/**
 * The audit export holds any size without loading it in memory: 200,000 rows of about 700 bytes (a file of
 * ~150 MB) go out through a real socket while the process's live memory (V8 heap plus buffers outside it, after a
 * full collection, every 100 ms) is sampled; its growth must stay far below the size of the file, and the growth of
 * the process's peak RSS (maxRSS) below half of it. The download is read as it arrives and only counted, never kept.
 *
 * Why live memory and not RSS for the tight bound: RSS keeps pages the allocator has not returned to the system,
 * which on a loaded machine (CI runs two test files at once) reached 40 MB of a 152 MB file with one 1,000-row batch
 * in flight; live memory is what the export keeps alive. Holding the file would need at least its size either way
 * (twice as a JS string), so both bounds still fail an export that buffers it.
 */

const ROWS = 200_000;

// A full collection on demand (the same as node --expose-gc), so that the samples measure what the export keeps
// alive rather than how long V8 waits before collecting garbage.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const NOTE = 'x'.repeat(600);

let t: TestApp;
let auth: Record<string, string>;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { role: 'admin' });
  auth = { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, admin, 3600)}` };
  await t.db.execute(sql`insert into audit_logs (actor_id, actor_role, action, target_type, target_id, ip, meta, created_at)
    select ${admin.id}::uuid, 'admin', 'bulk.row', 'user', g::text, '10.0.0.1', json_build_object('i', g, 'note', ${NOTE}::text)::jsonb,
      now() - make_interval(secs => g)
    from generate_series(1, ${ROWS}) g`);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** What the process keeps alive: the V8 heap in use and the memory of Buffers and ArrayBuffers outside it. */
function liveMemory(): number {
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
}

/** Downloads `path`, counting bytes and lines as they arrive; samples the process's live memory meanwhile. */
function download(path: string): Promise<{ status: number; bytes: number; lines: number; peakLive: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    let peakLive = liveMemory();
    const sampler = setInterval(() => {
      collectGarbage();
      peakLive = Math.max(peakLive, liveMemory());
    }, 100);
    httpGet(`${base}${path}`, { headers: auth }, (res) => {
      let bytes = 0;
      let lines = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      });
      res.on('end', () => {
        clearInterval(sampler);
        resolve({ status: res.statusCode ?? 0, bytes, lines, peakLive, headers: res.headers });
      });
      res.on('error', (err) => {
        clearInterval(sampler);
        reject(err);
      });
    }).on('error', (err) => {
      clearInterval(sampler);
      reject(err);
    });
  });
}

describe('GET /api/admin/audit-logs/export (200,000 rows)', () => {
  it('streams every row while the process memory grows far less than the file', async () => {
    // Warm up (module code, the pool's connections, the query plan) so the baseline is the steady state.
    const warm = await download('/api/admin/audit-logs/export?action=bulk.row&from=2000-01-01&to=2000-01-02');
    expect(warm.lines).toBe(1);
    collectGarbage();
    const baselineLive = liveMemory();
    const maxRssBefore = process.resourceUsage().maxRSS * 1024;

    const res = await download('/api/admin/audit-logs/export?action=bulk.row');
    const maxRssAfter = process.resourceUsage().maxRSS * 1024;

    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/csv/);
    expect(res.lines).toBe(ROWS + 1); // the header and every row
    expect(res.bytes).toBeGreaterThan(ROWS * 650);

    const growth = res.peakLive - baselineLive;
    const peakGrowth = maxRssAfter - maxRssBefore;
    console.info(
      `audit export: ${(res.bytes / 1e6).toFixed(1)} MB, ${res.lines - 1} rows; live memory growth ${(growth / 1e6).toFixed(1)} MB sampled, peak RSS growth ${(peakGrowth / 1e6).toFixed(1)} MB`,
    );
    // Holding the file would need at least its size (twice as a JS string); a tenth of it bounds one batch in
    // flight and the socket's buffers, half of it the allocator's slack on top in RSS.
    expect(growth).toBeLessThan(res.bytes / 10);
    expect(peakGrowth).toBeLessThan(res.bytes / 2);
  }, 300_000);
});
