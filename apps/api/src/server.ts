import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDeps } from './context';
import { seedDemo, DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed';
import { startJobs } from './jobs/queue';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  });
  const deps = await createDeps(config, logger);
  if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
    logger.warn(
      '!!! SMTP_URL is not set: in production no e-mail reaches anyone. Every mail is kept in the dev outbox only. !!!',
    );
  }
  if (config.seedDemo) {
    await seedDemo(deps.database.db, { storage: deps.storage });
  }
  const app = await buildApp(deps, { logger });
  const jobs = config.JOBS_ENABLED ? await startJobs(deps.database, logger) : null;
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    await jobs?.stop();
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
    `  API docs: ${config.publicUrl}/api/docs`,
    `  background jobs: ${jobs ? 'on (housekeeping hourly)' : 'off (JOBS_ENABLED=false)'}`,
  ];
  if (config.seedDemo) {
    lines.push(`  demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(10)} ${a.email}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
