import { defaultTextForStatus, httpMessages } from '@quayside/contract/messages';

/**
 * The public pages' HTTP calls (blog, service catalogue, contact and job forms). They need no session, so they
 * use fetch instead of the app's axios client and keep the public bundles small; failures carry the spec's
 * texts: the server's message when present, else the call's fallback, else the default for the status.
 */
export class PublicApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Field errors keyed by field name ("body.email" from the server becomes "email"). */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type ErrorBody = { message?: unknown; fields?: unknown };

async function request<T>(url: string, init: RequestInit, fallback: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', 'cache-control': 'no-cache', ...init.headers },
    });
  } catch {
    throw new PublicApiError(httpMessages.noResponse, 0);
  }
  const body = (await res.json().catch(() => null)) as (T & ErrorBody) | null;
  if (res.ok && body) return body;
  const fields: Record<string, string> = {};
  if (body && typeof body.fields === 'object' && body.fields) {
    for (const [key, msgs] of Object.entries(body.fields as Record<string, unknown>)) {
      const name = key.replace(/^(body|querystring|params)\./, '');
      if (Array.isArray(msgs) && typeof msgs[0] === 'string') fields[name] = msgs[0];
    }
  }
  const message =
    typeof body?.message === 'string' && body.message
      ? body.message
      : fallback || defaultTextForStatus(res.status);
  throw new PublicApiError(message, res.status, fields);
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
