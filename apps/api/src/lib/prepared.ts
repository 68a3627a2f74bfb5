import { createHash } from 'node:crypto';
import { Column, fillPlaceholders, is, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../db/client';

const dialect = new PgDialect();

/** The pg pool under a Drizzle database, or null (the embedded PGlite, or a transaction's handle). */
export function poolOf(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** The embedded PGlite's client as the raw queries below call it. */
type EmbeddedClient = { query(text: string, values: unknown[], options?: { rowMode: 'array' }): Promise<{ rows: unknown[] }> };

/** The embedded client under a Drizzle database that has no pg pool; `caller` names the refusal otherwise. */
function embeddedOf(db: Db, caller: string): EmbeddedClient {
  const client = (db as unknown as { $client?: { query?: unknown } }).$client;
  if (typeof client?.query === 'function') return client as EmbeddedClient;
  throw new Error(`${caller}: neither a pg pool nor an embedded client`);
}

/**
 * Runs a hot, parameterised statement as a named prepared statement on PostgreSQL, so each pooled connection
 * plans it once instead of on every request (planning a large statement costs more than running it). The SQL
 * text must be the same for every call with that name (only the parameters vary). Elsewhere (PGlite, or a
 * transaction) it runs as an ordinary query.
 */
export async function executePrepared<T extends Record<string, unknown>>(db: Db, name: string, query: SQL): Promise<T[]> {
  const pool = poolOf(db);
  if (pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await pool.query<T>({ name, text, values: params as unknown[] });
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

/**
 * A cache of statements built once per database and shape key (the one place that does so): `make` is called the
 * first time a key is asked for on a database, with the name of the key's named prepared statement (qs_ and a hash
 * of the key). Each user keeps a cache of its own type, but the names share every pooled connection, so a key must
 * name one SQL text across all of them (the keys carry their user's prefix).
 */
export function statementCache<S>(): (db: Db, key: string, make: (name: string) => S) => S {
  const byDb = new WeakMap<Db, Map<string, S>>();
  return (db, key, make) => {
    let byKey = byDb.get(db);
    if (!byKey) {
      byKey = new Map();
      byDb.set(db, byKey);
    }
    let statement = byKey.get(key);
    if (statement === undefined) {
      statement = make(`qs_${createHash('sha1').update(key).digest('hex').slice(0, 20)}`);
      byKey.set(key, statement);
    }
    return statement;
  };
}

const shapes = statementCache<Prepared<unknown>>();

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
  // pg sends a query with an empty name as an unnamed statement: parsed and planned with each call's values.
  const query = shapes(db, shape, (name) => build().prepare(options.planEachTime ? '' : name)) as Prepared<R>;
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
  const pool = poolOf(db);
  if (pool) return (await pool.query(name ? { name, text, values } : { text, values })).rows as T[];
  return (await embeddedOf(db, 'queryText').query(text, values)).rows as T[];
}

/** A Drizzle select as runShapesTogether needs it: its SQL and its selected fields (for its width). */
export type ShapePart = { toSQL(): { sql: string; params: unknown[] } };

type Together = { name: string; text: string; params: unknown[][]; widths: number[] };
const togetherShapes = statementCache<Together>();

/** How many columns a selection has (nested objects flattened, as Drizzle orders them). */
function widthOf(fields: unknown): number {
  if (is(fields, Column) || is(fields, SQL) || is(fields, SQL.Aliased)) return 1;
  if (fields && typeof fields === 'object') return Object.values(fields).reduce<number>((n, f) => n + widthOf(f), 0);
  return 1;
}

// Times stay text, as Drizzle's driver reads them (its columns then make `new Date(text)`).
const asText = (val: string) => val;
const rawTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    typeId === pg.types.builtins.TIMESTAMPTZ || typeId === pg.types.builtins.TIMESTAMP || typeId === pg.types.builtins.DATE
      ? asText
      : pg.types.getTypeParser(typeId, format),
};

/**
 * queryText with each row as an array in the statement's column order, and times (timestamp, timestamptz, date) as
 * PostgreSQL's text on a pg pool (PGlite gives them as its own values; a caller that needs a Date takes both): for
 * the hottest small reads, whose caller maps the few columns itself instead of Drizzle's per-field mapping.
 */
export async function queryArrays(db: Db, text: string, values: unknown[], name?: string): Promise<unknown[][]> {
  const pool = poolOf(db);
  if (pool) {
    const config = { text, values, rowMode: 'array' as const, types: rawTypes };
    return (await pool.query<unknown[]>(name ? { ...config, name } : config)).rows;
  }
  return (await embeddedOf(db, 'queryArrays').query(text, values, { rowMode: 'array' })).rows as unknown[][];
}

/**
 * Runs several prepared shapes (Drizzle selects with sql.placeholder values, built once per `shape` and database)
 * as ONE named statement: `union all` of the parts, each row tagged with its part and its place in the part, the
 * other parts' columns null. One round trip and one pooled connection per request instead of one per part (pg's
 * write, the pool's acquire and release and the protocol's messages are most of a light list request's CPU).
 * Answers each part's rows as arrays in the part's column order (times as text), in the part's own order.
 * Null on a database that is not a pg pool (PGlite): the caller then runs the parts one by one.
 */
export async function runShapesTogether(
  db: Db,
  shape: string,
  build: () => ShapePart[],
  values: Array<Record<string, unknown>>,
): Promise<unknown[][][] | null> {
  const client = poolOf(db);
  if (!client) return null;
  const together = togetherShapes(db, `together:${shape}`, (name) => {
    const parts = build().map((q) => {
      // config.fields: the selection as given (every Drizzle select keeps it; getSelectedFields is a proxy that refuses raw SQL).
      const fields = (q as unknown as { config?: { fields?: unknown } }).config?.fields;
      if (!fields) throw new Error(`runShapesTogether: a part of ${shape} is not a Drizzle select`);
      return { ...q.toSQL(), width: widthOf(fields) };
    });
    const widths = parts.map((p) => p.width);
    let offset = 0;
    const branches = parts.map((p, i) => {
      if (/\$(?!\d)/.test(p.sql)) throw new Error(`runShapesTogether: a "$" that is not a parameter in ${shape}`);
      const text = offset === 0 ? p.sql : p.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
      offset += p.params.length;
      const nulls = (from: number, to: number) => widths.slice(from, to).flatMap((w) => Array<string>(w).fill('null'));
      const cols = [`${i} as qs_part`, 'row_number() over () as qs_n', ...nulls(0, i), 'p.*', ...nulls(i + 1, widths.length)];
      return `select ${cols.join(', ')} from (${text}) p`;
    });
    return {
      name,
      text: `select * from (${branches.join(' union all ')}) t order by qs_part, qs_n`,
      params: parts.map((p) => p.params),
      widths,
    };
  });
  const { name, text, params, widths } = together;
  const bound = params.flatMap((p, i) => fillPlaceholders(p, values[i] ?? {}));
  const result = await client.query<unknown[]>({ name, text, values: bound, rowMode: 'array', types: rawTypes });
  const starts = widths.map((_, i) => 2 + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const out: unknown[][][] = widths.map(() => []);
  for (const row of result.rows) {
    const part = Number(row[0]);
    const start = starts[part] as number;
    out[part]?.push(row.slice(start, start + (widths[part] as number)));
  }
  return out;
}
