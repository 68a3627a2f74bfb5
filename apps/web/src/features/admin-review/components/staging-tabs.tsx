import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';

/** The staging screen's two kinds of sessions: incorporation applications and NRI tax applications. */
export function StagingTabs() {
  const tab = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-1.5 text-sm font-medium',
      isActive ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
    );
  return (
    <nav
      aria-label="Kinds of staging sessions"
      className="mb-4 inline-flex gap-1 rounded-lg bg-slate-100 p-1"
    >
      <NavLink to="/dashboard/admin/staging" end className={tab}>
        Incorporation
      </NavLink>
      <NavLink to="/dashboard/admin/staging/nri" className={tab}>
        NRI tax
      </NavLink>
    </nav>
  );
}
