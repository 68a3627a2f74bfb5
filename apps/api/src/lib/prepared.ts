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

const statementNames = new Map<string, string>();
const MAX_STATEMENTS = 500;

/**
 * Runs a Drizzle select as a named prepared statement, named after its SQL text: each pooled connection plans
 * each shape of a list query once (planning a join with sub-selects costs more than running it on an index).
 * Use it only for shapes whose best plan does not depend on the values (not for a LIKE search, whose plan
 * does). Past MAX_STATEMENTS distinct shapes, new ones run unprepared, so the per-connection statement
 * cache stays bounded.
 */
export async function runPrepared<R>(query: PromiseLike<R> & { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<R> } }): Promise<R> {
  const text = query.toSQL().sql;
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_STATEMENTS) {
    name = `qs_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name ? query.prepare(name).execute() : query;
}
