import pino, { type Logger } from 'pino';
import type { Config } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { createMailer } from './lib/mail';
import { createLocalStorage, createS3Storage, localUploadsDir } from './lib/storage';
import type { AppDeps } from './app';

/** Opens the real parts the config names (or their embedded defaults) and applies migrations. */
export async function createDeps(config: Config, logger: Logger = pino({ level: config.LOG_LEVEL })): Promise<AppDeps> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await migrateDatabase(database);
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
  return { config, database, mailer, storage };
}
