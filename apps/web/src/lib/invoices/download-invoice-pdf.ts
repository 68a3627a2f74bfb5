import axios from 'axios';
import { invoiceMessages } from '@quayside/contract/messages';
import { ApiRequestError, http, toApiError } from '../api-client';
import { saveBlob } from '../files';

/** A failed blob request carries its JSON error as a Blob: read it so the server's message can be shown. */
async function readBlobError(error: unknown): Promise<ApiRequestError> {
  if (axios.isAxiosError(error) && error.response?.data instanceof Blob) {
    try {
      const body = JSON.parse(await error.response.data.text()) as { message?: unknown; code?: unknown };
      if (typeof body.message === 'string' && body.message) {
        return new ApiRequestError(
          body.message,
          error.response.status,
          typeof body.code === 'string' ? { code: body.code } : {},
        );
      }
    } catch {
      /* not JSON: use the fallback */
    }
  }
  return toApiError(error, invoiceMessages.fallback.pdf);
}

/**
 * GET /api/invoices/{id}/pdf: the invoice as a PDF. The route needs the bearer token, so the file is fetched
 * through the HTTP client and handed to the browser as a download named after the invoice number.
 */
export async function downloadInvoicePdf(invoice: { id: string; number: string }): Promise<void> {
  let blob: Blob;
  try {
    const response = await http.get<Blob>(`/api/invoices/${encodeURIComponent(invoice.id)}/pdf`, {
      params: { download: '1' },
      responseType: 'blob',
    });
    blob = response.data;
  } catch (error) {
    throw await readBlobError(error);
  }
  saveBlob(blob, `${invoice.number}.pdf`);
}
