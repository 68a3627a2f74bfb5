import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The database handle every service takes first. A transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: 'pg' | 'pglite';
  /** The pool, when on PostgreSQL (bulk loads use COPY through it). */
  pool?: pg.Pool;
  /** The embedded client, when on PGlite. */
  pglite?: PGlite;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = { url?: string; dataDir?: string; poolSize?: number; inMemory?: boolean };

/** DATABASE_URL set gives a node-postgres pool; unset gives PGlite in DATA_DIR (or in memory for tests). */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20 });
    pool.on('error', () => undefined); // an idle client's error must not crash the process
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pg',
      pool,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  // pg_trgm backs the case-insensitive "contains" searches (company name, registration number); PGlite ships it
  // as a module that must be loaded here before a migration can `create extension`.
  const extensions = { pg_trgm };
  const client =
    opts.inMemory || !opts.dataDir
      ? new PGlite({ extensions })
      : new PGlite(join(opts.dataDir, 'pglite'), { extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** The committed SQL migrations (apps/api/drizzle), found from source and from the built bundle alike. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Migrations folder (apps/api/drizzle) not found');
}

export async function migrateDatabase(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (readdirSync(migrationsFolderPath).filter((f) => f.endsWith('.sql')).length === 0) return;
  if (database.kind === 'pg') {
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], {
      migrationsFolder: migrationsFolderPath,
    });
  } else {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], {
      migrationsFolder: migrationsFolderPath,
    });
  }
}
