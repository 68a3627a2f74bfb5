import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { hmacHex, safeEqual } from '../../lib/crypto';

/**
 * The payer's browser. An onboarding payer has no account while paying, yet the confirmation page must show them
 * their payment (amount, invoice number, the address the welcome mail went to) while anyone else who learns the
 * payment or session id gets its status only. Creating a public order therefore sets this cookie: the ids of the
 * latest orders made in this browser, signed (HMAC with a key derived from JWT_SECRET), httpOnly, sent only to
 * the status call, for a week. Holding it proves the caller is the browser that placed the order; it grants
 * nothing else.
 */
export const PAYER_COOKIE = 'qs_payer';
const COOKIE_PATH = '/api/payment/status';
const MAX_ORDERS = 5;
const MAX_AGE_SECONDS = 7 * 86_400;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const sign = (config: Config, ids: string) => hmacHex(`${config.jwtSecret}:payer-cookie`, ids);

/** The payment ids this browser placed, when its cookie is ours and untouched (none otherwise). */
export function ordersPlacedHere(config: Config, request: FastifyRequest): string[] {
  const value = request.cookies[PAYER_COOKIE];
  if (!value) return [];
  const parts = value.split('.');
  const signature = parts.pop() ?? '';
  if (parts.length === 0 || parts.length > MAX_ORDERS || !parts.every((id) => UUID.test(id))) return [];
  return safeEqual(signature, sign(config, parts.join('.'))) ? parts : [];
}

/** Adds the order just placed to this browser's cookie (the latest few are kept). */
export function rememberOrderPlaced(config: Config, request: FastifyRequest, reply: FastifyReply, paymentId: string): void {
  const ids = [paymentId, ...ordersPlacedHere(config, request).filter((id) => id !== paymentId)].slice(0, MAX_ORDERS);
  const joined = ids.join('.');
  reply.setCookie(PAYER_COOKIE, `${joined}.${sign(config, joined)}`, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.NODE_ENV === 'production',
    maxAge: MAX_AGE_SECONDS,
  });
}
