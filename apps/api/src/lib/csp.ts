import { createHash } from 'node:crypto';

/**
 * Styles the web app's libraries insert at run time, allowed by hash: sonner (the toaster) adds one <style>
 * with its CSS when it loads, empty at first. src/lib/csp.test.ts recomputes the hash from the installed sonner,
 * so an upgrade that changes its CSS fails there instead of leaving toasts unstyled.
 */
export const RUNTIME_STYLE_HASHES = [
  'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=',
  'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
] as const;

/** Google's origins for GA4 (gtag.js from Tag Manager, hits to Analytics). */
const ANALYTICS_SCRIPTS = ['https://*.googletagmanager.com'];
const ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

export type CspOptions = {
  /** Analytics configured (a valid GA_MEASUREMENT_ID): only then are Google's origins allowed. */
  analytics: boolean;
  /** Hashes of the page's own inline <style> elements (the prerendered pages' critical CSS). */
  styleHashes?: readonly string[];
  /**
   * Hashes of inline <script> elements the build vouches for (the prerendered pages' loader, listed in
   * apps/web/dist/prerender-manifest.json): never computed from a page, so markup injected into one stays inert.
   */
  scriptHashes?: readonly string[];
};

/**
 * The Content-Security-Policy header. No inline script but the build's own loader, by hash (no 'unsafe-inline');
 * inline <style> elements only by hash; style attributes stay allowed ('unsafe-inline' in style-src-attr only),
 * since the server-rendered pages carry a few and a hash per attribute value would need 'unsafe-hashes' for
 * every page the SSR bundle can render.
 */
export function contentSecurityPolicy(opts: CspOptions): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'object-src': ["'none'"],
    'script-src': [
      "'self'",
      ...(opts.scriptHashes ?? []).map((h) => `'${h}'`),
      ...(opts.analytics ? ANALYTICS_SCRIPTS : []),
    ],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...[...RUNTIME_STYLE_HASHES, ...(opts.styleHashes ?? [])].map((h) => `'${h}'`)],
    'style-src-attr': ["'unsafe-inline'"],
    'connect-src': ["'self'", ...(opts.analytics ? ANALYTICS_CONNECT : [])],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The hash sources ("sha256-...") of every inline <style> element in a page, in order, without repeats. */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    hashes.add(
      `sha256-${createHash('sha256')
        .update(m[1] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return [...hashes];
}
