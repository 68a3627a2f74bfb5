import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../db/client';

const dialect = new PgDialect();

/**
 * Runs a hot, parameterised statement as a named prepared statement on PostgreSQL, so each pooled connection
 * plans it once instead of on every request (planning a large statement costs more than running it). The SQL
 * text must be the same for every call with that name (only the parameters vary). Elsewhere (PGlite, or a
 * transaction) it runs as an ordinary query.
 */
export async function executePrepared<T extends Record<string, unknown>>(db: Db, name: string, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query<T>({ name, text, values: params as unknown[] });
    return result.rows;
  }
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A statement's SQL text built once, and how each call's parameter list is made from its values. */
export type StatementTemplate<K extends string> = { text: string; params(values: Record<K, unknown>): unknown[] };

/**
 * Builds a hot statement's SQL with Drizzle ONCE: `build` is called with a marker string in place of each value
 * named in `keys`, and every parameter of the result is either one of those markers (filled from the call's
 * values) or a constant of the statement (a status list, say). Building a large statement from its fragments
 * costs more CPU than running it (the client dashboard's: ~140 us a request); the call then only makes the
 * parameter array. `build` must pass each value through as a parameter unchanged (a value used inside a pattern
 * or otherwise transformed is refused here, at the first call).
 */
export function statementTemplate<K extends string>(keys: readonly K[], build: (values: Record<K, string>) => SQL): StatementTemplate<K> {
  const markers = Object.fromEntries(keys.map((k) => [k, `\u0000qs-value:${k}`])) as Record<K, string>;
  const byMarker = new Map<unknown, K>(keys.map((k) => [markers[k], k]));
  const { sql: text, params } = dialect.sqlToQuery(build(markers));
  const slots = params.map((p): { key: K } | { value: unknown } => {
    const key = byMarker.get(p);
    if (key !== undefined) return { key };
    if (typeof p === 'string' && p.includes('\u0000qs-value:')) throw new Error(`statementTemplate: a value is transformed, not passed through (${JSON.stringify(p)})`);
    return { value: p };
  });
  for (const k of keys) if (!slots.some((s) => 'key' in s && s.key === k)) throw new Error(`statementTemplate: ${k} is not a parameter`);
  return { text, params: (values) => slots.map((s) => ('key' in s ? values[s.key] : s.value)) };
}

type Prepared<R> = { execute(placeholders?: Record<string, unknown>): Promise<R> };
const shapes = new WeakMap<Db, Map<string, Prepared<unknown>>>();

/**
 * Runs a hot list query prepared once per shape: `build` makes the Drizzle query with sql.placeholder(name) for
 * every value, once per `shape` (a key naming which optional filters are present) and database, and each call
 * only binds `values`. That saves building the SQL on every request (a third of a list request's CPU) and, on
 * PostgreSQL, planning it (a named statement per pooled connection). Only for shapes whose best plan does not
 * depend on the values (not for a LIKE search); the caller's shape keys must be a small, fixed set.
 *
 * `planEachTime`: the SQL is still built once, but sent as an unnamed statement, which PostgreSQL plans at each
 * execution for its values (a LIKE 'ab%' that only a plan made for its own pattern can answer from a prefix index).
 */
export function runShape<R>(
  db: Db,
  shape: string,
  build: () => { prepare(name: string): Prepared<R> },
  values: Record<string, unknown>,
  options: { planEachTime?: boolean } = {},
): Promise<R> {
  let byShape = shapes.get(db);
  if (!byShape) {
    byShape = new Map();
    shapes.set(db, byShape);
  }
  let query = byShape.get(shape) as Prepared<R> | undefined;
  if (!query) {
    // pg sends a query with an empty name as an unnamed statement: parsed and planned with each call's values.
    query = build().prepare(options.planEachTime ? '' : `qs_${createHash('sha1').update(shape).digest('hex').slice(0, 20)}`);
    byShape.set(shape, query as Prepared<unknown>);
  }
  return query.execute(values);
}

/**
 * Runs SQL text with positional parameters ($1, $2...): as the named prepared statement `name` on PostgreSQL when
 * one is given (planned once per pooled connection; the text must be the same for every call with that name),
 * else unnamed (planned for these values, as a LIKE search needs). Rows are objects as pg's (or PGlite's) own type
 * parsers make them, without Drizzle's per-row mapping: for hot lists whose SQL selects exactly the answer's
 * fields (times as text). Outside a transaction only.
 */
export async function queryText<T>(db: Db, text: string, values: unknown[], name?: string): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return (await client.query(name ? { name, text, values } : { text, values })).rows as T[];
  const embedded = client as { query?: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> } | undefined;
  if (typeof embedded?.query === 'function') return (await embedded.query(text, values)).rows as T[];
  throw new Error('queryText: neither a pg pool nor an embedded client');
}
