/** SQLSTATEs of a server that is shutting down, starting, out of connections, or whose connection broke. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '53400']);
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres's own texts for a connection it could not open or lost (it gives them no code).
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * Whether an error means the database cannot be reached right now (rather than a bad query): the server is
 * restarting or down, a connection broke, or the pool could not get one in time. The error handler answers these
 * with 503 and Retry-After. Looks through drizzle's wrapper (`cause`) and an AggregateError's parts (a host name
 * with several addresses, each refused).
 */
export function databaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (UNAVAILABLE_SQLSTATES.has(e.code) || e.code.startsWith('08') || UNAVAILABLE_ERRNOS.has(e.code))) {
    return true;
  }
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => (e.message as string).startsWith(m))) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => databaseUnavailable(x, depth + 1))) return true;
  return databaseUnavailable(e.cause, depth + 1);
}
