import type { AuditLogFilters } from '@quayside/contract/admin-platform';
import { adminMessages } from '@quayside/contract/messages';
import { http, toApiError } from '../../../lib/api-client';
import { cleanParams } from '../../../lib/api/base-api';

/** The file name the server gave in Content-Disposition, else `fallback`. */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  const m = /filename="([^"]+)"/.exec(disposition ?? '');
  return m?.[1] ?? fallback;
}

/**
 * Fetches a CSV export through the HTTP client (the route needs the bearer token) and hands it to the browser
 * as a download under the server's file name.
 */
async function downloadCsv(url: string, params: Record<string, unknown>, fallbackName: string, failure: string): Promise<void> {
  let blob: Blob;
  let name: string;
  try {
    const res = await http.get<Blob>(url, { params, responseType: 'blob' });
    blob = res.data;
    name = fileNameOf(res.headers['content-disposition'] as string | undefined, fallbackName);
  } catch (error) {
    throw toApiError(error, failure);
  }
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/** GET /api/admin/summary/export. */
export const exportSummary = () => downloadCsv('/api/admin/summary/export', {}, 'quayside-summary.csv', adminMessages.fallback.exportSummary);

/** GET /api/admin/audit-logs/export with the list's filters. */
export const exportAuditLogs = (filters: AuditLogFilters) =>
  downloadCsv('/api/admin/audit-logs/export', cleanParams(filters), 'quayside-audit-logs.csv', adminMessages.fallback.exportAudit);
