import { desc, eq } from 'drizzle-orm';
import { preparerMessages } from '@quayside/contract/messages';
import type { KycRecord, RecordKycBody } from '@quayside/contract/preparer';
import type { Db } from '../../db/client';
import { kycRecords } from '../../db/schema/kyc';
import { AppError } from '../../lib/errors';
import { writeAudit } from '../audit/audit.service';
import { getUserRefs, type Actor } from '../auth/auth.service';
import { companyPersonName, getCompanyForActor, recordCompanyActivity, type RequestMeta } from '../companies/companies.service';

/**
 * KYC checks on a company and its people (the kyc module owns kyc_records). Staff who may work on the company
 * ('manage': its preparer, the admin) record checks; whoever may read the company (the approver above its
 * preparer too) reads them. Each check is a new record, so the list is the company's KYC history.
 */

type KycRow = typeof kycRecords.$inferSelect;

async function toKycRecords(db: Db, rows: readonly KycRow[]): Promise<KycRecord[]> {
  const people = await getUserRefs(db, rows.map((r) => r.recordedById));
  return rows.map((r) => {
    const by = people.find((p) => p.id === r.recordedById);
    return {
      id: r.id,
      companyId: r.companyId,
      subjectType: r.subjectType,
      subjectId: r.subjectId,
      subjectName: r.subjectName,
      identityVerified: r.identityVerified,
      addressVerified: r.addressVerified,
      pepScreened: r.pepScreened,
      sanctionsScreened: r.sanctionsScreened,
      riskRating: r.riskRating,
      notes: r.notes,
      nextReviewDate: r.nextReviewDate,
      recordedBy: by ? { id: by.id, fullName: by.fullName } : null,
      recordedAt: r.recordedAt.toISOString(),
    };
  });
}

/** POST /api/preparer/kyc/{id}: records a check (audit row and company activity entry). */
export async function recordKycCheck(db: Db, actor: Actor, companyId: string, body: RecordKycBody, meta: RequestMeta = {}): Promise<KycRecord> {
  const company = await getCompanyForActor(db, companyId, actor, 'manage');
  let subjectId: string | null = null;
  let subjectName = company.name;
  if (body.subjectType !== 'company') {
    const name = body.subjectId ? await companyPersonName(db, company.id, body.subjectType, body.subjectId) : null;
    if (!name || !body.subjectId) {
      throw new AppError('VALIDATION_FAILED', preparerMessages.errors.kycSubjectNotFound, { fields: { subjectId: [preparerMessages.errors.kycSubjectNotFound] } });
    }
    subjectId = body.subjectId;
    subjectName = name;
  }
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(kycRecords)
      .values({
        companyId: company.id,
        subjectType: body.subjectType,
        subjectId,
        subjectName,
        identityVerified: body.identityVerified,
        addressVerified: body.addressVerified,
        pepScreened: body.pepScreened,
        sanctionsScreened: body.sanctionsScreened,
        riskRating: body.riskRating,
        notes: body.notes ?? null,
        nextReviewDate: body.nextReviewDate ?? null,
        recordedById: actor.id,
      })
      .returning();
    if (!created) throw new Error('KYC record not saved');
    const details = { kycRecordId: created.id, subjectType: created.subjectType, subjectId, riskRating: created.riskRating };
    await recordCompanyActivity(tx, { companyId: company.id, actorId: actor.id, action: 'kyc.recorded', details });
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'kyc.recorded', targetType: 'company', targetId: company.id, ip: meta.ip ?? null, meta: details });
    return created;
  });
  const [out] = await toKycRecords(db, [row]);
  if (!out) throw new Error('KYC record not mapped');
  return out;
}

/** GET /api/preparer/kyc/{id}: the company's KYC records, newest first. */
export async function listKycRecords(db: Db, actor: Actor, companyId: string, limit = 200): Promise<KycRecord[]> {
  const company = await getCompanyForActor(db, companyId, actor, 'read');
  const rows = await db
    .select()
    .from(kycRecords)
    .where(eq(kycRecords.companyId, company.id))
    .orderBy(desc(kycRecords.recordedAt), desc(kycRecords.id))
    .limit(limit);
  return toKycRecords(db, rows);
}
