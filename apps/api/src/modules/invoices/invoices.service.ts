import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Invoice, InvoiceStatus, ListInvoicesResponse } from '@quayside/contract/invoices';
import { invoiceMessages } from '@quayside/contract/messages';
import { formatMoney } from '@quayside/contract/money';
import { JURISDICTIONS } from '@quayside/contract/services';
import { computeTaxedTotals, taxRateFor, type TaxRate } from '@quayside/contract/tax';
import type { Db } from '../../db/client';
import { invoiceCounters, invoiceLines, invoices } from '../../db/schema/invoices';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import { assertMay } from '../access/access.service';
import { getUserRef, type Actor } from '../auth/auth.service';
import { getCompanyBrief, getCompanyBriefs } from '../companies/companies.service';

/**
 * Invoices: issued with a number sequential per calendar year (QS-2026-000001), lines, tax and currency; paid
 * or not. Used by payments (an invoice for every payment received), by the client area (list, PDF) and by the
 * admin's "generate invoice".
 */

export type InvoiceRow = typeof invoices.$inferSelect;
type LineRow = typeof invoiceLines.$inferSelect;

/** The firm as it appears on every invoice (Singapore headquarters). */
export const FIRM = {
  name: 'Quayside Corporate Services Pte. Ltd.',
  address: ['1 Raffles Place, #20-61 One Raffles Place Tower 2', 'Singapore 048616'],
  registration: 'UEN 201912345K  ·  GST Reg. No. M90371234X',
  email: 'billing@quayside.test',
} as const;

export const INVOICE_PREFIX = 'QS';
export const formatInvoiceNumber = (year: number, sequence: number) =>
  `${INVOICE_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`;

export type InvoiceLineInput = {
  serviceId?: number | null;
  description: string;
  quantity?: number;
  unitPriceMinor: number;
};

export type { TaxRate };

export type IssueInvoiceInput = {
  userId: string | null;
  companyId?: string | null;
  lines: InvoiceLineInput[];
  currency: string;
  /** Defaults to the company's jurisdiction's rate (contract's taxRateFor), or none without a company. */
  taxRate?: TaxRate;
  paid: boolean;
  /** Defaults to the user's name and e-mail and the company's name and registered address. */
  billTo?: Partial<Invoice['billTo']>;
  /** Unpaid invoices fall due 14 days after issue unless told otherwise. */
  dueAt?: Date | null;
  now?: Date;
};

export const INVOICE_DUE_DAYS = 14;

/**
 * Issues an invoice. The number comes from a per-year counter row updated in the same transaction
 * (INSERT ... ON CONFLICT DO UPDATE locks the row), so concurrent issues get consecutive numbers, never the same.
 */
export async function issueInvoice(db: Db, input: IssueInvoiceInput): Promise<Invoice> {
  if (input.lines.length === 0) throw new AppError('VALIDATION_FAILED', invoiceMessages.errors.noLines);
  for (const l of input.lines) {
    if (!Number.isInteger(l.unitPriceMinor) || !Number.isInteger(l.quantity ?? 1) || (l.quantity ?? 1) < 1) {
      throw new AppError('VALIDATION_FAILED', 'Invoice lines need whole quantities and prices in minor units');
    }
  }
  const now = input.now ?? new Date();
  const year = now.getUTCFullYear();
  const currency = input.currency.toUpperCase();

  const id = await db.transaction(async (tx) => {
    const company = input.companyId ? await getCompanyBrief(tx, input.companyId) : null;
    if (input.companyId && !company) throw new AppError('NOT_FOUND', 'Company not found');
    const user = input.userId ? await getUserRef(tx, input.userId) : null;
    if (input.userId && !user) throw new AppError('NOT_FOUND', 'User not found');

    const jurisdiction = JURISDICTIONS.find((j) => j === company?.jurisdiction);
    const tax = input.taxRate ?? taxRateFor(jurisdiction);
    const lines = input.lines.map((l) => {
      const quantity = l.quantity ?? 1;
      return {
        serviceId: l.serviceId ?? null,
        description: l.description,
        quantity,
        unitPriceMinor: l.unitPriceMinor,
        amountMinor: l.unitPriceMinor * quantity,
      };
    });
    // The one tax calculation: what the estimator, the cart and the add-service confirmation showed.
    const { subtotalMinor, taxMinor, totalMinor } = computeTaxedTotals(
      lines.map((l) => l.amountMinor),
      tax.rateBp,
    );

    const [counter] = await tx
      .insert(invoiceCounters)
      .values({ year, lastSequence: 1 })
      .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` } })
      .returning({ sequence: invoiceCounters.lastSequence });
    if (!counter) throw new Error('invoice counter not updated');

    const billTo = {
      name: input.billTo?.name ?? user?.fullName ?? company?.name ?? 'Client',
      email: input.billTo?.email ?? user?.email ?? company?.contactEmail ?? null,
      address: input.billTo?.address ?? company?.registeredAddress ?? null,
      company: input.billTo?.company ?? company?.name ?? null,
    };
    const [row] = await tx
      .insert(invoices)
      .values({
        number: formatInvoiceNumber(year, counter.sequence),
        year,
        sequence: counter.sequence,
        userId: input.userId,
        companyId: input.companyId ?? null,
        currency,
        subtotalMinor,
        taxRateBp: tax.rateBp,
        taxLabel: tax.label,
        taxMinor,
        totalMinor,
        status: input.paid ? 'paid' : 'issued',
        issuedAt: now,
        paidAt: input.paid ? now : null,
        dueAt: input.paid ? null : (input.dueAt ?? new Date(now.getTime() + INVOICE_DUE_DAYS * 86_400_000)),
        billTo,
      })
      .returning({ id: invoices.id });
    if (!row) throw new Error('invoice not created');
    await tx.insert(invoiceLines).values(lines.map((l, position) => ({ ...l, position, invoiceId: row.id })));
    return row.id;
  });
  return getInvoiceById(db, id);
}

/**
 * Marks an issued invoice paid (a payment for it was received). An invoice already paid or cancelled is left as
 * it is, and `paidNow` is false: that payment is not the one that paid it (the caller records a refund due).
 */
export async function markInvoicePaid(db: Db, id: string, paidAt: Date = new Date()): Promise<{ invoice: InvoiceRow; paidNow: boolean }> {
  const [row] = await db
    .update(invoices)
    .set({ status: 'paid', paidAt, updatedAt: paidAt })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'issued')))
    .returning();
  if (row) return { invoice: row, paidNow: true };
  return { invoice: await getInvoiceRow(db, id), paidNow: false };
}

/**
 * Cancels an issued, unpaid invoice (what it billed was withdrawn before payment). A paid or already cancelled
 * invoice is left as it is; answers whether this call cancelled it. A payment that still arrives for a cancelled
 * invoice is recorded as a refund due (payments.fulfil-invoice).
 */
export async function voidInvoice(db: Db, id: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ status: 'void', dueAt: null, updatedAt: now })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'issued')))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

export async function getInvoiceRow(db: Db, id: string): Promise<InvoiceRow> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', invoiceMessages.errors.notFound);
  return row;
}

async function toInvoices(db: Db, rows: InvoiceRow[]): Promise<Invoice[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, ids))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position), asc(invoiceLines.id));
  const companyIds = [...new Set(rows.flatMap((r) => (r.companyId ? [r.companyId] : [])))];
  const names = await getCompanyBriefs(db, companyIds);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const linesOf = new Map<string, LineRow[]>();
  for (const l of lines) linesOf.set(l.invoiceId, [...(linesOf.get(l.invoiceId) ?? []), l]);
  return rows.map((r) => toInvoice(r, linesOf.get(r.id) ?? [], r.companyId ? (nameOf.get(r.companyId) ?? null) : null));
}

export function toInvoice(row: InvoiceRow, lines: LineRow[], companyName: string | null): Invoice {
  const billTo = row.billTo;
  return {
    id: row.id,
    number: row.number,
    status: row.status as InvoiceStatus,
    userId: row.userId,
    companyId: row.companyId,
    companyName,
    currency: row.currency,
    subtotalMinor: row.subtotalMinor,
    taxRateBp: row.taxRateBp,
    taxLabel: row.taxLabel,
    taxMinor: row.taxMinor,
    totalMinor: row.totalMinor,
    issuedAt: row.issuedAt.toISOString(),
    dueAt: row.dueAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    billTo: {
      name: billTo.name ?? '',
      email: billTo.email ?? null,
      address: billTo.address ?? null,
      company: billTo.company ?? null,
    },
    lines: lines.map((l) => ({
      id: l.id,
      serviceId: l.serviceId,
      description: l.description,
      quantity: l.quantity,
      unitPriceMinor: l.unitPriceMinor,
      amountMinor: l.amountMinor,
    })),
    pdfUrl: `/api/invoices/${row.id}/pdf`,
  };
}

export async function getInvoiceById(db: Db, id: string): Promise<Invoice> {
  const [invoice] = await toInvoices(db, [await getInvoiceRow(db, id)]);
  if (!invoice) throw new AppError('NOT_FOUND', invoiceMessages.errors.notFound);
  return invoice;
}

/**
 * The invoice if the actor may see it: its owner, or staff who reach its company (admin all, the company's
 * preparer, that preparer's approver). 404 otherwise, so existence is not revealed.
 */
export async function getInvoiceForActor(db: Db, actor: Actor, id: string, verb: 'read' | 'write' = 'read'): Promise<Invoice> {
  const row = await getInvoiceRow(db, id);
  const company = row.companyId ? await getCompanyBrief(db, row.companyId) : null;
  // Paying (write) is for the invoice's owner (and admins): anyone else is told it does not exist.
  await assertMay(db, actor, verb, { kind: 'invoice', ownerId: row.userId, company }, {
    notFound: () => new AppError('NOT_FOUND', invoiceMessages.errors.notFound),
    hideForbidden: true,
  });
  const [invoice] = await toInvoices(db, [row]);
  if (!invoice) throw new AppError('NOT_FOUND', invoiceMessages.errors.notFound);
  return invoice;
}

/** A user's invoices, newest first, cursor paging. */
export async function listInvoicesForUser(
  db: Db,
  input: { userId: string; cursor?: string; limit?: number; status?: InvoiceStatus },
): Promise<ListInvoicesResponse> {
  const limit = Math.min(Math.max(input.limit ?? 20, 1), 100);
  const cursor = decodeCursor(input.cursor);
  const rows = await db
    .select({ row: invoices, cursorTs: cursorTs(invoices.issuedAt), id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.userId, input.userId),
        input.status ? eq(invoices.status, input.status) : undefined,
        afterCursor(invoices.issuedAt, invoices.id, cursor),
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(rows, limit);
  return { invoices: await toInvoices(db, page.map((p) => p.row)), nextCursor, hasMore: nextCursor !== null };
}

/** A company's invoices, newest first (at most `limit`): the admin's incorporation detail. */
export async function listCompanyInvoices(db: Db, companyId: string, limit = 20): Promise<Invoice[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(limit);
  return toInvoices(db, rows);
}

/* ------------------------------------------------------------------ PDF */

const BRAND = rgb(0.06, 0.23, 0.4);
const MUTED = rgb(0.38, 0.42, 0.48);
const LINE = rgb(0.85, 0.87, 0.9);
const PAID = rgb(0.09, 0.55, 0.3);

/** The invoice as a one-or-more-page A4 PDF: firm header, bill-to, lines, tax, total and a PAID stamp. */
export async function renderInvoicePdf(db: Db, invoiceId: string): Promise<Buffer> {
  const invoice = await getInvoiceById(db, invoiceId);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.number}`);
  pdf.setAuthor(FIRM.name);
  pdf.setCreator('Quayside');
  pdf.setCreationDate(new Date(invoice.issuedAt));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  // Standard fonts only encode WinAnsi; anything else (e.g. CJK names) is shown as '?' rather than failing.
  const clean = (s: string) =>
    [...s.normalize('NFC')].map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
  const money = (minor: number) => clean(formatMoney(minor, invoice.currency));

  const W = 595.28;
  const H = 841.89;
  const M = 50;
  let page: PDFPage = pdf.addPage([W, H]);
  let y = H - M;
  const text = (p: PDFPage, s: string, x: number, yy: number, o: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {}) =>
    p.drawText(clean(s), { x, y: yy, font: o.font ?? regular, size: o.size ?? 10, color: o.color ?? rgb(0.1, 0.1, 0.12) });
  const right = (p: PDFPage, s: string, xRight: number, yy: number, o: { font?: PDFFont; size?: number } = {}) => {
    const f = o.font ?? regular;
    const size = o.size ?? 10;
    text(p, s, xRight - f.widthOfTextAtSize(clean(s), size), yy, { font: f, size });
  };
  const wrap = (s: string, font: PDFFont, size: number, width: number): string[] => {
    const out: string[] = [];
    let line = '';
    for (const word of clean(s).split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        out.push(line);
        line = word;
      } else line = next;
    }
    if (line) out.push(line);
    return out;
  };

  // Header: firm on the left, INVOICE on the right.
  page.drawRectangle({ x: 0, y: H - 8, width: W, height: 8, color: BRAND });
  text(page, FIRM.name, M, y - 6, { font: bold, size: 14, color: BRAND });
  let fy = y - 22;
  for (const l of [...FIRM.address, FIRM.registration, FIRM.email]) {
    text(page, l, M, fy, { size: 8.5, color: MUTED });
    fy -= 11;
  }
  right(page, 'INVOICE', W - M, y - 8, { font: bold, size: 22 });
  const meta: Array<[string, string]> = [
    ['Invoice no.', invoice.number],
    ['Issued', invoice.issuedAt.slice(0, 10)],
    [invoice.status === 'paid' ? 'Paid' : 'Due', (invoice.status === 'paid' ? invoice.paidAt : invoice.dueAt)?.slice(0, 10) ?? '-'],
    ['Currency', invoice.currency],
  ];
  let my = y - 30;
  for (const [k, v] of meta) {
    right(page, v, W - M, my, { font: bold, size: 9 });
    right(page, `${k}  `, W - M - bold.widthOfTextAtSize(clean(v), 9), my, { size: 9 });
    my -= 13;
  }
  y = Math.min(fy, my) - 20;

  // Bill to.
  text(page, 'BILL TO', M, y, { font: bold, size: 8.5, color: MUTED });
  y -= 14;
  for (const l of [invoice.billTo.name, invoice.billTo.company, invoice.billTo.email].filter((v): v is string => !!v)) {
    text(page, l, M, y, { size: 10 });
    y -= 13;
  }
  if (invoice.billTo.address) {
    for (const l of wrap(invoice.billTo.address, regular, 10, 260)) {
      text(page, l, M, y, { size: 10 });
      y -= 13;
    }
  }
  y -= 16;

  // Lines.
  const cols = { desc: M, qty: 360, unit: 450, amount: W - M };
  const header = (p: PDFPage, yy: number) => {
    p.drawRectangle({ x: M - 6, y: yy - 6, width: W - 2 * M + 12, height: 20, color: rgb(0.95, 0.96, 0.97) });
    text(p, 'Description', cols.desc, yy, { font: bold, size: 9 });
    right(p, 'Qty', cols.qty + 20, yy, { font: bold, size: 9 });
    right(p, 'Unit price', cols.unit + 40, yy, { font: bold, size: 9 });
    right(p, 'Amount', cols.amount, yy, { font: bold, size: 9 });
  };
  header(page, y);
  y -= 24;
  for (const l of invoice.lines) {
    const wrapped = wrap(l.description, regular, 10, 290);
    if (y - wrapped.length * 13 < M + 140) {
      page = pdf.addPage([W, H]);
      y = H - M;
      header(page, y);
      y -= 24;
    }
    right(page, String(l.quantity), cols.qty + 20, y);
    right(page, money(l.unitPriceMinor), cols.unit + 40, y);
    right(page, money(l.amountMinor), cols.amount, y);
    for (const w of wrapped) {
      text(page, w, cols.desc, y);
      y -= 13;
    }
    y -= 5;
    page.drawLine({ start: { x: M - 6, y: y + 8 }, end: { x: W - M + 6, y: y + 8 }, thickness: 0.5, color: LINE });
  }

  // Totals.
  y -= 10;
  const totals: Array<[string, string, boolean]> = [
    ['Subtotal', money(invoice.subtotalMinor), false],
    [invoice.taxLabel, money(invoice.taxMinor), false],
    ['Total', money(invoice.totalMinor), true],
  ];
  if (invoice.status === 'paid') totals.push(['Amount paid', money(invoice.totalMinor), false], ['Balance due', money(0), true]);
  for (const [k, v, strong] of totals) {
    right(page, k, 450, y, { font: strong ? bold : regular, size: strong ? 11 : 10 });
    right(page, v, W - M, y, { font: strong ? bold : regular, size: strong ? 11 : 10 });
    y -= strong ? 18 : 15;
  }

  // PAID stamp.
  if (invoice.status === 'paid') {
    const stampY = Math.max(y - 50, M + 40);
    page.drawRectangle({ x: M, y: stampY, width: 150, height: 46, borderColor: PAID, borderWidth: 2.5, opacity: 0, borderOpacity: 0.9 });
    text(page, 'PAID', M + 20, stampY + 20, { font: bold, size: 22, color: PAID });
    text(page, invoice.paidAt?.slice(0, 10) ?? '', M + 20, stampY + 7, { size: 9, color: PAID });
  } else if (invoice.status === 'void') {
    text(page, 'CANCELLED', M, Math.max(y - 40, M + 40), { font: bold, size: 22, color: rgb(0.7, 0.15, 0.15) });
  }

  // Footer on every page.
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    text(p, `${FIRM.name}  ·  ${invoice.number}  ·  Page ${i + 1} of ${pages.length}`, M, 30, { size: 8, color: MUTED });
    if (invoice.status !== 'paid' && i === pages.length - 1) {
      text(p, 'Pay online from your Quayside dashboard, or quote the invoice number on your bank transfer.', M, 44, { size: 8, color: MUTED });
    }
  });
  return Buffer.from(await pdf.save());
}

/** The numbers of these invoices, by id (payments show the invoice each payment produced). */
export async function getInvoiceNumbers(db: Db, ids: readonly (string | null | undefined)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((v): v is string => !!v))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(inArray(invoices.id, wanted));
  return new Map(rows.map((r) => [r.id, r.number]));
}

/* ------------------------------------------------------------------ read-model fragments (client dashboard) */

/** The user's issued, unpaid invoices: a scalar count subquery. */
export function unpaidCountSql(userId: string): SQL {
  return sql`(select count(*) from ${invoices} i where i.user_id = ${userId} and i.status = 'issued')`;
}
