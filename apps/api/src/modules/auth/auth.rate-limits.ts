import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { authMessages } from '@quayside/contract/messages';
import { AppError } from '../../lib/errors';

/**
 * Rate limits of the auth routes, per client address and per account (e-mail). Built on @fastify/rate-limit's
 * createRateLimit with a keyGenerator each: unlike the route `config.rateLimit` option (one limiter per request),
 * it lets one route apply two limits (address and account) and answer each with its own text.
 * RATE_LIMIT_ENABLED=false turns them all off (the test app does so unless a test asks for them).
 * Failed sign-ins per account are counted separately, in the audit log (auth.service loginLockSeconds).
 */
export const AUTH_RATE_LIMITS = {
  loginPerIp: { max: 20, timeWindowMs: 60_000 },
  refreshPerIp: { max: 120, timeWindowMs: 60_000 },
  sendOtpPerIp: { max: 10, timeWindowMs: 15 * 60_000 },
  sendOtpPerEmail: { max: 5, timeWindowMs: 60 * 60_000 },
  verifyOtpPerIp: { max: 30, timeWindowMs: 15 * 60_000 },
  resetPerIp: { max: 10, timeWindowMs: 15 * 60_000 },
  resetPerEmail: { max: 3, timeWindowMs: 15 * 60_000 },
  setPasswordPerIp: { max: 20, timeWindowMs: 15 * 60_000 },
} as const;

export type LimitName = keyof typeof AUTH_RATE_LIMITS;

const bodyEmail = (request: FastifyRequest): string => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/**
 * A preHandler applying the named limits in order; the first exceeded one answers 429 with Retry-After.
 * Per-account limits read the (validated) body's e-mail.
 */
export function authLimits(
  app: FastifyInstance,
  enabled: boolean,
  limits: ReadonlyArray<{ name: LimitName; by: 'ip' | 'email'; message?: string }>,
): preHandlerAsyncHookHandler[] {
  if (!enabled) return [];
  const checks = limits.map(({ name, by, message }) => {
    const { max, timeWindowMs } = AUTH_RATE_LIMITS[name];
    const check = app.createRateLimit({
      max,
      timeWindow: timeWindowMs,
      keyGenerator: (request) => `${name}:${by === 'ip' ? request.ip : bodyEmail(request)}`,
    });
    return { check, message: message ?? authMessages.errors.rateLimited };
  });
  return [
    async function authRateLimit(request) {
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
