import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Env } from '../config';
import { migrateDatabase, openDatabase, type Database, type Db } from '../db/client';
import { createJobQueue } from '../jobs/queue';
import { createMailer } from '../modules/outbox/outbox.service';
import { createLocalStorage } from '../lib/storage';
import type { FastifyInstance } from 'fastify';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  deps: AppDeps;
  close(): Promise<void>;
};

/**
 * A fresh, migrated database for one test file: a new database on the PostgreSQL that DATABASE_URL points at
 * (CI), or an in-memory PGlite when it is unset. Nothing is shared between files or runs.
 */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ inMemory: true });
    await migrateDatabase(database);
    return { database, drop: () => database.close() };
  }
  const name = `qs_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: testUrl.toString(), poolSize: 10 });
  await migrateDatabase(database);
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestApp(overrides: Partial<Env> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quayside-test-'));
  // Rate limits are off unless a test turns them on (RATE_LIMIT_ENABLED: true), so that tests which sign in
  // many times from the same inject address are not throttled by accident. The auth tests cover the limits.
  // Payments: the test provider, opted in as a staging site would, so that a test app in production mode starts
  // (production refuses the test provider otherwise); the tests of the production rule name their provider.
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_ENABLED: false,
      PAYMENT_PROVIDER: 'test',
      ALLOW_TEST_PAYMENTS: true,
      ...overrides,
    },
  );
  const { database, drop } = await createTestDatabase();
  const logger = pino({ level: 'silent' });
  const deps: AppDeps = {
    config,
    database,
    mailer: createMailer({ from: config.MAIL_FROM, logger }),
    storage: createLocalStorage({ root: join(dataDir, 'uploads'), secret: config.jwtSecret, publicUrl: config.publicUrl }),
    jobs: createJobQueue(database),
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    db: database.db,
    deps,
    close: async () => {
      await app.close();
      await deps.jobs.stop();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
