import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const load = (env: NodeJS.ProcessEnv) => loadConfig({ NODE_ENV: 'test', ...env });

describe('TRUST_PROXY', () => {
  it.each([
    ['true', /TRUST_PROXY: true would trust any X-Forwarded-For/],
    ['yes', /TRUST_PROXY: true would trust any X-Forwarded-For/],
    ['1', /TRUST_PROXY: a hop count cannot tell a proxy from a client/],
    ['0.0.0.0/0', /TRUST_PROXY: not a proxy address or range: 0\.0\.0\.0\/0/],
    ['10.0.0.1,proxy.internal', /TRUST_PROXY: not a proxy address or range: proxy\.internal/],
  ])('refuses %s, naming the variable', (value, message) => {
    expect(() => load({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => load({ TRUST_PROXY: value })).toThrow(message);
  });

  it.each([
    ['false', false],
    ['', false],
    ['10.0.0.1', '10.0.0.1'],
    [' 10.0.0.0/8 , 127.0.0.1,loopback', '10.0.0.0/8,127.0.0.1,loopback'],
    ['fd00::/8,::1', 'fd00::/8,::1'],
  ])('accepts %j as %j', (value, expected) => {
    expect(load({ TRUST_PROXY: value }).TRUST_PROXY).toBe(expected);
  });
});

describe('SEED_DEMO', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'quayside-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  // A production configuration that starts: a real payment provider with its keys (placeholders).
  const production = { NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'k'.repeat(40), PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_placeholder', STRIPE_WEBHOOK_SECRET: 'whsec_placeholder' };

  it('seeds the embedded database in development, unless SEED_DEMO=false', () => {
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, SEED_DEMO: 'false' }).seedDemo).toBe(
      false,
    );
  });

  it('seeds nothing in production, even on the embedded database, unless SEED_DEMO=true', () => {
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
});

describe('production refuses unsafe configuration, naming the variable', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'quayside-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a missing JWT_SECRET and the published example one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      /JWT_SECRET: required in production/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        JWT_SECRET: 'at-least-32-random-characters-required-in-production',
      }),
    ).toThrow(/JWT_SECRET: the example value from \.env\.example/);
  });
});
