import { RESOURCES } from '../content/resources';
import { CtaBand, Section } from '../components/page-parts';
import { PageHero } from '../components/page-header';
import { PLink } from '../components/prefetch-link';
import { Seo } from '../seo/seo';
import { breadcrumbJsonLd } from '../seo/structured-data';
import { Icon } from '../components/icons';

export function ResourcesPage() {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Resources', path: '/resources' },
  ];
  return (
    <>
      <Seo
        title={RESOURCES.title}
        description={RESOURCES.description}
        path="/resources"
        jsonLd={import.meta.env.SSR ? [breadcrumbJsonLd(crumbs)] : undefined}
      />
      <PageHero crumbs={crumbs} eyebrow="Resources" title={RESOURCES.headline} lead={RESOURCES.lead} />
      <Section>
        <div className="grid gap-6 lg:grid-cols-2">
          <PLink
            to="/resources/tools"
            className="group flex flex-col rounded-3xl border border-slate-200 p-8 shadow-sm transition hover:border-brand-600 hover:shadow-md"
          >
            <Icon name="calculator" className="h-8 w-8 text-brand-600" />
            <h2 className="mt-5 text-2xl font-bold text-brand-900">Tools and calculators</h2>
            <ul className="mt-4 flex-1 space-y-3">
              {RESOURCES.tools.map((t) => (
                <li key={t.id}>
                  <span className="font-semibold text-slate-800">{t.title}.</span>{' '}
                  <span className="text-slate-600">{t.detail}</span>
                </li>
              ))}
            </ul>
            <span className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700">
              Open the tools <Icon name="arrowRight" className="h-4 w-4" />
            </span>
          </PLink>
          <PLink
            to="/resources/blogs"
            className="group flex flex-col rounded-3xl bg-brand-900 p-8 text-white shadow-sm transition hover:bg-brand-800"
          >
            <Icon name="bookOpen" className="h-8 w-8 text-accent-400" />
            <h2 className="mt-5 text-2xl font-bold">Blogs</h2>
            <p className="mt-4 flex-1 leading-relaxed text-slate-200">
              Guides written by our advisers: corporate tax in Singapore and the UAE, compliance calendars,
              incorporating in India, NRI residency and property sales, cross-border wills and fund
              structures.
            </p>
            <span className="mt-6 inline-flex items-center gap-1.5 font-semibold text-accent-400">
              Read the blogs <Icon name="arrowRight" className="h-4 w-4" />
            </span>
          </PLink>
        </div>
      </Section>
      <Section tone="muted" eyebrow="Start here" title="Most-read guides">
        <ul className="grid gap-4 md:grid-cols-3">
          {RESOURCES.guides.map((g) => (
            <li key={g.to}>
              <PLink
                to={g.to}
                className="flex h-full items-center justify-between gap-4 rounded-2xl bg-white p-6 font-semibold text-brand-900 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
              >
                {g.title}
                <Icon name="arrowRight" className="h-5 w-5 shrink-0 text-brand-600" />
              </PLink>
            </li>
          ))}
        </ul>
      </Section>
      <div className="pt-20">
        <CtaBand
          cta={{
            title: 'Prefer to talk it through?',
            body: 'Our advisers in Singapore, Dubai and Noida reply within one business day.',
            primary: { label: 'Contact us', to: '/contact' },
          }}
        />
      </div>
    </>
  );
}

export default ResourcesPage;
