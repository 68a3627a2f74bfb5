import { and, eq, gt, ne } from 'drizzle-orm';
import { companyNameProblem, type CheckNameResponse } from '@quayside/contract/incorporation';
import type { Jurisdiction } from '@quayside/contract/services';
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
 * Is the name free? Compared without case, punctuation, spacing or legal endings with live companies and with
 * other open applications (verified e-mail, changed within NAME_HOLD_DAYS), after the contract's rules on the
 * name's words (offensive, or restricted by the registry of `jurisdiction`; that of the asker's application
 * when not given; every registry's when neither is known).
 */
export async function checkCompanyName(
  db: Db,
  input: { companyName: string; sessionId?: string | null; jurisdiction?: Jurisdiction | null },
  now: Date = new Date(),
): Promise<CheckNameResponse['data']> {
  const normalized = normalizeCompanyName(input.companyName);
  if (normalized.length < 3) return { available: false, reason: MSG.nameTooShort, normalized };
  let jurisdiction = input.jurisdiction ?? null;
  if (!jurisdiction && input.sessionId) {
    const [own] = await db
      .select({ details: incorporationSessions.companyDetails })
      .from(incorporationSessions)
      .where(eq(incorporationSessions.id, input.sessionId))
      .limit(1);
    jurisdiction = own?.details?.jurisdiction ?? null;
  }
  const problem = companyNameProblem(input.companyName, jurisdiction);
  if (problem) return { available: false, reason: problem, normalized };
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

/**
 * Refuses (409, on `field`) a name that is not free for this session. `alternative`: the application's second
 * name, checked by the same rules; the message says which name it is about.
 */
export async function assertNameAvailable(
  db: Db,
  name: string,
  sessionId: string,
  opts: { field?: string; jurisdiction?: Jurisdiction | null; alternative?: boolean } = {},
): Promise<void> {
  const result = await checkCompanyName(db, { companyName: name, sessionId, jurisdiction: opts.jurisdiction ?? null });
  if (!result.available) {
    const reason = result.reason ?? MSG.nameReserved;
    const field = opts.field ?? (opts.alternative ? 'body.companyName_optional' : 'body.companyName');
    throw new AppError('NAME_UNAVAILABLE', opts.alternative ? MSG.alternativeTaken(reason) : reason, { fields: { [field]: [reason] } });
  }
}
