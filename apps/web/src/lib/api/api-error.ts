import { defaultTextForStatus } from '@quayside/contract/messages';

/**
 * The one error model of the web app's calls, whichever client made them (the app's axios client and its RTK
 * Query endpoints, or the public pages' fetch client): the text to show, the HTTP status (0 when no answer
 * came), the server's error code and its field errors keyed as the server sent them ("body.email").
 * Plain data, so it can sit in the store and be thrown by `unwrap()`.
 */
export type ApiErrorInfo = {
  message: string;
  status: number;
  code?: string;
  fields?: Record<string, string[]>;
};

/** Is this already an ApiErrorInfo (what an endpoint's `unwrap()` and the public client reject with)? */
export function isApiErrorInfo(error: unknown): error is ApiErrorInfo {
  return (
    !!error &&
    typeof error === 'object' &&
    !(error instanceof Error) &&
    typeof (error as { message?: unknown }).message === 'string' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

function isFieldMap(value: unknown): value is Record<string, string[]> {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((s) => typeof s === 'string'))
  );
}

/**
 * A failed answer (`{message, code, fields}` from the server) as ApiErrorInfo: the server's message when it gave
 * one, else the call's fallback text from the contract's catalogue, else the default text for the status.
 */
export function errorInfoFromResponse(status: number, body: unknown, fallback?: string): ApiErrorInfo {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  let serverMessage: string | undefined;
  for (const key of ['message', 'error'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) {
      serverMessage = value;
      break;
    }
  }
  const code = typeof record.code === 'string' ? record.code : undefined;
  const fields = isFieldMap(record.fields) ? record.fields : undefined;
  return {
    message: serverMessage ?? fallback ?? defaultTextForStatus(status),
    status,
    ...(code ? { code } : {}),
    ...(fields ? { fields } : {}),
  };
}
