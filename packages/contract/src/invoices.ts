import { z } from 'zod';
import { cursorParamSchema } from './cursor';

/**
 * Invoices (designed; the spec lists invoices without fields). Numbered sequentially per year (QS-2026-000001),
 * money in minor units. The PDF is at GET /api/invoices/{id}/pdf (the owner or staff, bearer token).
 */

export const INVOICE_STATUSES = ['issued', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  issued: 'Due',
  paid: 'Paid',
  void: 'Cancelled',
};

export const invoiceLineSchema = z.object({
  id: z.uuid(),
  serviceId: z.number().int().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
  amountMinor: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  userId: z.uuid().nullable(),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  currency: z.string().length(3),
  subtotalMinor: z.number().int(),
  taxRateBp: z.number().int(),
  taxLabel: z.string(),
  taxMinor: z.number().int(),
  totalMinor: z.number().int(),
  issuedAt: z.string(),
  dueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  billTo: z.object({
    name: z.string(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    company: z.string().nullable(),
  }),
  lines: z.array(invoiceLineSchema),
  /** Authorised download (bearer token). */
  pdfUrl: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceIdParamsSchema = z.object({ id: z.uuid({ error: 'Not a valid invoice id' }) });
export const invoiceResponseSchema = z.object({ invoice: invoiceSchema });

export const listInvoicesQuerySchema = z.object({
  status: z.enum(INVOICE_STATUSES).optional(),
  cursor: cursorParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListInvoicesQuery = z.infer<typeof listInvoicesQuerySchema>;
export const listInvoicesResponseSchema = z.object({
  invoices: z.array(invoiceSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type ListInvoicesResponse = z.infer<typeof listInvoicesResponseSchema>;
