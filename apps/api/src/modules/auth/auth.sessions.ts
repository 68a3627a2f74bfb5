import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { authMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema/auth';
import { writeAudit } from '../audit/audit.service';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { accountBarrier, signAccessToken, type UserRow } from './auth.actor';

/**
 * Sessions: a short-lived access JWT plus a refresh token kept in an httpOnly cookie. Refresh tokens are stored
 * hashed and belong to a family (one sign-in on one device). Every refresh rotates the token: the presented
 * token is marked rotated and a child in the same family is issued. Presenting an already rotated token again is
 * reuse (a stolen copy, or a replay) and revokes the whole family.
 *
 * Grace window (decision): a tab that fires two refreshes at once (two 401s racing, or a refresh while another
 * is in flight) would otherwise present the same cookie twice and sign itself out. So a token rotated less than
 * REFRESH_GRACE_MS ago may still be exchanged, issuing another child in the same family; the window does not
 * restart on such an exchange. After the window, reuse revokes the family. The cost: someone holding a copy of
 * the token could use it within those seconds, which they could equally do before the legitimate rotation.
 *
 * A family is revoked as a whole (logout, reuse, password change or reset, barred account), so a token is valid
 * only while no token of its family is revoked; that also catches a child minted while its family was revoked.
 */
export const REFRESH_GRACE_MS = 20_000;

export type TokenSettings = { jwtSecret: string; accessTtlSeconds: number; refreshTtlDays: number };
export type RequestMeta = { ip?: string | null; userAgent?: string | null };

export type IssuedSession = {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
  familyId: string;
};

const invalidRefresh = () => new AppError('UNAUTHENTICATED', authMessages.errors.sessionExpired);

async function insertRefreshToken(
  db: Db,
  input: { userId: string; familyId: string; settings: TokenSettings; meta: RequestMeta; now: Date },
): Promise<{ id: string; token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = new Date(input.now.getTime() + input.settings.refreshTtlDays * 24 * 60 * 60 * 1000);
  const [row] = await db
    .insert(refreshTokens)
    .values({
      userId: input.userId,
      familyId: input.familyId,
      tokenHash: sha256(token),
      expiresAt,
      ip: input.meta.ip ?? null,
      userAgent: input.meta.userAgent?.slice(0, 500) ?? null,
      createdAt: input.now,
    })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('refresh token not stored');
  return { id: row.id, token, expiresAt };
}

async function sessionFor(
  user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>,
  refresh: { token: string; expiresAt: Date },
  familyId: string,
  settings: TokenSettings,
): Promise<IssuedSession> {
  return {
    accessToken: await signAccessToken(settings.jwtSecret, user, settings.accessTtlSeconds, familyId),
    refreshToken: refresh.token,
    refreshExpiresAt: refresh.expiresAt,
    familyId,
  };
}

/** A new family (a new sign-in) for the user: an access token and its first refresh token. */
export async function startSession(
  db: Db,
  input: { user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>; settings: TokenSettings; meta: RequestMeta; now?: Date },
): Promise<IssuedSession> {
  const now = input.now ?? new Date();
  const familyId = randomUUID();
  const refresh = await insertRefreshToken(db, {
    userId: input.user.id,
    familyId,
    settings: input.settings,
    meta: input.meta,
    now,
  });
  return sessionFor(input.user, refresh, familyId, input.settings);
}

export async function revokeFamily(db: Db, familyId: string, reason: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Signs the user out everywhere (password change or reset, account barred). */
export async function revokeAllSessions(db: Db, userId: string, reason: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

async function findRefreshToken(db: Db, token: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: refreshTokens.revokedAt,
      familyRevoked: sql<boolean>`exists (select 1 from refresh_tokens f where f.family_id = refresh_tokens.family_id and f.revoked_at is not null)`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  return row ?? null;
}

/** The family a refresh token belongs to, or null when it is unknown (logout of a stale cookie). */
export async function familyOfToken(db: Db, token: string): Promise<{ familyId: string; userId: string } | null> {
  const row = await findRefreshToken(db, token);
  return row ? { familyId: row.familyId, userId: row.userId } : null;
}

/**
 * Exchanges a refresh token for a new access token and a rotated refresh token (see the grace rule above).
 * Throws 401 for an unknown, expired, revoked or reused token, and the account barrier when the user may no
 * longer use the app (their sessions are then revoked).
 */
export async function rotateSession(
  db: Db,
  input: { refreshToken: string; settings: TokenSettings; meta: RequestMeta; now?: Date },
): Promise<{ session: IssuedSession; user: UserRow }> {
  const now = input.now ?? new Date();
  let row = await findRefreshToken(db, input.refreshToken);
  if (!row || row.revokedAt || row.familyRevoked || row.expiresAt.getTime() <= now.getTime()) throw invalidRefresh();

  const [user] = await db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user) throw invalidRefresh();
  const barrier = accountBarrier(user);
  if (barrier) {
    await revokeAllSessions(db, user.id, 'account_barred', now);
    throw barrier;
  }

  if (!row.rotatedAt) {
    const claimedId = row.id;
    const familyId = row.familyId;
    // Claim the token and store its successor together, so a racing exchange sees either both or neither.
    const child = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(
          and(eq(refreshTokens.id, claimedId), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)),
        )
        .returning({ id: refreshTokens.id });
      if (!claimed) return null;
      const next = await insertRefreshToken(tx, {
        userId: user.id,
        familyId,
        settings: input.settings,
        meta: input.meta,
        now,
      });
      await tx.update(refreshTokens).set({ replacedBy: next.id }).where(eq(refreshTokens.id, claimedId));
      return next;
    });
    if (child) return { session: await sessionFor(user, child, familyId, input.settings), user };
    // Another request rotated it first: judge it again as an already rotated token.
    row = await findRefreshToken(db, input.refreshToken);
    if (!row || row.revokedAt || row.familyRevoked) throw invalidRefresh();
  }

  const rotatedAt = row.rotatedAt ?? now;
  if (now.getTime() - rotatedAt.getTime() <= REFRESH_GRACE_MS) {
    const child = await insertRefreshToken(db, {
      userId: user.id,
      familyId: row.familyId,
      settings: input.settings,
      meta: input.meta,
      now,
    });
    return { session: await sessionFor(user, child, row.familyId, input.settings), user };
  }

  await revokeFamily(db, row.familyId, 'reuse_detected', now);
  await writeAudit(db, {
    actorId: user.id,
    actorRole: user.role,
    action: 'auth.refresh_reuse_detected',
    targetType: 'user',
    targetId: user.id,
    ip: input.meta.ip ?? null,
    meta: { familyId: row.familyId, userAgent: input.meta.userAgent ?? null },
  });
  throw invalidRefresh();
}
