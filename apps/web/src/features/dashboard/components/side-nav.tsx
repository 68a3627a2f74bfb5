import { Suspense } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import type { NavItem } from '../../../lib/nav';

/** The dashboard's navigation list (sidebar on desktop, drawer on phones). */
export function SideNav({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Dashboard">
      <ul className="space-y-1">
        {items.map(({ to, label, icon: Icon, end, badge: Badge }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'group relative flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400',
                  isActive ? 'bg-white/10 text-white' : 'text-brand-100 hover:bg-white/5 hover:text-white',
                )
              }
            >
              {({ isActive }) => (
                <>
                  {isActive ? (
                    <span
                      aria-hidden="true"
                      className="absolute inset-y-2 left-0 w-1 rounded-r bg-accent-400"
                    />
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
        ))}
      </ul>
    </nav>
  );
}
