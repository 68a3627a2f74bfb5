import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { rateLimit } from '../../lib/rate-limit';

/**
 * Rate limits of the auth routes, per client address and per account (e-mail). Applied through lib/rate-limit.
 * Failed sign-ins per account and address are throttled separately, from the audit log (auth.login-throttle.ts).
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

/** The named auth limits as preHandlers, per address or per account (the validated body's e-mail). */
export function authLimits(
  app: FastifyInstance,
  limits: ReadonlyArray<{ name: LimitName; by: 'ip' | 'email'; message?: string }>,
): preHandlerAsyncHookHandler[] {
  return rateLimit(
    app,
    ...limits.map(({ name, by, message }) => ({
      name,
      ...AUTH_RATE_LIMITS[name],
      ...(by === 'email' ? { key: bodyEmail } : {}),
      ...(message ? { message } : {}),
    })),
  );
}
