import type { IncomingHttpHeaders } from 'node:http';
import { paymentMessages } from '@quayside/contract/messages';
import type { Config } from '../../../config';
import { AppError } from '../../../lib/errors';
import { createRazorpayProvider } from './razorpay-provider';
import { createStripeProvider } from './stripe-provider';
import { TEST_SIGNATURE_HEADER, createTestProvider } from './test-provider';
import type { PaymentProvider } from './types';

export type RazorpayProvider = ReturnType<typeof createRazorpayProvider>;

export type Providers = {
  /** The provider new orders go to (PAYMENT_PROVIDER); 503 with the missing keys named when not configured. */
  active(): PaymentProvider;
  /**
   * The provider a webhook comes from, told by its signature header; null when that provider is not enabled
   * here (test: PAYMENT_PROVIDER=test; Stripe and Razorpay: their webhook secret is set).
   */
  forWebhook(headers: IncomingHttpHeaders): PaymentProvider | null;
  test: PaymentProvider;
  stripe: PaymentProvider;
  razorpay: RazorpayProvider;
};

/** Test seams: point the SDKs at a local stand-in of the provider's API. */
export type ProviderOptions = {
  stripeApi?: { host: string; port: number; protocol: 'http' | 'https' };
  razorpayApiBaseUrl?: string;
};

export function createProviders(config: Config, opts: ProviderOptions = {}): Providers {
  const test = createTestProvider({ secret: config.testPaymentSecret });
  const stripe = createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    api: opts.stripeApi,
  });
  const razorpay = createRazorpayProvider({
    keyId: config.RAZORPAY_KEY_ID,
    keySecret: config.RAZORPAY_KEY_SECRET,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    apiBaseUrl: opts.razorpayApiBaseUrl,
  });
  return {
    test,
    stripe,
    razorpay,
    active() {
      switch (config.PAYMENT_PROVIDER) {
        case 'stripe':
          if (!config.STRIPE_SECRET_KEY) {
            throw new AppError('PROVIDER_NOT_CONFIGURED', paymentMessages.errors.providerNotConfigured('Stripe'));
          }
          return stripe;
        case 'razorpay':
          if (!config.RAZORPAY_KEY_ID || !config.RAZORPAY_KEY_SECRET) {
            throw new AppError('PROVIDER_NOT_CONFIGURED', paymentMessages.errors.providerNotConfigured('Razorpay'));
          }
          return razorpay;
        default:
          return test;
      }
    },
    forWebhook(headers) {
      if (headers['stripe-signature'] !== undefined) return config.STRIPE_WEBHOOK_SECRET ? stripe : null;
      if (headers['x-razorpay-signature'] !== undefined) return config.RAZORPAY_WEBHOOK_SECRET ? razorpay : null;
      if (headers[TEST_SIGNATURE_HEADER] !== undefined) return config.PAYMENT_PROVIDER === 'test' ? test : null;
      return null;
    },
  };
}

/** What is missing or unsafe in the payment configuration, for a warning at start-up (empty when all is well). */
export function providerConfigWarnings(config: Config): string[] {
  const out: string[] = [];
  if (config.PAYMENT_PROVIDER === 'test' && config.NODE_ENV === 'production') {
    out.push(
      'PAYMENT_PROVIDER=test in production (ALLOW_TEST_PAYMENTS=true): no money is taken and anyone can mark an order paid on the test checkout. Use this only on a staging site.',
    );
  }
  if (config.PAYMENT_PROVIDER === 'stripe') {
    if (!config.STRIPE_SECRET_KEY) out.push('STRIPE_SECRET_KEY is not set: Stripe orders cannot be created');
    if (!config.STRIPE_WEBHOOK_SECRET) out.push('STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks will be refused');
  }
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    if (!config.RAZORPAY_KEY_ID || !config.RAZORPAY_KEY_SECRET) out.push('RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET are not set: Razorpay orders cannot be created');
    if (!config.RAZORPAY_WEBHOOK_SECRET) out.push('RAZORPAY_WEBHOOK_SECRET is not set: Razorpay webhooks will be refused');
  }
  return out;
}
