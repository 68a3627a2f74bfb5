import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { authMessages } from '@quayside/contract/messages';
import { AppError } from './errors';

export type RateLimitRule = {
  /** Keeps this rule's counters apart from every other rule's. */
  name: string;
  max: number;
  timeWindowMs: number;
  /** What is counted; the client address by default. */
  key?: (request: FastifyRequest) => string;
  /** The 429 text; the catalogue's "Too many requests" by default. */
  message?: string;
};

/**
 * preHandlers applying rate-limit rules in order; the first exceeded rule answers 429 with Retry-After.
 * Built on @fastify/rate-limit's createRateLimit (the route `config.rateLimit` option allows one limiter per
 * request; this allows several, e.g. per address and per account). RATE_LIMIT_ENABLED=false turns every rule
 * off (the test app does, unless a test asks for limits). Counters live in the instance's memory, or with REDIS_URL
 * in Redis, shared by every instance (lib/rate-limit-store.ts).
 */
export function rateLimit(app: FastifyInstance, ...rules: RateLimitRule[]): preHandlerAsyncHookHandler[] {
  if (!app.deps.config.RATE_LIMIT_ENABLED) return [];
  const checks = rules.map((rule) => ({
    check: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.timeWindowMs,
      keyGenerator: (request) => `${rule.name}:${rule.key ? rule.key(request) : request.ip}`,
    }),
    message: rule.message ?? authMessages.errors.rateLimited,
  }));
  return [
    async function applyRateLimits(request) {
      for (const { check, message } of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          throw new AppError('RATE_LIMITED', message, {
            headers: { 'retry-after': String(Math.max(1, result.ttlInSeconds)) },
          });
        }
      }
    },
  ];
}
