import { httpMessages } from '@quayside/contract/messages';
import { errorInfoFromResponse } from '../../../lib/api/api-error';

/**
 * The public pages' HTTP calls (blog, service catalogue, contact and job forms). They need no session, so they
 * use fetch instead of the app's axios client and keep the public bundles small. Failures follow the app's one
 * error model (lib/api/api-error.ts): they reject with ApiErrorInfo carrying the server's message when
 * present, else the call's fallback from the catalogue, else the default for the status.
 */
async function request<T>(url: string, init: RequestInit, fallback: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', 'cache-control': 'no-cache', ...init.headers },
    });
  } catch {
    throw errorInfoFromResponse(0, null, httpMessages.noResponse);
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok && body) return body as T;
  throw errorInfoFromResponse(res.status, body, fallback);
}

export const getJson = <T>(url: string, fallback: string) => request<T>(url, { method: 'GET' }, fallback);

export const postJson = <T>(url: string, payload: unknown, fallback: string) =>
  request<T>(
    url,
    { method: 'POST', body: JSON.stringify(payload), headers: { 'content-type': 'application/json' } },
    fallback,
  );

export const postForm = <T>(url: string, form: FormData, fallback: string) =>
  request<T>(url, { method: 'POST', body: form }, fallback);
