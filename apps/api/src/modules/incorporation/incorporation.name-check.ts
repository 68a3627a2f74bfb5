import { and, eq, gt, ne } from 'drizzle-orm';
import type { CheckNameResponse } from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { incorporationSessions } from '../../db/schema/incorporation';
import { normalizeCompanyName } from '../../lib/company-name';
import { AppError } from '../../lib/errors';
import { findLiveCompanyByNormalizedName } from '../companies/companies.service';

const MSG = incorporationMessages.errors;

/** Open applications hold their name for this long after their last change (then the name is free again). */
export const NAME_HOLD_DAYS = 30;

/**
 * Words a company name may not carry without a regulator's approval (ACRA, the UAE free zones and the MCA refer
 * such names to the bank regulator, education ministry, and so on). Matched as whole words, ignoring case.
 */
export const RESTRICTED_WORDS = [
  'bank',
  'banking',
  'insurance',
  'assurance',
  'reinsurance',
  'finance',
  'financial',
  'fund',
  'trust',
  'securities',
  'stock exchange',
  'university',
  'college',
  'government',
  'ministry',
  'municipal',
  'national',
  'federal',
  'royal',
  'sovereign',
  'temasek',
  'chamber of commerce',
  'cooperative',
  'co operative',
  'police',
  'military',
  'interpol',
  'united nations',
  'red cross',
  'olympic',
];

export function restrictedWordIn(name: string): string | null {
  const words = ` ${name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
  return RESTRICTED_WORDS.find((w) => words.includes(` ${w} `)) ?? null;
}

/**
 * Is the name free? Compared without case, punctuation, spacing or legal endings with live companies and with
 * other open applications (verified e-mail, changed within NAME_HOLD_DAYS), plus the restricted words.
 */
export async function checkCompanyName(
  db: Db,
  input: { companyName: string; sessionId?: string | null },
  now: Date = new Date(),
): Promise<CheckNameResponse['data']> {
  const normalized = normalizeCompanyName(input.companyName);
  if (normalized.length < 3) return { available: false, reason: MSG.nameTooShort, normalized };
  const restricted = restrictedWordIn(input.companyName);
  if (restricted) return { available: false, reason: MSG.nameRestricted(restricted), normalized };
  // The answer names only the class of reason: echoing the registered company's own spelling would hand out
  // another client's stored name to anyone guessing.
  const company = await findLiveCompanyByNormalizedName(db, normalized);
  if (company) return { available: false, reason: MSG.nameTaken, normalized };
  const since = new Date(now.getTime() - NAME_HOLD_DAYS * 86_400_000);
  const [session] = await db
    .select({ id: incorporationSessions.id })
    .from(incorporationSessions)
    .where(
      and(
        eq(incorporationSessions.normalizedCompanyName, normalized),
        eq(incorporationSessions.status, 'in_progress'),
        eq(incorporationSessions.isEmailVerified, true),
        gt(incorporationSessions.updatedAt, since),
        input.sessionId ? ne(incorporationSessions.id, input.sessionId) : undefined,
      ),
    )
    .limit(1);
  if (session) return { available: false, reason: MSG.nameReserved, normalized };
  return { available: true, normalized };
}

/** Refuses (409, on `field`) a name that is not free for this session. */
export async function assertNameAvailable(db: Db, name: string, sessionId: string, field = 'body.companyName'): Promise<void> {
  const result = await checkCompanyName(db, { companyName: name, sessionId });
  if (!result.available) {
    const reason = result.reason ?? MSG.nameReserved;
    throw new AppError('NAME_UNAVAILABLE', reason, { fields: { [field]: [reason] } });
  }
}
