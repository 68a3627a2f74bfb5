import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_MS, OTP_TTL_MS } from '@quayside/contract/constants';
import { authMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema/auth';
import { AppError } from '../../lib/errors';
import { randomDigits, safeEqual, sha256 } from '../../lib/crypto';
import type { Mailer } from '../outbox/outbox.service';

/**
 * The one-time-code service: 6-digit e-mail codes, stored hashed, valid 10 minutes, at most 5 tries,
 * 60 s before a resend. Used by sign-in verification and by the incorporation and NRI onboarding flows
 * (purpose tells them apart; subject is the e-mail or the session id the code proves).
 */
export type OtpPurpose = 'email_verification' | 'incorporation' | 'nri_onboarding' | (string & {});

const hashCode = (purpose: string, subject: string, code: string) => sha256(`${purpose}:${subject}:${code}`);

export async function issueOtp(
  db: Db,
  mailer: Mailer,
  input: { purpose: OtpPurpose; subject: string; email: string; label: string; now?: Date },
): Promise<{ expiresAt: Date; code: string }> {
  const now = input.now ?? new Date();
  const [last] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, input.purpose), eq(oneTimeCodes.subject, input.subject)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (last && now.getTime() - last.createdAt.getTime() < OTP_RESEND_MS) {
    const wait = Math.ceil((OTP_RESEND_MS - (now.getTime() - last.createdAt.getTime())) / 1000);
    throw new AppError('RATE_LIMITED', authMessages.errors.otpResendWait, {
      headers: { 'retry-after': String(wait) },
    });
  }
  const code = randomDigits(OTP_LENGTH);
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  // A new code replaces any earlier one for the same purpose and subject.
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.purpose, input.purpose),
        eq(oneTimeCodes.subject, input.subject),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  await db.insert(oneTimeCodes).values({
    purpose: input.purpose,
    subject: input.subject,
    email: input.email,
    codeHash: hashCode(input.purpose, input.subject, code),
    expiresAt,
    createdAt: now,
  });
  await mailer.send(db, {
    to: input.email,
    subject: `Your Quayside verification code: ${code}`,
    text: `Your code to ${input.label} is ${code}.\n\nIt expires in 10 minutes. If you did not ask for it, ignore this e-mail.\n\nQuayside`,
  });
  return { expiresAt, code };
}

/** Checks a code; throws with the reason when it is wrong, expired, used up or never sent. */
export async function verifyOtp(
  db: Db,
  input: { purpose: OtpPurpose; subject: string; code: string; now?: Date },
): Promise<{ email: string }> {
  const now = input.now ?? new Date();
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, input.purpose),
        eq(oneTimeCodes.subject, input.subject),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!row) throw new AppError('BAD_REQUEST', authMessages.errors.otpNotRequested);
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('BAD_REQUEST', authMessages.errors.otpExpired);
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw new AppError('BAD_REQUEST', authMessages.errors.otpTooManyAttempts);
  const ok = safeEqual(row.codeHash, hashCode(input.purpose, input.subject, input.code.trim()));
  if (!ok) {
    // Counted in the database (attempts + 1) so that parallel guesses cannot exceed the limit between them.
    const [counted] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.id, row.id), lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ attempts: oneTimeCodes.attempts });
    const attempts = counted?.attempts ?? OTP_MAX_ATTEMPTS;
    throw new AppError(
      'BAD_REQUEST',
      attempts >= OTP_MAX_ATTEMPTS ? authMessages.errors.otpTooManyAttempts : authMessages.errors.otpInvalid,
    );
  }
  // Consumed once: of two parallel submissions of the right code only one succeeds.
  const [consumed] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.id, row.id),
        isNull(oneTimeCodes.consumedAt),
        lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  if (!consumed) throw new AppError('BAD_REQUEST', authMessages.errors.otpNotRequested);
  return { email: row.email };
}
