/**
 * The bare SQL baseline (bench only): what the real server runs on PostgreSQL for one request, recorded, and the
 * same statements replayed by a bare Fastify + pg handler.
 *
 * - recordPool(pool) wraps the real server's pool (bench/lib/server.ts, app mode): while recording is on, every
 *   statement sent through pool.query or a checked-out client (a transaction) is kept with its parameters exactly
 *   as pg sends them (pg's own prepareValue), its prepared-statement name, row mode and whether it used drizzle's
 *   type parsers. run.ts turns recording on around one request at a time (nothing else runs then).
 * - replay(pool, steps) runs such a recording: statements that the app had in flight together run together
 *   (a "wave"), waves one after the other; a checked-out client's statements run in order on one client of the
 *   bare pool, as in the app.
 */
import pg from 'pg';

export type RecordedValue = string | null | { b64: string };

export type RecordedStatement = {
  text: string;
  values: RecordedValue[];
  name?: string;
  rowMode?: 'array';
  /** Sent with drizzle's type parsers (dates, timestamps and intervals stay text). */
  drizzleTypes: boolean;
};

/** One step of a request: a pool statement, or the statements of one checked-out client (a transaction). */
export type RecordedStep = { wave: number; statements: RecordedStatement[]; checkout: boolean };

type QueryConfigLike = { text?: string; name?: string; rowMode?: string; types?: unknown; values?: unknown[] };

// pg's own conversion of a parameter to what goes on the wire (dates, arrays, JSON, buffers).
const prepareValue = (pg as unknown as { utils: { prepareValue(v: unknown): unknown } }).utils.prepareValue;

function toRecorded(value: unknown): RecordedValue {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return null;
  if (Buffer.isBuffer(prepared)) return { b64: prepared.toString('base64') };
  return String(prepared);
}

function fromRecorded(value: RecordedValue): string | null | Buffer {
  if (value === null || typeof value === 'string') return value;
  return Buffer.from(value.b64, 'base64');
}

function statementOf(args: unknown[]): RecordedStatement | null {
  const [first, second] = args;
  const config: QueryConfigLike = typeof first === 'string' ? { text: first } : ((first ?? {}) as QueryConfigLike);
  if (typeof config.text !== 'string') return null; // a Submittable (COPY stream, cursor): not replayable
  const params = Array.isArray(second) ? second : Array.isArray(config.values) ? config.values : [];
  return {
    text: config.text,
    values: params.map(toRecorded),
    ...(config.name ? { name: config.name } : {}),
    ...(config.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
    drizzleTypes: config.types !== undefined,
  };
}

export type PoolRecorder = {
  /** Waits until the pool is quiet (the last measurement's requests are done, or 30 s), then records. */
  start(): Promise<void>;
  /** Waits until nothing the recording started is in flight (or 2 s), stops and answers the steps. */
  stop(): Promise<RecordedStep[]>;
};

/** Wraps pool.query and pool.connect so that, while on, the statements are recorded. Off, it costs one check. */
export function recordPool(pool: pg.Pool): PoolRecorder {
  let on = false;
  let steps: RecordedStep[] = [];
  let wave = -1;
  let inFlight = 0;
  /** Everything in flight through the pool, recorded or not. */
  let busy = 0;
  const track = <T>(p: Promise<T>): Promise<T> => {
    busy += 1;
    return p.finally(() => {
      busy -= 1;
    });
  };
  const begin = (): void => {
    if (inFlight === 0) wave += 1;
    inFlight += 1;
  };
  const end = (): void => {
    inFlight -= 1;
  };

  const originalQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (typeof args[args.length - 1] === 'function') return originalQuery(...args);
    const statement = on ? statementOf(args) : null;
    if (!statement) {
      const result = originalQuery(...args);
      return result instanceof Promise ? track(result) : result;
    }
    begin();
    steps.push({ wave, statements: [statement], checkout: false });
    const result = originalQuery(...args) as Promise<unknown>;
    return track(result.finally(end));
  };

  const originalConnect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    if (args.length > 0) return originalConnect(...args);
    busy += 1;
    const recording = on;
    if (!recording) {
      return (originalConnect() as Promise<pg.PoolClient>).then(
        (client) => {
          const release = client.release.bind(client);
          client.release = ((err?: Error | boolean) => {
            client.release = release;
            busy -= 1;
            return release(err);
          }) as typeof client.release;
          return client;
        },
        (err: unknown) => {
          busy -= 1;
          throw err;
        },
      );
    }
    begin();
    const step: RecordedStep = { wave, statements: [], checkout: true };
    steps.push(step);
    return (originalConnect() as Promise<pg.PoolClient>).then(
      (client) => {
        const clientQuery = client.query.bind(client) as (...a: unknown[]) => unknown;
        const release = client.release.bind(client);
        client.query = ((...a: unknown[]) => {
          const statement = statementOf(a);
          if (statement) step.statements.push(statement);
          return clientQuery(...a);
        }) as typeof client.query;
        client.release = ((err?: Error | boolean) => {
          client.query = clientQuery as typeof client.query;
          client.release = release;
          end();
          busy -= 1;
          return release(err);
        }) as typeof client.release;
        return client;
      },
      (err: unknown) => {
        end();
        busy -= 1;
        throw err;
      },
    );
  };

  return {
    async start() {
      const until = Date.now() + 30_000;
      let quietSince = Date.now();
      while (Date.now() < until) {
        if (busy > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= 50) break;
        await new Promise((r) => setTimeout(r, 5));
      }
      steps = [];
      wave = -1;
      inFlight = 0;
      on = true;
    },
    async stop() {
      const until = Date.now() + 2000;
      // Work the request left running after its answer (a last-seen update, a cache refill) belongs to it too.
      await new Promise((r) => setTimeout(r, 20));
      while (inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
      on = false;
      return steps.filter((s) => s.statements.length > 0 || s.checkout);
    },
  };
}

// drizzle's parsers (drizzle-orm/node-postgres/session): timestamps, dates and intervals (and their arrays) stay text.
const TEXT_TYPES = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);

/** The statements of one request, run on the bare server's pool as the app ran them; answers every result's rows. */
export async function replay(pool: pg.Pool, steps: RecordedStep[], pgTypes: typeof pg.types): Promise<unknown[][]> {
  const drizzleTypes = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      TEXT_TYPES.has(oid) ? (v: string) => v : (pgTypes.getTypeParser as (o: number, f?: string) => unknown)(oid, format),
  };
  const run = (client: pg.Pool | pg.PoolClient, s: RecordedStatement) =>
    client.query(
      {
        text: s.text,
        ...(s.name ? { name: s.name } : {}),
        ...(s.rowMode ? { rowMode: s.rowMode } : {}),
        ...(s.drizzleTypes ? { types: drizzleTypes } : {}),
      } as pg.QueryConfig,
      s.values.map(fromRecorded),
    ) as Promise<pg.QueryResult>;
  const rows: unknown[][] = [];
  let i = 0;
  while (i < steps.length) {
    const wave = steps[i]?.wave;
    const group: RecordedStep[] = [];
    while (i < steps.length && steps[i]?.wave === wave) group.push(steps[i++] as RecordedStep);
    const results = await Promise.all(
      group.map(async (step) => {
        if (!step.checkout) return [await run(pool, step.statements[0] as RecordedStatement)];
        const client = await pool.connect();
        try {
          const out: pg.QueryResult[] = [];
          for (const s of step.statements) out.push(await run(client, s));
          return out;
        } finally {
          client.release();
        }
      }),
    );
    for (const list of results) for (const r of list) rows.push(r.rows as unknown[]);
  }
  return rows;
}

/** How many statements a recording holds (for the report). */
export const statementCount = (steps: RecordedStep[]) => steps.reduce((n, s) => n + s.statements.length, 0);
