import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { hasRole, normalizeRole, type Role } from '@quayside/contract/roles';
import { authMessages } from '@quayside/contract/messages';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { AppError } from '../lib/errors';

export type UserRow = typeof users.$inferSelect;

/** Who is calling: the signed-in user as read from the database on this request. */
export type Actor = {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  user: UserRow;
};

declare module 'fastify' {
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

/** Reads the bearer token, checks it and the account, and returns the actor; null when no token. */
export async function resolveActor(db: Db, secret: string, request: FastifyRequest): Promise<Actor | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', authMessages.errors.unauthenticated);
  let sub: string;
  let ver: unknown;
  try {
    const { payload } = await jwtVerify(match[1], new TextEncoder().encode(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    if (!payload.sub) throw new Error('no subject');
    sub = payload.sub;
    ver = payload.ver;
  } catch (err) {
    const expired = err instanceof joseErrors.JWTExpired;
    throw new AppError(
      expired ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED',
      expired ? authMessages.errors.sessionExpired : authMessages.errors.unauthenticated,
    );
  }
  const [user] = await db.select().from(users).where(eq(users.id, sub)).limit(1);
  if (!user || user.tokenVersion !== ver) {
    throw new AppError('UNAUTHENTICATED', authMessages.errors.sessionExpired);
  }
  const barrier = accountBarrier(user);
  if (barrier) throw barrier;
  return { id: user.id, email: user.email, fullName: user.fullName, role: normalizeRole(user.role), user };
}

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
