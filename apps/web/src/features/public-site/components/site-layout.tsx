import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { SHELL_TOP_PADDING_PX } from '@quayside/contract/constants';
import { StoreGate } from '../../../app/store-gate';
import { SkipLink } from '../../../components/ui/skip-link';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { WhatsAppButton } from './whatsapp-button';
import '../site.css';

/** The onboarding wizards: full-width step buttons at the bottom of a phone's screen. */
const WIZARD_PATHS = ['/incorporate', '/nri-tax'];

/** Route handle of the public site's pages: they need no store and are server-rendered. */
export type PublicHandle = { public: true; notFound?: boolean };
export const isPublicHandle = (handle: unknown): handle is PublicHandle =>
  typeof handle === 'object' && handle !== null && (handle as { public?: unknown }).public === true;

/**
 * The root layout of the app build (data router): the public shell around sign-in, onboarding and the public
 * pages, nothing around dashboard pages. Routes other than the public site's own pages (sign-in, onboarding)
 * render inside StoreGate, which loads the store first.
 */
export function SiteLayout() {
  const matches = useMatches();
  const isPublicPage = matches.some((m) => isPublicHandle(m.handle));
  return (
    <SiteShell>
      {isPublicPage ? (
        <Outlet />
      ) : (
        <StoreGate>
          <Outlet />
        </StoreGate>
      )}
    </SiteShell>
  );
}

/**
 * The public shell (navigation bar, 80px top padding, footer, WhatsApp button, analytics) on every path outside
 * /dashboard. Used by SiteLayout in the app build and by the public site's own build (app/public-app.tsx),
 * which has no data router: nothing here may use one.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const isDashboard = pathname === '/dashboard' || pathname.startsWith('/dashboard/');
  const inWizard = WIZARD_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

  const firstPath = useRef(pathname);
  useEffect(() => {
    // Analytics code is downloaded only when the server configured a measurement id.
    if (isDashboard || !document.querySelector('meta[name="qs-ga-id"]')) return;
    const isFirstPage = pathname === firstPath.current;
    void import('../lib/analytics').then(({ startAnalytics, trackPageView }) => {
      startAnalytics();
      if (!isFirstPage) trackPageView(pathname);
    });
  }, [pathname, isDashboard]);

  useEffect(() => {
    // A new page starts at the top, unless the link points at a section; the first page keeps the browser's.
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);

  if (isDashboard) return children;
  return (
    <>
      <SkipLink />
      <Navbar />
      <main id="main" style={{ paddingTop: SHELL_TOP_PADDING_PX }} className="min-h-[60vh]">
        {children}
      </main>
      <Footer />
      <WhatsAppButton inWizard={inWizard} />
    </>
  );
}
