import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { createJobQueue } from './jobs/queue';
import { createMailer } from './modules/outbox/outbox.service';
import { createLocalStorage, createS3Storage, localUploadsDir } from './lib/storage';
import type { AppDeps } from './app';
import { StartupError } from './lib/errors';
import { createLogger } from './lib/logger';

/** Opens the real parts the config names (or their embedded defaults) and applies migrations. */
export async function createDeps(config: Config, logger: Logger = createLogger({ level: config.LOG_LEVEL })): Promise<AppDeps> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  try {
    await migrateDatabase(database);
  } catch (err) {
    await database.close().catch(() => undefined);
    // The first statement against the database: an unreachable server or a damaged table shows here.
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
    const where = config.embedded
      ? `the embedded database in ${join(config.dataDir, 'pglite')}`
      : `the database at DATABASE_URL (${new URL(config.DATABASE_URL ?? '').host})`;
    throw new StartupError(
      `Applying the migrations to ${where} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
  const storage = config.S3_BUCKET
    ? createS3Storage({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      })
    : createLocalStorage({ root: localUploadsDir(config.dataDir), secret: config.jwtSecret, publicUrl: config.publicUrl });
  return { config, database, mailer, storage, jobs: createJobQueue(database) };
}
