import type { ReactNode } from 'react';
import type { Cta, Faq, Point } from '../content/services';
import type { Office } from '../site-config';
import { PLink } from './prefetch-link';
import { ghostLightButton, primaryButton } from './styles';
import { Icon } from './icons';

/** The navy sections' background: a faint grid with a gold and a blue glow (inline: no extra CSS file). */
export const heroPattern = {
  backgroundImage:
    'radial-gradient(circle at 88% 12%, rgba(245,184,65,0.16), transparent 38%), radial-gradient(circle at 8% 95%, rgba(20,95,134,0.6), transparent 45%), linear-gradient(rgba(255,255,255,0.045) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.045) 1px, transparent 1px)',
  backgroundSize: 'auto, auto, 56px 56px, 56px 56px',
} as const;

export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'white',
  offscreen = false,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: string;
  tone?: 'white' | 'muted';
  /**
   * Below the first screen on every width: the browser skips its style, layout and paint until it nears the
   * viewport (content-visibility: auto), so the first paint works on the first screen only. Not for sections
   * that links point into (#id): their position is estimated until the sections above them have rendered.
   */
  offscreen?: boolean;
  children: ReactNode;
}) {
  const defer = offscreen ? ' [content-visibility:auto] [contain-intrinsic-size:auto_900px]' : '';
  return (
    <section id={id} className={`${tone === 'muted' ? 'bg-slate-50' : 'bg-white'} scroll-mt-24${defer}`}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        {title ? (
          <div className="max-w-3xl">
            {eyebrow ? <p className="qs-eyebrow">{eyebrow}</p> : null}
            <h2 className="mt-2 qs-h2">{title}</h2>
            {intro ? <p className="mt-4 qs-lead">{intro}</p> : null}
          </div>
        ) : null}
        <div className={title ? 'mt-10 sm:mt-12' : ''}>{children}</div>
      </div>
    </section>
  );
}

export function Steps({ steps }: { steps: Point[] }) {
  return (
    <ol
      className={`grid gap-6 md:grid-cols-2 ${steps.length === 4 ? 'lg:grid-cols-4' : steps.length === 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-3'}`}
    >
      {steps.map((s, i) => (
        <li key={s.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-800 text-base font-bold text-white">
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-brand-900">{s.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{s.detail}</p>
        </li>
      ))}
    </ol>
  );
}

/** Questions as native disclosure widgets: accessible and usable before any script runs. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {faqs.map((f) => (
        <details key={f.q} className="group px-6 py-5 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-6 text-left text-lg font-semibold text-brand-900">
            <span>{f.q}</span>
            <span
              aria-hidden="true"
              className="mt-1 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="mt-3 max-w-3xl leading-relaxed text-slate-600">{f.a}</p>
        </details>
      ))}
    </div>
  );
}

export function CtaBand({ cta }: { cta: Cta }) {
  return (
    <section className="bg-white">
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-white sm:px-12 sm:py-14">
          <div aria-hidden="true" className="absolute inset-0 opacity-80" style={heroPattern} />
          <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{cta.title}</h2>
              <p className="mt-3 text-lg leading-relaxed text-slate-200">{cta.body}</p>
            </div>
            <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
              <PLink to={cta.primary.to} className={primaryButton}>
                {cta.primary.label}
                <Icon name="arrowRight" className="h-5 w-5" />
              </PLink>
              {cta.secondary ? (
                <PLink to={cta.secondary.to} className={ghostLightButton}>
                  {cta.secondary.label}
                </PLink>
              ) : null}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

export function OfficeCard({ office }: { office: Office }) {
  return (
    <article className="flex h-full flex-col qs-card p-6">
      <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{office.role}</p>
      <h3 className="mt-1 text-xl font-bold text-brand-900">{office.city}</h3>
      <address className="mt-3 leading-relaxed text-slate-600 not-italic">
        {office.addressLines.map((l) => (
          <span key={l} className="block">
            {l}
          </span>
        ))}
        {office.countryCode === 'SG' ? null : <span className="block">{office.country}</span>}
      </address>
      <dl className="mt-4 space-y-1 text-[15px] text-slate-700">
        <div>
          <dt className="sr-only">Phone</dt>
          <dd>
            <a
              href={`tel:${office.phone.replace(/\s/g, '')}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {office.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="sr-only">E-mail</dt>
          <dd>
            <a href={`mailto:${office.email}`} className="font-medium text-brand-700 hover:underline">
              {office.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Hours</dt>
          <dd className="text-slate-500">{office.hours}</dd>
        </div>
      </dl>
      <p className="mt-4 border-t border-slate-100 pt-4 text-sm leading-relaxed text-slate-600">
        {office.focus}
      </p>
    </article>
  );
}
