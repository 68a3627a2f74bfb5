import { and, asc, eq, sql } from 'drizzle-orm';
import { rulesMessages } from '@quayside/contract/messages';
import type { DueDateExtension } from '@quayside/contract/compliance-rules';
import {
  DEFAULT_DUE_DATE_EXTENSIONS,
  type DueDateExtensionBody,
  type DueDateExtensionRow,
  type UpdateDueDateExtensionBody,
} from '@quayside/contract/due-date-extensions';
import { DEFAULT_GOVERNMENT_FEES, type GovernmentFee, type GovernmentFeeBody, type UpdateGovernmentFeeBody } from '@quayside/contract/government-fees';
import type { Jurisdiction } from '@quayside/contract/services';
import type { Db } from '../../db/client';
import { dueDateExtensions, governmentFees } from '../../db/schema/rules';
import { conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/sql';
import { writeAudit } from '../audit/audit.service';
import type { Actor } from '../auth/auth.service';

/**
 * The law's yearly changes kept as data (issue 19): due-date extensions and government fees. Admins edit them;
 * every change writes an audit row. The calendar reads the extensions when it syncs a company
 * (listExtensionsForRules); the estimator reads the fees (listGovernmentFees).
 */

type ExtensionRow = typeof dueDateExtensions.$inferSelect;
type FeeRow = typeof governmentFees.$inferSelect;
type Meta = { ip?: string | null };

const toExtension = (r: ExtensionRow): DueDateExtensionRow => ({
  id: r.id,
  ruleCode: r.ruleCode,
  periodEnd: r.periodEnd,
  newDueDate: r.newDueDate,
  reference: r.reference,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const toFee = (r: FeeRow): GovernmentFee => ({
  id: r.id,
  jurisdiction: r.jurisdiction as Jurisdiction,
  companyType: r.companyType,
  code: r.code,
  label: r.label,
  amountMinor: r.amountMinor,
  currency: r.currency,
  reference: r.reference,
  updatedAt: r.updatedAt.toISOString(),
});

/** The jurisdiction a rule code belongs to (SG_, IN_, AE_), for re-syncing only the companies it can touch. */
export function jurisdictionOfRule(ruleCode: string): Jurisdiction | null {
  const prefix = ruleCode.slice(0, 2);
  return prefix === 'SG' || prefix === 'IN' || prefix === 'AE' ? prefix : null;
}

/* ------------------------------------------------------------------ extensions */

/** What the compliance rules apply (every extension; they are few). */
export async function listExtensionsForRules(db: Db): Promise<DueDateExtension[]> {
  const rows = await db
    .select({ ruleCode: dueDateExtensions.ruleCode, periodEnd: dueDateExtensions.periodEnd, newDueDate: dueDateExtensions.newDueDate, reference: dueDateExtensions.reference })
    .from(dueDateExtensions);
  return rows;
}

export async function listExtensions(db: Db): Promise<DueDateExtensionRow[]> {
  const rows = await db.select().from(dueDateExtensions).orderBy(asc(dueDateExtensions.ruleCode), asc(dueDateExtensions.periodEnd), asc(dueDateExtensions.id));
  return rows.map(toExtension);
}

const duplicateExtension = () => conflict(rulesMessages.errors.extensionExists);

export async function createExtension(db: Db, body: DueDateExtensionBody, actor: Actor, meta: Meta = {}): Promise<DueDateExtensionRow> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(dueDateExtensions).values({ ...body, createdById: actor.id }).returning();
      if (!row) throw new Error('extension not created');
      await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'rules.extension.created', targetType: 'due_date_extension', targetId: row.id, ip: meta.ip, meta: { ...body } });
      return toExtension(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateExtension();
    throw err;
  }
}

export async function updateExtension(db: Db, id: string, body: UpdateDueDateExtensionBody, actor: Actor, meta: Meta = {}): Promise<DueDateExtensionRow> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(dueDateExtensions).where(eq(dueDateExtensions.id, id)).limit(1);
      if (!before) throw notFound(rulesMessages.errors.extensionNotFound);
      const [row] = await tx.update(dueDateExtensions).set({ ...body, updatedAt: new Date() }).where(eq(dueDateExtensions.id, id)).returning();
      if (!row) throw notFound(rulesMessages.errors.extensionNotFound);
      await writeAudit(tx, {
        actorId: actor.id,
        actorRole: actor.role,
        action: 'rules.extension.updated',
        targetType: 'due_date_extension',
        targetId: id,
        ip: meta.ip,
        meta: { before: toExtension(before), changes: { ...body } },
      });
      return toExtension(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateExtension();
    throw err;
  }
}

export async function deleteExtension(db: Db, id: string, actor: Actor, meta: Meta = {}): Promise<DueDateExtensionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(dueDateExtensions).where(eq(dueDateExtensions.id, id)).returning();
    if (!row) throw notFound(rulesMessages.errors.extensionNotFound);
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'rules.extension.deleted', targetType: 'due_date_extension', targetId: id, ip: meta.ip, meta: { before: toExtension(row) } });
    return toExtension(row);
  });
}

/* ------------------------------------------------------------------ government fees */

export async function listGovernmentFees(db: Db, query: { jurisdiction?: Jurisdiction } = {}): Promise<GovernmentFee[]> {
  const rows = await db
    .select()
    .from(governmentFees)
    .where(query.jurisdiction ? eq(governmentFees.jurisdiction, query.jurisdiction) : undefined)
    .orderBy(asc(governmentFees.jurisdiction), asc(governmentFees.code));
  return rows.map(toFee);
}

const duplicateFee = () => conflict(rulesMessages.errors.feeExists);

export async function createGovernmentFee(db: Db, body: GovernmentFeeBody, actor: Actor, meta: Meta = {}): Promise<GovernmentFee> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(governmentFees).values({ ...body, companyType: body.companyType ?? null }).returning();
      if (!row) throw new Error('fee not created');
      await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'rules.fee.created', targetType: 'government_fee', targetId: row.id, ip: meta.ip, meta: { ...body } });
      return toFee(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateFee();
    throw err;
  }
}

export async function updateGovernmentFee(db: Db, id: string, body: UpdateGovernmentFeeBody, actor: Actor, meta: Meta = {}): Promise<GovernmentFee> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(governmentFees).where(eq(governmentFees.id, id)).limit(1);
      if (!before) throw notFound(rulesMessages.errors.feeNotFound);
      const [row] = await tx.update(governmentFees).set({ ...body, updatedAt: new Date() }).where(eq(governmentFees.id, id)).returning();
      if (!row) throw notFound(rulesMessages.errors.feeNotFound);
      await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'rules.fee.updated', targetType: 'government_fee', targetId: id, ip: meta.ip, meta: { before: toFee(before), changes: { ...body } } });
      return toFee(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateFee();
    throw err;
  }
}

export async function deleteGovernmentFee(db: Db, id: string, actor: Actor, meta: Meta = {}): Promise<GovernmentFee> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(governmentFees).where(eq(governmentFees.id, id)).returning();
    if (!row) throw notFound(rulesMessages.errors.feeNotFound);
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'rules.fee.deleted', targetType: 'government_fee', targetId: id, ip: meta.ip, meta: { before: toFee(row) } });
    return toFee(row);
  });
}

/* ------------------------------------------------------------------ seed */

/** The starting extensions and fees (contract defaults), inserted once: rows staff already have are left alone. */
export async function seedRulesData(db: Db): Promise<void> {
  for (const e of DEFAULT_DUE_DATE_EXTENSIONS) {
    const [found] = await db
      .select({ id: dueDateExtensions.id })
      .from(dueDateExtensions)
      .where(and(eq(dueDateExtensions.ruleCode, e.ruleCode), sql`${dueDateExtensions.periodEnd} is not distinct from ${e.periodEnd}::date`))
      .limit(1);
    if (!found) await db.insert(dueDateExtensions).values({ ...e });
  }
  for (const f of DEFAULT_GOVERNMENT_FEES) {
    await db.insert(governmentFees).values({ ...f }).onConflictDoNothing();
  }
}
