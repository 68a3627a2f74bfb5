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
