import { hmacHex, safeEqual } from '../../lib/crypto';
import type { Db } from '../../db/client';
import { nthRecentAuditTime, recentAuditTimes } from '../audit/audit.service';

/**
 * Failed sign-ins, after OWASP's "blocking brute force" advice: lock out the attacker, not the account owner.
 * - Per account and address: the first `freeFailuresPerAddress` failures in `addressWindowMs` cost nothing; each one
 *   after that makes that address wait for that account, twice as long as the last time (1 s, 2 s, 4 s ... at most
 *   `maxDelayMs`). Other addresses, and this address for other accounts, are not slowed.
 * - Per account: past `accountCeiling` failures in `accountWindowMs` from all addresses together (an address alone
 *   reaches about 60 an hour at most under the delays above, so it takes a distributed attack), the account refuses
 *   unrecognised browsers until the window passes, and its owner gets one e-mail about it.
 * - A browser that signed in to the account successfully in the last `deviceCookieDays` carries a signed device
 *   cookie and is never throttled: the right password from it always signs in (its failures still count).
 * Failures are read from the audit log (auth.login_failed, target the e-mail, with the address), so the rules hold
 * across API instances and restarts and apply to unknown e-mails alike (they reveal nothing about which exist).
 */
export const LOGIN_THROTTLE = {
  freeFailuresPerAddress: 5,
  addressWindowMs: 15 * 60 * 1000,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  accountCeiling: 500,
  accountWindowMs: 60 * 60 * 1000,
  deviceCookieDays: 90,
} as const;

const FAILED = { action: 'auth.login_failed', targetType: 'login_email' } as const;

/** Seconds this address must wait before trying this e-mail again, or null when it may try now. */
export async function loginWaitSeconds(db: Db, input: { email: string; ip: string | null; now?: Date }): Promise<number | null> {
  const now = input.now ?? new Date();
  const T = LOGIN_THROTTLE;
  const waits: number[] = [];
  if (input.ip) {
    // Enough failures to reach the longest delay; older ones change nothing.
    const cap = T.freeFailuresPerAddress + Math.ceil(Math.log2(T.maxDelayMs / T.baseDelayMs)) + 1;
    const times = await recentAuditTimes(db, { ...FAILED, targetId: input.email, ip: input.ip, since: new Date(now.getTime() - T.addressWindowMs), limit: cap });
    const [last] = times;
    if (last && times.length >= T.freeFailuresPerAddress) {
      const delay = Math.min(T.baseDelayMs * 2 ** (times.length - T.freeFailuresPerAddress), T.maxDelayMs);
      waits.push(last.getTime() + delay - now.getTime());
    }
  }
  const ceilingAt = await nthRecentAuditTime(db, { ...FAILED, targetId: input.email, since: new Date(now.getTime() - T.accountWindowMs), n: T.accountCeiling });
  if (ceilingAt) waits.push(ceilingAt.getTime() + T.accountWindowMs - now.getTime());
  const wait = Math.max(0, ...waits);
  return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : null;
}

/** True when this failure (already recorded) brought the account to its ceiling: the moment to tell the owner. */
export async function reachedAccountCeiling(db: Db, email: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_THROTTLE.accountWindowMs);
  const atCeiling = await nthRecentAuditTime(db, { ...FAILED, targetId: email, since, n: LOGIN_THROTTLE.accountCeiling });
  const past = await nthRecentAuditTime(db, { ...FAILED, targetId: email, since, n: LOGIN_THROTTLE.accountCeiling + 1 });
  return !!atCeiling && !past;
}

/* ------------------------------------------------------------------ the device cookie */

const sign = (secret: string, userId: string, issuedAt: number) => hmacHex(secret, `qs-device:${userId}:${issuedAt}`);

/** The device cookie's value for a browser that just signed in: user id, when, and a signature over both. */
export function issueDeviceCookie(secret: string, userId: string, now = new Date()): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return `${userId}.${issuedAt}.${sign(secret, userId, issuedAt)}`;
}

/** Is this cookie a genuine, recent sign-in of this user from this browser? */
export function isRecognisedDevice(secret: string, cookie: string | undefined, userId: string, now = new Date()): boolean {
  const [id, at, signature] = (cookie ?? '').split('.');
  const issuedAt = Number(at);
  if (id !== userId || !Number.isInteger(issuedAt) || !signature) return false;
  const ageMs = now.getTime() - issuedAt * 1000;
  if (ageMs < 0 || ageMs > LOGIN_THROTTLE.deviceCookieDays * 86_400_000) return false;
  return safeEqual(signature, sign(secret, userId, issuedAt));
}

/** The owner's alert when their account reached the ceiling. */
export function loginAlertMail(input: { fullName: string; publicUrl: string }): { subject: string; text: string } {
  return {
    subject: 'Unusual sign-in attempts on your Quayside account',
    text: [
      `Hello ${input.fullName},`,
      '',
      `Someone has tried many wrong passwords for your Quayside account in the last hour. To protect it, sign-ins from browsers you have not used with Quayside before are paused for up to an hour. Browsers where you signed in before still work with your password.`,
      '',
      `If this was not you, nothing is needed: your password was not accepted. To be safe, you can choose a new password at ${input.publicUrl}/forgot-password.`,
      '',
      'Quayside',
    ].join('\n'),
  };
}
