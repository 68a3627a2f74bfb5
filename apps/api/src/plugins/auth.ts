import { webcrypto } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { hasRole, normalizeRole, type Role } from '@quayside/contract/roles';
import { authMessages } from '@quayside/contract/messages';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { AppError } from '../lib/errors';
import { cachedUser } from './user-cache';

export type UserRow = typeof users.$inferSelect;

/** Who is calling: the signed-in user, as read from the database (or the user cache, kept in step) on this request. */
export type Actor = {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  user: UserRow;
};

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const ISSUER = 'quayside';

export async function signAccessToken(
  secret: string,
  user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ role: normalizeRole(user.role), ver: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(new TextEncoder().encode(secret));
}

/** Why a user may not use the app right now, or null when they may. */
export function accountBarrier(user: UserRow): AppError | null {
  if (user.isDeleted) return new AppError('ACCOUNT_DELETED', authMessages.errors.deleted);
  if (user.isBlocked) return new AppError('ACCOUNT_BLOCKED', authMessages.errors.blocked);
  if (user.isSuspended) {
    const message = user.suspensionMessage
      ? `${authMessages.errors.suspended} ${user.suspensionMessage}`
      : authMessages.errors.suspended;
    return new AppError('ACCOUNT_SUSPENDED', message);
  }
  return null;
}

type VerifiedToken = { sub: string; ver: unknown; expMs: number };

/**
 * Verified access tokens, per secret: a token's signature is checked once, then its claims are reused until it
 * expires (fast-jwt does the same). Keyed by the exact token text, so nothing unverified is ever trusted; the
 * account is still read on every request, so blocks and token-version bumps apply at once. Bounded (oldest out).
 */
const VERIFIED_CACHE_MAX = 10_000;
const verifiedTokens = new Map<string, Map<string, VerifiedToken>>();
const hmacKeys = new Map<string, Promise<webcrypto.CryptoKey>>();

function hmacKey(secret: string): Promise<webcrypto.CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

async function verifyAccessToken(secret: string, token: string): Promise<{ sub: string; ver: unknown }> {
  let cache = verifiedTokens.get(secret);
  if (!cache) {
    cache = new Map();
    verifiedTokens.set(secret, cache);
  }
  const hit = cache.get(token);
  if (hit) {
    if (hit.expMs > Date.now()) return hit;
    cache.delete(token);
    throw new AppError('TOKEN_EXPIRED', authMessages.errors.sessionExpired);
  }
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    if (!payload.sub || typeof payload.exp !== 'number') throw new Error('no subject or expiry');
    const verified = { sub: payload.sub, ver: payload.ver, expMs: payload.exp * 1000 };
    if (cache.size >= VERIFIED_CACHE_MAX) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(token, verified);
    return verified;
  } catch (err) {
    const expired = err instanceof joseErrors.JWTExpired;
    throw new AppError(
      expired ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED',
      expired ? authMessages.errors.sessionExpired : authMessages.errors.unauthenticated,
    );
  }
}

/** The user lookup of every authenticated request, as a prepared statement (parsed and planned once). */
const userByIdStatements = new WeakMap<Db, { execute(params: { id: string }): Promise<UserRow[]> }>();
function userByIdStatement(db: Db) {
  let statement = userByIdStatements.get(db);
  if (!statement) {
    statement = db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('auth_user_by_id');
    userByIdStatements.set(db, statement);
  }
  return statement;
}

/** Reads the bearer token, checks it and the account, and returns the actor; null when no token. */
export async function resolveActor(db: Db, secret: string, request: FastifyRequest): Promise<Actor | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', authMessages.errors.unauthenticated);
  const { sub, ver } = await verifyAccessToken(secret, match[1]);
  if (!UUID.test(sub)) throw new AppError('UNAUTHENTICATED', authMessages.errors.unauthenticated);
  const user = await cachedUser(db, sub, ver, async () => (await userByIdStatement(db).execute({ id: sub }))[0]);
  if (!user || user.tokenVersion !== ver) {
    throw new AppError('UNAUTHENTICATED', authMessages.errors.sessionExpired);
  }
  const barrier = accountBarrier(user);
  if (barrier) throw barrier;
  return { id: user.id, email: user.email, fullName: user.fullName, role: normalizeRole(user.role), user };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The route-level role rule: `preHandler: app.requireAuth()` for any signed-in user,
 * `app.requireAuth(['admin'])` for admins only. Roles compare case-insensitively.
 */
export function makeRequireAuth(getDb: () => Db, secret: string) {
  return (roles?: readonly Role[]): preHandlerAsyncHookHandler =>
    async function requireAuth(request: FastifyRequest, _reply: FastifyReply) {
      const actor = request.actor ?? (await resolveActor(getDb(), secret, request));
      if (!actor) throw new AppError('UNAUTHENTICATED', authMessages.errors.unauthenticated);
      request.actor = actor;
      if (roles && !hasRole(actor.role, roles)) throw new AppError('FORBIDDEN', authMessages.errors.forbidden);
    };
}

/** The signed-in actor of a route guarded by requireAuth. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', authMessages.errors.unauthenticated);
  return request.actor;
}

/**
 * Ownership check used by every module: may this actor reach a record owned by ownerId and worked on by
 * preparerId? Admin: everything. Preparer: what is assigned to them. Approver: work of their preparers
 * (approverPreparerIds). Client / NRI client: only their own. Answers 404 rather than 403 so that a record's
 * existence is not revealed to someone who may not see it.
 */
export function assertCanReach(
  actor: Actor,
  record: { ownerId?: string | null; preparerId?: string | null },
  opts: { approverPreparerIds?: readonly string[]; notFoundMessage?: string } = {},
): void {
  const allowed =
    actor.role === 'admin' ||
    (actor.role === 'preparer' && !!record.preparerId && record.preparerId === actor.id) ||
    (actor.role === 'approver' &&
      !!record.preparerId &&
      (opts.approverPreparerIds ?? []).includes(record.preparerId)) ||
    ((actor.role === 'client' || actor.role === 'nri_client') && !!record.ownerId && record.ownerId === actor.id);
  if (!allowed) throw new AppError('NOT_FOUND', opts.notFoundMessage ?? 'Not Found');
}
