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
import { StartupError } from '../lib/errors';
import { lockDataDir } from './data-dir-lock';
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
  /**
   * Reads the users table, which every sign-in and every signed-in request needs: a database that answers
   * `select 1` but has lost or cannot read its tables is not ready.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
};

const READINESS_QUERY = 'select 1 from users limit 1';

export type DatabaseOptions = { url?: string; dataDir?: string; poolSize?: number; inMemory?: boolean };

/** DATABASE_URL set gives a node-postgres pool; unset gives PGlite in DATA_DIR (or in memory for tests). */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    // A connection that cannot be had within 5 s fails the request (503, app.ts) instead of queueing it for
    // as long as the database is away: requests fail fast while it restarts and the pool recovers by itself after.
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20, connectionTimeoutMillis: 5_000 });
    pool.on('error', () => undefined); // an idle client's error must not crash the process
    // Nor a checked-out one's: pg-pool takes its own error listener off a client while it is lent out, so a
    // connection the server ends between two statements of a transaction (PostgreSQL restarting: 57P01) would emit
    // an unhandled 'error' and take the whole instance down. With this listener the transaction's next statement
    // fails instead (503, app.ts), and the pool drops the broken client when it is released.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pg',
      pool,
      ping: async () => {
        await pool.query(READINESS_QUERY);
      },
      close: () => pool.end(),
    };
  }
  if (opts.inMemory || !opts.dataDir) return embeddedDatabase(await openPglite(null), null);
  // One process per data directory (db/data-dir-lock.ts); let go of it if the database cannot be opened.
  const lock = lockDataDir(opts.dataDir);
  try {
    return embeddedDatabase(await openPglite(join(opts.dataDir, 'pglite')), lock);
  } catch (err) {
    lock.release();
    throw err;
  }
}

// pg_trgm backs the case-insensitive "contains" searches (company name, registration number); PGlite ships it
// as a module that must be loaded here before a migration can `create extension`.
const extensions = { pg_trgm };

/** PGlite in memory (null) or in a directory; a directory it cannot open stops the start with a clear message. */
async function openPglite(dir: string | null): Promise<PGlite> {
  try {
    const client = dir ? new PGlite(dir, { extensions }) : new PGlite({ extensions });
    await client.waitReady;
    return client;
  } catch (err) {
    if (!dir) throw err;
    // PGlite fails from inside its wasm (a RuntimeError "unreachable", an ExitStatus object): say what is wrong.
    const failure = err as { name?: unknown; message?: unknown };
    const reason =
      typeof failure.message === 'string'
        ? `${String(failure.name ?? 'Error')}: ${failure.message}`
        : String(err);
    const notADatabase = existsSync(dir) && !existsSync(join(dir, 'PG_VERSION'));
    const what = notADatabase
      ? 'the directory holds no database (no PG_VERSION) but is not empty'
      : 'its files are damaged, unreadable or from another PostgreSQL version';
    throw new StartupError(
      `The embedded database in ${dir} could not be opened: ${what} (PGlite stopped with ${reason}). ` +
        `Restore DATA_DIR from a backup, or move ${dir} aside to start with an empty database.`,
    );
  }
}

function embeddedDatabase(client: PGlite, lock: { release(): void } | null): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await client.query(READINESS_QUERY);
    },
    close: async () => {
      await client.close();
      lock?.release();
    },
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

/**
 * A Db on one checked-out PostgreSQL connection: work that must share the connection with something outside
 * drizzle (COPY through pg-copy-streams, a session advisory lock) runs its queries and transactions here.
 */
export function dbOnClient(client: pg.PoolClient): Db {
  return drizzlePg(client, { schema }) as unknown as Db;
}
