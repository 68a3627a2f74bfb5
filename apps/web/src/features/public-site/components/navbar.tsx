import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { mainNav, type NavEntry } from '../site-config';
import { AuthButton } from './auth-button';
import { Logo } from './logo';
import { PLink, PNavLink } from './prefetch-link';
import { authButtonClass } from './styles';
import { Icon } from './icons';

const linkBase = 'qs-nav-link';
const activeLink = 'qs-nav-active';

/** Is the current path this entry's page or one of its dropdown pages? */
const isActive = (entry: NavEntry, pathname: string) =>
  entry.to === '/'
    ? pathname === '/'
    : pathname === entry.to ||
      pathname.startsWith(`${entry.to}/`) ||
      Boolean(entry.children?.some((c) => pathname === c.to));

function Dropdown({ entry, pathname }: { entry: NavEntry; pathname: string }) {
  const [open, setOpen] = useState(false);
  // Opened by hovering closes when the pointer leaves; opened by a click or key stays until dismissed.
  const [pinned, setPinned] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    setOpen(false);
    setPinned(false);
  }, [pathname]);
  useEffect(() => {
    if (!open) {
      setPinned(false);
      return;
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (!itemRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const children = entry.children ?? [];
  const wide = children.length > 3;
  return (
    <li
      ref={itemRef}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => {
        if (!pinned) setOpen(false);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="flex items-center">
        <PNavLink
          to={entry.to}
          end
          className={() => `${linkBase} pr-1 ${isActive(entry, pathname) ? activeLink : ''}`}
        >
          {entry.label}
        </PNavLink>
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${entry.label} menu`}
          onClick={() => {
            if (open && !pinned) setPinned(true);
            else {
              setPinned(!open);
              setOpen(!open);
            }
          }}
          className="rounded-md p-1.5 text-slate-500 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <Icon name="chevronDown" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <div id={panelId} hidden={!open} className="absolute top-full left-1/2 z-50 -translate-x-1/2 pt-3">
        <ul
          className={`grid gap-1 rounded-2xl bg-white p-3 shadow-xl ring-1 shadow-slate-900/10 ring-slate-900/5 ${wide ? 'w-[36rem] grid-cols-2' : 'w-72'}`}
        >
          {children.map((c) => (
            <li key={c.to}>
              <PLink
                to={c.to}
                className="block rounded-xl px-4 py-3 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span className="block text-[15px] font-semibold text-brand-900">{c.label}</span>
                {c.description ? (
                  <span className="mt-0.5 block text-sm text-slate-600">{c.description}</span>
                ) : null}
              </PLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/**
 * The small-screen panel is its own chunk, downloaded when a visitor reaches for the menu button (touch,
 * hover or focus) and mounted at the first tap, so it costs the home page nothing.
 */
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/** The top navigation bar of the public shell: fixed, 80px tall, dropdowns on desktop, a panel on small screens. */
export function Navbar() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-50 h-20 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <PLink
            to="/"
            aria-label="Quayside home"
            className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <Logo />
          </PLink>
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {mainNav.map((entry) =>
                entry.children ? (
                  <Dropdown key={entry.to} entry={entry} pathname={pathname} />
                ) : (
                  <li key={entry.to}>
                    <PNavLink
                      to={entry.to}
                      end
                      className={() => `${linkBase} ${isActive(entry, pathname) ? activeLink : ''}`}
                    >
                      {entry.label}
                    </PNavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <div className="hidden lg:block">
              <AuthButton className={authButtonClass} />
            </div>
            <button
              type="button"
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 lg:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onPointerEnter={() => void loadMobileMenu()}
              onTouchStart={() => void loadMobileMenu()}
              onFocus={() => void loadMobileMenu()}
              onClick={() => {
                setMenuMounted(true);
                setMenuOpen((o) => !o);
              }}
              data-testid="mobile-menu-toggle"
            >
              {menuOpen ? <Icon name="x" className="h-6 w-6" /> : <Icon name="menu" className="h-6 w-6" />}
            </button>
          </div>
        </div>
      </header>
      {/* Outside the header: its backdrop blur would otherwise be the containing block of the fixed panel. */}
      {menuMounted ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} pathname={pathname} />
        </Suspense>
      ) : null}
    </>
  );
}
