import { and, eq, isNull } from 'drizzle-orm';
import type { EditFlags } from '@quayside/contract/companies';
import { companyMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { AppError } from '../../lib/errors';
import { assertMay, type AccessRecord, type Verb } from '../access/access.service';
import type { Actor } from '../auth/auth.service';
import type { CompanyRow } from './companies.mapping';

export const companyNotFound = () => new AppError('NOT_FOUND', companyMessages.errors.notFound);

export const companyRecord = (row: Pick<CompanyRow, 'ownerId' | 'preparerId' | 'dashboardLocked'>): AccessRecord => ({
  kind: 'company',
  ownerId: row.ownerId,
  preparerId: row.preparerId,
  dashboardLocked: row.dashboardLocked,
});

export async function getLiveCompanyRow(db: Db, id: string): Promise<CompanyRow | null> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * The live company if the actor may do `verb` to it (the access module decides): 404 when they may not see it
 * (whether a company exists is not revealed), 403 when they see it but may not do this. Every company-scoped
 * call of every module goes through here.
 */
export async function getCompanyForActor(db: Db, id: string, actor: Actor, verb: Verb = 'read'): Promise<CompanyRow> {
  const row = await getLiveCompanyRow(db, id);
  if (!row) throw companyNotFound();
  await assertMay(db, actor, verb, companyRecord(row), { notFound: companyNotFound });
  return row;
}

export type CompanyPart = keyof EditFlags;

/**
 * The company, if the actor may change this part of it: staff who may write it always; its owner only while the
 * part's edit flag is on (a state rule of this module, after access; a locked dashboard is the access module's).
 */
export async function getCompanyForEdit(db: Db, id: string, actor: Actor, part: CompanyPart): Promise<CompanyRow> {
  const row = await getCompanyForActor(db, id, actor, 'write');
  if (row.ownerId === actor.id && actor.role !== 'admin' && !row.editFlags[part]) {
    throw new AppError('EDIT_LOCKED', companyMessages.errors.locked);
  }
  return row;
}
