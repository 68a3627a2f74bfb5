/**
 * Web analytics (part 1 section 2: "the shell loads a web-analytics script with IP anonymisation"), loaded
 * ONLY when the server has a measurement id (GA_MEASUREMENT_ID): the API puts it in
 * <meta name="qs-ga-id">, because the content security policy forbids inline scripts. gtag is configured
 * from this module (not an inline snippet), after the page has loaded so it never delays the first paint.
 */
type Gtag = (...args: unknown[]) => void;
declare global {
  // Augmenting the global Window needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let started = false;

export function measurementId(): string | null {
  const id = document.querySelector<HTMLMetaElement>('meta[name="qs-ga-id"]')?.content ?? '';
  return /^G-[A-Z0-9]{4,20}$/.test(id) ? id : null;
}

export function startAnalytics(): void {
  if (started || typeof document === 'undefined') return;
  const id = measurementId();
  if (!id) return;
  started = true;
  const load = () => {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js expects the arguments object itself.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    // The first page view is sent by config; later ones by trackPageView on client-side navigation.
    window.gtag('config', id, { anonymize_ip: true });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  };
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}

/** Records a page view (the router changes pages without reloading). */
export function trackPageView(path: string): void {
  window.gtag?.('event', 'page_view', {
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  });
}
