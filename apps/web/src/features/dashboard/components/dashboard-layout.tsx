import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Globe, Menu, X } from 'lucide-react';
import type { User } from '@quayside/contract/auth';
import { ROLE_LABELS, landingRouteFor, normalizeRole } from '@quayside/contract/roles';
import type { NavItem } from '../../../lib/nav';
import { SkipLink } from '../../../components/ui/skip-link';
import { BrandMark } from './brand-mark';
import { SideNav } from './side-nav';
import { UserMenu } from './user-menu';

type DashboardLayoutProps = { user: User; nav: NavItem[]; children: ReactNode };

function SidebarContent({ user, nav, onNavigate }: { user: User; nav: NavItem[]; onNavigate?: () => void }) {
  const role = normalizeRole(user.role);
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center px-5">
        <BrandMark to={landingRouteFor(role)} />
      </div>
      <p className="px-5 pt-4 pb-2 text-xs font-semibold tracking-wider text-brand-100/60 uppercase">
        {ROLE_LABELS[role]} workspace
      </p>
      <div className="flex-1 overflow-y-auto px-3 pb-4">
        <SideNav items={nav} onNavigate={onNavigate} />
      </div>
      <div className="border-t border-white/10 px-3 py-3">
        <Link
          to="/"
          onClick={onNavigate}
          className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-brand-100 hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-400"
        >
          <Globe className="size-5 text-brand-100/70" aria-hidden="true" /> Back to the website
        </Link>
      </div>
    </div>
  );
}

/**
 * The signed-in area's frame: a fixed sidebar on desktop, a drawer on phones and tablets, and a top bar with
 * the user menu. No public navigation bar, footer or chat button here (part 1 section 2).
 */
export function DashboardLayout({ user, nav, children }: DashboardLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const current = [...nav]
    .sort((a, b) => b.to.length - a.to.length)
    .find(
      (item) => location.pathname === item.to || (!item.end && location.pathname.startsWith(`${item.to}/`)),
    );

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!drawer) return;
    if (drawerOpen && !drawer.open) drawer.showModal();
    if (!drawerOpen && drawer.open) drawer.close();
  }, [drawerOpen]);

  // Any navigation closes the drawer (also back/forward).
  useEffect(() => {
    setDrawerOpen(false);
  }, [location.pathname]);

  // The address whose page is on screen, set once that page has rendered (a lazily loaded page renders with its
  // new location, so this runs after it). The end-to-end crawl navigates inside the app and waits on it.
  useEffect(() => {
    document.documentElement.dataset.shownPath = location.pathname + location.search;
  }, [location.pathname, location.search]);

  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 bg-brand-900 lg:block">
        <SidebarContent user={user} nav={nav} />
      </aside>

      <dialog
        ref={drawerRef}
        aria-label="Navigation"
        onCancel={(e) => {
          e.preventDefault();
          setDrawerOpen(false);
        }}
        onClick={(e) => {
          if (e.target === e.currentTarget) setDrawerOpen(false);
        }}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-brand-900 p-0 backdrop:bg-slate-900/50 lg:hidden"
      >
        <div className="relative h-full">
          <button
            type="button"
            onClick={() => setDrawerOpen(false)}
            aria-label="Close navigation"
            className="absolute top-3.5 right-3 z-10 flex size-9 items-center justify-center rounded-lg text-brand-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent-400"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
          <SidebarContent user={user} nav={nav} onNavigate={() => setDrawerOpen(false)} />
        </div>
      </dialog>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 lg:px-8">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label="Open navigation"
            aria-expanded={drawerOpen}
            className="-ml-1 flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
          <div className="lg:hidden">
            <BrandMark to={landingRouteFor(user.role)} tone="dark" />
          </div>
          <p className="hidden text-sm font-medium text-slate-500 lg:block">{current?.label ?? ''}</p>
          <div className="ml-auto">
            <UserMenu user={user} />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
