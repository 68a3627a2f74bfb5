import type { FastifyReply, FastifyRequest, RouteOptions, preHandlerAsyncHookHandler } from 'fastify';
import { createVerifier, TokenError } from 'fast-jwt';
import { SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { hasRole, normalizeRole, type Role } from '@quayside/contract/roles';
import { authMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { AppError } from '../../lib/errors';
import { queryArrays } from '../../lib/prepared';
import { listOf } from '../../lib/route-hooks';
import { isSessionLive, peekSessionLive } from './auth.session-cache';
import { cachedUser, peekCachedUser } from './auth.user-cache';

export type UserRow = typeof users.$inferSelect;

/**
 * The signed-in user's columns that a request needs: the account checks (token version, block, suspension,
 * deletion), who they are, and the profile answer's fields. Not the password hash (changing the password reads it
 * when needed), `profile`, `search_key` or the deletion and update times: every authenticated request reads this
 * row, and the user cache keeps it.
 */
export type ActorUser = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'fullName'
  | 'role'
  | 'phone'
  | 'countryCode'
  | 'isVerified'
  | 'isBlocked'
  | 'isSuspended'
  | 'suspensionMessage'
  | 'isDeleted'
  | 'requiredChangePassword'
  | 'canEditProfile'
  | 'tokenVersion'
  | 'lastLoginAt'
  | 'createdAt'
>;

/** Who is calling: the signed-in user, as read from the database (or the user cache, kept in step) on this request. */
export type Actor = {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  user: ActorUser;
};

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const ISSUER = 'quayside';

/**
 * An access token for the user. `sessionId` is the refresh-token family it belongs to: the token is refused as soon
 * as that session is revoked. Tokens minted outside a session (tests, benchmarks: only the holder of the secret can)
 * carry none and live until they expire.
 */
export async function signAccessToken(
  secret: string,
  user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>,
  ttlSeconds: number,
  sessionId?: string,
): Promise<string> {
  return new SignJWT({
    role: normalizeRole(user.role),
    ver: user.tokenVersion,
    ...(sessionId ? { sid: sessionId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(new TextEncoder().encode(secret));
}

/** Why a user may not use the app right now, or null when they may. */
export function accountBarrier(user: Pick<UserRow, 'isDeleted' | 'isBlocked' | 'isSuspended' | 'suspensionMessage'>): AppError | null {
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

/** `sub` is a user id (a UUID, checked when the token is verified). */
type VerifiedToken = { sub: string; ver: unknown; sid: string | null; expMs: number };

/**
 * Verified access tokens, per secret: a token's signature is checked once, then its claims are reused until it
 * expires (fast-jwt does the same). Keyed by the exact token text, so nothing unverified is ever trusted; the
 * account is still read on every request, so blocks and token-version bumps apply at once. Bounded (least
 * recently used out).
 */
const VERIFIED_CACHE_MAX = 10_000;
const verifiedTokens = new Map<string, LRUCache<string, VerifiedToken>>();

/**
 * One synchronous verifier per secret (fast-jwt, the library behind @fastify/jwt): HS256 only, our issuer, and the
 * standard checks (signature, then exp, nbf, iat, a crit header it does not know refused). jose's jwtVerify, which
 * signs our tokens, verifies through WebCrypto: a job on libuv's thread pool and a promise per first-seen token,
 * about a twentieth of a first visit's CPU. fast-jwt's own cache is off: verified tokens are cached above.
 */
const verifiers = new Map<string, (token: string) => Record<string, unknown>>();

function verifierFor(secret: string): (token: string) => Record<string, unknown> {
  let verify = verifiers.get(secret);
  if (!verify) {
    verify = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      requiredClaims: ['iss', 'sub', 'exp'],
      cache: false,
    }) as (token: string) => Record<string, unknown>;
    verifiers.set(secret, verify);
  }
  return verify;
}

/** A token this process verified before and that has not expired, without waiting; else undefined. */
function peekVerifiedToken(secret: string, token: string): VerifiedToken | undefined {
  const hit = verifiedTokens.get(secret)?.get(token);
  return hit && hit.expMs > Date.now() ? hit : undefined;
}

async function verifyAccessToken(secret: string, token: string): Promise<VerifiedToken> {
  let cache = verifiedTokens.get(secret);
  if (!cache) {
    cache = new LRUCache({ max: VERIFIED_CACHE_MAX });
    verifiedTokens.set(secret, cache);
  }
  const hit = cache.get(token);
  if (hit) {
    if (hit.expMs > Date.now()) return hit;
    cache.delete(token);
    throw new AppError('TOKEN_EXPIRED', authMessages.errors.sessionExpired);
  }
  try {
    const payload = verifierFor(secret)(token);
    // A subject that is no user id is refused here, once per token, rather than on each request that uses it.
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub) || typeof payload.exp !== 'number')
      throw new Error('no user id as subject, or no expiry');
    const sid = typeof payload.sid === 'string' && UUID.test(payload.sid) ? payload.sid : null;
    if (payload.sid !== undefined && !sid) throw new Error('malformed session id');
    const verified = { sub: payload.sub, ver: payload.ver, sid, expMs: payload.exp * 1000 };
    cache.set(token, verified);
    return verified;
  } catch (err) {
    const expired = err instanceof TokenError && err.code === TokenError.codes.expired;
    throw new AppError(
      expired ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED',
      expired ? authMessages.errors.sessionExpired : authMessages.errors.unauthenticated,
    );
  }
}

/**
 * The user lookup of every authenticated request: a named prepared statement (parsed and planned once per pooled
 * connection) of ActorUser's columns, in this order, read as an array and mapped here: no Drizzle query object,
 * span or per-field mapping on each first request of a user, and no password hash, profile or search key read.
 */
const ACTOR_USER_STATEMENT = 'auth_actor_user_by_id';
const ACTOR_USER_SQL =
  'select id, email, full_name, role, phone, country_code, is_verified, is_blocked, is_suspended, suspension_message, ' +
  'is_deleted, required_change_password, can_edit_profile, token_version, last_login_at, created_at from users where id = $1';

/** A time as Drizzle's timestamp column gives it: a Date of PostgreSQL's text (PGlite already gives a Date). */
const dateOf = (v: unknown): Date => (v instanceof Date ? v : new Date(v as string));

/** The signed-in user's row as a request reads it (exported for its test). */
export async function readActorUser(db: Db, id: string): Promise<ActorUser | undefined> {
  const [r] = await queryArrays(db, ACTOR_USER_SQL, [id], ACTOR_USER_STATEMENT);
  if (!r) return undefined;
  return {
    id: r[0] as string,
    email: r[1] as string,
    fullName: r[2] as string,
    role: r[3] as string,
    phone: r[4] as string | null,
    countryCode: r[5] as string | null,
    isVerified: r[6] as boolean,
    isBlocked: r[7] as boolean,
    isSuspended: r[8] as boolean,
    suspensionMessage: r[9] as string | null,
    isDeleted: r[10] as boolean,
    requiredChangePassword: r[11] as boolean,
    canEditProfile: r[12] as boolean,
    tokenVersion: r[13] as number,
    lastLoginAt: r[14] === null ? null : dateOf(r[14]),
    createdAt: dateOf(r[15]),
  };
}

const BEARER = /^Bearer\s+(.+)$/i;

/**
 * resolveActor answered from this process's caches alone, without a promise: the token verified before and not
 * expired, its session known live, the account's row cached at the token's version and not barred. Anything else
 * (no token, a cache miss, any refusal) is undefined: the caller goes through resolveActor, which reads what is
 * missing and gives the refusal its exact error. The checks are resolveAccessToken's, in its order.
 */
export function resolveActorFromCache(db: Db, secret: string, request: FastifyRequest): Actor | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  // The usual form without the pattern: what follows "Bearer " passes below only if it is a token verified before
  // (signed by us: base64url and dots, no spaces), which is exactly what the pattern finds; any other form of the
  // header, or a token not in the cache, goes through the pattern (here, or in resolveActor).
  const token = header.startsWith('Bearer ') ? header.slice(7) : BEARER.exec(header)?.[1];
  if (!token) return undefined;
  const verified = peekVerifiedToken(secret, token);
  if (!verified) return undefined;
  if (verified.sid && peekSessionLive(db, verified.sid) !== true) return undefined;
  const user = peekCachedUser(db, verified.sub, verified.ver);
  if (!user || user.tokenVersion !== verified.ver || accountBarrier(user)) return undefined;
  return actorOf_(user);
}

const actorOf_ = (user: ActorUser): Actor => ({
  id: user.id,
  email: user.email,
  fullName: user.fullName,
  role: normalizeRole(user.role),
  user,
});

/** Reads the bearer token, checks it and the account, and returns the actor; null when no token. */
export async function resolveActor(db: Db, secret: string, request: FastifyRequest): Promise<Actor | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = BEARER.exec(header);
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', authMessages.errors.unauthenticated);
  return (await resolveAccessToken(db, secret, match[1])).actor;
}

/**
 * Checks an access token and its account exactly as a request's bearer token is checked (the real-time server's
 * handshake uses it): TOKEN_EXPIRED for an expired token, UNAUTHENTICATED for anything else not ours, the account's
 * barrier for a blocked, suspended or deleted one. `expiresAt` is when the token stops being good (epoch ms).
 */
export async function resolveAccessToken(
  db: Db,
  secret: string,
  token: string,
): Promise<{ actor: Actor; expiresAt: number }> {
  const { sub, ver, sid, expMs } = await verifyAccessToken(secret, token);
  // A token of a revoked session (logout, refresh reuse, password change) is refused before it expires.
  if (sid && !(await isSessionLive(db, sid)))
    throw new AppError('UNAUTHENTICATED', authMessages.errors.sessionExpired);
  const user = await cachedUser(
    db,
    sub,
    ver,
    () => readActorUser(db, sub),
  );
  if (!user || user.tokenVersion !== ver) {
    throw new AppError('UNAUTHENTICATED', authMessages.errors.sessionExpired);
  }
  const barrier = accountBarrier(user);
  if (barrier) throw barrier;
  return { actor: actorOf_(user), expiresAt: expMs };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Marks the hooks makeRequireAuth makes, so that the app can run them first (authenticateFirst). */
const AUTH_HOOK = Symbol('quayside.requireAuth');

type AuthHook = preHandlerAsyncHookHandler & { [AUTH_HOOK]?: true };

/**
 * The route-level role rule: `preHandler: app.requireAuth()` for any signed-in user,
 * `app.requireAuth(['admin'])` for admins only. Roles compare case-insensitively. Wherever a route lists it, it runs
 * at onRequest, before the body is read or validated (authenticateFirst).
 */
export function makeRequireAuth(getDb: () => Db, secret: string) {
  return (roles?: readonly Role[]): preHandlerAsyncHookHandler => {
    const admit = (request: FastifyRequest, actor: Actor | null, done: (err?: Error) => void) => {
      if (!actor) return done(new AppError('UNAUTHENTICATED', authMessages.errors.unauthenticated));
      request.actor = actor;
      if (roles && !hasRole(actor.role, roles))
        return done(new AppError('FORBIDDEN', authMessages.errors.forbidden));
      done();
    };
    // Callback style as a route hook: a request whose token, session and account are all in this process's caches
    // (the steady state of a signed-in user) is admitted without a promise; any other goes through resolveActor.
    // Called without `done` (another hook awaiting it, as /metrics does), it answers a promise as before.
    function requireAuth(
      request: FastifyRequest,
      reply: FastifyReply,
      done?: (err?: Error) => void,
    ): Promise<void> | void {
      if (typeof done !== 'function') {
        return new Promise<void>((resolve, reject) =>
          requireAuth(request, reply, (err) => (err ? reject(err) : resolve())),
        );
      }
      const known = request.actor ?? resolveActorFromCache(getDb(), secret, request);
      if (known) return admit(request, known, done);
      resolveActor(getDb(), secret, request).then((actor) => admit(request, actor, done), done);
    }
    const hook = requireAuth as unknown as AuthHook;
    hook[AUTH_HOOK] = true;
    return hook;
  };
}

const isAuthHook = (h: unknown): boolean => typeof h === 'function' && (h as AuthHook)[AUTH_HOOK] === true;

/**
 * onRoute hook: the auth rule a route lists among its preHandlers moves to its onRequest hooks, so that every
 * protected route authenticates (401) and checks the role (403) before its body is parsed and validated: an
 * anonymous caller never learns a route's fields from a 400.
 */
export function authenticateFirst(route: RouteOptions): void {
  const pre = listOf(route.preHandler);
  const auth = pre.filter(isAuthHook);
  if (auth.length === 0) return;
  route.preHandler = pre.filter((h) => !isAuthHook(h));
  route.onRequest = [...listOf(route.onRequest), ...auth] as RouteOptions['onRequest'];
}

/** The signed-in actor of a route guarded by requireAuth. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', authMessages.errors.unauthenticated);
  return request.actor;
}
