import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authMessages } from '@quayside/contract/messages';
import { AppError } from '../../lib/errors';

/**
 * A per-address limit for the public forms (contact, job applications), applied before the body is read.
 * RATE_LIMIT_ENABLED=false turns it off (the test app does so unless a test asks for limits).
 */
export function publicFormLimit(
  app: FastifyInstance,
  name: string,
  { max, timeWindowMs }: { max: number; timeWindowMs: number },
): preHandlerAsyncHookHandler[] {
  if (!app.deps.config.RATE_LIMIT_ENABLED) return [];
  const check = app.createRateLimit({
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (request) => `${name}:${request.ip}`,
  });
  return [
    async function publicFormRateLimit(request) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError('RATE_LIMITED', authMessages.errors.rateLimited, {
          headers: { 'retry-after': String(Math.max(1, result.ttlInSeconds)) },
        });
      }
    },
  ];
}
