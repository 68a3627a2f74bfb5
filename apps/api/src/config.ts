import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { assertWritableDir } from './db/data-dir-lock';

// Booleans come as text from the environment, or as booleans from code (test overrides).
const bool = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes'),
]);

/** proxy-addr's names for address ranges, which Fastify's trustProxy accepts beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range narrower than everything (/0 would trust any client), or a named range. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 1 && bits <= (version === 4 ? 32 : 128);
}

const TRUST_PROXY_HINT = 'give the addresses of the proxies in front of the server (e.g. 10.0.0.0/8,127.0.0.1 or loopback)';

/**
 * Whose X-Forwarded-For to believe: no one (false) or the listed proxies. `true` is refused, since a client
 * could then write any address into the header and escape every per-address rate limit; so is a hop count,
 * which cannot tell a proxy from a client that connects directly (Fastify 5 treats one as "trust no one").
 */
const trustProxy = z
  .union([z.boolean(), z.string()])
  .default(false)
  .transform((value, ctx): false | string => {
    const text = String(value).trim().toLowerCase();
    if (text === 'false' || text === '0' || text === 'no' || text === '') return false;
    const entries = text.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (text === 'true' || text === 'yes') {
      ctx.addIssue({ code: 'custom', message: `true would trust any X-Forwarded-For a client sends; ${TRUST_PROXY_HINT}` });
    } else if (/^\d+$/.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message: `a hop count cannot tell a proxy from a client that connects directly; ${TRUST_PROXY_HINT}`,
      });
    } else if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not a proxy address or range: ${bad.join(', ')}; ${TRUST_PROXY_HINT}` });
    } else {
      return entries.join(',');
    }
    return z.NEVER;
  });

/** The placeholder .env.example once showed; anyone can sign tokens with it. */
const EXAMPLE_JWT_SECRET = 'at-least-32-random-characters-required-in-production';

/** A GA4 measurement id; anything else leaves analytics off (and out of the content security policy). */
const GA_MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

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
  /** Unset: test outside production; production must name a real provider with its keys (paymentProviderOf). */
  PAYMENT_PROVIDER: z.enum(['test', 'razorpay', 'stripe']).optional(),
  /** Production only: allows PAYMENT_PROVIDER=test, for a staging site; every start logs a warning. */
  ALLOW_TEST_PAYMENTS: bool.default(false),
  TEST_PAYMENT_SECRET: z.string().optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  GA_MEASUREMENT_ID: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_ENABLED: bool.default(true),
  /** Background jobs (jobs/queue.ts) in this instance: the scheduled housekeeping. */
  JOBS_ENABLED: bool.default(true),
  /** Optional: lets a Prometheus scraper read GET /metrics with `Authorization: Bearer <METRICS_TOKEN>` (admins may always). */
  /** Optional: the chatbot sends retrieved passages to this OpenAI-compatible endpoint (`/chat/completions`, streamed). */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** Optional: the real-time server shares rooms and events between instances through this Redis (socket.io adapter). */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  PAYMENT_PROVIDER: NonNullable<Env['PAYMENT_PROVIDER']>;
  publicUrl: string;
  dataDir: string;
  jwtSecret: string;
  seedDemo: boolean;
  embedded: boolean;
  testPaymentSecret: string;
  /** GA_MEASUREMENT_ID when it is a GA4 id, else null (analytics off). */
  gaMeasurementId: string | null;
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
  if (env.NODE_ENV === 'production' && env.JWT_SECRET === EXAMPLE_JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: the example value from .env.example is public; generate one (openssl rand -hex 32)',
    );
  }
  const jwtSecret = env.JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret', env.NODE_ENV === 'test');
  const testPaymentSecret =
    env.TEST_PAYMENT_SECRET ?? persistentSecret(dataDir, 'test-payment-secret', env.NODE_ENV === 'test');
  return {
    ...env,
    PAYMENT_PROVIDER: paymentProviderOf(env),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    jwtSecret,
    testPaymentSecret,
    embedded,
    gaMeasurementId:
      env.GA_MEASUREMENT_ID && GA_MEASUREMENT_ID.test(env.GA_MEASUREMENT_ID) ? env.GA_MEASUREMENT_ID : null,
    // Production seeds only when asked (SEED_DEMO=true), and then with generated passwords (server.ts).
    seedDemo: env.SEED_DEMO ?? (embedded && env.NODE_ENV === 'development'),
  };
}

/**
 * The payment provider. Outside production it defaults to the built-in test checkout. Production never falls
 * back to it: the test checkout marks any order paid from an unauthenticated form, so production starts only with
 * Razorpay or Stripe and every key it needs (orders and signed webhooks), or with PAYMENT_PROVIDER=test and
 * ALLOW_TEST_PAYMENTS=true on a staging site that takes no real money.
 */
function paymentProviderOf(env: Env): NonNullable<Env['PAYMENT_PROVIDER']> {
  if (env.NODE_ENV !== 'production') return env.PAYMENT_PROVIDER ?? 'test';
  const refuse = (line: string) => new ConfigError(`Invalid configuration:\n  ${line}`);
  if (!env.PAYMENT_PROVIDER) {
    throw refuse('PAYMENT_PROVIDER: required in production (razorpay or stripe, with its keys)');
  }
  if (env.PAYMENT_PROVIDER === 'test') {
    if (env.ALLOW_TEST_PAYMENTS) return 'test';
    throw refuse('PAYMENT_PROVIDER: test is refused in production (set ALLOW_TEST_PAYMENTS=true only on a staging site)');
  }
  const needed =
    env.PAYMENT_PROVIDER === 'stripe'
      ? { STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET }
      : {
          RAZORPAY_KEY_ID: env.RAZORPAY_KEY_ID,
          RAZORPAY_KEY_SECRET: env.RAZORPAY_KEY_SECRET,
          RAZORPAY_WEBHOOK_SECRET: env.RAZORPAY_WEBHOOK_SECRET,
        };
  const missing = Object.entries(needed).flatMap(([name, value]) => (value ? [] : [name]));
  if (missing.length) throw refuse(`${missing.join(', ')}: required in production with PAYMENT_PROVIDER=${env.PAYMENT_PROVIDER}`);
  return env.PAYMENT_PROVIDER;
}

/** A secret generated once and kept in DATA_DIR, so the embedded default survives restarts without set-up. */
function persistentSecret(dataDir: string, name: string, ephemeral: boolean): string {
  if (ephemeral) return randomBytes(32).toString('hex');
  const file = join(dataDir, `.${name}`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  assertWritableDir(dataDir);
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
