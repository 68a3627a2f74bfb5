import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDeps } from './context';
import { seedDemo, DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/seed';
import { startJobs } from './jobs/queue';
import { StartupError } from './lib/errors';
import { createLogger } from './lib/logger';

async function main() {
  const config = loadConfig();
  const production = config.NODE_ENV === 'production';
  const logger = createLogger({ level: config.LOG_LEVEL });
  const deps = await createDeps(config, logger);
  if (production && !config.SMTP_URL) {
    logger.warn(
      '!!! SMTP_URL is not set: in production no e-mail reaches anyone. Every mail is kept in the dev outbox only. !!!',
    );
  }
  if (production && !config.RATE_LIMIT_ENABLED) {
    logger.warn(
      '!!! RATE_LIMIT_ENABLED=false: sign-in, codes, resets and public forms are not rate limited. !!!',
    );
  }
  // Production never uses the published demo password: each account gets a generated one, shown below once.
  const demo = config.seedDemo
    ? await seedDemo(deps.database.db, {
        storage: deps.storage,
        passwords: production ? 'generated' : 'published',
      })
    : [];
  const app = await buildApp(deps, { logger });
  const jobs = config.JOBS_ENABLED
    ? await startJobs(deps.database, logger, {
        queue: deps.jobs,
        imports: { storage: deps.storage, mailer: deps.mailer, publicUrl: config.publicUrl, emitToAdmins: (event, payload) => app.realtime.emitToRole('admin', event, payload) },
      })
    : null;
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    await jobs?.stop();
    await deps.jobs.stop();
    await app.close();
    deps.mailer.close();
    await deps.database.close();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  const db = config.embedded ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `Quayside is running at ${config.publicUrl}`,
    `  database: ${db}; mail: ${deps.mailer.transport}; files: ${deps.storage.driver}; payments: ${config.PAYMENT_PROVIDER}`,
    production
      ? '  API docs: off in production (admins can read /api/openapi.json)'
      : `  API docs: ${config.publicUrl}/api/docs`,
    `  background jobs: ${jobs ? 'on (housekeeping hourly)' : 'off (JOBS_ENABLED=false)'}`,
  ];
  if (config.seedDemo && !production) {
    lines.push(`  demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(10)} ${a.email}`);
  } else if (demo.length > 0) {
    lines.push('  demo accounts, with generated passwords shown only now (only their hashes are stored):');
    for (const a of demo) lines.push(`    ${a.role.padEnd(10)} ${a.email.padEnd(24)} ${a.password}`);
  } else if (config.seedDemo) {
    lines.push('  demo accounts: seeded before; their passwords were shown when they were set');
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  // A configuration or start-up problem has a message that says what to change; a stack would bury it.
  console.error(err instanceof ConfigError || err instanceof StartupError ? err.message : err);
  process.exit(1);
});
