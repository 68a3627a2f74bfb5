import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentMessages } from '@quayside/contract/messages';
import {
  createIncorporationOrderBodySchema,
  createInvoiceOrderBodySchema,
  createNriOrderBodySchema,
  createOrderResponseSchema,
  listPaymentsQuerySchema,
  listPaymentsResponseSchema,
  paymentReturnPath,
  paymentStatusAnswerSchema,
  paymentStatusParamsSchema,
  webhookResponseSchema,
} from '@quayside/contract/payments';
import { AppError } from '../../lib/errors';
import { actorOf, resolveActor, type Actor } from '../auth/auth.service';
import { rateLimit } from '../../lib/rate-limit';
import { DECLINE_REASONS, RAZORPAY_CSP, renderRazorpayCheckout, renderTestCheckout } from './payments.checkout-pages';
import {
  createIncorporationOrder,
  createInvoiceOrder,
  createNriOrder,
  getPaymentRow,
  getPaymentStatus,
  getTestOrder,
  listPayments,
  type PaymentContext,
  type PaymentRow,
} from './payments.service';
import { ordersPlacedHere, rememberOrderPlaced } from './payments.payer-cookie';
import { handleWebhook } from './payments.webhook';
import { createProviders, providerConfigWarnings, type ProviderOptions } from './providers/index';
import { TEST_SIGNATURE_HEADER, buildTestEvent, signTestPayload } from './providers/test-provider';

const tags = ['payments'];
const secured = [{ bearerAuth: [] }];
const M = paymentMessages;

const describe = (p: PaymentRow) =>
  p.purpose === 'incorporation' ? 'Company incorporation' : p.purpose === 'nri' ? 'NRI income tax filing' : 'Invoice payment';

/**
 * Payments under /api/payment (part 1 section 7). Provider chosen by PAYMENT_PROVIDER: test (built-in hosted
 * checkout with signed webhooks), razorpay or stripe (official SDKs). The webhook route reads the raw body (its
 * own content-type parser, in an encapsulated scope) because signatures are computed over the exact bytes.
 */
export function makePaymentsRoutes(providerOptions: ProviderOptions = {}): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, config, mailer } = app.deps;
    const providers = createProviders(config, providerOptions);
    for (const warning of providerConfigWarnings(config)) app.log.warn(warning);
    const ctx = (request: FastifyRequest): PaymentContext => ({ db, config, mailer, providers, log: request.log });
    // The public payment calls work without signing in; a signed-in caller is known to them, and a token that
    // no longer works leaves the caller a visitor rather than failing the call.
    const optionalActor = (request: FastifyRequest): Promise<Actor | null> =>
      resolveActor(db, config.jwtSecret, request).catch((err: unknown) => {
        if (err instanceof AppError) return null;
        throw err;
      });
    const MIN = 60_000;

    app.post(
      '/api/payment/create-incorporation-order',
      {
        preHandler: rateLimit(app, { name: 'pay-create-inc', max: 20, timeWindowMs: 15 * MIN }),
        schema: {
          tags,
          summary: 'Create the payment order for an incorporation application (priced by the server)',
          body: createIncorporationOrderBodySchema,
          response: { 201: createOrderResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await createIncorporationOrder(ctx(request), request.body, await optionalActor(request));
        rememberOrderPlaced(config, request, reply, result.payment.id);
        return reply.status(201).send({ message: M.success.created, ...result });
      },
    );

    app.post(
      '/api/payment/create-nri-order',
      {
        preHandler: rateLimit(app, { name: 'pay-create-nri', max: 20, timeWindowMs: 15 * MIN }),
        schema: {
          tags,
          summary: 'Create the payment order for an NRI tax application',
          body: createNriOrderBodySchema,
          response: { 201: createOrderResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await createNriOrder(ctx(request), request.body);
        rememberOrderPlaced(config, request, reply, result.payment.id);
        return reply.status(201).send({ message: M.success.nriCreated, ...result });
      },
    );

    app.post(
      '/api/payment/create-invoice-order',
      {
        preHandler: app.requireAuth(),
        schema: {
          tags,
          summary: 'Create the payment order for an issued, unpaid invoice (its owner)',
          security: secured,
          body: createInvoiceOrderBodySchema,
          response: { 201: createOrderResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await createInvoiceOrder(ctx(request), actorOf(request), request.body);
        return reply.status(201).send({ message: M.success.created, ...result });
      },
    );

    app.get(
      '/api/payment/status/:id',
      {
        schema: {
          tags,
          summary: 'A payment by its id, or the latest payment for a session or invoice id (its status alone unless the caller owns it)',
          params: paymentStatusParamsSchema,
          response: { 200: paymentStatusAnswerSchema },
        },
      },
      async (request) => ({
        payment: await getPaymentStatus(db, request.params.id, {
          actor: await optionalActor(request),
          ordersPlacedHere: ordersPlacedHere(config, request),
        }),
      }),
    );

    app.get(
      '/api/payment/list',
      {
        preHandler: app.requireAuth(),
        schema: {
          tags,
          summary: "Payments, newest first: a client's own, or everyone's for an admin",
          security: secured,
          querystring: listPaymentsQuerySchema,
          response: { 200: listPaymentsResponseSchema },
        },
      },
      async (request) => listPayments(db, actorOf(request), request.query),
    );

    // Webhooks: the raw bytes, whatever the content type.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => {
        done(null, body);
      });
      scope.post(
        '/api/payment/webhook',
        { schema: { tags, summary: 'Provider webhooks (signature verified over the raw body)', response: { 200: webhookResponseSchema } } },
        async (request) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          try {
            return await handleWebhook(ctx(request), raw, request.headers);
          } catch (err) {
            if (err instanceof AppError && err.code === 'INVALID_SIGNATURE') {
              request.log.warn({ ip: request.ip }, 'payment webhook refused: bad signature');
            }
            throw err;
          }
        },
      );
    });

    // The hosted checkout pages post plain HTML forms.
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
      // The test checkout marks orders paid from an unauthenticated form: it exists only where the test provider
      // is the active one (never in production, unless a staging site opted in with ALLOW_TEST_PAYMENTS).
      if (config.PAYMENT_PROVIDER === 'test') registerTestCheckout(scope, app, ctx);
      registerRazorpayCheckout(scope, ctx);
    });
  };
}

const orderIdParams = z.object({ orderId: z.string().regex(/^tpo_[\w-]{10,40}$/, { error: 'Not a valid order id' }) });

const returnTo = (p: PaymentRow, outcome: 'success' | 'cancel') => paymentReturnPath(p.purpose, outcome, p.referenceId);

function registerTestCheckout(scope: FastifyInstance, app: FastifyInstance, ctx: (r: FastifyRequest) => PaymentContext) {
  const { db, config } = app.deps;

  scope.get(
    '/api/payment/test-checkout/:orderId',
    { schema: { tags, summary: "The test provider's hosted checkout page", params: orderIdParams } },
    async (request, reply) => {
      const { orderId } = request.params as z.infer<typeof orderIdParams>;
      const payment = await getTestOrder(db, orderId);
      const html = renderTestCheckout({ payment, orderId, description: describe(payment), returnUrl: returnTo(payment, 'success') });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  const formSchema = z.object({
    action: z.enum(['pay', 'decline'], { error: 'Choose Pay or Decline' }),
    reason: z.enum(Object.keys(DECLINE_REASONS) as [keyof typeof DECLINE_REASONS]).optional(),
  });

  scope.post(
    '/api/payment/test-checkout/:orderId',
    {
      preHandler: rateLimit(app, { name: 'pay-test-checkout', max: 30, timeWindowMs: 60_000 }),
      schema: { tags, summary: 'Pay or decline on the test checkout (delivers a signed webhook)', params: orderIdParams, body: formSchema },
    },
    async (request, reply) => {
      const { orderId } = request.params as z.infer<typeof orderIdParams>;
      const form = request.body as z.infer<typeof formSchema>;
      const payment = await getTestOrder(db, orderId);
      if (payment.status === 'paid' || payment.status === 'refunded') return reply.redirect(returnTo(payment, 'success'), 303);
      const event = buildTestEvent({
        type: form.action === 'pay' ? 'payment.succeeded' : 'payment.failed',
        orderId,
        reference: payment.id,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        failureReason: form.action === 'decline' ? DECLINE_REASONS[form.reason ?? 'card_declined'] : undefined,
      });
      const via = await deliverTestWebhook(app, config.publicUrl, config.testPaymentSecret, JSON.stringify(event), request);
      request.log.info({ orderId, action: form.action, via }, 'test checkout delivered its webhook');
      const settled = await getPaymentRow(ctx(request).db, payment.id);
      return reply.redirect(returnTo(settled, settled.status === 'paid' ? 'success' : 'cancel'), 303);
    },
  );
}

/**
 * Delivers the test provider's signed webhook the way a real provider does: an HTTP POST to
 * PUBLIC_URL/api/payment/webhook (through the load balancer, to any instance). When that address cannot be
 * reached from here (no PUBLIC_URL set in development, a test without a listening server) or does not accept
 * it, the same signed request is made in-process (app.inject). The webhook is idempotent, so a delivery that
 * arrives both ways is applied once.
 */
export async function deliverTestWebhook(
  app: FastifyInstance,
  publicUrl: string,
  secret: string,
  body: string,
  request?: FastifyRequest,
): Promise<'http' | 'in-process'> {
  const headers = { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signTestPayload(secret, body) };
  try {
    const res = await fetch(`${publicUrl}/api/payment/webhook`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(5000),
    });
    if (res.ok) return 'http';
    request?.log.warn({ status: res.status }, 'test webhook over HTTP was not accepted; delivering in-process');
  } catch (err) {
    request?.log.info({ err: err instanceof Error ? err.message : String(err) }, 'PUBLIC_URL not reachable; delivering the test webhook in-process');
  }
  const res = await app.inject({ method: 'POST', url: '/api/payment/webhook', headers, payload: body });
  if (res.statusCode >= 300) throw new AppError('PROVIDER_ERROR', paymentMessages.fallback.webhook);
  return 'in-process';
}

function registerRazorpayCheckout(scope: FastifyInstance, ctx: (r: FastifyRequest) => PaymentContext) {
  const paymentParams = z.object({ paymentId: z.uuid({ error: 'Not a valid payment id' }) });

  scope.get(
    '/api/payment/razorpay-checkout/:paymentId',
    { schema: { tags, summary: 'Opens Razorpay Checkout for an order', params: paymentParams } },
    async (request, reply) => {
      const { paymentId } = request.params as z.infer<typeof paymentParams>;
      const c = ctx(request);
      const payment = await getPaymentRow(c.db, paymentId);
      const keyId = c.config.RAZORPAY_KEY_ID;
      if (payment.provider !== 'razorpay' || !payment.providerOrderId || !keyId) throw new AppError('NOT_FOUND', paymentMessages.errors.notFound);
      const html = renderRazorpayCheckout({
        payment,
        keyId,
        orderId: payment.providerOrderId,
        description: describe(payment),
        callbackUrl: `/api/payment/razorpay-callback/${payment.id}`,
        cancelUrl: returnTo(payment, 'cancel'),
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', RAZORPAY_CSP)
        .send(html);
    },
  );

  const callbackSchema = z
    .object({
      razorpay_payment_id: z.string().max(100).optional(),
      razorpay_order_id: z.string().max(100).optional(),
      razorpay_signature: z.string().max(200).optional(),
    })
    .loose();

  // Razorpay Checkout posts its result here. The webhook settles the payment; this only sends the payer on.
  scope.post(
    '/api/payment/razorpay-callback/:paymentId',
    { schema: { tags, summary: 'Where Razorpay Checkout returns the payer', params: paymentParams, body: callbackSchema } },
    async (request, reply) => {
      const { paymentId } = request.params as z.infer<typeof paymentParams>;
      const form = request.body as z.infer<typeof callbackSchema>;
      const c = ctx(request);
      const payment = await getPaymentRow(c.db, paymentId);
      const ok =
        payment.provider === 'razorpay' &&
        !!form.razorpay_order_id &&
        form.razorpay_order_id === payment.providerOrderId &&
        !!form.razorpay_payment_id &&
        !!form.razorpay_signature &&
        c.providers.razorpay.verifyCheckoutSignature(form.razorpay_order_id, form.razorpay_payment_id, form.razorpay_signature);
      return reply.redirect(returnTo(payment, ok ? 'success' : 'cancel'), 303);
    },
  );
}

export const paymentsRoutes = makePaymentsRoutes();
