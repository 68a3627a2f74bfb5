import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { authMessages } from '@quayside/contract/messages';
import { AppError } from '../../lib/errors';

/**
 * A per-route limit for the public onboarding and payment calls (they send mail or store files for anyone who
 * asks). Keyed by client address (or `key`); answers 429 with Retry-After. RATE_LIMIT_ENABLED=false turns it
 * off (the test app does, unless a test turns it on).
 */
export function routeLimit(
  app: FastifyInstance,
  name: string,
  max: number,
  timeWindowMs: number,
  key: (request: FastifyRequest) => string = (request) => request.ip,
): preHandlerAsyncHookHandler[] {
  if (!app.deps.config.RATE_LIMIT_ENABLED) return [];
  const check = app.createRateLimit({ max, timeWindow: timeWindowMs, keyGenerator: (request) => `${name}:${key(request)}` });
  return [
    async function limitRoute(request) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError('RATE_LIMITED', authMessages.errors.rateLimited, {
          headers: { 'retry-after': String(Math.max(1, result.ttlInSeconds)) },
        });
      }
    },
  ];
}
