import type {
  AdminDocument,
  AdminIncorporationResponse,
  AdminIncorporationsQuery,
  AdminIncorporationsResponse,
  GenerateInvoiceBody,
  IncorporationSummary,
  SetIncorporationStatusBody,
} from '@quayside/contract/admin-review';
import type { Invoice } from '@quayside/contract/invoices';
import { formatMoney } from '@quayside/contract/services';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { listScopeOf } from '../access/access.service';
import { writeAudit } from '../audit/audit.service';
import type { Actor } from '../auth/auth.service';
import {
  asIncorporationStatus,
  getIncorporationRow,
  listIncorporationRows,
  recordCompanyActivity,
  updateCompany,
  type IncorporationRow,
} from '../companies/companies.service';
import { getAdminDocument, reviewDocument } from '../documents/documents.service';
import { quoteSession, sessionIdsForCompanies, sessionRowForCompany, toSession } from '../incorporation/incorporation.service';
import { issueInvoice, listCompanyInvoices, type InvoiceLineInput } from '../invoices/invoices.service';
import { createNotification } from '../notifications/notifications.service';

/**
 * The admin's review work (part 2 section 7 "Admin"): approving and rejecting documents, and incorporations
 * (list, detail, status, invoice). An audience module: it owns no tables and composes the owners' services
 * (documents, companies, incorporation, invoices, notifications, audit).
 */
type Deps = { db: Db; storage: Storage };
type Meta = { ip?: string | null };

const incorporationNotFound = () => new AppError('NOT_FOUND', 'Incorporation not found');

async function assertAdmin(db: Db, actor: Actor): Promise<void> {
  if ((await listScopeOf(db, actor)).kind !== 'all') throw new AppError('FORBIDDEN', 'Only an admin can review incorporations');
}

/* ------------------------------------------------------------------ documents */

/**
 * Approve or reject (with a reason) a document: the documents module's one review (also the preparer's
 * verify-document), which refuses deciding what was already decided (409) and does the rest: status, requirement
 * (back to "to upload again" on rejection), the client's notification and action, activity and audit.
 */
export async function decideDocument(
  deps: Deps,
  actor: Actor,
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
  meta: Meta,
): Promise<AdminDocument> {
  await reviewDocument(deps, actor, id, decision.approve ? { approve: true } : { approve: false, reason: decision.reason }, meta);
  return getAdminDocument(deps, id);
}

/* ------------------------------------------------------------------ incorporations */

function toSummary(r: IncorporationRow, sessionId: string | null): IncorporationSummary {
  const c = r.company;
  return {
    id: c.id,
    companyName: c.name,
    jurisdiction: c.jurisdiction as IncorporationSummary['jurisdiction'],
    companyType: c.companyType,
    status: c.status,
    incorporationStatus: asIncorporationStatus(c.incorporationStatus),
    statusRemarks: c.statusRemarks,
    owner: r.owner,
    preparerName: r.preparerName,
    sessionId,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

async function summaryOf(db: Db, id: string): Promise<{ row: IncorporationRow; summary: IncorporationSummary }> {
  const row = await getIncorporationRow(db, id);
  if (!row) throw incorporationNotFound();
  const sessions = await sessionIdsForCompanies(db, [id]);
  return { row, summary: toSummary(row, sessions.get(id) ?? null) };
}

/** GET /api/admin/incorporations: companies with their incorporation status, newest first. */
export async function listIncorporations(db: Db, actor: Actor, query: AdminIncorporationsQuery): Promise<AdminIncorporationsResponse> {
  await assertAdmin(db, actor);
  const { rows, nextCursor } = await listIncorporationRows(db, query);
  const sessions = await sessionIdsForCompanies(db, rows.map((r) => r.company.id));
  return {
    incorporations: rows.map((r) => toSummary(r, sessions.get(r.company.id) ?? null)),
    nextCursor,
    hasMore: nextCursor !== null,
  };
}

/** GET /api/admin/incorporation/{id}: the incorporation, its application with files, and its invoices. */
export async function getIncorporation(deps: Deps, actor: Actor, id: string): Promise<AdminIncorporationResponse> {
  await assertAdmin(deps.db, actor);
  const { summary } = await summaryOf(deps.db, id);
  const sessionRow = await sessionRowForCompany(deps.db, id);
  return {
    incorporation: summary,
    session: sessionRow ? await toSession(deps.db, deps.storage, sessionRow, { staff: true }) : null,
    invoices: await listCompanyInvoices(deps.db, id),
  };
}

/**
 * PUT /api/admin/incorporation/{id}/status. The company's incorporation status and remarks (the remarks belong to
 * this status: none given clears the old ones). The companies module writes the activity and audit rows, tells
 * the client, and makes an onboarding company active once incorporated.
 */
export async function setIncorporationStatus(
  db: Db,
  actor: Actor,
  id: string,
  body: SetIncorporationStatusBody,
  meta: Meta,
): Promise<IncorporationSummary> {
  await assertAdmin(db, actor);
  await summaryOf(db, id);
  await updateCompany(db, id, { incorporationStatus: body.newStatus, statusRemarks: body.remarks ? body.remarks : null }, actor, meta);
  return (await summaryOf(db, id)).summary;
}

const DEFAULT_CURRENCY: Record<string, string> = { SG: 'SGD', AE: 'AED', IN: 'INR' };

/**
 * POST /api/admin/incorporation/{id}/generate-invoice: an unpaid invoice (numbered, with its PDF at pdfUrl) for
 * the company's owner. Lines given are used as they are (tax of the company's jurisdiction); without lines the
 * application is priced from the catalogue as at checkout. The client is notified; activity and audit rows record it.
 */
export async function generateIncorporationInvoice(
  db: Db,
  actor: Actor,
  id: string,
  body: GenerateInvoiceBody,
  meta: Meta,
): Promise<Invoice> {
  await assertAdmin(db, actor);
  const { row } = await summaryOf(db, id);
  const company = row.company;
  let lines: InvoiceLineInput[];
  let currency = body.currency ?? DEFAULT_CURRENCY[company.jurisdiction] ?? 'USD';
  let taxRate: { rateBp: number; label: string } | undefined;
  if (body.lines) {
    lines = body.lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPriceMinor: l.unitPriceMinor }));
  } else {
    const session = await sessionRowForCompany(db, company.id);
    if (!session) {
      throw new AppError('VALIDATION_FAILED', 'This company did not come through onboarding: give the invoice lines', {
        fields: { lines: ['Add at least one line'] },
      });
    }
    const { summary } = await quoteSession(db, session);
    if (summary.lines.length === 0) {
      throw new AppError('VALIDATION_FAILED', 'The application has no services to invoice: give the invoice lines', { fields: { lines: ['Add at least one line'] } });
    }
    lines = summary.lines.map((l) => ({ serviceId: l.serviceId, description: l.name, quantity: l.quantity, unitPriceMinor: l.unitPriceMinor }));
    currency = body.currency ?? summary.currency;
    taxRate = { rateBp: summary.taxRateBp, label: summary.taxLabel };
  }
  const now = new Date();
  return db.transaction(async (tx) => {
    const invoice = await issueInvoice(tx, {
      userId: company.ownerId,
      companyId: company.id,
      lines,
      currency,
      taxRate,
      paid: false,
      dueAt: body.dueDays !== undefined ? new Date(now.getTime() + body.dueDays * 86_400_000) : undefined,
      now,
    });
    if (company.ownerId) {
      await createNotification(tx, {
        userId: company.ownerId,
        type: 'invoice',
        title: `New invoice ${invoice.number}`,
        message: `An invoice of ${formatMoney(invoice.totalMinor, invoice.currency)} for ${company.name} is ready.`,
        link: '/dashboard/client/invoices',
      });
    }
    await recordCompanyActivity(tx, { companyId: company.id, actorId: actor.id, action: 'invoice.generated', details: { invoiceId: invoice.id, number: invoice.number } });
    await writeAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'incorporation.invoice_generated',
      targetType: 'company',
      targetId: company.id,
      ip: meta.ip ?? null,
      meta: { invoiceId: invoice.id, number: invoice.number, totalMinor: invoice.totalMinor, currency: invoice.currency },
    });
    return invoice;
  });
}
