import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

export type WorkspaceTab = { key: string; label: string };

/** The workspace's sections as links (the section is in the address: ?tab=...), scrolling sideways on phones. */
export function WorkspaceTabs({
  tabs,
  current,
  hrefOf,
  label = 'Company workspace',
}: {
  tabs: WorkspaceTab[];
  current: string;
  /** The address of a section (the workspace's path with ?tab=...). */
  hrefOf: (tab: string) => string;
  label?: string;
}) {
  const active = useRef<HTMLAnchorElement>(null);
  // On a phone the strip scrolls sideways: bring the current section into view.
  useEffect(() => {
    active.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav aria-label={label} className="-mx-4 mb-5 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {tabs.map((t) => {
          const isActive = t.key === current;
          return (
            <li key={t.key}>
              <Link
                ref={isActive ? active : undefined}
                to={hrefOf(t.key)}
                replace
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600',
                  isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {t.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
