import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import helmet from 'helmet';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Role } from '@quayside/contract/roles';
import { authMessages, defaultTextForStatus } from '@quayside/contract/messages';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './modules/outbox/outbox.service';
import type { Storage } from './lib/storage';
import type { AppJobQueue } from './jobs/queue';
import { contentSecurityPolicy } from './lib/csp';
import { responseSerializerCompiler } from './lib/serializer';
import { helmetHeaderSet, jsonSecurityHeaders } from './lib/security-headers';
import { createMetrics, type Metrics } from './lib/metrics';
import { lazyChildLoggerFactory } from './lib/request-logger';
import multipart from './lib/multipart-plugin';
import { onWriteRoutes } from './lib/route-hooks';
import { databaseSizeBytes } from './db/size';
import { jobQueueDepth } from './jobs/queue-depth';
import { AppError } from './lib/errors';
import { validationMessage } from './lib/validation';
import { redisRateLimitStore } from './lib/rate-limit-store';
import { databaseUnavailable } from './lib/db-unavailable';
import { inputRefusedByDatabase, refuseUnstorableText } from './lib/input-guard';
import { authenticateFirst, makeRequireAuth } from './modules/auth/auth.service';
import { healthRoutes } from './modules/health/health.routes';
import { filesRoutes } from './modules/files/files.routes';
import { routeModules } from './modules/index';
import { registerWebApp } from './modules/site/site.web';
import { forgetDashboardOnClientWrite } from './modules/client/dashboard.cache';
import { forgetStaffDashboardOnWrite } from './modules/preparer/dashboard.cache';
import { createRealtime, type Realtime } from './realtime/realtime';

export type AppDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  storage: Storage;
  /** The background job queue (pg-boss): where requests hand work that must not block them. */
  jobs: AppJobQueue;
};

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    deps: AppDeps & { db: Db };
    requireAuth: (roles?: readonly Role[]) => import('fastify').preHandlerAsyncHookHandler;
    metrics: Metrics;
    /** The real-time server (socket.io on this server's port): realtime/realtime.ts documents its API. */
    realtime: Realtime;
  }
}

export type App = FastifyInstance;

/**
 * The whole app as one Fastify instance; server.ts only starts it and tests use app.inject.
 * Plugins load in a visible order: external (helmet, rate limit, cookies, multipart, OpenAPI),
 * then ours (deps, auth), then routes, then the web app and the 404 handler.
 */
export async function buildApp(
  deps: AppDeps,
  opts: { logger?: FastifyBaseLogger } = {},
): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    // A request's logger becomes a pino child only when something is logged through it (lib/request-logger.ts).
    childLoggerFactory: lazyChildLoggerFactory,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers written by serialisers compiled from their zod schemas, checked against zod outside production
  // (lib/serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler({ strict: config.NODE_ENV !== 'production' }));

  // Request count and duration per route template (never the raw URL: unmatched paths share one label).
  const metrics = createMetrics({
    jobQueue: () => jobQueueDepth(deps.database.db),
    databaseSizeBytes: () => databaseSizeBytes(deps.database.db),
  });
  app.decorate('metrics', metrics);
  app.addHook('onResponse', function recordRequest(request, reply, done) {
    metrics.observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  // Security headers, precomputed once and added to each answer as it goes out, by what it is: a JSON answer gets a
  // short set of its own (lib/security-headers.ts); anything else (pages, files, assets) gets helmet's whole set and
  // our Content-Security-Policy (lib/csp.ts), which pages replace with one that also allows their own inline
  // critical CSS by hash (modules/site/site.web.ts). Helmet's headers are static, so its middleware runs once here
  // rather than on every request (that and the per-response work were a large part of a cached route's cost).
  // A header a route set itself is kept. API answers depend on who asks (or may one day): no browser or shared
  // cache keeps them, unless the route set its own policy (published articles are public; a signed file link is
  // private to its holder).
  const production = config.NODE_ENV === 'production';
  const pageHeaders = helmetHeaderSet(
    helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, strictTransportSecurity: production }),
    contentSecurityPolicy({ analytics: config.gaMeasurementId !== null }),
  );
  const jsonHeaders = jsonSecurityHeaders(production);
  // Also where every answer gets its x-request-id (the request's id: genReqId above).
  app.addHook('onSend', function securityHeaders(request, reply, payload, done) {
    reply.header('x-request-id', request.id);
    const type = reply.getHeader('content-type');
    const set = typeof type === 'string' && type.startsWith('application/json') ? jsonHeaders : pageHeaders;
    for (const [name, value] of set) if (!reply.hasHeader(name)) reply.header(name, value);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  // With REDIS_URL the counters are shared by every instance, in Redis (per instance in memory while it is down).
  const sharedCounters = config.REDIS_URL && config.RATE_LIMIT_ENABLED ? redisRateLimitStore(config.REDIS_URL, app.log) : null;
  if (sharedCounters) app.addHook('onClose', async () => sharedCounters.close());
  await app.register(rateLimit, {
    ...(sharedCounters ? { store: sharedCounters.store } : {}),
    global: false,
    enableDraftSpec: false,
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', authMessages.errors.rateLimited, {
        headers: { 'retry-after': String(Math.ceil(ctx.ttl / 1000)) },
      }),
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 20 } });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Quayside API', version: '1.0.0', description: 'The Quayside platform API.' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // In production the docs page is off and the document is for admins: it maps every route an attacker could try.
  if (!production) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Text the database cannot store (NUL, lone surrogates): a 400 for any route's params, query or JSON body
  // (lib/input-guard). After schema validation (a schema's own answer names every field at fault; unknown keys are
  // dropped there and never stored), before the route's own preHandlers.
  app.addHook('preHandler', refuseUnstorableText);

  app.decorate('deps', { ...deps, db: deps.database.db });
  app.decorateRequest('actor', null);
  app.decorate('requireAuth', makeRequireAuth(() => deps.database.db, config.jwtSecret));
  // Every route's auth rule runs at onRequest, before its body is read or validated (401/403 before any 400).
  app.addHook('onRoute', authenticateFirst);
  app.get(
    '/api/openapi.json',
    { schema: { hide: true }, ...(production ? { preHandler: app.requireAuth(['admin']) } : {}) },
    async () => app.swagger(),
  );
  // A signed-in user's write drops their cached client dashboard in this instance before the reply goes out, and
  // marks the browser so that its next dashboard read, on any instance, skips the cache (dashboard.cache.ts); a
  // staff member's write drops their cached preparer dashboard in this instance, likewise. Only a write (POST, PUT,
  // PATCH, DELETE) does either, so the hooks go on the routes that take writes, as their own onSend hooks (the
  // others, reads, pages and the 404 answer, do not run them at all).
  app.addHook(
    'onRoute',
    onWriteRoutes('onSend', [
      forgetDashboardOnClientWrite(deps.database.db, { secureCookie: production }),
      forgetStaffDashboardOnWrite(deps.database.db),
    ]),
  );

  app.setErrorHandler((err, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string[]> = {};
      for (const v of err.validation) {
        const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const key = path ? `${err.validationContext ?? 'body'}.${path}` : (err.validationContext ?? 'body');
        (fields[key] ??= []).push(v.message ?? 'is invalid');
      }
      return reply.status(400).send({ message: validationMessage(fields), code: 'VALIDATION_FAILED', fields });
    }
    const error = err as FastifyError;
    if (error instanceof AppError) {
      for (const [k, v] of Object.entries(error.extra.headers ?? {})) reply.header(k, v);
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.extra.fields ? { fields: error.extra.fields } : {}),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply.status(500).send({ message: defaultTextForStatus(500), code: 'INTERNAL', requestId: request.id });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    // A value the request sent that the database refused (the route's schema let it through): a 400 naming the
    // field, logged so the schema gets fixed. Only when that very value is in the request (lib/input-guard).
    const refused = status >= 500 ? inputRefusedByDatabase(error, request) : null;
    if (refused) {
      request.log.warn({ err: error, fields: refused.extra.fields }, 'the database refused a value from the request');
      return reply.status(400).send({ message: refused.message, code: refused.code, fields: refused.extra.fields });
    }
    // The database is down, restarting or out of connections: a quick 503 the client may retry, not a 500.
    if (status >= 500 && databaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.status(503).send({ message: defaultTextForStatus(503), code: 'UNAVAILABLE', requestId: request.id });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: defaultTextForStatus(500), code: 'INTERNAL', requestId: request.id });
    }
    const code =
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 415
          ? 'UNSUPPORTED_MEDIA_TYPE'
          : status === 429
            ? 'RATE_LIMITED'
            : status === 404
              ? 'NOT_FOUND'
              : 'BAD_REQUEST';
    // Fastify's own client errors (bad JSON, empty body, wrong content type) are safe to show.
    return reply.status(status).send({ message: error.message || defaultTextForStatus(status), code });
  });

  // The real-time server shares the HTTP server and port; modules register their socket handlers on it.
  const realtime = createRealtime(app.server, {
    getDb: () => deps.database.db,
    secret: config.jwtSecret,
    redisUrl: config.REDIS_URL,
    log: app.log,
  });
  app.decorate('realtime', realtime);
  app.addHook('onClose', async () => realtime.close());

  await app.register(healthRoutes);
  await app.register(filesRoutes);
  for (const mod of routeModules) await app.register(mod);

  // The web app (prerendered and server-rendered pages, assets, sitemap.xml, robots.txt) and the 404 handler
  // (JSON for /api paths): modules/site/site.web.ts.
  await registerWebApp(app, { webDist: config.WEB_DIST_DIR ?? join(process.cwd(), 'apps/web/dist') });

  return app;
}
