import { useEffect, useRef, useState } from 'react';
import * as Accordion from '@radix-ui/react-accordion';
import { mainNav } from '../site-config';
import { AuthButton } from './auth-button';
import { Icon } from './icons';
import { authButtonClass } from './styles';
import { PLink } from './prefetch-link';

/**
 * The small-screen menu (part 1 section 2): a panel sliding down under the bar with a backdrop; Services,
 * Global and Resources expand as accordions (Radix Accordion: one open at a time, arrow keys between them,
 * Home and End); page scrolling is locked while it is open; tapping the backdrop
 * or a link (or pressing Escape) closes it.
 */
export function MobileMenu({
  open,
  onClose,
  pathname,
}: {
  open: boolean;
  onClose: () => void;
  pathname: string;
}) {
  const [expanded, setExpanded] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const html = document.documentElement;
    const previous = { html: html.style.overflow, body: document.body.style.overflow };
    html.style.overflow = 'hidden';
    document.body.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onClose();
      document.querySelector<HTMLElement>('[data-testid="mobile-menu-toggle"]')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      html.style.overflow = previous.html;
      document.body.style.overflow = previous.body;
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  useEffect(() => {
    if (!open) setExpanded('');
  }, [open]);

  return (
    <div className="lg:hidden">
      <div
        aria-hidden="true"
        data-testid="mobile-menu-backdrop"
        onClick={onClose}
        className={`fixed inset-x-0 top-20 bottom-0 z-40 bg-slate-950/50 transition-opacity duration-200 ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      />
      <div
        id="mobile-menu"
        ref={panelRef}
        inert={!open}
        className={`qs-slide-down fixed inset-x-0 top-20 z-50 max-h-[calc(100dvh-9rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-2xl transition duration-200 ease-out ${open ? 'visible translate-y-0 opacity-100' : 'invisible -translate-y-3 opacity-0'}`}
      >
        <nav aria-label="Mobile" className="px-4 pt-2 pb-6 sm:px-6">
          <Accordion.Root type="single" collapsible value={expanded} onValueChange={setExpanded} asChild>
            <ul className="divide-y divide-slate-100">
              {mainNav.map((entry) => {
                const current = pathname === entry.to;
                if (!entry.children) {
                  return (
                    <li key={entry.to}>
                      <PLink
                        to={entry.to}
                        onClick={onClose}
                        aria-current={current ? 'page' : undefined}
                        className={`block py-3.5 text-base font-semibold ${current ? 'text-brand-700' : 'text-brand-900'}`}
                      >
                        {entry.label}
                      </PLink>
                    </li>
                  );
                }
                return (
                  <Accordion.Item key={entry.to} value={entry.to} asChild>
                    <li>
                      <Accordion.Header asChild>
                        <div className="flex items-center justify-between">
                          <PLink
                            to={entry.to}
                            onClick={onClose}
                            aria-current={current ? 'page' : undefined}
                            className={`flex-1 py-3.5 text-base font-semibold ${current ? 'text-brand-700' : 'text-brand-900'}`}
                          >
                            {entry.label}
                          </PLink>
                          <Accordion.Trigger
                            aria-label={`Show ${entry.label} pages`}
                            className="group -mr-2 inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
                          >
                            <Icon
                              name="chevronDown"
                              className="h-5 w-5 transition-transform group-data-[state=open]:rotate-180"
                            />
                          </Accordion.Trigger>
                        </div>
                      </Accordion.Header>
                      <Accordion.Content asChild>
                        <ul className="mb-3 space-y-0.5 rounded-xl bg-slate-50 p-2">
                          {entry.children.map((c) => (
                            <li key={c.to}>
                              <PLink
                                to={c.to}
                                onClick={onClose}
                                aria-current={pathname === c.to ? 'page' : undefined}
                                className="block rounded-lg px-3 py-2.5 text-[15px] font-medium text-slate-700 hover:bg-white hover:text-brand-800"
                              >
                                {c.label}
                              </PLink>
                            </li>
                          ))}
                        </ul>
                      </Accordion.Content>
                    </li>
                  </Accordion.Item>
                );
              })}
            </ul>
          </Accordion.Root>
          <div className="mt-4">
            <AuthButton className={`${authButtonClass} w-full`} onNavigate={onClose} />
          </div>
        </nav>
      </div>
    </div>
  );
}
