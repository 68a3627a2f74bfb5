import { Suspense, useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../../lib/cn';
import type { NavItem } from '../../../lib/nav';

/** The dashboard's navigation list (sidebar on desktop, drawer on phones). */
export function SideNav({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  // Consecutive entries of one group make one list under its heading; ungrouped entries make unheaded lists.
  const sections: Array<{ group?: string; items: NavItem[] }> = [];
  for (const item of items) {
    const last = sections.at(-1);
    if (last && last.group === item.group) last.items.push(item);
    else sections.push({ group: item.group, items: [item] });
  }
  // A long navigation scrolls in its column: keep the current page's entry in sight (e.g. the admin's audit log
  // at the bottom of the list on a laptop screen).
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const current = navRef.current?.querySelector('[aria-current="page"]');
    if (current && 'scrollIntoView' in current) current.scrollIntoView({ block: 'nearest' });
  }, [pathname]);
  return (
    <nav ref={navRef} aria-label="Dashboard" className="space-y-3">
      {sections.map((section, i) => {
        const headingId = section.group ? `nav-group-${i}` : undefined;
        return (
          <div key={`${section.group ?? ''}-${i}`}>
            {section.group ? (
              <p
                id={headingId}
                className="px-3 pb-1 text-xs font-semibold tracking-wider text-brand-100/70 uppercase"
              >
                {section.group}
              </p>
            ) : null}
            <ul className="space-y-0.5" aria-labelledby={headingId}>
              {section.items.map((item) => (
                <NavEntry key={item.to} item={item} onNavigate={onNavigate} />
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { to, label, icon: Icon, end, badge: Badge } = item;
  return (
    <li>
      <NavLink
        to={to}
        end={end}
        onClick={onNavigate}
        className={({ isActive }) =>
          cn(
            'group relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400',
            isActive ? 'bg-white/10 text-white' : 'text-brand-100 hover:bg-white/5 hover:text-white',
          )
        }
      >
        {({ isActive }) => (
          <>
            {isActive ? (
              <span aria-hidden="true" className="absolute inset-y-2 left-0 w-1 rounded-r bg-accent-400" />
            ) : null}
            <Icon
              className={cn('size-5 shrink-0', isActive ? 'text-accent-400' : 'text-brand-100/70')}
              aria-hidden="true"
            />
            <span className="truncate">{label}</span>
            {Badge ? (
              <Suspense fallback={null}>
                <Badge />
              </Suspense>
            ) : null}
          </>
        )}
      </NavLink>
    </li>
  );
}
