import { invoiceMessages } from '@quayside/contract/messages';
import { apiCall } from '../../../lib/api-client';
import { saveBlob } from '../lib/files';

/**
 * GET /api/invoices/{id}/pdf: the invoice as a PDF. The route needs the bearer token, so the file is fetched
 * through the HTTP client and handed to the browser as a download.
 */
export async function downloadInvoicePdf(invoice: { id: string; number: string }): Promise<void> {
  const blob = await apiCall(
    (http) => http.get<Blob>(`/api/invoices/${encodeURIComponent(invoice.id)}/pdf`, { responseType: 'blob' }),
    invoiceMessages.fallback.pdf,
  );
  saveBlob(blob, `${invoice.number}.pdf`);
}
