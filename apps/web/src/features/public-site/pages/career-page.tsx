import { useState } from 'react';
import { CAREER_OPENINGS } from '@quayside/contract/public-site-careers';
import { CAREERS } from '../content/pages';
import { Section, Steps } from '../components/page-parts';
import { PageHero, PointGrid } from '../components/page-header';
import { JobApplicationForm } from '../forms/job-application-form';
import { Seo } from '../seo/seo';
import { breadcrumbJsonLd } from '../seo/structured-data';
import { officeByKey, siteConfig } from '../site-config';
import { Icon } from '../components/icons';

export function CareerPage() {
  const [position, setPosition] = useState('');
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Career', path: '/career' },
  ];
  const apply = (slug: string) => {
    setPosition(slug);
    document.getElementById('apply')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <>
      <Seo
        title={CAREERS.title}
        description={CAREERS.description}
        path="/career"
        jsonLd={import.meta.env.SSR ? [breadcrumbJsonLd(crumbs)] : undefined}
      />
      <PageHero crumbs={crumbs} eyebrow="Careers" title={CAREERS.headline} lead={CAREERS.lead}>
        <a
          href="#openings"
          className="inline-flex items-center justify-center rounded-lg bg-accent-400 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-500"
        >
          See open roles
        </a>
      </PageHero>

      <Section eyebrow="Working here" title="Why people join us">
        <PointGrid points={CAREERS.benefits} />
      </Section>

      <Section
        id="openings"
        tone="muted"
        eyebrow="Open roles"
        title={`${CAREER_OPENINGS.length} open roles across our offices`}
      >
        <ul className="space-y-5">
          {CAREER_OPENINGS.map((o) => (
            <li key={o.slug}>
              <details className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 [&_summary::-webkit-details-marker]:hidden">
                <summary className="flex cursor-pointer list-none flex-col gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
                  <span>
                    <span className="block text-xl font-semibold text-brand-900">{o.title}</span>
                    <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-[15px] text-slate-600">
                      <span className="inline-flex items-center gap-1.5">
                        <Icon name="mapPin" className="h-4 w-4" /> {officeByKey(o.office).city}
                      </span>
                      <span className="inline-flex items-center gap-1.5">
                        <Icon name="briefcase" className="h-4 w-4" /> {o.team} · {o.employment}
                      </span>
                      <span>{o.experience}</span>
                    </span>
                  </span>
                  <span className="text-sm font-semibold text-brand-700 group-open:hidden">Show details</span>
                  <span className="hidden text-sm font-semibold text-brand-700 group-open:inline">
                    Hide details
                  </span>
                </summary>
                <div className="border-t border-slate-100 px-6 pt-5 pb-6">
                  <p className="leading-relaxed text-slate-700">{o.summary}</p>
                  <div className="mt-5 grid gap-6 md:grid-cols-2">
                    <div>
                      <h3 className="font-semibold text-brand-900">What you will do</h3>
                      <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed text-slate-700">
                        {o.responsibilities.map((r) => (
                          <li key={r}>{r}</li>
                        ))}
                      </ul>
                    </div>
                    <div>
                      <h3 className="font-semibold text-brand-900">What you bring</h3>
                      <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed text-slate-700">
                        {o.requirements.map((r) => (
                          <li key={r}>{r}</li>
                        ))}
                      </ul>
                    </div>
                  </div>
                  <button
                    type="button"
                    onClick={() => apply(o.slug)}
                    className="mt-6 rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
                  >
                    Apply for this role
                  </button>
                </div>
              </details>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-600">
          No role that fits? Send an open application below, or write to{' '}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${siteConfig.careersEmail}`}>
            {siteConfig.careersEmail}
          </a>
          .
        </p>
      </Section>

      <Section eyebrow="Hiring process" title="What to expect">
        <Steps steps={CAREERS.hiringSteps} />
      </Section>

      <Section
        id="apply"
        tone="muted"
        eyebrow="Apply"
        title="Send your application"
        intro="We read every application and reply within ten business days."
      >
        <div className="max-w-3xl">
          <JobApplicationForm position={position} onPositionChange={setPosition} />
        </div>
      </Section>
    </>
  );
}

export default CareerPage;
