/**
 * EXPLAIN (ANALYZE, BUFFERS) of the admin console's list statements on a bench database, as the app builds them:
 *   npx tsx bench/explain-admin.ts <database url> [users|audit] [--plan]
 * users: the user search per term of admin-users-search.ts (take 100) and the plain first page (take 50); audit: the
 * audit log's first page, page 1,000 and an action filter (take 50). Prints each one's shared buffers (hit + read)
 * and the median planning + execution time of 5 runs after a warm-up (EXPLAIN's timing: noisy on a busy machine;
 * the buffers are the fair figure). `--plan` prints each whole plan.
 */
import pg from 'pg';
import { encodeCursor } from '../src/lib/cursor';
import { listAuditLogs } from '../src/modules/audit/audit.list';
import { userListStatement } from '../src/modules/auth/auth.admin-users';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const which = process.argv[3] ?? 'users';
const showPlan = process.argv.includes('--plan');
const TERMS = ['Priya Iyer 4', 'tan', 'marcus.lim', 'Khan', 'lim9', 'sofia.ng12', 'zzzz'];

const literal = (v: unknown) =>
  v === null
    ? 'null'
    : typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : `'${String(v).replace(/'/g, "''")}'`;
const inline = (text: string, values: unknown[]) =>
  text.replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1]));

type Top = {
  Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
  'Execution Time': number;
  'Planning Time': number;
};

async function explain(client: pg.Client, label: string, text: string) {
  const times: number[] = [];
  let buffers = 0;
  for (let i = 0; i < 6; i++) {
    const r = await client.query<{ 'QUERY PLAN': Top[] }>(`explain (analyze, buffers, format json) ${text}`);
    const top = r.rows[0]?.['QUERY PLAN'][0];
    if (!top) throw new Error('no plan');
    if (i > 0) times.push(top['Execution Time'] + top['Planning Time']);
    buffers = (top.Plan['Shared Hit Blocks'] ?? 0) + (top.Plan['Shared Read Blocks'] ?? 0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(28)} buffers ${String(buffers).padStart(5)}  plan+exec ${(times[2] ?? 0).toFixed(2)} ms`,
  );
  if (showPlan) {
    const r = await client.query<Record<string, string>>(`explain (analyze, buffers) ${text}`);
    console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
  }
}

const client = new pg.Client({ connectionString: url });
await client.connect();
if (which === 'users') {
  for (const q of TERMS) {
    const s = userListStatement('clients', { q, take: 100 } as never);
    await explain(client, `q=${q}`, inline(s.text, s.values));
  }
  const s = userListStatement('clients', { take: 50 } as never);
  await explain(client, 'no q, take 50', inline(s.text, s.values));
} else {
  // The statement listAuditLogs sends, caught by a stand-in client, then explained with its values written in.
  const r = await client.query<{ ts: string; id: string }>(
    `select created_at::text as ts, id::text as id from audit_logs order by created_at desc, id desc offset 49949 limit 1`,
  );
  const deep = r.rows[0];
  if (!deep) throw new Error('fewer than 50,000 audit rows');
  const seen: Array<{ text: string; values: unknown[] }> = [];
  const db = {
    $client: {
      query: async (text: string, values: unknown[]) => (seen.push({ text, values }), { rows: [] }),
    },
  };
  const cases: Array<[string, Record<string, unknown>]> = [
    ['audit first page', { take: 50 }],
    ['audit page 1,000', { take: 50, cursor: encodeCursor(deep) }],
    ['audit action filter', { take: 50, action: 'user.blocked' }],
  ];
  for (const [label, query] of cases) {
    seen.length = 0;
    await listAuditLogs(db as never, query as never);
    const s = seen[seen.length - 1];
    if (s) await explain(client, label, inline(s.text, s.values));
  }
}
await client.end();
