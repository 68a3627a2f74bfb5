import { and, eq } from 'drizzle-orm';
import { computeOrderTotals, orderLineFromService, type OrderSummary } from '@quayside/contract/cart';
import type { AddCompanyServiceBody, CompanyService, CompanyServiceQuoteResponse, CompanyServiceStatus } from '@quayside/contract/companies';
import type { Invoice } from '@quayside/contract/invoices';
import { companyMessages, incorporationMessages } from '@quayside/contract/messages';
import { JURISDICTIONS, JURISDICTION_LABELS, type Service } from '@quayside/contract/services';
import { taxRateFor } from '@quayside/contract/tax';
import type { Db } from '../../db/client';
import { companyServices } from '../../db/schema/companies';
import { AppError } from '../../lib/errors';
import { createAction } from '../actions/actions.service';
import { listActiveUserIdsWithRole, type Actor } from '../auth/auth.service';
import { issueInvoice, voidInvoice } from '../invoices/invoices.service';
import { createNotification } from '../notifications/notifications.service';
import { getServicesByIds } from '../services/services.service';
import { getCompanyForActor, getCompanyForEdit } from './companies.access';
import { recordCompanyActivity, trail, type RequestMeta } from './companies.activity';
import { toCompanyService, type CompanyRow, type CompanyServiceRow } from './companies.mapping';

/**
 * Services on a company (issue 12). Adding one is a purchase: the client is shown the price with tax
 * (quoteCompanyService, the same pricing as the invoice), confirms, and gets an invoice (the invoices module)
 * that they pay through the payments module's invoice order. The service stays `pending_payment` until that
 * payment is received (activateServicesPaidBy, called by the payment's fulfilment), then it is `active`.
 *
 * A paid service is never silently removed: the client files a cancellation request (an action for the staff who
 * handle the company: its preparer, else the admins) and staff cancel it, which keeps the row as `cancelled`.
 * An unpaid one may be withdrawn: its row goes and its invoice is cancelled.
 */

const E = companyMessages.errors;
const STATUS = {
  pending: 'pending_payment',
  active: 'active',
  requested: 'cancellation_requested',
  cancelled: 'cancelled',
} as const satisfies Record<string, CompanyServiceStatus>;

const YEAR_MS = 365 * 86_400_000;
const renewalAfter = (svc: Service, from: Date) => (svc.billing === 'yearly' ? new Date(from.getTime() + YEAR_MS) : null);
/** How the service reads on its invoice ("Company secretary (Singapore), annual"). */
const invoiceDescription = (svc: Service) => (svc.billing === 'yearly' ? `${svc.name}, annual` : svc.name);

/** The catalogue service, if it exists, is offered and can be taken in the company's jurisdiction. */
async function catalogueServiceFor(db: Db, company: CompanyRow, serviceId: number): Promise<Service> {
  const [svc] = await getServicesByIds(db, [serviceId]);
  if (!svc) throw new AppError('NOT_FOUND', E.serviceNotFound);
  if (svc.jurisdiction && svc.jurisdiction !== company.jurisdiction) {
    throw new AppError('VALIDATION_FAILED', incorporationMessages.errors.wrongJurisdictionService(svc.name, JURISDICTION_LABELS[svc.jurisdiction]));
  }
  return svc;
}

/** What adding the service charges: its catalogue price with the tax of the company's jurisdiction (contract tax). */
function priceFor(company: CompanyRow, svc: Service): OrderSummary {
  const line = { ...orderLineFromService(svc), name: invoiceDescription(svc) };
  const tax = taxRateFor(JURISDICTIONS.find((j) => j === company.jurisdiction));
  return { lines: [line], currency: svc.currency, taxRateBp: tax.rateBp, taxLabel: tax.label, ...computeOrderTotals([line], tax.rateBp) };
}

async function lockedRow(tx: Db, companyId: string, serviceId: number): Promise<CompanyServiceRow | null> {
  const [row] = await tx
    .select()
    .from(companyServices)
    .where(and(eq(companyServices.companyId, companyId), eq(companyServices.serviceId, serviceId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * GET /api/companies/{id}/services/{serviceId}/quote: the price with tax, and the address to suggest for billing.
 * Anyone who may read the company may see what a service would cost it (adding is checked on POST).
 */
export async function quoteCompanyService(db: Db, companyId: string, serviceId: number, actor: Actor): Promise<CompanyServiceQuoteResponse> {
  const company = await getCompanyForActor(db, companyId, actor, 'read');
  const service = await catalogueServiceFor(db, company, serviceId);
  return { service, quote: priceFor(company, service), billingAddress: company.registeredAddress };
}

/**
 * POST /api/companies/{id}/services/{serviceId}: the service is added awaiting payment, with an invoice to the
 * company's owner for exactly the quoted total, billed to the address given (else the registered address). A
 * service the catalogue prices at nothing is active at once, with no invoice. A cancelled service may be taken again.
 */
export async function addCompanyService(
  db: Db,
  companyId: string,
  serviceId: number,
  actor: Actor,
  body: AddCompanyServiceBody = {},
  meta: RequestMeta = {},
): Promise<{ service: CompanyService; invoice: Invoice | null }> {
  const company = await getCompanyForEdit(db, companyId, actor, 'services');
  const svc = await catalogueServiceFor(db, company, serviceId);
  const price = priceFor(company, svc);
  const billingAddress = body?.billingAddress ?? company.registeredAddress ?? null;
  return db.transaction(async (tx) => {
    const existing = await lockedRow(tx, company.id, svc.id);
    if (existing && existing.status !== STATUS.cancelled) throw new AppError('CONFLICT', E.serviceAlreadyAdded);
    const now = new Date();
    const free = price.totalMinor === 0;
    const invoice = free
      ? null
      : await issueInvoice(tx, {
          userId: company.ownerId,
          companyId: company.id,
          lines: price.lines.map((l) => ({ serviceId: l.serviceId, description: l.name, quantity: l.quantity, unitPriceMinor: l.unitPriceMinor })),
          currency: price.currency,
          taxRate: { rateBp: price.taxRateBp, label: price.taxLabel },
          paid: false,
          billTo: { address: billingAddress },
          now,
        });
    const values = {
      status: free ? STATUS.active : STATUS.pending,
      priceMinor: svc.priceMinor,
      currency: svc.currency,
      invoiceId: invoice?.id ?? null,
      startedAt: now,
      renewsAt: free ? renewalAfter(svc, now) : null,
    };
    const [row] = existing
      ? await tx.update(companyServices).set(values).where(eq(companyServices.id, existing.id)).returning()
      : await tx.insert(companyServices).values({ companyId: company.id, serviceId: svc.id, ...values }).onConflictDoNothing().returning();
    // A concurrent add won the row: this transaction (and its invoice) is rolled back.
    if (!row) throw new AppError('CONFLICT', E.serviceAlreadyAdded);
    await trail(tx, actor, meta, {
      companyId: company.id,
      action: 'service.added',
      targetType: 'company_service',
      targetId: row.id,
      details: { serviceId: svc.id, name: svc.name, invoiceId: invoice?.id ?? null, totalMinor: price.totalMinor, currency: price.currency },
    });
    return { service: toCompanyService(row, svc), invoice };
  });
}

/**
 * DELETE /api/companies/{id}/services/{serviceId}. An unpaid service is withdrawn (row removed, invoice
 * cancelled). A paid one is never removed by its client (409: request its cancellation); staff cancel it once the
 * client has asked, and the row stays as `cancelled` with the activity log saying who did it.
 */
export async function removeCompanyService(db: Db, companyId: string, serviceId: number, actor: Actor, meta: RequestMeta = {}): Promise<CompanyService> {
  const company = await getCompanyForEdit(db, companyId, actor, 'services');
  const [svc] = await getServicesByIds(db, [serviceId], { includeInactive: true });
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, company.id, serviceId);
    if (!row || !svc) throw new AppError('NOT_FOUND', E.serviceNotOnCompany);
    const now = new Date();
    if (row.status === STATUS.pending) {
      await tx.delete(companyServices).where(eq(companyServices.id, row.id));
      if (row.invoiceId) await voidInvoice(tx, row.invoiceId, now);
      await trail(tx, actor, meta, { companyId: company.id, action: 'service.removed', targetType: 'company_service', targetId: row.id, details: { serviceId, name: svc.name, invoiceId: row.invoiceId } });
      return { ...toCompanyService(row, svc), status: 'removed' };
    }
    if (row.status === STATUS.cancelled) throw new AppError('CONFLICT', E.serviceAlreadyCancelled);
    const isOwner = actor.role === 'client';
    if (isOwner) throw new AppError('CONFLICT', row.status === STATUS.requested ? E.cancellationAlreadyRequested : E.servicePaid);
    if (row.status !== STATUS.requested) throw new AppError('CONFLICT', E.cancellationNotRequested);
    const [cancelled] = await tx
      .update(companyServices)
      .set({ status: STATUS.cancelled, renewsAt: null })
      .where(eq(companyServices.id, row.id))
      .returning();
    if (!cancelled) throw new AppError('NOT_FOUND', E.serviceNotOnCompany);
    await trail(tx, actor, meta, { companyId: company.id, action: 'service.cancelled', targetType: 'company_service', targetId: row.id, details: { serviceId, name: svc.name } });
    if (company.ownerId) {
      await createNotification(tx, {
        userId: company.ownerId,
        title: 'Service cancelled',
        message: `${svc.name} for ${company.name} has been cancelled as you asked.`,
        type: 'system',
      });
    }
    return toCompanyService(cancelled, svc);
  });
}

/**
 * POST /api/companies/{id}/services/{serviceId}/cancellation: the owner asks the firm to cancel a paid service.
 * The request is an action for the staff who handle the company (its preparer, else every admin), and the
 * service shows "Cancellation requested" until they do.
 */
export async function requestServiceCancellation(
  db: Db,
  companyId: string,
  serviceId: number,
  actor: Actor,
  body: { reason?: string | undefined },
  meta: RequestMeta = {},
): Promise<CompanyService> {
  const company = await getCompanyForActor(db, companyId, actor, 'write');
  const [svc] = await getServicesByIds(db, [serviceId], { includeInactive: true });
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, company.id, serviceId);
    if (!row || !svc) throw new AppError('NOT_FOUND', E.serviceNotOnCompany);
    if (row.status === STATUS.requested) throw new AppError('CONFLICT', E.cancellationAlreadyRequested);
    if (row.status !== STATUS.active) throw new AppError('CONFLICT', E.cancellationNotPossible);
    const [updated] = await tx.update(companyServices).set({ status: STATUS.requested }).where(eq(companyServices.id, row.id)).returning();
    if (!updated) throw new AppError('NOT_FOUND', E.serviceNotOnCompany);
    const reason = body.reason?.trim() || null;
    const handlers = company.preparerId ? [company.preparerId] : await listActiveUserIdsWithRole(tx, 'admin');
    for (const userId of handlers) {
      await createAction(tx, {
        userId,
        title: `Cancellation requested: ${svc.name}`,
        message: `${actor.fullName} asks to cancel ${svc.name} for ${company.name}.${reason ? ` Reason: ${reason}` : ''}`,
        type: 'request',
        companyId: company.id,
        createdById: actor.id,
      });
    }
    await trail(tx, actor, meta, {
      companyId: company.id,
      action: 'service.cancellation_requested',
      targetType: 'company_service',
      targetId: row.id,
      details: { serviceId, name: svc.name, reason, handlers },
    });
    return toCompanyService(updated, svc);
  });
}

/**
 * The services an invoice pays for become active: called by the payments module, in the payment's transaction,
 * when that invoice is paid. Their year starts on payment. Answers how many were activated.
 */
export async function activateServicesPaidBy(tx: Db, invoiceId: string, paidAt: Date): Promise<number> {
  const rows = await tx
    .select()
    .from(companyServices)
    .where(and(eq(companyServices.invoiceId, invoiceId), eq(companyServices.status, STATUS.pending)))
    .for('update');
  if (rows.length === 0) return 0;
  const catalogue = new Map((await getServicesByIds(tx, rows.map((r) => r.serviceId), { includeInactive: true })).map((s) => [s.id, s]));
  for (const row of rows) {
    const svc = catalogue.get(row.serviceId);
    await tx
      .update(companyServices)
      .set({ status: STATUS.active, startedAt: paidAt, renewsAt: svc ? renewalAfter(svc, paidAt) : null })
      .where(eq(companyServices.id, row.id));
    await recordCompanyActivity(tx, { companyId: row.companyId, actorId: null, action: 'service.activated', details: { serviceId: row.serviceId, name: svc?.name ?? null, invoiceId } });
  }
  return rows.length;
}
