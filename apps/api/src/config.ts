import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

// Booleans come as text from the environment, or as booleans from code (test overrides).
const bool = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes'),
]);

/**
 * Every environment variable the server reads. README.md and .env.example list the same set; keep them in step.
 * Unset optional parts fall back to the embedded defaults (PGlite, dev outbox, local disk, test payments).
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SEED_DEMO: bool.optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Quayside <no-reply@quayside.test>'),
  STAFF_INBOX: z.email().default('hello@quayside.test'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  PAYMENT_PROVIDER: z.enum(['test', 'razorpay', 'stripe']).default('test'),
  TEST_PAYMENT_SECRET: z.string().optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  GA_MEASUREMENT_ID: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_ENABLED: bool.default(true),
  /** Background jobs (jobs/queue.ts) in this instance: the scheduled housekeeping. */
  JOBS_ENABLED: bool.default(true),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  publicUrl: string;
  dataDir: string;
  jwtSecret: string;
  seedDemo: boolean;
  embedded: boolean;
  testPaymentSecret: string;
};

export class ConfigError extends Error {}

/** Parses the environment; a bad variable stops the server with a message naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse({ ...cleaned, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const embedded = !env.DATABASE_URL;
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production (at least 32 characters)');
  }
  const jwtSecret = env.JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret', env.NODE_ENV === 'test');
  const testPaymentSecret =
    env.TEST_PAYMENT_SECRET ?? persistentSecret(dataDir, 'test-payment-secret', env.NODE_ENV === 'test');
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    jwtSecret,
    testPaymentSecret,
    embedded,
    seedDemo: env.SEED_DEMO ?? (embedded && env.NODE_ENV !== 'test'),
  };
}

/** A secret generated once and kept in DATA_DIR, so the embedded default survives restarts without set-up. */
function persistentSecret(dataDir: string, name: string, ephemeral: boolean): string {
  if (ephemeral) return randomBytes(32).toString('hex');
  const file = join(dataDir, `.${name}`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
