import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';

const url = process.env.DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!url)('the PostgreSQL pool when the server ends a connection', () => {
  let database: Database;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await openDatabase({ url, poolSize: 2 });
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
  });

  it('survives the end of a connection that is lent out (between two statements of a transaction)', async () => {
    const pool = database.pool;
    if (!pool) throw new Error('a pool expected');
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    // As a restart does (57P01 terminating connection due to administrator command). Without a listener on the lent
    // client this 'error' is unhandled: the process (here: the test run) dies.
    await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
    await sleep(300);
    await expect(client.query('select 1')).rejects.toThrow();
    client.release(true);
    expect((await pool.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
  });
});
