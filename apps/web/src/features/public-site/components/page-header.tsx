import type { ReactNode } from 'react';
import type { Point } from '../content/services';
import { Icon } from './icons';
import { heroPattern } from './page-parts';
import { PLink } from './prefetch-link';

export type Crumb = { name: string; path: string };

export function Breadcrumbs({ items, tone = 'light' }: { items: Crumb[]; tone?: 'light' | 'dark' }) {
  const muted = tone === 'light' ? 'text-brand-100' : 'text-slate-500';
  const current = tone === 'light' ? 'text-white' : 'text-brand-900';
  return (
    <nav aria-label="Breadcrumb">
      <ol className={`flex flex-wrap items-center gap-1.5 text-sm ${muted}`}>
        {items.map((c, i) => (
          <li key={c.path} className="flex items-center gap-1.5">
            {i > 0 ? <Icon name="chevronRight" className="h-3.5 w-3.5 opacity-70" /> : null}
            {i === items.length - 1 ? (
              <span aria-current="page" className={current}>
                {c.name}
              </span>
            ) : (
              <PLink to={c.path} className="hover:underline">
                {c.name}
              </PLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The navy page header every inner page opens with. */
export function PageHero({
  eyebrow,
  title,
  lead,
  crumbs,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div aria-hidden="true" className="absolute inset-0" style={heroPattern} />
      <div className="relative mx-auto max-w-7xl px-4 pt-12 pb-16 sm:px-6 sm:pt-16 sm:pb-20 lg:px-8">
        {crumbs ? <Breadcrumbs items={crumbs} /> : null}
        {eyebrow ? <p className="mt-6 qs-eyebrow-gold">{eyebrow}</p> : null}
        <h1 className="mt-3 max-w-4xl text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl sm:leading-[1.1]">
          {title}
        </h1>
        {lead ? (
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-200 sm:text-xl">{lead}</p>
        ) : null}
        {children ? <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div> : null}
      </div>
    </section>
  );
}

export function PointGrid({ points, columns = 3 }: { points: Point[]; columns?: 2 | 3 | 4 }) {
  const cols = columns === 4 ? 'lg:grid-cols-4' : columns === 2 ? 'lg:grid-cols-2' : 'lg:grid-cols-3';
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${cols}`}>
      {points.map((p) => (
        <li key={p.title} className="qs-card p-6">
          <span aria-hidden="true" className="mb-4 block h-1 w-10 rounded-full bg-accent-400" />
          <h3 className="text-lg font-semibold text-brand-900">{p.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{p.detail}</p>
        </li>
      ))}
    </ul>
  );
}

export function CheckList({ items, tone = 'dark' }: { items: string[]; tone?: 'dark' | 'light' }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon
            name="check"
            className={`mt-1 h-5 w-5 shrink-0 ${tone === 'dark' ? 'text-brand-600' : 'text-accent-400'}`}
          />
          <span
            className={tone === 'dark' ? 'leading-relaxed text-slate-700' : 'leading-relaxed text-slate-200'}
          >
            {item}
          </span>
        </li>
      ))}
    </ul>
  );
}
