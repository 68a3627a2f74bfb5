import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench -- lighthouse` (or `-- web`): the public site's bench, e2e/bench-web.ts, with its targets
 * enforced (BENCH_STRICT=1): Lighthouse mobile performance 100 on `/` with its metrics, and at most 100 KB of
 * gzipped JavaScript on `/`. It starts the built app (run `npm run build` first) with its embedded database,
 * so it needs none of the API bench's PostgreSQL setup. Resolves to the script's exit code.
 */
export function runWebBench(): Promise<number> {
  const e2e = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'e2e');
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench-web.ts'], {
    cwd: e2e,
    env: { ...process.env, BENCH_STRICT: '1' },
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}
