import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** The application database's size in bytes (pg_database_size: on PostgreSQL and on the embedded PGlite alike). */
export async function databaseSizeBytes(db: Db): Promise<number> {
  const result = (await db.execute(sql`select pg_database_size(current_database())::text as size`)) as unknown as { rows: { size: string }[] };
  return Number(result.rows[0]?.size ?? 0);
}
