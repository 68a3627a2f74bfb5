import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Env } from '../../config';
import { payments } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { providerConfigWarnings } from './providers/index';

/**
 * Production never falls back to the test provider: it starts only with a real provider and its keys (or an
 * explicit opt-in for a staging site), and without it the test checkout's routes do not exist.
 */

const JWT_SECRET = 'production-test-secret-0123456789abcdef';
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_prod_check', STRIPE_WEBHOOK_SECRET: 'whsec_prod_check' };
const RAZORPAY = { RAZORPAY_KEY_ID: 'rzp_test_key', RAZORPAY_KEY_SECRET: 'rzp_secret', RAZORPAY_WEBHOOK_SECRET: 'rzp_whsec' };

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'quayside-prod-config-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const production = (overrides: Partial<Env> & Record<string, unknown> = {}) =>
  loadConfig({}, { NODE_ENV: 'production', JWT_SECRET, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...overrides } as Partial<Env>);

describe('PAYMENT_PROVIDER in production', () => {
  it('refuses to start without a provider, naming PAYMENT_PROVIDER', () => {
    expect(() => production()).toThrow(ConfigError);
    expect(() => production()).toThrow(/PAYMENT_PROVIDER: required in production/);
  });

  it('refuses the test provider unless ALLOW_TEST_PAYMENTS opts a staging site in', () => {
    expect(() => production({ PAYMENT_PROVIDER: 'test' })).toThrow(/PAYMENT_PROVIDER: test is refused in production/);
    expect(() => production({ PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: false })).toThrow(ConfigError);
    const staging = production({ PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: true });
    expect(staging.PAYMENT_PROVIDER).toBe('test');
    // Loudly: every start says so.
    expect(providerConfigWarnings(staging).join('\n')).toMatch(/PAYMENT_PROVIDER=test in production/);
  });

  it("refuses a real provider without its keys, naming each one missing", () => {
    expect(() => production({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: required/);
    expect(() => production({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk' })).toThrow(/STRIPE_WEBHOOK_SECRET: required/);
    expect(() => production({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET: required/,
    );
    expect(production({ PAYMENT_PROVIDER: 'stripe', ...STRIPE }).PAYMENT_PROVIDER).toBe('stripe');
    expect(production({ PAYMENT_PROVIDER: 'razorpay', ...RAZORPAY }).PAYMENT_PROVIDER).toBe('razorpay');
  });

  it('keeps the test provider as the default outside production', () => {
    for (const NODE_ENV of ['development', 'test'] as const) {
      expect(loadConfig({}, { NODE_ENV, DATA_DIR: dataDir }).PAYMENT_PROVIDER).toBe('test');
    }
  });
});

describe('the test checkout in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', JWT_SECRET, PAYMENT_PROVIDER: 'stripe', ...STRIPE, PUBLIC_URL: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not exist: its page and its Pay form answer no route, and nothing is paid', async () => {
    // A test-provider order as an earlier configuration could have left behind.
    const [row] = await t.db
      .insert(payments)
      .values({
        provider: 'test',
        purpose: 'invoice',
        referenceId: '00000000-0000-4000-8000-0000000000aa',
        amountMinor: 1000,
        currency: 'USD',
        providerOrderId: 'tpo_leftoverorder0001',
        checkoutUrl: '/api/payment/test-checkout/tpo_leftoverorder0001',
      })
      .returning();
    const page = await t.app.inject({ method: 'GET', url: '/api/payment/test-checkout/tpo_leftoverorder0001' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ code: 'NOT_FOUND', message: 'No route for GET /api/payment/test-checkout/tpo_leftoverorder0001' });
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payment/test-checkout/tpo_leftoverorder0001',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pay.statusCode).toBe(404);
    expect(pay.json().message).toBe('No route for POST /api/payment/test-checkout/tpo_leftoverorder0001');
    const [after] = await t.db.select().from(payments).where(eq(payments.id, row?.id ?? ''));
    expect(after?.status).toBe('created');
  });
});

describe('a staging site that opted in (production, ALLOW_TEST_PAYMENTS=true)', () => {
  it('serves the test checkout', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', JWT_SECRET, PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: true, PUBLIC_URL: 'http://127.0.0.1:9' } as Partial<Env>);
    try {
      const page = await t.app.inject({ method: 'GET', url: '/api/payment/test-checkout/tpo_doesnotexist000' });
      // The route exists (the order does not).
      expect(page.statusCode).toBe(404);
      expect(page.json().code).toBe('NOT_FOUND');
      expect(page.json().message).not.toMatch(/No route/);
    } finally {
      await t.close();
    }
  });
});
