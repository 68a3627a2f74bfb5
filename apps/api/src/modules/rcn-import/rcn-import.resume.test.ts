import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RCN_COLUMNS } from '@quayside/contract/rcn-import';
import { companies, rcnImportErrors, rcnImportJobs, rcnStagedRows, roleAssignments, users } from '../../db/schema/index';
import { seedServices } from '../../seed/seed';
import { createUser } from '../../test/factories';
import { multipartBody } from '../../test/route-table';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, type World } from '../companies/companies.test-helpers';

/**
 * A worker killed mid-job (kill -9 of its process, inside a batch's open transaction) resumes after the last
 * committed batch: the final counts are exact and nothing is loaded twice. Needs PostgreSQL (the worker is a
 * second process on the same database); on the embedded PGlite there is one process.
 */
let t: TestApp;
let w: World;
const ROWS = 3_000;
const BATCH = 200;
const HOLD_AFTER = 3;
const onPg = !!process.env.DATABASE_URL;

const cli = join(__dirname, 'rcn-import.worker-cli.ts');

function startWorker(jobId: string, env: Record<string, string>) {
  const pool = t.deps.database.pool;
  if (!pool) throw new Error('needs PostgreSQL');
  const url = (pool.options as { connectionString: string }).connectionString;
  const child = spawn(process.execPath, ['--import', 'tsx', cli, jobId], {
    env: { ...process.env, DATABASE_URL: url, UPLOADS_DIR: join(t.deps.config.dataDir, 'uploads'), RCN_BATCH_ROWS: String(BATCH), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const said = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => (out.includes(text) ? resolve() : undefined);
      child.stdout.on('data', check);
      void exited.then(() => (out.includes(text) ? resolve() : reject(new Error(`worker exited without "${text}": ${err}`))));
      check();
    });
  return { child, exited, said, output: () => out, errors: () => err };
}

const csvLine = (n: number) =>
  [
    `Resume Contact ${n}`,
    `resume${n}@client-book.test`,
    '+65 6200 0000',
    `Resume ${n} Pte. Ltd.`,
    `RS${String(n).padStart(7, '0')}`,
    ['SG', 'IN', 'AE'][n % 3],
    'private_limited',
    '2020-01-15',
    n % 3 === 1 ? '03-31' : '12-31',
    `${n} Cecil Street`,
    n % 2 ? 'bookkeeping' : '',
    'resume.preparer@quayside.test',
  ].join(',');

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  await seedServices(t.db);
  await createUser(t.db, { role: 'preparer', email: 'resume.preparer@quayside.test', fullName: 'Rhea Resume' });
});
afterAll(async () => {
  await t.close();
});

describe.skipIf(!onPg)('an import worker killed mid-job', { timeout: 240_000 }, () => {
  it('resumes after its last committed batch: exact counts, no duplicates', async () => {
    const data = Buffer.from([RCN_COLUMNS.join(','), ...Array.from({ length: ROWS }, (_, i) => csvLine(i + 1))].join('\n') + '\n');
    const { payload, headers } = multipartBody({}, [{ field: 'file', filename: 'big.csv', type: 'text/csv', data }]);
    const up = await t.app.inject({ method: 'POST', url: '/api/rcn/import', headers: { ...headers, ...w.auth(w.admin) }, payload });
    expect(up.statusCode, up.body).toBe(201);
    const id = up.json().job.id as string;
    const start = await t.app.inject({ method: 'POST', url: `/api/rcn/import-jobs/${id}/start`, headers: w.auth(w.admin), payload: { useStaging: false } });
    expect(start.statusCode).toBe(202);

    // First worker: commits HOLD_AFTER batches, loads the next one and is killed with its transaction open.
    const first = startWorker(id, { RCN_HOLD_AFTER_BATCHES: String(HOLD_AFTER) });
    await first.said('holding');
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    const [mid] = await t.db.select().from(rcnImportJobs).where(eq(rcnImportJobs.id, id));
    expect(mid).toMatchObject({ status: 'Processing', processed: HOLD_AFTER * BATCH, done: HOLD_AFTER * BATCH, checkpointLine: HOLD_AFTER * BATCH + 1, runs: 1 });
    const loadedMid = await t.db.select({ n: count() }).from(companies).where(like(companies.registrationNumber, 'RS%'));
    expect(loadedMid[0]?.n).toBe(HOLD_AFTER * BATCH);

    // Second worker (as after a restart): resumes at the checkpoint. The killed session's lock goes with its
    // connection; until the server has noticed, the new worker finds the job busy and says so.
    let result = 'busy';
    while (result.startsWith('busy')) {
      const second = startWorker(id, {});
      expect(await second.exited, second.errors()).toBe(0);
      result = second.output().trim();
    }
    expect(result).toBe('worked');

    const [job] = await t.db.select().from(rcnImportJobs).where(eq(rcnImportJobs.id, id));
    expect(job).toMatchObject({ status: 'Completed', total: ROWS, processed: ROWS, done: ROWS, failed: 0, existing: 0, runs: 2 });
    const loaded = await t.db.select({ n: count(), distinct: sql<number>`count(distinct (${companies.jurisdiction}, ${companies.registrationNumber}))::int` }).from(companies).where(like(companies.registrationNumber, 'RS%'));
    expect(loaded[0]).toEqual({ n: ROWS, distinct: ROWS });
    const accounts = await t.db.select({ n: count() }).from(users).where(like(users.email, 'resume%@client-book.test'));
    expect(accounts[0]?.n).toBe(ROWS);
    const assigned = await t.db.select({ n: count() }).from(roleAssignments).where(sql`${roleAssignments.targetId} in (select id from users where email like 'resume%@client-book.test')`);
    expect(assigned[0]?.n).toBe(ROWS);
    expect(await t.db.select().from(rcnStagedRows).where(eq(rcnStagedRows.jobId, id))).toHaveLength(0);
    expect(await t.db.select().from(rcnImportErrors).where(eq(rcnImportErrors.jobId, id))).toHaveLength(0);
  });
});
