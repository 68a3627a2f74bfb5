// npm run dev: the API with hot reload (tsx watch) on PORT (default 3000) and the Vite dev server on 5173,
// which proxies /api to the API. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const procs = [
  spawn('npm', ['run', 'dev', '-w', '@quayside/api'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' } }),
  spawn('npm', ['run', 'dev', '-w', '@quayside/web'], { stdio: 'inherit', env: { ...process.env, API_URL: `http://localhost:${apiPort}` } }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
