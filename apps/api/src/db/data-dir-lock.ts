import {
  accessSync,
  existsSync,
  constants,
  linkSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { StartupError } from '../lib/errors';

/**
 * One process per DATA_DIR. PGlite keeps the database in the process's memory and writes it back to the
 * directory; a second process on the same directory works on its own copy, and one of them silently loses the
 * other's acknowledged writes. So the first process holds DATA_DIR/quayside.lock and a second one refuses to start.
 *
 * A lock is stale, and taken over, when its holder is gone: on this host its pid no longer exists (or is our
 * own: a container restarted as pid 1 on the same hostname), or, on any host, it stopped refreshing the file's
 * modification time (a heartbeat every HEARTBEAT_MS) for STALE_MS: a crash elsewhere, or a reused pid.
 */
export const LOCK_FILE = 'quayside.lock';
const HEARTBEAT_MS = 10_000;
const STALE_MS = 60_000;

type Holder = { pid: number; host: string; startedAt: string };

export type DataDirLock = { file: string; release(): void };

/** Creates DATA_DIR if needed and checks that this process can write there; the message names the directory. */
export function assertWritableDir(dir: string, variable = 'DATA_DIR'): void {
  let reason: string | null = null;
  try {
    if (existsSync(dir) && !statSync(dir).isDirectory()) reason = 'it is a file';
    else {
      mkdirSync(dir, { recursive: true });
      accessSync(dir, constants.W_OK);
    }
  } catch (err) {
    reason = reasonOf(err);
  }
  if (reason) throw new StartupError(`${variable}: ${dir} is not a writable directory (${reason})`);
}

export function lockDataDir(dataDir: string): DataDirLock {
  assertWritableDir(dataDir);
  const file = join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  // Twice at most: once more after removing a stale lock (another process may take it over first).
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (create(file, me)) return hold(file, me);
    const holder = readHolder(file);
    if (holder && !isStale(file, holder)) {
      throw new StartupError(
        `DATA_DIR ${dataDir} is in use by another Quayside process (pid ${holder.pid} on ${holder.host}, since ` +
          `${holder.startedAt}). Two processes on one embedded database lose each other's writes: stop the other ` +
          `one, or give this one its own DATA_DIR (or a DATABASE_URL). If no such process is running, delete ${file}.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new StartupError(
    `DATA_DIR ${dataDir}: another process took ${file} over while this one started; try again`,
  );
}

/** Writes the holder to a private file and links it into place: the lock appears whole, or not at all. */
function create(file: string, me: Holder): boolean {
  const own = `${file}.${me.pid}`;
  try {
    writeFileSync(own, JSON.stringify(me));
    linkSync(own, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new StartupError(`DATA_DIR: could not create ${file} (${reasonOf(err)})`);
  } finally {
    rmSync(own, { force: true });
  }
}

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (
      typeof parsed.pid === 'number' &&
      typeof parsed.host === 'string' &&
      typeof parsed.startedAt === 'string'
    ) {
      return { pid: parsed.pid, host: parsed.host, startedAt: parsed.startedAt };
    }
  } catch {
    // Gone meanwhile, or not ours: treated as stale below.
  }
  return null;
}

function isStale(file: string, holder: Holder): boolean {
  if (holder.host === hostname() && (holder.pid === process.pid || !processExists(holder.pid))) return true;
  try {
    return Date.now() - statSync(file).mtimeMs > STALE_MS;
  } catch {
    return true;
  }
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function hold(file: string, me: Holder): DataDirLock {
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // The next start judges the lock by its holder's pid as well.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    clearInterval(heartbeat);
    process.off('exit', release);
    const holder = readHolder(file);
    if (holder && holder.pid === me.pid && holder.startedAt === me.startedAt) rmSync(file, { force: true });
  };
  // process.exit() skips the graceful close; the lock goes anyway.
  process.on('exit', release);
  return { file, release };
}

function reasonOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
