// Starts the built app for the Playwright journeys on a fresh embedded database in a temporary DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'quayside-e2e-'));
const port = process.env.E2E_PORT ?? '4311';
// Rate limits are covered by the API tests; the journeys sign in dozens of times from one address.
const env = { ...process.env, PORT: port, DATA_DIR: dataDir, SEED_DEMO: 'true', NODE_ENV: 'development', RATE_LIMIT_ENABLED: 'false' };
delete env.DATABASE_URL;
const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], { cwd: root, env, stdio: 'inherit' });
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
