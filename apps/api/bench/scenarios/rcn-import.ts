import { createReadStream, createWriteStream, openAsBlob, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { from as copyFrom } from 'pg-copy-streams';
import { RCN_COLUMNS } from '@quayside/contract/rcn-import';
import { seedServices } from '../../src/seed/seed';
import type { CustomScenario } from '../lib/types';

/**
 * The client-book import end to end on a generated CSV (BENCH_IMPORT_ROWS, 1,000,000): upload over HTTP, start,
 * and wait for Completed (parse, validate, COPY into staging, merge into users, companies, company services,
 * activity, calendars and assignments). Reported as rows/s against a raw `COPY` of the same file into an unindexed
 * table measured in the same run (target: at least 0.3x), with the server's peak memory (VmHWM of its process;
 * target under 300 MB), the server running compiled as in production (bench/run.ts). Exits non-zero on a miss.
 */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
const TARGET_RATIO = 0.3;
const TARGET_PEAK_MB = 300;
const JURISDICTIONS = ['SG', 'IN', 'AE'] as const;

function* lines(): Generator<string> {
  yield `${RCN_COLUMNS.join(',')}\n`;
  let chunk: string[] = [];
  for (let i = 1; i <= ROWS; i += 1) {
    const j = JURISDICTIONS[i % 3] ?? 'SG';
    // ~1 contact per 2 companies, like a client book where some clients own two.
    const c = Math.ceil(i / 2);
    chunk.push(
      [
        `Contact ${c}`,
        `contact${c}@bench-book.test`,
        `+65 6${String(100_0000 + (c % 899_9999)).slice(0, 7)}`,
        `Bench Company ${i} Pte. Ltd.`,
        `B${String(i).padStart(9, '0')}`,
        j,
        j === 'AE' ? 'free_zone' : 'private_limited',
        `20${String(10 + (i % 14)).padStart(2, '0')}-0${1 + (i % 9)}-15`,
        j === 'IN' ? '03-31' : '12-31',
        `"${i} Cecil Street, #0${i % 9}-01"`,
        i % 4 === 0 ? 'bookkeeping;payroll' : i % 4 === 1 ? 'bookkeeping' : '',
        'bench.preparer@quayside.test',
      ].join(','),
    );
    if (chunk.length === 10_000) {
      yield `${chunk.join('\n')}\n`;
      chunk = [];
    }
  }
  if (chunk.length) yield `${chunk.join('\n')}\n`;
}

/** A process's peak resident memory (VmHWM), or its current one (VmRSS), in MB. */
const memoryMb = (pid: number, field: 'VmHWM' | 'VmRSS' = 'VmHWM'): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status)?.[1] ?? 0);
  return kb / 1024;
};
const peakRssMb = (pid: number): number => memoryMb(pid, 'VmHWM');
/** The runtime the bench servers run in (bench/run.ts): compiled by default, tsx with BENCH_TSX=true. */
const RUNTIME = process.env.BENCH_TSX === 'true' ? 'under the same tsx loader' : 'in the same runtime (compiled, plain node)';

const scenario: CustomScenario = {
  kind: 'custom',
  name: `client-book import (${ROWS.toLocaleString('en-US')} rows)`,
  needsJobs: true,
  async run(ctx) {
    const file = join(tmpdir(), `rcn-bench-${process.pid}.csv`);
    try {
      await pipeline(Readable.from(lines()), createWriteStream(file));
      const size = statSync(file).size;

      // Baseline: raw COPY of the same file into an unindexed table.
      const pool = ctx.database.pool;
      if (!pool) throw new Error('the import benchmark needs PostgreSQL');
      const client = await pool.connect();
      let copySeconds: number;
      try {
        await client.query(`create table rcn_bench_raw (${RCN_COLUMNS.map((c) => `${c} text`).join(', ')})`);
        const t0 = performance.now();
        await pipeline(createReadStream(file), client.query(copyFrom('COPY rcn_bench_raw FROM STDIN WITH (FORMAT csv, HEADER true)')));
        copySeconds = (performance.now() - t0) / 1000;
        await client.query('drop table rcn_bench_raw');
      } finally {
        client.release();
      }

      // End to end through the real server.
      await seedServices(ctx.db);
      await ctx.createUser({ role: 'preparer', email: 'bench.preparer@quayside.test', fullName: 'Bench Preparer' });
      const admin = await ctx.createUser({ role: 'admin' });
      const auth = { authorization: `Bearer ${await ctx.accessTokenFor(admin)}` };
      const restingMb = memoryMb(ctx.serverPid, 'VmRSS');
      const t0 = performance.now();
      const form = new FormData();
      form.append('file', await openAsBlob(file, { type: 'text/csv' }), 'bench-book.csv');
      const up = await fetch(`${ctx.baseUrl}/api/rcn/import`, { method: 'POST', headers: auth, body: form });
      if (up.status !== 201) throw new Error(`upload answered ${up.status}: ${await up.text()}`);
      const { job } = (await up.json()) as { job: { id: string } };
      const uploadSeconds = (performance.now() - t0) / 1000;
      const start = await ctx.request({ method: 'POST', path: `/api/rcn/import-jobs/${job.id}/start`, headers: auth, json: { useStaging: false } });
      if (start.status !== 202) throw new Error(`start answered ${start.status}`);
      let counts = { done: 0, failed: 0, processed: 0 };
      let status = 'Processing';
      let lastPrint = 0;
      while (status === 'Processing') {
        await new Promise((r) => setTimeout(r, 1000));
        const res = await ctx.request({ path: `/api/rcn/import-jobs/${job.id}`, headers: auth });
        const body = res.body as { job: { status: string; counts: typeof counts } };
        status = body.job.status;
        counts = body.job.counts;
        const now = performance.now();
        if (now - lastPrint > 15_000) {
          lastPrint = now;
          console.log(`    ... ${counts.processed.toLocaleString('en-US')} rows read, ${counts.done.toLocaleString('en-US')} loaded (${((now - t0) / 1000).toFixed(0)} s)`);
        }
      }
      const seconds = (performance.now() - t0) / 1000;
      const peak = peakRssMb(ctx.serverPid);
      // The floor: the bare hello-world server in the same runtime (under tsx, the loader's own worker and compiler).
      const barePeak = ctx.bareServerPid ? peakRssMb(ctx.bareServerPid) : 0;
      const rate = ROWS / seconds;
      const copyRate = ROWS / copySeconds;
      const ratio = rate / copyRate;
      const complete = status === 'Completed' && counts.done === ROWS && counts.failed === 0;
      const missed = !complete || ratio < TARGET_RATIO || peak >= TARGET_PEAK_MB;
      return {
        missed,
        lines: [
          `${scenario.name}: ${(size / 1024 / 1024).toFixed(0)} MB file; status ${status}, ${counts.done.toLocaleString('en-US')} loaded, ${counts.failed} refused`,
          `  end to end ${seconds.toFixed(1)} s (upload ${uploadSeconds.toFixed(1)} s) = ${rate.toFixed(0)} rows/s; raw COPY into an unindexed table ${copySeconds.toFixed(1)} s = ${copyRate.toFixed(0)} rows/s; ratio ${ratio.toFixed(3)} (target >= ${TARGET_RATIO})${ratio < TARGET_RATIO ? ' MISSED' : ''}`,
          `  server peak memory (VmHWM) ${peak.toFixed(0)} MB (target < ${TARGET_PEAK_MB} MB)${peak >= TARGET_PEAK_MB ? ' MISSED' : ''}; ` +
            `${restingMb.toFixed(0)} MB resident before the upload; the bare hello-world server ${RUNTIME}: ${barePeak.toFixed(0)} MB`,
        ],
      };
    } finally {
      rmSync(file, { force: true });
    }
  },
};
export default scenario;
