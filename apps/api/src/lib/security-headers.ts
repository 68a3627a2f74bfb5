import type helmet from 'helmet';

/**
 * The security headers of a JSON answer: it is never rendered, framed or sniffed as anything else, so a few
 * headers say all of it (a script-less, frame-less policy; no MIME sniffing; same-origin reads only; no referrer;
 * HSTS in production).
 */
export function jsonSecurityHeaders(production: boolean): ReadonlyArray<readonly [string, string]> {
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['referrer-policy', 'no-referrer'],
    ...(production ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as const] : []),
  ];
}

/** Helmet's headers, run once against a stand-in response (they do not depend on the request), plus our CSP. */
export function helmetHeaderSet(
  middleware: ReturnType<typeof helmet>,
  csp: string,
): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>([['content-security-policy', csp]]);
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  middleware({} as never, res as never, () => undefined);
  return [...headers];
}
