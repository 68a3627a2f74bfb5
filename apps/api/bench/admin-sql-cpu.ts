/**
 * The PostgreSQL backend's CPU time per execution of the admin user search statement, per term of the bench's
 * rotation (admin-users-search.ts), read from /proc/<backend pid>/schedstat (run on the database's machine):
 * time on the CPU, which a busy shared machine skews far less than wall time or EXPLAIN's timings.
 *   npx tsx bench/admin-sql-cpu.ts <path of auth.admin-users.ts> <database url> [rounds]
 * The module path lets one compare two checkouts (e.g. /work/main/... against this one). Each statement is sent
 * as the app sends it (named when it has a name), 8 warm-up rounds first. PLAN_MODE=force_generic_plan (or
 * force_custom_plan) sets plan_cache_mode on this one connection, to see what planning costs.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { UserListStatement } from '../src/modules/auth/auth.admin-users';

const [modPath, url, roundsText] = process.argv.slice(2);
if (!modPath || !url) throw new Error('usage: admin-sql-cpu.ts <module path> <database url> [rounds]');
const { userListStatement } = (await import(modPath)) as {
  userListStatement: (a: string, q: Record<string, unknown>) => UserListStatement;
};
const rounds = Number(roundsText ?? 50);
const TERMS = ['Priya Iyer 4', 'tan', 'marcus.lim', 'Khan', 'lim9', 'sofia.ng12', 'zzzz'];

const client = new pg.Client({ connectionString: url });
await client.connect();
if (process.env.PLAN_MODE)
  await client.query(
    `set plan_cache_mode = ${process.env.PLAN_MODE === 'force_generic_plan' ? 'force_generic_plan' : 'force_custom_plan'}`,
  );
const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
const cpu = () => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
const statements = TERMS.map((q) => userListStatement('clients', { q, take: 100 }));
const send = (s: UserListStatement) =>
  client.query(
    s.name ? { name: s.name, text: s.text, values: s.values } : { text: s.text, values: s.values },
  );

for (let i = 0; i < 8; i++) for (const s of statements) await send(s);
const ns = TERMS.map(() => 0);
const rows = TERMS.map(() => 0);
for (let i = 0; i < rounds; i++) {
  for (const [k, s] of statements.entries()) {
    const before = cpu();
    const result = await send(s);
    ns[k] = (ns[k] ?? 0) + cpu() - before;
    rows[k] = result.rows.length;
  }
}
let sum = 0;
for (const [k, q] of TERMS.entries()) {
  const us = (ns[k] ?? 0) / rounds / 1000;
  sum += us;
  console.log(
    `${q.padEnd(14)} ${us.toFixed(0).padStart(6)} us CPU  (${rows[k]} rows, ${statements[k]?.name ?? 'unnamed'})`,
  );
}
console.log(`mean ${(sum / TERMS.length).toFixed(0)} us`);
const plans = await client.query<{ name: string; generic_plans: string; custom_plans: string }>(
  `select name, generic_plans, custom_plans from pg_prepared_statements`,
);
for (const p of plans.rows)
  console.log(`  ${p.name}: ${p.custom_plans} custom plans, ${p.generic_plans} generic`);
await client.end();
