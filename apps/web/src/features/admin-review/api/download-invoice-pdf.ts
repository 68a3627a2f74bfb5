import { invoiceMessages } from '@quayside/contract/messages';
import { http, toApiError } from '../../../lib/api-client';

/**
 * GET /api/invoices/{id}/pdf: the route needs the bearer token, so the PDF is fetched through the HTTP client
 * and handed to the browser as a download named after the invoice number.
 */
export async function downloadInvoicePdf(invoice: { id: string; number: string }): Promise<void> {
  let blob: Blob;
  try {
    blob = (await http.get<Blob>(`/api/invoices/${encodeURIComponent(invoice.id)}/pdf`, { params: { download: '1' }, responseType: 'blob' })).data;
  } catch (error) {
    throw toApiError(error, invoiceMessages.fallback.pdf);
  }
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${invoice.number}.pdf`;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
