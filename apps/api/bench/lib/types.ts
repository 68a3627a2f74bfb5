import type { Config } from '../../src/config';
import type { Database, Db } from '../../src/db/client';
import type { users } from '../../src/db/schema/index';

export type BenchRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query, e.g. /api/companies?limit=10 */
  path: string;
  headers?: Record<string, string>;
  /** A JSON body (sent with content-type application/json). */
  json?: unknown;
};

/** What a scenario's setup returns: the requests autocannon sends in turn, on every connection. */
export type ScenarioPlan = {
  requests: BenchRequest[];
  /** Status every request must answer (checked once before measuring); 200 unless told. */
  expectStatus?: number;
  /**
   * Each request of the whole measurement takes the next entry of `requests`, shared by all connections and
   * never starting over while entries remain (instead of every connection cycling through the list). With
   * more entries than requests sent, no entry is sent twice: a "first visit" measurement. Only the first entry
   * is checked before measuring.
   */
  rotate?: boolean;
};

export type UserRow = typeof users.$inferSelect;

/** Handed to each scenario's setup: the fresh bench database and the running real server. */
export type BenchContext = {
  /** The bench database (its own pool in the bench process; the server has another). */
  db: Db;
  database: Database;
  /** postgres:// URL of the bench database (for bulk loads through psql or COPY). */
  databaseUrl: string;
  /** The config the real server runs with (jwtSecret included). */
  config: Config;
  /** http://127.0.0.1:<port> of the real server. */
  baseUrl: string;
  /** The real server's process id (a scenario may read its memory from /proc). */
  serverPid: number;
  /** The bare Fastify baseline's process id: the same runtime (compiled, or tsx with BENCH_TSX=true) with next to nothing loaded (its memory is the floor). */
  bareServerPid: number;
  /** Inserts a user (password TEST_PASSWORD unless a passwordHash is given). */
  createUser(overrides?: Partial<typeof users.$inferInsert>): Promise<UserRow>;
  /** A valid access token for the user, signed with the server's secret. */
  accessTokenFor(user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>): Promise<string>;
  /** One request to the real server, e.g. to sign in over HTTP during setup. */
  request(req: BenchRequest): Promise<{ status: number; body: unknown; headers: Headers }>;
};

/**
 * A benchmark scenario: one file in bench/scenarios/ whose default export is a Scenario. run.ts measures each
 * against the bare Fastify baseline and reports req/s, p99 latency and the ratio.
 */
export type Scenario = {
  name: string;
  /** Lowest acceptable ratio of this scenario's req/s to the bare baseline's. */
  targetRatio?: number;
  setup(ctx: BenchContext): Promise<ScenarioPlan>;
};

/** One connected client of a socket scenario: its user, its partner's user and its access token. */
export type SocketBenchClient = { userId: string; peerId: string; token: string };

/**
 * A socket scenario (`kind: 'socket'`): its clients connect to the real server (with their tokens) and to a bare
 * socket.io relay (bench/lib/server.ts `bare-socket`), and send their partners messages in a closed loop; run.ts
 * reports delivered messages per second and the p99 delivery latency of both, and the ratio.
 */
export type SocketScenario = {
  kind: 'socket';
  name: string;
  targetRatio?: number;
  setup(ctx: BenchContext): Promise<{ clients: SocketBenchClient[] }>;
};

/**
 * A scenario that measures itself (`kind: 'custom'`): it runs once and answers the lines to print and whether it
 * missed its targets. `needsJobs`: the real server runs the job queue's workers (BENCH_JOBS=true).
 */
export type CustomScenario = {
  kind: 'custom';
  name: string;
  needsJobs?: boolean;
  run(ctx: BenchContext): Promise<{ lines: string[]; missed: boolean }>;
};
