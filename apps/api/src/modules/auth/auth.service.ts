import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { User } from '@quayside/contract/auth';
import { PUBLISHED_DEMO_PASSWORD, RESET_TTL_MS } from '@quayside/contract/constants';
import { authMessages } from '@quayside/contract/messages';
import { normalizeRole } from '@quayside/contract/roles';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema/auth';
import { writeAudit } from '../audit/audit.service';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../outbox/outbox.service';
import { isRecognisedDevice, loginWaitSeconds, reachedAccountCeiling } from './auth.login-throttle';
import { issueOtp, verifyOtp } from './auth.otp';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { accountBarrier, type ActorUser, type UserRow } from './auth.actor';
import { forgetCachedUser } from './auth.user-cache';
import {
  revokeAllSessions,
  startSession,
  type IssuedSession,
  type RequestMeta,
  type TokenSettings,
} from './auth.sessions';
export { userCountsByRoleJsonSql, userEmailSql } from './auth.platform-stats';

/** Set-password links for new accounts (created by staff or by a paid onboarding) live a week. */
export const SETUP_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export { LOGIN_THROTTLE } from './auth.login-throttle';

const OTP_PURPOSE = 'email_verification';

/**
 * A date as ISO text, remembered per Date object: the cached user row's dates are the same objects on every request
 * (each request's copy of the row is shallow), and Date#toISOString costs microseconds, a fixed part of every
 * profile answer. The time is kept with the text, so a date changed in place is written anew.
 */
const isoTexts = new WeakMap<Date, { time: number; text: string }>();
function isoText(d: Date): string {
  const time = d.getTime();
  const known = isoTexts.get(d);
  if (known && known.time === time) return known.text;
  const text = d.toISOString();
  isoTexts.set(d, { time, text });
  return text;
}

/** The user as the API shows it: never the password hash, token version or moderation internals. */
export function toPublicUser(
  u: Pick<UserRow, 'id' | 'email' | 'fullName' | 'role' | 'requiredChangePassword' | 'isVerified' | 'canEditProfile' | 'phone' | 'countryCode' | 'lastLoginAt' | 'createdAt'>,
): User {
  return {
    id: u.id,
    email: u.email,
    fullName: u.fullName,
    role: normalizeRole(u.role),
    requiredChangePassword: u.requiredChangePassword,
    isVerified: u.isVerified,
    canEditProfile: u.canEditProfile,
    phone: u.phone,
    countryCode: u.countryCode,
    lastLoginAt: u.lastLoginAt ? isoText(u.lastLoginAt) : null,
    createdAt: isoText(u.createdAt),
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/**
 * Checks the credentials and opens a session. A wrong e-mail and a wrong password answer the same text after
 * the same work (an unknown address is verified against a dummy hash). The account barrier (blocked, suspended,
 * closed) is told only to someone who knows the password.
 */
export async function login(
  db: Db,
  input: {
    email: string;
    password: string;
    settings: TokenSettings;
    meta: RequestMeta;
    lockFailures: boolean;
    /** The browser's device cookie, if it has one (auth.login-throttle.ts). */
    deviceCookie?: string;
    /** Called once when failures bring a real account to the ceiling (the route mails the owner). */
    onAccountCeiling?: (user: UserRow) => void;
    /** Production: the README's published demo password never signs anyone in. */
    refusePublishedDemoPassword?: boolean;
  },
): Promise<{ user: UserRow; session: IssuedSession }> {
  const email = input.email.trim().toLowerCase();
  const user = await findUserByEmail(db, email);
  // A browser that signed in to this account before is never throttled (its right password always works).
  const recognised = !!user && isRecognisedDevice(input.settings.jwtSecret, input.deviceCookie, user.id);
  if (input.lockFailures && !recognised) {
    const wait = await loginWaitSeconds(db, { email, ip: input.meta.ip ?? null });
    if (wait !== null) {
      throw new AppError('RATE_LIMITED', authMessages.errors.tooManyLogins, { headers: { 'retry-after': String(wait) } });
    }
  }
  let ok = false;
  if (user?.passwordHash) ok = await verifyPassword(user.passwordHash, input.password);
  else await verifyPassword(await dummyPasswordHash(), input.password);
  if (input.refusePublishedDemoPassword && input.password === PUBLISHED_DEMO_PASSWORD) ok = false;
  if (!user || !ok) {
    await writeAudit(db, {
      actorId: user?.id ?? null,
      actorRole: user?.role ?? null,
      action: 'auth.login_failed',
      targetType: 'login_email',
      targetId: email,
      ip: input.meta.ip ?? null,
      meta: { reason: user ? 'wrong_password' : 'unknown_email', recognisedDevice: recognised },
    });
    if (user && input.onAccountCeiling && (await reachedAccountCeiling(db, email))) input.onAccountCeiling(user);
    throw new AppError('INVALID_CREDENTIALS', authMessages.errors.invalidCredentials);
  }
  const barrier = accountBarrier(user);
  if (barrier) {
    await writeAudit(db, {
      actorId: user.id,
      actorRole: user.role,
      action: 'auth.login_refused',
      targetType: 'user',
      targetId: user.id,
      ip: input.meta.ip ?? null,
      meta: { reason: barrier.code },
    });
    throw barrier;
  }
  const now = new Date();
  const [updated] = await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id)).returning();
  const signedIn = updated ?? user;
  const session = await startSession(db, { user: signedIn, settings: input.settings, meta: input.meta, now });
  await writeAudit(db, {
    actorId: user.id,
    actorRole: user.role,
    action: 'auth.login',
    targetType: 'user',
    targetId: user.id,
    ip: input.meta.ip ?? null,
    meta: { familyId: session.familyId },
  });
  return { user: signedIn, session };
}

async function setPassword(db: Db, userId: string, password: string, now: Date): Promise<UserRow> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      requiredChangePassword: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', authMessages.errors.unauthenticated);
  forgetCachedUser(db, userId);
  return row;
}

/**
 * Changes the signed-in user's password: clears requiredChangePassword, bumps the token version (older access
 * tokens stop working), signs out every other session and gives the caller a fresh session.
 */
export async function changePassword(
  db: Db,
  input: { user: Pick<ActorUser, 'id'>; currentPassword: string; newPassword: string; settings: TokenSettings; meta: RequestMeta },
): Promise<{ user: UserRow; session: IssuedSession }> {
  // The signed-in row (ActorUser) carries no password hash: it is read here, the one request that needs it.
  const [stored] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, input.user.id)).limit(1);
  const ok = await verifyPassword(stored?.passwordHash ?? null, input.currentPassword);
  if (!ok) {
    throw new AppError('VALIDATION_FAILED', authMessages.errors.wrongCurrentPassword, {
      fields: { currentPassword: [authMessages.errors.wrongCurrentPassword] },
    });
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError('VALIDATION_FAILED', authMessages.errors.samePassword, {
      fields: { newPassword: [authMessages.errors.samePassword] },
    });
  }
  const now = new Date();
  const user = await setPassword(db, input.user.id, input.newPassword, now);
  await revokeAllSessions(db, user.id, 'password_changed', now);
  const session = await startSession(db, { user, settings: input.settings, meta: input.meta, now });
  await writeAudit(db, {
    actorId: user.id,
    actorRole: user.role,
    action: 'auth.password_changed',
    targetType: 'user',
    targetId: user.id,
    ip: input.meta.ip ?? null,
  });
  return { user, session };
}

/**
 * A single-use link to set a password: `${baseUrl}/reset-password?token=...`, stored hashed. 'reset' links live
 * 30 minutes, 'setup' links (welcoming a new client) 7 days. A new link replaces the user's earlier unused links
 * of the same purpose. The web's /reset-password page serves both.
 */
export async function issuePasswordLink(
  db: Db,
  input: { userId: string; purpose: 'reset' | 'setup'; baseUrl: string; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  const token = randomToken(32);
  const ttl = input.purpose === 'setup' ? SETUP_LINK_TTL_MS : RESET_TTL_MS;
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.userId, input.userId),
        eq(passwordResets.purpose, input.purpose),
        isNull(passwordResets.usedAt),
      ),
    );
  await db.insert(passwordResets).values({
    userId: input.userId,
    tokenHash: sha256(token),
    purpose: input.purpose,
    expiresAt: new Date(now.getTime() + ttl),
    createdAt: now,
  });
  return `${input.baseUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Mails a reset link when an account exists for the address. The caller answers the same text either way and
 * should not wait for this (so the answer's timing does not tell whether the account exists).
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  input: { email: string; baseUrl: string; meta: RequestMeta },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const user = await findUserByEmail(db, email);
  await writeAudit(db, {
    actorId: user?.id ?? null,
    actorRole: user?.role ?? null,
    action: 'auth.reset_requested',
    targetType: user ? 'user' : 'login_email',
    targetId: user ? user.id : email,
    ip: input.meta.ip ?? null,
    meta: { sent: !!user && !user.isDeleted },
  });
  if (!user || user.isDeleted) return;
  const link = await issuePasswordLink(db, { userId: user.id, purpose: 'reset', baseUrl: input.baseUrl });
  await mailer.send(db, {
    to: user.email,
    subject: 'Reset your Quayside password',
    text: [
      `Hello ${user.fullName},`,
      '',
      'Someone asked to reset the password of your Quayside account. To choose a new password, open this link:',
      '',
      link,
      '',
      'The link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      '',
      'Quayside',
    ].join('\n'),
  });
}

/**
 * Sets a new password through a reset or setup link: the link is used up, every session ends and older access
 * tokens stop working. Following the e-mailed link also proves the address, so the user becomes verified.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; password: string; settings: TokenSettings; meta: RequestMeta; now?: Date },
): Promise<{ user: UserRow; session: IssuedSession | null }> {
  const now = input.now ?? new Date();
  // Claim the link atomically: two submissions of the same link cannot both succeed.
  const [link] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(input.token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning();
  if (!link) throw new AppError('BAD_REQUEST', authMessages.errors.resetLinkInvalid);
  const [owner] = await db.select().from(users).where(eq(users.id, link.userId)).limit(1);
  if (!owner || owner.isDeleted) throw new AppError('BAD_REQUEST', authMessages.errors.resetLinkInvalid);
  await setPassword(db, owner.id, input.password, now);
  const [verified] = await db.update(users).set({ isVerified: true }).where(eq(users.id, owner.id)).returning();
  forgetCachedUser(db, owner.id);
  // Every other outstanding link of this user is spent too.
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, owner.id), isNull(passwordResets.usedAt)));
  await revokeAllSessions(db, owner.id, 'password_reset', now);
  await writeAudit(db, {
    actorId: owner.id,
    actorRole: owner.role,
    action: 'auth.password_reset',
    targetType: 'user',
    targetId: owner.id,
    ip: input.meta.ip ?? null,
    meta: { purpose: link.purpose },
  });
  // Whoever holds the link has just proved the mailbox and chosen the password: they are signed in, as after a
  // sign-in (the welcome mail's set-password link takes a new client straight to their dashboard). An account
  // that may not sign in (suspended, blocked) keeps its new password but gets no session.
  const user = verified ?? owner;
  if (accountBarrier(user)) return { user, session: null };
  const [signedIn] = await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, owner.id)).returning();
  const session = await startSession(db, { user: signedIn ?? user, settings: input.settings, meta: input.meta, now });
  await writeAudit(db, {
    actorId: owner.id,
    actorRole: owner.role,
    action: 'auth.login',
    targetType: 'user',
    targetId: owner.id,
    ip: input.meta.ip ?? null,
    meta: { familyId: session.familyId, via: link.purpose === 'setup' ? 'set_password_link' : 'reset_password_link' },
  });
  return { user: signedIn ?? user, session };
}

/**
 * Sends a 6-digit code proving the address. It goes to any address asked for (the answer is the same whether an
 * account exists), bounded by the resend wait and the route's rate limits.
 */
export async function sendEmailOtp(db: Db, mailer: Mailer, input: { email: string }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await issueOtp(db, mailer, { purpose: OTP_PURPOSE, subject: email, email, label: 'verify your e-mail address' });
}

/** Checks the code; the account with that address (if any) becomes verified. */
export async function verifyEmailOtp(db: Db, input: { email: string; otp: string; meta: RequestMeta }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await verifyOtp(db, { purpose: OTP_PURPOSE, subject: email, code: input.otp });
  const [user] = await db
    .update(users)
    .set({ isVerified: true, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id, role: users.role });
  if (user) {
    forgetCachedUser(db, user.id);
    await writeAudit(db, {
      actorId: user.id,
      actorRole: user.role,
      action: 'auth.email_verified',
      targetType: 'user',
      targetId: user.id,
      ip: input.meta.ip ?? null,
    });
  }
}

export async function writeLogoutAudit(db: Db, input: { userId: string; familyId: string; meta: RequestMeta }) {
  await writeAudit(db, {
    actorId: input.userId,
    action: 'auth.logout',
    targetType: 'user',
    targetId: input.userId,
    ip: input.meta.ip ?? null,
    meta: { familyId: input.familyId },
  });
}

/* ------------------------------------------------------------------ the module's public surface */
// Other modules reach auth only through this file: the actor and the route-level role rule, the one-time
// codes, and the user cache.
export { accountBarrier, actorOf, authenticateFirst, makeRequireAuth, resolveAccessToken, resolveActor, signAccessToken, type Actor, type UserRow } from './auth.actor';
export { issueOtp, verifyOtp, type OtpPurpose } from './auth.otp';
export { cachedUser, forgetCachedUser, startUserCache, USER_CACHE_TTL_MS, USER_CHANGE_CHANNEL } from './auth.user-cache';
export {
  activeUserAgentJsonSql,
  assertUserRole,
  broadcastRecipientBatchSql,
  countBroadcastRecipients,
  findOrCreateOnboardedUser,
  findUserIdByEmail,
  ACCOUNT_LINK_FRESH_MS,
  provesAddressAtOrder,
  getUserRef,
  getUserRefs,
  listActiveUserIdsWithRole,
  updateUserProfileFields,
  userMayEditProfile,
  userNameEmailSubquery,
  userNameSql,
  userNamesByIdSql,
  type UserRef,
} from './auth.users';
export { listNriUsersPage, nriUsersOfArrays, nriUsersPart, peopleSql, userMatchesSql, userSearchPattern, ownerMatchesTermSql, type NriUserRow } from './auth.staff-lists';
export { HOUSEKEEPING_RULES, purgeExpiredCredentials, type HousekeepingReport } from './auth.housekeeping';
export { findAccountsByEmails, insertImportedClients, userIdByEmailSql, type AccountByEmail } from './auth.import';
export {
  actorForUser,
  changeUserRole,
  compactUserCounts,
  createUserAsAdmin,
  getUserRow,
  listUsers,
  setUserBlocked,
  softDeleteUser,
  suspendUser,
  toAdminUser,
  unsuspendUser,
  updateUserAsAdmin,
  userListStatement,
  type UserListStatement,
  USER_SEARCH_COUNT_CAP,
  type AdminMeta,
  type UserAudience,
} from './auth.admin-users';
